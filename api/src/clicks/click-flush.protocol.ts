// Messages between sqlite-click-flusher.ts (main thread) and click-flush.worker.ts.
import type { FoldTarget } from './clicked-links'
import type { UtcHour } from './click-day'

/** Opens the worker's own connection; `key` is this instance's row in server_settings for its flush mark. */
export interface FlushOpen {
  type: 'open'
  file: string
  key: string
  /** The links store's statements on its table, as text: a function cannot be posted to a worker. */
  links: FoldTarget['sqlite']
}

/**
 * Links a flush writes per transaction: chunk c of a batch is entries [c · FLUSH_CHUNK, (c + 1) · FLUSH_CHUNK)
 * and carries mark `firstMark + c`. Marks increase by one per chunk, never reused within an instance.
 * Between chunks a main-thread writer gets the write lock (sqlite-click-writes.ts).
 */
export const FLUSH_CHUNK = 1000

/** The mark of the chunk holding entry `position` of a batch whose first chunk has `firstMark`. */
export const markAt = (firstMark: number, position: number) => firstMark + Math.floor(position / FLUSH_CHUNK)

/** Stages a batch's clicks (link_clicks_recent): ids ascending, each with its clicks (click-batch.ts). */
export interface FlushBatch {
  type: 'batch'
  seq: number
  /** The UTC hour the clicks are counted under. */
  at: UtcHour
  ids: Float64Array
  ns: Float64Array
  firstMark: number
}

/** Moves the staged clicks into the links' totals, link_clicks_daily and link_clicks_hourly (docs/decisions/0055). */
export interface FlushFold {
  type: 'fold'
  seq: number
  /** Whether to answer the clicks moved per link (`folded`): only when someone listens. */
  report: boolean
}

/** Deletes the per-hour rows of hours before `keepFrom` (docs/decisions/0078). */
export interface FlushPrune {
  type: 'prune'
  seq: number
  keepFrom: UtcHour
}

/**
 * `committed`: the highest mark committed by this batch (0: none); chunks after it were rolled back.
 * `moved`: the staged rows a fold moved, or the per-hour rows a prune deleted.
 */
export interface FlushReply {
  seq: number
  committed: number
  moved?: number
  /** A fold asked to report: each link's clicks moved by its committed chunks. */
  folded?: Map<number, number>
  error?: string
}
