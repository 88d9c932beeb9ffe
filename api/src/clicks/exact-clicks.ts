// Exact click totals on SQLite while a worker flushes (sqlite-click-flusher.ts). A total is the database's
// clicks (the folded total plus the staged ones, read by the links store) plus the clicks still in memory; a batch the
// worker has just committed but not yet acknowledged would be counted twice. So the link clicks and the
// flush mark are read in ONE read transaction on the main connection, and the in-memory part is taken in
// the same synchronous block, keeping only in-flight clicks whose chunk mark is above the mark that
// snapshot saw. Nothing can interleave (no await), and
// clicks not yet handed to the worker cannot be in the snapshot (their batch does not exist yet).
import type { Database as BunSqlite } from 'bun:sqlite'
import type { ClickCounter } from './click-counter'
import type { Database } from '../db/database'
import type { CommittedTotals, LinkOwner, LinkWithClicks } from './clicked-links'
import type { ClickReader } from './click-reader'
import type { SqliteClickFlusher } from './sqlite-click-flusher'

export interface ExactClicks {
  /** Exact clicks of every link of the owner, by id. */
  ofOwner(owner: LinkOwner): Map<number, number>
  /** The owner's links, newest first, with their exact clicks. */
  linksOf(owner: LinkOwner): LinkWithClicks[]
  /** Exact clicks of one link, or undefined when it does not exist. */
  ofLink(linkId: number): number | undefined
}

export function createExactClicks(db: Database, counter: ClickCounter, flusher: SqliteClickFlusher, totals: CommittedTotals): ExactClicks {
  if (db.driver.dialect !== 'sqlite') throw new Error('exact clicks read one SQLite snapshot')
  const client: BunSqlite = db.driver.client
  const stored = totals.atOnce(db)

  /** Runs fn inside one read snapshot. An open write transaction (another request's BEGIN IMMEDIATE) holds
   * the write lock, so the worker cannot commit during it: its view is a stable snapshot already. */
  function inSnapshot<T>(fn: (mark: number) => T): T {
    if (client.inTransaction) return fn(flusher.committedMark())
    client.exec('BEGIN')
    try {
      return fn(flusher.committedMark()) // first read: this fixes the snapshot the next reads see
    } finally {
      client.exec('COMMIT')
    }
  }

  /** In-flight clicks the snapshot that saw `mark` already holds. */
  const committedAt = (mark: number) => (linkId: number) => flusher.isCommitted(linkId, mark)

  return {
    ofOwner: (owner) =>
      inSnapshot((mark) => {
        const committed = committedAt(mark)
        const out = new Map<number, number>()
        for (const row of stored.ofOwner(owner)) out.set(row.id, row.clicks + counter.pendingExcept(row.id, committed))
        return out
      }),
    linksOf: (owner) =>
      inSnapshot((mark) => {
        const committed = committedAt(mark)
        const rows = stored.linksOf(owner)
        for (const row of rows) row.clicks += counter.pendingExcept(row.id, committed)
        return rows
      }),
    ofLink: (linkId) =>
      inSnapshot((mark) => {
        const clicks = stored.ofLink(linkId)
        return clicks === undefined ? undefined : clicks + counter.pendingExcept(linkId, committedAt(mark))
      }),
  }
}

/** The ClickReader over one-snapshot reads (SQLite with its flush worker). */
export function exactClickReader(exact: ExactClicks): ClickReader {
  return {
    ofOwner: async (owner) => exact.ofOwner(owner),
    ofLink: async (linkId) => exact.ofLink(linkId),
    linksOf: async (owner) => exact.linksOf(owner),
    async totalsOf(owner) {
      const clicks = exact.ofOwner(owner)
      let total = 0
      for (const n of clicks.values()) total += n
      return { links: clicks.size, clicks: total }
    },
  }
}
