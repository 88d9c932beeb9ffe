// The flush worker commits a batch before the main thread hears about it. A read in that window sees the
// clicks both in the database and in memory; exact-clicks.ts must count them once. The main thread is held
// synchronously (Bun.sleepSync) while the worker commits, so the acknowledgement cannot be processed: the
// window is open for certain, not by luck.
import type { Database as BunSqlite } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openSqlite } from '../db/open-sqlite'
import { FLUSH_CHUNK } from './click-flush.protocol'
import { clickedLinks } from '../links/store/clicked-links'
import { startClickCounting } from './click-counting'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function insertLink(client: BunSqlite, code: string, userId: string): number {
  const now = Date.now()
  client
    .prepare('insert into links (user_id, original_url, short_code, is_active, clicks, created_at, updated_at) values (?, ?, ?, 1, 0, ?, ?)')
    .run(userId, 'https://example.com/', code, now, now)
  return Number((client.prepare('select id from links where short_code = ?').get(code) as { id: number }).id)
}

/** A link's clicks in the database: its total plus its staged clicks. */
const stored = (client: BunSqlite, id: number) =>
  (
    client
      .prepare('select clicks + (select coalesce(sum(clicks), 0) from link_clicks_recent where link_id = links.id) as n from links where id = ?')
      .get(id) as { n: number }
  ).n

describe('exact clicks with the SQLite flush worker', () => {
  it('a read between the worker’s COMMIT and its acknowledgement counts the batch once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'snip-exact-'))
    dirs.push(dir)
    const db = openSqlite(join(dir, 'snip.sqlite'))
    const client = db.driver.client
    const a = insertLink(client, 'exacta', 'u1')
    const b = insertLink(client, 'exactb', 'u1')
    const clicks = startClickCounting(
      db,
      clickedLinks,
      (e) => {
        throw e
      },
      { everyMs: 3_600_000, foldEveryMs: 3_600_000 },
    )
    const { counter, reader } = clicks
    try {
      // warm-up: the worker is up and has flushed once
      counter.add(b)
      await counter.flush()
      expect(await reader.ofLink(b)).toBe(1)

      for (let i = 0; i < 3; i++) counter.add(a)
      const flushing = counter.flush()
      for (let i = 0; i < 20; i++) await Promise.resolve() // the batch is posted to the worker
      const committed = () => stored(client, a)
      const deadline = Date.now() + 5000
      while (committed() !== 3 && Date.now() < deadline) Bun.sleepSync(1) // blocks the event loop: no ack processed
      expect(committed()).toBe(3)
      expect(committed() + counter.pending(a)).toBe(6) // the naive sum double counts: the window is open
      expect(await reader.ofLink(a)).toBe(3)
      expect(await reader.ofOwner({ user: 'u1' })).toEqual(
        new Map([
          [a, 3],
          [b, 1],
        ]),
      )
      expect((await reader.linksOf({ user: 'u1' })).map((r) => [r.id, r.clicks])).toEqual([
        [b, 1],
        [a, 3],
      ]) // newest first
      counter.add(a) // a click after the batch still counts
      expect(await reader.ofLink(a)).toBe(4)

      await flushing
      expect(await reader.ofLink(a)).toBe(4)
      await counter.flush()
      expect(committed()).toBe(4)
      expect(await reader.ofLink(a)).toBe(4)
      await clicks.fold() // moved into links.clicks: the same total
      expect(await reader.ofLink(a)).toBe(4)
      expect(client.prepare('select clicks from links where id = ?').get(a)).toEqual({ clicks: 4 })
    } finally {
      await clicks.stop()
      await db.close()
    }
  })

  it('stop() flushes what is left, folds it and removes the instance’s mark', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'snip-exact-'))
    dirs.push(dir)
    const db = openSqlite(join(dir, 'snip.sqlite'))
    const client = db.driver.client
    const a = insertLink(client, 'exactc', 'u2')
    const clicks = startClickCounting(db, clickedLinks, () => {}, { everyMs: 3_600_000, foldEveryMs: 3_600_000 })
    for (let i = 0; i < 1000; i++) clicks.counter.add(a + (i % 2 === 0 ? 0 : 1_000_000)) // also a link that does not exist
    await clicks.stop()
    expect((client.prepare('select clicks from links where id = ?').get(a) as { clicks: number }).clicks).toBe(500)
    expect(client.prepare('select count(*) as n from link_clicks_recent').get()).toEqual({ n: 0 })
    expect(client.prepare("select count(*) as n from server_settings where key like 'click_flush_mark:%'").get()).toEqual({ n: 0 })
    await db.close()
  })

  it('a batch that fails half-way keeps exactly the uncommitted chunks and retries them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'snip-exact-'))
    dirs.push(dir)
    const db = openSqlite(join(dir, 'snip.sqlite'))
    const client = db.driver.client
    const ids: number[] = []
    for (let i = 0; i < FLUSH_CHUNK + 50; i++) ids.push(insertLink(client, `fail${i}`, 'u3')) // two chunks: a full one and 50
    const last = ids[ids.length - 1]!
    client.exec(`create trigger click_boom before insert on link_clicks_recent when new.link_id = ${last} begin select raise(abort, 'boom'); end`)
    const errors: unknown[] = []
    const clicks = startClickCounting(db, clickedLinks, (e) => errors.push(e), { everyMs: 3_600_000, foldEveryMs: 3_600_000 })
    const { counter, reader } = clicks
    try {
      for (const id of ids) counter.add(id)
      await counter.flush()
      expect(errors).toHaveLength(1)
      const staged = () => (client.prepare('select coalesce(sum(clicks), 0) as n from link_clicks_recent').get() as { n: number }).n
      expect(staged()).toBe(FLUSH_CHUNK) // the first chunk committed, the second rolled back
      expect([...(await reader.ofOwner({ user: 'u3' })).values()].reduce((a, b) => a + b, 0)).toBe(ids.length)
      client.exec('drop trigger click_boom')
      await counter.flush()
      expect(staged()).toBe(ids.length) // retried once, not doubled
      expect(await reader.ofLink(last)).toBe(1)
      await clicks.fold()
      expect((client.prepare('select coalesce(sum(clicks), 0) as n from links').get() as { n: number }).n).toBe(ids.length)
      expect((client.prepare('select coalesce(sum(clicks), 0) as n from link_clicks_daily').get() as { n: number }).n).toBe(ids.length)
    } finally {
      await clicks.stop()
      await db.close()
    }
  })
})
