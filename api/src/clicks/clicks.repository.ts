// Click writes on PostgreSQL (docs/decisions/0055). A flush adds counted clicks to link_clicks_recent, a
// table as small as the links clicked since the last fold; a fold moves them into links.clicks and
// link_clicks_daily. Both are additive, so any number of instances may flush and fold into one database.
// Flush work goes in chunks, each one statement; a committed chunk advances `batch.committed` at once, so on
// a failure the caller keeps (and retries) only the rest. Between chunks the event loop runs.
// (SQLite's flush and fold run in its worker thread: sqlite-click-writes.ts.)
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import type { ClickBatch } from './click-batch'
import { dayOf } from './click-day'

const CHUNK = 5000
/** Links a fold moves per transaction (its row locks are held until the commit). */
export const FOLD_LINKS = 5000
/** Any number that no other advisory lock of Snip uses: the fold's, so instances fold one at a time. */
const FOLD_LOCK = 5_500_055

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A foreign-key violation (23503), perhaps wrapped by drizzle in `cause`. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === '23503') return true
  }
  return false
}

/**
 * One chunk, one statement. In id order (ORDER BY): the order its rows are locked in, the fold's too, so
 * instances flushing the same links cannot deadlock. A staged row that exists is updated; a missing one is
 * inserted, and the foreign key checks that its link exists. No existence check for every link: a link
 * clicked since the last fold already has its row (a deleted link's rows go with it), and the check was a
 * third of the flush (docs/decisions/0062). When a link was deleted meanwhile, the foreign key fails the
 * whole statement: it runs again, skipping links that no longer exist (their clicks are dropped, as before).
 */
async function stageChunk(db: Database, ids: string, ns: string, day: string): Promise<void> {
  const upsert = (existing: ReturnType<typeof sql>) =>
    db.orm.execute(sql`
      insert into link_clicks_recent (link_id, day, clicks)
      select v.id, ${day}, v.n from unnest(${ids}::int[], ${ns}::int[]) as v(id, n) ${existing} order by v.id
      on conflict (link_id, day) do update set clicks = link_clicks_recent.clicks + excluded.clicks`)
  try {
    await upsert(sql``)
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error
    await upsert(sql`where exists (select 1 from links where links.id = v.id)`)
  }
}

export async function addClicks(db: Database, batch: ClickBatch, day = dayOf(new Date())): Promise<void> {
  const { ids, ns } = batch // ascending ids: one lock order for every instance
  for (let from = batch.committed; from < ids.length; from += CHUNK) {
    if (from > batch.committed) await yieldToEventLoop()
    const to = Math.min(ids.length, from + CHUNK)
    await stageChunk(db, `{${ids.subarray(from, to).join(',')}}`, `{${ns.subarray(from, to).join(',')}}`, day)
    batch.committed = to
  }
}

/**
 * One fold transaction: the staged rows of the first FOLD_LINKS links move into the totals and the per-day
 * rows. Locks are taken in one order — the links in id order, then their staged rows in key order, as a
 * flush locks staged rows in id order and a link's deletion locks the link before its staged rows — so a
 * fold cannot deadlock with either. A link another transaction holds (being deleted or edited) is skipped:
 * its rows wait for the next fold. FOR NO KEY UPDATE lets flushes' foreign-key checks through. Rows a flush
 * commits meanwhile for these links are deleted and moved with the rest (RETURNING gives what was
 * deleted). The rows moved; -1 when another instance is folding.
 */
async function foldChunk(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.orm.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${sql.raw(String(FOLD_LOCK))}) as locked`)
    if (!lock?.locked) return -1
    const staged = await tx.orm.execute<{ link_id: number }>(sql`
      with chunk as (
        select id from links
        where id in (select distinct link_id from link_clicks_recent order by link_id limit ${FOLD_LINKS})
        order by id for no key update skip locked
      )
      select r.link_id from link_clicks_recent r join chunk on chunk.id = r.link_id
      order by r.link_id, r.day for update of r`)
    if (staged.length === 0) return 0
    const ids = `{${[...new Set(staged.map((r) => r.link_id))].join(',')}}`
    const moved = await tx.orm.execute(sql`
      with moved as (delete from link_clicks_recent where link_id = any(${ids}::int[]) returning link_id, day, clicks),
      totals as (select link_id, sum(clicks) as n from moved group by link_id),
      added as (update links set clicks = links.clicks + totals.n from totals where links.id = totals.link_id)
      insert into link_clicks_daily (link_id, day, clicks) select link_id, day, clicks from moved
      on conflict (link_id, day) do update set clicks = link_clicks_daily.clicks + excluded.clicks
      returning 1`)
    return moved.length
  })
}

/**
 * Moves the staged clicks into links.clicks and link_clicks_daily, a transaction per FOLD_LINKS links, until
 * a chunk is not full (flushes that keep adding new links cannot keep it going); the rows moved.
 */
export async function foldClicks(db: Database): Promise<number> {
  let moved = 0
  for (;;) {
    const n = await foldChunk(db)
    if (n > 0) moved += n
    if (n < FOLD_LINKS) return moved
    await yieldToEventLoop()
  }
}
