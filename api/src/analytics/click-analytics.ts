// Runs analytics for one server: the redirect captures into `details`; once a second the flush hands what
// was captured to the analytics worker, which derives the dimensions and adds up the counts; they are
// written every `writeEveryMs` (CLICK_DETAIL_WRITE_SECONDS, 60 s by default: a write costs per distinct
// link and value, so writing every second would cost per click), at a change of day, at stop, and as soon
// as more than `writeEarlyAt` entries are held (so memory stays bounded under a flood of distinct links). On
// SQLite the worker writes them on its own connection; on PostgreSQL (non-blocking) they are written here.
// A daily job removes details past the retention. A write is one transaction per WRITE_CHUNK_LINKS links;
// counts of a chunk that fails to write, and of the chunks after it, are kept for the next write;
// the raw clicks are gone once posted. If the worker dies, a batch it was given is derived here; the
// counts it held are lost (up to one write interval of detail; click totals are not affected).
import { dayOf } from '../clicks'
import type { Database } from '../db/database'
import { LINK_EXISTS_SQL } from '../links'
import { startAnalyticsWorker } from './analytics-worker'
import { createClickDetails, TRAFFIC_KINDS, type ClickDetails, type TrafficCounts } from './click-details'
import type { RawBatch } from './raw-batch'
import { addDetails } from './detail.repository'
import { ClickTally, WRITE_CHUNK_LINKS } from './click-tally'
import { DimensionTally } from './dimension-tally'
import { deriveDimensions } from './dimensions'
import { oldestKeptDay, pruneClickDetails, startRetention } from './retention'

export interface ClickAnalytics {
  details: ClickDetails
  /** Derives what was captured; writes when it is time (or `write`). */
  flush(write?: boolean): Promise<void>
  /** Runs the retention job once now. */
  prune(): Promise<void>
  stop(): Promise<void>
}

export interface AnalyticsOptions {
  retentionDays: number
  onError: (e: unknown) => void
  writeEveryMs?: number
  everyMs?: number
  now?: () => Date
  /** Entries held (the worker's tally, links with traffic) that call for a write before its time. */
  writeEarlyAt?: number
}

/**
 * Held entries ((link, combination) pairs and links with traffic, under 100 bytes each in the heap) past
 * which counts are written before the minute: a flood of distinct links (every request a new link) would
 * otherwise pile up a minute of link-days in memory (docs/decisions/0056). Above a busy minute of the bench's
 * hot set (10,000 links, one visitor each), whose write stays once a minute: a write costs per link-day.
 */
export const WRITE_EARLY_AT = 30_000

function mergeTraffic(into: TrafficCounts, from: TrafficCounts) {
  for (const [id, n] of from) {
    const row = into.get(id)
    if (!row) into.set(id, n)
    else for (const k of TRAFFIC_KINDS) row[k] += n[k]
  }
}

export function startClickAnalytics(db: Database, opts: AnalyticsOptions): ClickAnalytics {
  const now = opts.now ?? (() => new Date())
  const writeEveryMs = opts.writeEveryMs ?? 60_000
  // Under load the queue is handed over as soon as it holds EARLY_FLUSH_AT clicks (off the redirect: next turn).
  const details = createClickDetails(undefined, () => setImmediate(() => void flush()))
  const sqliteFile = db.driver.dialect === 'sqlite' ? db.driver.file : undefined
  const worker = startAnalyticsWorker(sqliteFile ? { file: sqliteFile, linkExists: LINK_EXISTS_SQL } : undefined)
  /** Counts to write that the worker does not hold (derived here, or a failed PostgreSQL write's); of `day`. */
  let dimensions = new ClickTally()
  let derivedSinceWrite = false
  /** What the worker said it holds after the last batch. */
  let held = 0
  const writeEarlyAt = opts.writeEarlyAt ?? WRITE_EARLY_AT
  let traffic: TrafficCounts = new Map()
  let day = dayOf(now())
  let lastWrite = Date.now()
  let running: Promise<void> = Promise.resolve()

  /** The worker adds the batch to the counts it keeps; nothing comes back until a write. */
  async function derive(batch: RawBatch) {
    if (batch.linkIds.length === 0) return
    try {
      held = (await worker.flush({ write: false, day, batch, carried: [], traffic: [] })).held ?? 0
      derivedSinceWrite = true
    } catch {
      await deriveDimensions(batch, dimensions) // the worker died with the batch: derive it here
    }
  }

  async function write() {
    if (!derivedSinceWrite && dimensions.held === 0 && traffic.size === 0) return
    if (sqliteFile) {
      const carried = dimensions.rows()
      dimensions = new ClickTally() // the worker owns them now, written or kept for its next write
      derivedSinceWrite = false
      const reply = await worker.flush({ write: true, day, batch: null, carried, traffic: [...traffic] })
      held = reply.held ?? 0
      if (reply.error) {
        derivedSinceWrite = true
        if (reply.trafficWritten) traffic = new Map() // written with the first chunk; a later chunk failed
        throw new Error(reply.error)
      }
    } else {
      const reply = await worker.flush({ write: true, day, batch: null, carried: [], traffic: [] })
      derivedSinceWrite = false
      held = 0
      dimensions.addRows(reply.rows ?? [])
      await writeInChunks()
      dimensions = new ClickTally()
    }
    traffic = new Map()
  }

  /**
   * PostgreSQL: what `dimensions` holds, WRITE_CHUNK_LINKS links per transaction as the SQLite worker
   * writes (docs/decisions/0056), the traffic with the first. A failed chunk goes back and the rest stays,
   * for the next write; the traffic goes once a chunk carrying it committed.
   */
  async function writeInChunks() {
    for (const chunk of dimensions.chunks(WRITE_CHUNK_LINKS)) {
      try {
        await db.transaction((tx) => addDetails(tx, day, chunk, traffic))
      } catch (error) {
        dimensions.addRows(chunk.rows())
        throw error
      }
      traffic = new Map()
    }
    if (traffic.size > 0) await db.transaction((tx) => addDetails(tx, day, new DimensionTally(), traffic)) // traffic without clicks
  }

  async function flushOnce(forceWrite: boolean) {
    const today = dayOf(now())
    const taken = details.take()
    if (today !== day) {
      try {
        await write() // yesterday's counts under yesterday
        day = today
      } catch (error) {
        opts.onError(error) // kept (under yesterday) for the next write
      }
    }
    try {
      mergeTraffic(traffic, taken.traffic)
      await derive(taken.batch)
      const tooMuchHeld = held + dimensions.held + traffic.size >= writeEarlyAt
      if (forceWrite || tooMuchHeld || Date.now() - lastWrite >= writeEveryMs) {
        await write()
        lastWrite = Date.now()
      }
    } catch (error) {
      opts.onError(error) // all or nothing: the derived counts stay for the next write
    }
  }

  const prune = async () => {
    if (!sqliteFile) return pruneClickDetails(db, opts.retentionDays, now())
    const reply = await worker.prune(oldestKeptDay(opts.retentionDays, now()))
    if (reply.error) throw new Error(reply.error)
  }

  const flush = (forceWrite = false) => (running = running.then(() => flushOnce(forceWrite)))
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
      await flush(true)
      worker.stop()
    },
  }
}
