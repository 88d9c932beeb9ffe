// Migration 0008 (docs/decisions/0051): a database holding per-day dimension rows (link_day_dimensions,
// decision 42) upgrades with every count intact — moved into one packed row per link and day, next to
// that day's bot/HEAD counters — and the analytics and export read exactly what was there.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { testEngines } from '../../test/harness'
import { upgradePostgres, upgradeSqlite } from '../../test/migrations-before'
import type { Database } from '../db/database'
import { dimensionTotals, trafficTotals } from './analytics.repository'
import { findDetailsByDay } from './export-details.repository'

const temp = mkdtempSync(join(tmpdir(), 'snip-packed-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

const oldRows = [
  ['2026-11-01', 'country', 'GB', 7],
  ['2026-11-01', 'country', 'US', 3],
  ['2026-11-01', 'device', 'mobile', 10],
  ['2026-11-01', 'referrer', 'news.example.com', 4],
  ['2026-11-01', 'referrer', 'direct', 6],
  ['2026-11-02', 'country', 'GB', 2],
  ['2026-11-02', 'browser', 'Chrome', 2],
] as const
const fill = `insert into links (id, user_id, original_url, short_code, is_active, clicks, created_at, updated_at) values (1, 'u1', 'https://old.example', 'old-one', true, 12, 1, 1);
  insert into link_day_dimensions (link_id, day, dimension, key, clicks) values ${oldRows.map(([d, dim, k, n]) => `(1, '${d}', '${dim}', '${k}', ${n})`).join(', ')};
  insert into link_day_traffic (link_id, day, bots, heads) values (1, '2026-11-01', 3, 1)`

async function expectIntact(db: Database) {
  const totals = await dimensionTotals(db, 1, { from: '2026-11-01', to: '2026-11-02' })
  expect(totals.sort((a, b) => a.dimension.localeCompare(b.dimension) || a.key.localeCompare(b.key))).toEqual([
    { dimension: 'browser', key: 'Chrome', clicks: 2 },
    { dimension: 'country', key: 'GB', clicks: 9 },
    { dimension: 'country', key: 'US', clicks: 3 },
    { dimension: 'device', key: 'mobile', clicks: 10 },
    { dimension: 'referrer', key: 'direct', clicks: 6 },
    { dimension: 'referrer', key: 'news.example.com', clicks: 4 },
  ])
  expect(await trafficTotals(db, 1, { from: '2026-11-01', to: '2026-11-02' })).toMatchObject({ bots: 3, heads: 1 })
  const exported = (await findDetailsByDay(db, [1])).get(1)!
  expect(exported.map((r) => [r.day, r.dimension, r.key, r.clicks])).toEqual([...oldRows].sort((a, b) => (a.join() < b.join() ? -1 : 1)))
}

describe('upgrading per-day dimension rows to packed counts', () => {
  test('on sqlite', () => upgradeSqlite(8, temp, fill.replace(/true/g, '1'), expectIntact))

  test.each(testEngines.filter((e) => e === 'postgres'))('on %s', () =>
    upgradePostgres(8, temp, fill.replace(/, 1, 1\)/, ', to_timestamp(1), to_timestamp(1))'), expectIntact),
  )
})
