// SQLite click flushes and folds in a worker thread (click-flush.worker.ts) with its own connection to the
// same file: the event loop only posts the sorted batch (two typed arrays, copied as blocks), so redirects
// never wait for the writes. A flush stages the clicks; a fold moves them into the totals (docs/decisions/0055).
// One message at a time.
//
// Exactness: every chunk of FLUSH_CHUNK links gets a mark (1, 2, 3… per instance) that the worker writes
// into server_settings in the chunk's own transaction. `committedMark()` read in the same SQLite snapshot
// as the clicks tells which in-flight clicks that snapshot already contains (see exact-clicks.ts),
// whatever the timing of the worker's acknowledgement. A failed batch marks only its committed chunks as
// committed, so the caller retries the rest: nothing lost, nothing doubled — even if the worker dies
// between COMMIT and reply (the mark is then read back from the database).
import type { Database as BunSqlite, Statement } from 'bun:sqlite'
import { positionOf, type ClickBatch } from './click-batch'
import type { FoldTarget } from './clicked-links'
import { hourOf, type UtcHour } from './click-day'
import { FLUSH_CHUNK, markAt, type FlushBatch, type FlushFold, type FlushOpen, type FlushPrune, type FlushReply } from './click-flush.protocol'

export interface SqliteClickFlusher {
  /** Same contract as addClicks: on failure, `batch.committed` counts the entries committed. */
  write(batch: ClickBatch): Promise<void>
  /**
   * Moves the staged clicks into the links' totals and the per-day rows; the rows moved. Waits for a running
   * write. `folded`, when given, gets each link's clicks moved (by the chunks committed, even on failure).
   */
  fold(folded?: Map<number, number>): Promise<number>
  /** Deletes the per-hour rows of hours before `keepFrom`; the rows deleted. */
  pruneHours(keepFrom: UtcHour): Promise<number>
  /** The highest committed mark, read on the given connection (call it inside the reader's snapshot). */
  committedMark(): number
  /** Whether the in-flight click count of `linkId` is already included in a snapshot that saw `mark`. */
  isCommitted(linkId: number, mark: number): boolean
  stop(): Promise<void>
}

type RefWorker = Worker & { ref?: () => void; unref?: () => void }

/** `links`: the links store's statements, posted as text in the worker's first message. */
/** `now`: the clock whose UTC hour a batch is counted under. */
export function startSqliteClickFlusher(client: BunSqlite, file: string, links: FoldTarget['sqlite'], now: () => number = Date.now): SqliteClickFlusher {
  const key = `click_flush_mark:${crypto.randomUUID()}`
  const readMark: Statement = client.prepare('select value from server_settings where key = ?')
  let nextMark = 1
  let seq = 0
  /** The current (or last) batch's ids and its first chunk's mark: an id's mark is markAt(firstMark, its position). */
  let current: { ids: Float64Array; firstMark: number } = { ids: new Float64Array(0), firstMark: 0 }
  let waiting: { seq: number; resolve: (r: FlushReply) => void; reject: (e: unknown) => void } | undefined
  let stopped = false
  /** Writes and folds, one message in the worker at a time. */
  let queue: Promise<unknown> = Promise.resolve()
  let worker = spawn()

  function spawn(): RefWorker {
    // smol: a small heap, since its work is SQLite's.
    const w = new Worker(new URL('./click-flush.worker.ts', import.meta.url).href, { smol: true }) as RefWorker
    w.onmessage = (event: MessageEvent<FlushReply>) => {
      if (waiting && event.data.seq === waiting.seq) waiting.resolve(event.data)
    }
    w.onerror = (event) => {
      waiting?.reject(new Error(`click flush worker failed: ${(event as ErrorEvent).message ?? 'unknown'}`))
      w.terminate()
      if (!stopped) worker = spawn() // the next batch goes to a fresh worker
    }
    w.postMessage({ type: 'open', file, key, links } satisfies FlushOpen)
    w.unref?.() // idle, it must not keep the process alive; ref'd while a batch is in flight
    return w
  }

  const committedMark = () => Number((readMark.get(key) as { value: string } | null)?.value ?? 0)

  /** Posts one message and waits for its reply (a dead worker's reply is an error). */
  function send(message: FlushBatch | FlushFold | FlushPrune): Promise<FlushReply> {
    const run = queue.then(async () => {
      worker.ref?.()
      try {
        return await new Promise<FlushReply>((resolve, reject) => {
          waiting = { seq: message.seq, resolve, reject }
          worker.postMessage(message)
        })
      } finally {
        waiting = undefined
        worker.unref?.()
      }
    })
    queue = run.catch(() => undefined)
    return run
  }

  return {
    async write(batch) {
      const { ids, ns } = batch
      if (ids.length === 0) return
      const firstMark = nextMark
      nextMark += Math.ceil(ids.length / FLUSH_CHUNK)
      current = { ids, firstMark }
      const message: FlushBatch = { type: 'batch', seq: ++seq, at: hourOf(new Date(now())), ids, ns, firstMark }
      let reply: FlushReply
      try {
        reply = await send(message)
      } catch (error) {
        // The worker died: whatever it committed is recorded in the database with its mark.
        reply = { seq: message.seq, committed: committedMark(), error: String(error) }
      }
      if (!reply.error) {
        batch.committed = ids.length
        return
      }
      // Chunks commit in order: those up to the mark, and none of a later batch's, are in the database.
      const chunks = reply.committed < firstMark ? 0 : reply.committed - firstMark + 1
      batch.committed = Math.min(ids.length, chunks * FLUSH_CHUNK)
      throw new Error(reply.error)
    },
    async fold(folded) {
      const reply = await send({ type: 'fold', seq: ++seq, report: folded !== undefined })
      if (folded && reply.folded) for (const [id, n] of reply.folded) folded.set(id, (folded.get(id) ?? 0) + n)
      if (reply.error) throw new Error(reply.error)
      return reply.moved ?? 0
    },
    async pruneHours(keepFrom) {
      const reply = await send({ type: 'prune', seq: ++seq, keepFrom })
      if (reply.error) throw new Error(reply.error)
      return reply.moved ?? 0
    },
    committedMark,
    isCommitted: (linkId, mark) => {
      const at = positionOf(current.ids, linkId)
      return at >= 0 && markAt(current.firstMark, at) <= mark
    },
    async stop() {
      stopped = true
      worker.terminate()
      try {
        client.prepare('delete from server_settings where key = ?').run(key) // the mark matters only while this instance runs
      } catch {
        // closing: a leftover row is harmless (keys are unique per start)
      }
    },
  }
}
