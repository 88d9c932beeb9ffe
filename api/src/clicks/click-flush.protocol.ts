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

export interface FlushBatch {
  type: 'batch'
  seq: number
  day: string
  chunks: FlushChunk[]
}

/** `committed`: the highest mark committed by this batch (0: none); chunks after it were rolled back. */
export interface FlushReply {
  seq: number
  committed: number
  error?: string
}
