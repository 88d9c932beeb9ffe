// One way to read clicks exactly, whatever the engine: what the database holds plus what is still counted
// in memory, never a batch twice. SQLite with its flush worker reads through exact-clicks.ts (one
// snapshot); PostgreSQL reads around the counter's flushes (consistentRead).
import type { Database } from '../db/database'
import type { ClickCounter } from './click-counter'
import type { CommittedTotals, LinkWithClicks } from './clicked-links'

export interface ClickReader {
  /** Exact clicks of every link the user owns, by id. */
  ofUser(userId: string): Promise<Map<number, number>>
  /** Exact clicks of one link, or undefined when it does not exist. */
  ofLink(linkId: number): Promise<number | undefined>
  /**
   * The user's links, newest first, each `clicks` its exact total: the rows and their clicks read in one
   * statement (the dashboard's whole list: one 10,000-row read, not two).
   */
  linksOfUser(userId: string): Promise<LinkWithClicks[]>
  /** The user's number of links and their exact clicks in all. */
  totalsOfUser(userId: string): Promise<{ links: number; clicks: number }>
}

/** The reader for flushes that run on this thread (PostgreSQL). */
export function consistentClickReader(db: Database, counter: ClickCounter, totals: CommittedTotals): ClickReader {
  return {
    ofUser: (userId) =>
      counter.consistentRead(async () => {
        const clicks = await totals.ofUser(db, userId)
        for (const [id, n] of clicks) clicks.set(id, n + counter.pending(id))
        return clicks
      }),
    linksOfUser: (userId) =>
      counter.consistentRead(async () => {
        const rows = await totals.linksOfUser(db, userId)
        for (const row of rows) row.clicks += counter.pending(row.id)
        return rows
      }),
    ofLink: (linkId) =>
      counter.consistentRead(async () => {
        const n = await totals.ofLink(db, linkId)
        return n === undefined ? undefined : n + counter.pending(linkId)
      }),
    totalsOfUser: (userId) =>
      counter.consistentRead(async () => {
        const sum = await totals.sumOfUser(db, userId)
        let clicks = sum.clicks
        const pending = counter.pendingIds()
        if (pending.length > 0) for (const id of await totals.ownedAmong(db, userId, pending)) clicks += counter.pending(id)
        return { links: sum.links, clicks }
      }),
  }
}
