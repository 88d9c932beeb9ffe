// Runs analytics for one server: the redirect captures into `details`; once a second (like the click
// counts) the flush hands what was captured to the analytics worker, which derives the dimensions and, on
// SQLite, writes them on its own connection; on PostgreSQL (non-blocking already) they are written here.
// A daily job removes details past the retention. Derived counts that fail to write are kept for the next
// flush; the raw clicks are gone once posted. If the worker dies, its batch is derived and written here.
import { dayOf } from '../clicks/click-day'
import type { Database } from '../db/database'
import { startAnalyticsWorker } from './analytics-worker'
import { createClickDetails, TRAFFIC_KINDS, type ClickDetails, type RawClick, type TrafficCounts } from './click-details'
import { addDimensionRows, addTraffic } from './detail.repository'
import { deriveDimensions, dimensionRows, type DimensionCounts } from './dimensions'
import { oldestKeptDay, pruneClickDetails, startRetention } from './retention'

export interface ClickAnalytics {
  details: ClickDetails
  flush(): Promise<void>
  /** Runs the retention job once now. */
  prune(): Promise<void>
  stop(): Promise<void>
}

export interface AnalyticsOptions {
  retentionDays: number
  onError: (e: unknown) => void
  everyMs?: number
  now?: () => Date
}

function mergeTraffic(into: TrafficCounts, from: TrafficCounts) {
  for (const [id, n] of from) {
    const row = into.get(id)
    if (!row) into.set(id, n)
    else for (const k of TRAFFIC_KINDS) row[k] += n[k]
  }
}

export function startClickAnalytics(db: Database, opts: AnalyticsOptions): ClickAnalytics {
  const now = opts.now ?? (() => new Date())
  const details = createClickDetails()
  const sqliteFile = db.driver.dialect === 'sqlite' ? db.driver.file : undefined
  const worker = startAnalyticsWorker(sqliteFile)
  let dimensions: DimensionCounts = new Map()
  let traffic: TrafficCounts = new Map()
  let running: Promise<void> = Promise.resolve()

  /** Writes what the worker derived but did not write (PostgreSQL, or a worker that died). */
  async function writeHere(day: string) {
    await db.transaction(async (tx) => {
      await addDimensionRows(tx, day, dimensionRows(dimensions))
      await addTraffic(tx, day, traffic)
    })
  }

  async function derivedByWorker(clicks: RawClick[], day: string): Promise<boolean> {
    try {
      const reply = await worker.flush({ day, clicks, carried: [...dimensions], traffic: [...traffic] })
      if (reply.written) return true
      dimensions = new Map(reply.entries)
      if (reply.error) throw new Error(reply.error) // SQLite write failed: kept for the next flush
      return false
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('analytics worker failed')) {
        await deriveDimensions(clicks, dimensions) // the worker died with the batch: derive it here
        return false
      }
      throw error
    }
  }

  async function flushOnce() {
    const taken = details.take()
    mergeTraffic(traffic, taken.traffic)
    if (taken.clicks.length === 0 && dimensions.size === 0 && traffic.size === 0) return
    const day = dayOf(now())
    try {
      if (!(await derivedByWorker(taken.clicks, day))) await writeHere(day)
      dimensions = new Map()
      traffic = new Map()
    } catch (error) {
      opts.onError(error) // all or nothing: the derived counts stay for the next flush
    }
  }

  const prune = async () => {
    if (!sqliteFile) return pruneClickDetails(db, opts.retentionDays, now())
    const reply = await worker.prune(oldestKeptDay(opts.retentionDays, now()))
    if (reply.error) throw new Error(reply.error)
  }

  const flush = () => (running = running.then(flushOnce))
  const timer = setInterval(flush, opts.everyMs ?? 1000)
  timer.unref?.()
  const stopRetention = startRetention(prune, opts.onError)

  return {
    details,
    flush,
    prune,
    async stop() {
      clearInterval(timer)
      stopRetention()
      await flush()
      worker.stop()
    },
  }
}
