// AUDIT_RETENTION_DAYS: events older than that go, a batch per statement, so a first run on a large log
// never holds the database (or SQLite's one writer) for long. Run by the daily housekeeping.
import type { Database } from '../db/database'
import { deleteAuditEventsBefore } from './audit.repository'

const DAY_MS = 86_400_000
const BATCH = 5000

/** Deletes events older than `days` days before `now`; answers how many went. */
export async function pruneAudit(db: Database, days: number, now: Date, batch = BATCH): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS)
  let pruned = 0
  for (;;) {
    const n = await deleteAuditEventsBefore(db, cutoff, batch)
    pruned += n
    if (n < batch) return pruned
    // a turn of the event loop between batches: requests waiting are answered first
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
}
