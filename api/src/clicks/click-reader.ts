// One way to read clicks exactly, whatever the engine: what the database holds plus what is still counted
// in memory, never a batch twice. SQLite with its flush worker reads through exact-clicks.ts (one
// snapshot); PostgreSQL reads around the counter's flushes (consistentRead).
import type { Database } from '../db/database'
import type { ClickCounter } from './click-counter'
import type { CommittedTotals, LinkOwner, LinkWithClicks } from './clicked-links'

export interface ClickReader {
  /** Exact clicks of every link of the owner, by id. */
  ofOwner(owner: LinkOwner): Promise<Map<number, number>>
  /** Exact clicks of one link, or undefined when it does not exist. */
  ofLink(linkId: number): Promise<number | undefined>
  /**
   * The owner's links, newest first, each `clicks` its exact total: the rows and their clicks read in one
   * statement (the dashboard's whole list: one 10,000-row read, not two).
   */
  linksOf(owner: LinkOwner): Promise<LinkWithClicks[]>
  /** The owner's number of links and their exact clicks in all. */
  totalsOf(owner: LinkOwner): Promise<{ links: number; clicks: number }>
}

/** The reader for flushes that run on this thread (PostgreSQL). */
export function consistentClickReader(db: Database, counter: ClickCounter, totals: CommittedTotals): ClickReader {
  return {
    ofOwner: (owner) =>
      counter.consistentRead(async () => {
        const clicks = await totals.ofOwner(db, owner)
        for (const [id, n] of clicks) clicks.set(id, n + counter.pending(id))
        return clicks
      }),
    linksOf: (owner) =>
      counter.consistentRead(async () => {
        const rows = await totals.linksOf(db, owner)
        for (const row of rows) row.clicks += counter.pending(row.id)
        return rows
      }),
    ofLink: (linkId) =>
      counter.consistentRead(async () => {
        const n = await totals.ofLink(db, linkId)
        return n === undefined ? undefined : n + counter.pending(linkId)
      }),
    totalsOf: (owner) =>
      counter.consistentRead(async () => {
        const sum = await totals.sumOf(db, owner)
        let clicks = sum.clicks
        const pending = counter.pendingIds()
        if (pending.length > 0) for (const id of await totals.ownedAmong(db, owner, pending)) clicks += counter.pending(id)
        return { links: sum.links, clicks }
      }),
  }
}
