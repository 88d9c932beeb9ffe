// Runs analytics for one server: the redirect captures into `details`; a timer derives (in a worker thread:
// dimension-deriver.ts) and writes what was captured (once a second, like the click counts), and a daily
// job removes details past the retention.
// Derived counts that fail to write are kept for the next flush; the raw clicks are dropped at derivation.
import { dayOf } from '../clicks/click-day'
import type { Database } from '../db/database'
import { createClickDetails, TRAFFIC_KINDS, type ClickDetails, type TrafficCounts } from './click-details'
import { addDimensionRows, addTraffic } from './detail.repository'
import { startDimensionDeriver } from './dimension-deriver'
import { dimensionRows, type DimensionCounts } from './dimensions'
import { startRetention } from './retention'

export interface ClickAnalytics {
  details: ClickDetails
  flush(): Promise<void>
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
  const deriver = startDimensionDeriver()
  let dimensions: DimensionCounts = new Map()
  let traffic: TrafficCounts = new Map()
  let running: Promise<void> = Promise.resolve()

  async function flushOnce() {
    const taken = details.take()
    await deriver.derive(taken.clicks, dimensions) // taken.clicks (the raw values) is dropped after this
    mergeTraffic(traffic, taken.traffic)
    if (dimensions.size === 0 && traffic.size === 0) return
    const [rows, counts] = [dimensionRows(dimensions), traffic]
    const day = dayOf(now())
    try {
      await db.transaction(async (tx) => {
        await addDimensionRows(tx, day, rows)
        await addTraffic(tx, day, counts)
      })
      dimensions = new Map()
      traffic = new Map()
    } catch (error) {
      opts.onError(error) // all or nothing: the derived counts stay for the next flush
    }
  }

  const flush = () => (running = running.then(flushOnce))
  const timer = setInterval(flush, opts.everyMs ?? 1000)
  timer.unref?.()
  const stopRetention = startRetention(db, opts.retentionDays, { now, onError: opts.onError })

  return {
    details,
    flush,
    async stop() {
      clearInterval(timer)
      stopRetention()
      await flush()
      deriver.stop()
    },
  }
}
