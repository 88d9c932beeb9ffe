// CLICK_ANALYTICS=false: nothing is captured or derived, so no analytics worker thread and no flush timer
// (click-analytics.ts is not started). Details kept while analytics were on still leave once past
// CLICK_DETAIL_RETENTION_DAYS, as the privacy page says: the daily job looks for a row past the window (one
// seek in the day index) and only then deletes, on SQLite in an analytics worker started for the delete and
// ended after it (a year of rows can be a large delete: it stays off the event loop, as with analytics on).
import type { Database } from '../db/database'
import { LINK_EXISTS_SQL } from '../links'
import { startAnalyticsWorker } from './analytics-worker'
import { hasDetailsBefore, oldestKeptDay, pruneClickDetails, startRetention } from './retention'

export interface DetailRetention {
  /** Nothing is captured. */
  readonly details: undefined
  /** Runs the retention job once now. */
  prune(): Promise<void>
  stop(): Promise<void>
}

export interface RetentionOptions {
  retentionDays: number
  onError: (e: unknown) => void
  now?: () => Date
}

export function startDetailRetention(db: Database, opts: RetentionOptions): DetailRetention {
  const now = opts.now ?? (() => new Date())
  async function prune() {
    const at = now()
    if (!(await hasDetailsBefore(db, oldestKeptDay(opts.retentionDays, at)))) return
    if (db.driver.dialect !== 'sqlite') return pruneClickDetails(db, opts.retentionDays, at)
    const worker = startAnalyticsWorker({ file: db.driver.file, linkExists: LINK_EXISTS_SQL })
    try {
      const reply = await worker.prune(oldestKeptDay(opts.retentionDays, at))
      if (reply.error) throw new Error(reply.error)
    } finally {
      worker.stop()
    }
  }
  const stopRetention = startRetention(prune, opts.onError)
  return {
    details: undefined,
    prune,
    stop: async () => stopRetention(),
  }
}
