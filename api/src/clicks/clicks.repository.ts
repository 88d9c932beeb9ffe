// Click writes on PostgreSQL (docs/decisions/0055). A flush adds counted clicks to link_clicks_recent, a
// table as small as the links clicked since the last fold, under the flush's UTC hour; a fold moves them into
// the links' totals (through the links store's FoldTarget), link_clicks_daily and link_clicks_hourly, whose
// rows older than 48 hours a prune deletes (docs/decisions/0078). Both are additive, so any number of instances may flush and fold into one database.
// Flush work goes in chunks, each one statement; a committed chunk advances `batch.committed` at once, so on
// a failure the caller keeps (and retries) only the rest. Between chunks the event loop runs.
// (SQLite's flush and fold run in its worker thread: sqlite-click-writes.ts.)
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import type { ClickBatch } from './click-batch'
import { hourOf, type UtcHour } from './click-day'
import type { FoldTarget } from './clicked-links'

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
async function stageChunk(db: Database, links: FoldTarget, ids: string, ns: string, { day, hour }: UtcHour): Promise<void> {
  const upsert = (existing: ReturnType<typeof sql>) =>
    db.orm.execute(sql`
      insert into link_clicks_recent (link_id, day, hour, clicks)
      select v.id, ${day}, ${hour}::int, v.n from unnest(${ids}::int[], ${ns}::int[]) as v(id, n) ${existing} order by v.id
      on conflict (link_id, day, hour) do update set clicks = link_clicks_recent.clicks + excluded.clicks`)
  try {
    await upsert(sql``)
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error
    await upsert(sql`where ${links.linkExists(sql`v.id`)}`)
  }
}

/** Stages a batch under the UTC hour `at` (the flush's: its day and hour of the day). */
export async function addClicks(db: Database, links: FoldTarget, batch: ClickBatch, at: UtcHour = hourOf(new Date())): Promise<void> {
  const { ids, ns } = batch // ascending ids: one lock order for every instance
  for (let from = batch.committed; from < ids.length; from += CHUNK) {
    if (from > batch.committed) await yieldToEventLoop()
    const to = Math.min(ids.length, from + CHUNK)
    await stageChunk(db, links, `{${ids.subarray(from, to).join(',')}}`, `{${ns.subarray(from, to).join(',')}}`, at)
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
 * deleted). The rows moved; -1 when another instance is folding. `folded`, when given, gets each link's
 * clicks moved (a listener asked: only then does the statement answer them).
 */
async function foldChunk(db: Database, links: FoldTarget, folded?: Map<number, number>): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.orm.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${sql.raw(String(FOLD_LOCK))}) as locked`)
    if (!lock?.locked) return -1
    const staged = await tx.orm.execute<{ link_id: number }>(sql`
      with chunk as (${links.lockedForFold(sql`select distinct link_id from link_clicks_recent order by link_id limit ${FOLD_LINKS}`)})
      select r.link_id from link_clicks_recent r join chunk on chunk.id = r.link_id
      order by r.link_id, r.day, r.hour for update of r`)
    if (staged.length === 0) return 0
    const ids = `{${[...new Set(staged.map((r) => r.link_id))].join(',')}}`
    const totals = sql.raw('totals')
    // The staged rows go to their day (summed: a day's hours are several rows) and, with a known hour, to
    // link_clicks_hourly. Every data-modifying part of a WITH runs to completion, read or not.
    const move = sql`
      with moved as (delete from link_clicks_recent where link_id = any(${ids}::int[]) returning link_id, day, hour, clicks),
      totals as (select link_id, sum(clicks) as n from moved group by link_id),
      added as (${links.addToTotals(totals)}),
      daily as (
        insert into link_clicks_daily (link_id, day, clicks) select link_id, day, sum(clicks) from moved group by link_id, day order by link_id, day
        on conflict (link_id, day) do update set clicks = link_clicks_daily.clicks + excluded.clicks),
      hourly as (
        insert into link_clicks_hourly (link_id, day, hour, clicks) select link_id, day, hour, clicks from moved where hour >= 0 order by link_id, day, hour
        on conflict (link_id, day, hour) do update set clicks = link_clicks_hourly.clicks + excluded.clicks)`
    const count = sql`(select count(*) from moved)`
    if (!folded) return Number((await tx.orm.execute<{ moved: string | number }>(sql`${move} select ${count} as moved`))[0]?.moved ?? 0)
    // The clicks per link too: the rows of `totals`, each with the rows moved in all.
    const rows = await tx.orm.execute<{ link_id: number; n: string | number; moved: string | number }>(
      sql`${move} select link_id, n, ${count} as moved from totals`,
    )
    for (const r of rows) folded.set(r.link_id, (folded.get(r.link_id) ?? 0) + Number(r.n))
    return Number(rows[0]?.moved ?? 0)
  })
}

/**
 * Moves the staged clicks into the links' totals and link_clicks_daily, a transaction per FOLD_LINKS links,
 * until a chunk is not full (flushes that keep adding new links cannot keep it going); the rows moved.
 * `folded`, when given, gets each link's clicks moved by the chunks committed.
 */
export async function foldClicks(db: Database, links: FoldTarget, folded?: Map<number, number>): Promise<number> {
  let moved = 0
  for (;;) {
    const n = await foldChunk(db, links, folded)
    if (n > 0) moved += n
    if (n < FOLD_LINKS) return moved
    await yieldToEventLoop()
  }
}

/**
 * Deletes the per-hour rows of hours before `keepFrom` (the days keep their clicks: a fold wrote both); the
 * rows deleted. Under the fold's lock, so only one instance prunes at a time (another skips: -1); rows a
 * link's deletion holds are skipped rather than waited for (the next prune takes them), so a prune never
 * waits on a lock and cannot deadlock with it.
 */
export async function pruneHourlyClicks(db: Database, keepFrom: UtcHour): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.orm.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${sql.raw(String(FOLD_LOCK))}) as locked`)
    if (!lock?.locked) return -1
    const gone = await tx.orm.execute(sql`
      with old as (
        select link_id, day, hour from link_clicks_hourly where (day, hour) < (${keepFrom.day}, ${keepFrom.hour}::int)
        order by link_id, day, hour for update skip locked)
      delete from link_clicks_hourly h using old where (h.link_id, h.day, h.hour) = (old.link_id, old.day, old.hour) returning 1`)
    return gone.length
  })
}
