// The metrics' parts without a server: flush failures and partial flushes, the SQLite write-gate wait, and
// the route label (bounded whatever the path).
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { parseScrape } from '../../test/metrics-scrape'
import { tempDir } from '../../test/waiting'
import { createClickCounter } from '../clicks'
import type { DatabaseWait } from '../db/database'
import { openSqlite } from '../db/open-sqlite'
import { createRouteNamer } from '../http/route-names'
import { insertLink } from '../links/store/links.repository'
import { createLinkCache } from '../redirect/link-cache'
import { createMetrics } from './metrics'
import { createRouteLabel, methodLabel, statusLabel } from './route-label'

const read = async (metrics: ReturnType<typeof createMetrics>) => parseScrape(await metrics.scrape())

describe('click flush metrics', () => {
  test('a failed flush counts one failure and only the clicks it committed; the retry flushes the rest', async () => {
    const metrics = createMetrics(createLinkCache(10))
    let attempt = 0
    const counter = createClickCounter(
      async (batch) => {
        if (++attempt === 1) {
          batch.committed = 1 // link 1's clicks (the first entry: ids ascending) committed, then the write fails
          throw new Error('disk full')
        }
      },
      60_000,
      () => {},
      metrics.clicks,
    )
    for (const id of [1, 1, 2, 2, 2]) counter.add(id)
    await counter.flush()
    let s = await read(metrics)
    expect(s.value('snip_clicks_counted_total')).toBe(5)
    expect(s.value('snip_click_flush_failures_total')).toBe(1)
    expect(s.value('snip_clicks_flushed_total')).toBe(2)
    expect(s.value('snip_click_flush_duration_seconds_count')).toBe(1)
    await counter.stop()
    s = await read(metrics)
    expect(s.value('snip_click_flush_failures_total')).toBe(1)
    expect(s.value('snip_clicks_flushed_total')).toBe(5)
    expect(s.value('snip_click_flush_duration_seconds_count')).toBe(2)
  })
})

describe('SQLite waits', () => {
  const { dir, remove } = tempDir('waits')
  afterAll(remove)

  test('a write held while a transaction is open is reported as a write wait, the transaction as a transaction wait', async () => {
    const db = openSqlite(join(dir, 'snip.sqlite'))
    const link = (shortCode: string) => ({ userId: 'u1', originalUrl: 'https://example.com/', shortCode, isActive: true })
    await insertLink(db, link('warm-up')) // prepared now, so the held write below is issued at once
    const waits: [DatabaseWait, number, number][] = []
    db.observeWaits((wait, seconds) => waits.push([wait, seconds, performance.now()]))
    let issued = 0
    let ended = 0
    let opened!: () => void
    const outside = new Promise<void>((r) => (opened = r)).then(() => {
      issued = performance.now()
      return insertLink(db, link('outside1'))
    })
    await db.transaction(async (tx) => {
      opened()
      await new Promise((r) => setTimeout(r, 60))
      await insertLink(tx, link('inside1'))
      ended = performance.now()
    })
    await outside
    await db.close()
    expect(waits.map(([w]) => w)).toEqual(['transaction', 'write'])
    // The write was asked for during the transaction and let go only after it: the wait spans that time.
    const [, seconds, resumed] = waits[1]!
    const asked = resumed - seconds * 1000
    expect(asked).toBeGreaterThanOrEqual(issued - 1)
    expect(asked).toBeLessThan(ended)
    expect(resumed).toBeGreaterThanOrEqual(ended)
    expect(seconds).toBeGreaterThan(0)
  })
})

describe('route labels', () => {
  const routeOf = createRouteNamer(['/api/urls', '/api/urls/:id', '/api/health'])
  const label = createRouteLabel(routeOf, ['/token', '/signup'])

  test.each([
    ['/api/urls/123', '/api/urls/:id'],
    ['/api/urls', '/api/urls'],
    ['/api/Zq9Marker', '/api/*'],
    ['/api', '/api'],
    ['/auth/v1/token', '/auth/v1/token'],
    ['/auth/v1/token/', '/auth/v1/token'],
    ['/auth/v1/Zq9Marker', '/auth/v1/*'],
    ['/about', 'site'],
    ['/Zq9Marker/deep', 'site'],
  ])('%s is labelled %s', (path, expected) => {
    expect(label(path)).toBe(expected)
  })

  test('methods and statuses are a fixed set', () => {
    expect([methodLabel('POST'), methodLabel('ZQ9MARKER')]).toEqual(['POST', 'other'])
    expect([statusLabel(204), statusLabel(429), statusLabel(503), statusLabel(500)]).toEqual(['2xx', '4xx', '5xx', '5xx'])
  })

  test('an unknown method (501) counts as a client error, not a server error', () => {
    expect(statusLabel(501)).toBe('4xx')
  })
})
