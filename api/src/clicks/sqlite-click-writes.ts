// The SQLite click writes, on one bun:sqlite connection (the flush worker's; bench/flush-cost.ts uses them
// too). A flush stages each chunk's clicks in link_clicks_recent, a table as small as the links clicked
// since the last fold, so it writes few pages; a fold moves the staged clicks into the links' totals,
// link_clicks_daily and link_clicks_hourly, the scattered writes, about once a minute instead of every second
// (docs/decisions/0055); a prune deletes the per-hour rows older than 48 hours (docs/decisions/0078).
// The statements on the links' table come as text from the links store (FoldTarget['sqlite']).
// Each chunk is one transaction; between chunks a main-thread writer (link creation, sign-in) gets the write
// lock: it waits synchronously on busy_timeout, so back-to-back chunks must never starve it.
import type { Database as BunSqlite } from 'bun:sqlite'
import type { FoldTarget } from './clicked-links'
import { FLUSH_CHUNK } from './click-flush.protocol'
import type { UtcHour } from './click-day'

/** Staged rows a fold moves per transaction: about 10 ms of scattered writes, held under the write lock. */
export const FOLD_CHUNK = 250

export interface SqliteClickWrites {
  /**
   * Stages a batch (ids ascending, each with its clicks) in chunks of FLUSH_CHUNK links, chunk c with mark
   * `firstMark + c`; the highest mark committed and the error that stopped it, if any.
   */
  stage(ids: Float64Array, ns: Float64Array, firstMark: number, at: UtcHour): Promise<{ committed: number; error?: string }>
  /**
   * Moves every staged row into the totals and the per-day rows; the rows moved. A failed chunk rolls back
   * alone. `folded`, when given, gets each link's clicks moved by the chunks committed.
   */
  fold(folded?: Map<number, number>): Promise<number>
  /** Deletes the per-hour rows of hours before `keepFrom`, a chunk per transaction; the rows deleted. */
  pruneHours(keepFrom: UtcHour): Promise<number>
}

export function sqliteClickWrites(conn: BunSqlite, markKey: string, links: FoldTarget['sqlite']): SqliteClickWrites {
  // A link clicked since the last fold has its row: one probe of the small table. Else the row is made,
  // only for a link that exists (one probe of links): clicks of links deleted meanwhile are dropped.
  const added = conn.prepare('update link_clicks_recent set clicks = clicks + ?3 where link_id = ?1 and day = ?2 and hour = ?4')
  const staged = conn.prepare(
    `insert into link_clicks_recent (link_id, day, hour, clicks) select ?1, ?2, ?4, ?3 where exists (${links.linkExists}) on conflict (link_id, day, hour) do update set clicks = clicks + excluded.clicks`,
  )
  const mark = conn.prepare('insert into server_settings (key, value) values (?, ?) on conflict (key) do update set value = excluded.value')
  const first = conn.prepare('select link_id as id, day, hour, clicks as n from link_clicks_recent order by link_id, day, hour limit ?')
  const total = conn.prepare(links.addToTotal)
  const daily = conn.prepare(
    'insert into link_clicks_daily (link_id, day, clicks) values (?, ?, ?) on conflict (link_id, day) do update set clicks = clicks + excluded.clicks',
  )
  const hourly = conn.prepare(
    'insert into link_clicks_hourly (link_id, day, hour, clicks) values (?, ?, ?, ?) on conflict (link_id, day, hour) do update set clicks = clicks + excluded.clicks',
  )
  const unstage = conn.prepare('delete from link_clicks_recent where (link_id, day, hour) <= (?, ?, ?)')
  // A chunk of the oldest hours' rows (the (day, hour) index), deleted by key.
  const prune = conn.prepare(
    `delete from link_clicks_hourly where (link_id, day, hour) in (select link_id, day, hour from link_clicks_hourly where (day, hour) < (?1, ?2) limit ${FOLD_CHUNK * 4})`,
  )

  function inTransaction(work: () => void): void {
    conn.exec('BEGIN IMMEDIATE')
    try {
      work()
      conn.exec('COMMIT')
    } catch (error) {
      if (conn.inTransaction) conn.exec('ROLLBACK')
      throw error
    }
  }

  return {
    async stage(ids, ns, firstMark, { day, hour }) {
      let committed = 0
      for (let c = 0, from = 0; from < ids.length; c++, from += FLUSH_CHUNK) {
        if (c > 0) await Bun.sleep(1)
        const to = Math.min(ids.length, from + FLUSH_CHUNK)
        try {
          inTransaction(() => {
            for (let i = from; i < to; i++) {
              const id = ids[i]!
              const n = ns[i]!
              if (added.run(id, day, n, hour).changes === 0) staged.run(id, day, n, hour)
            }
            mark.run(markKey, String(firstMark + c))
          })
        } catch (error) {
          return { committed, error: String(error) }
        }
        committed = firstMark + c
      }
      return { committed }
    },
    async fold(folded) {
      let moved = 0
      for (let c = 0; ; c++) {
        if (c > 0) await Bun.sleep(1)
        let rows: { id: number; day: string; hour: number; n: number }[] = []
        inTransaction(() => {
          // The first rows in key order, read under the write lock: nothing can add to them before they are deleted.
          rows = first.all(FOLD_CHUNK) as typeof rows
          for (const r of rows) {
            total.run(r.n, r.id)
            daily.run(r.id, r.day, r.n)
            if (r.hour >= 0) hourly.run(r.id, r.day, r.hour, r.n) // -1: staged before hours were counted
          }
          const last = rows.at(-1)
          if (last) unstage.run(last.id, last.day, last.hour)
        })
        moved += rows.length
        if (folded) for (const r of rows) folded.set(r.id, (folded.get(r.id) ?? 0) + r.n)
        if (rows.length < FOLD_CHUNK) return moved
      }
    },
    async pruneHours({ day, hour }) {
      let deleted = 0
      for (let c = 0; ; c++) {
        if (c > 0) await Bun.sleep(1)
        let n = 0
        inTransaction(() => {
          n = prune.run(day, hour).changes
        })
        deleted += n
        if (n < FOLD_CHUNK * 4) return deleted
      }
    },
  }
}
