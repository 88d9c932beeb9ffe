// Messages between sqlite-click-flusher.ts (main thread) and click-flush.worker.ts.

/** Opens the worker's own connection; `key` is this instance's row in server_settings for its flush mark. */
export interface FlushOpen {
  type: 'open'
  file: string
  key: string
}

/** One chunk = one transaction. Marks increase by one per chunk, never reused within an instance. */
export interface FlushChunk {
  mark: number
  ids: number[]
  ns: number[]
}

/** Stages a batch's clicks (link_clicks_recent). */
export interface FlushBatch {
  type: 'batch'
  seq: number
  day: string
  chunks: FlushChunk[]
}

/** Moves the staged clicks into links.clicks and link_clicks_daily (docs/decisions/0055). */
export interface FlushFold {
  type: 'fold'
  seq: number
}

/**
 * `committed`: the highest mark committed by this batch (0: none); chunks after it were rolled back.
 * `moved`: the staged rows a fold moved.
 */
export interface FlushReply {
  seq: number
  committed: number
  moved?: number
  error?: string
}
