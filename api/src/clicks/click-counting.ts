// Puts click counting together for one server. SQLite: flushes and folds run in a worker thread (its
// synchronous writes never hold up the event loop) and reads go through exact-clicks.ts. PostgreSQL
// (already non-blocking): flushes and folds run here, with addClicks and foldClicks. Either way, reads go
// through one ClickReader. A flush stages clicks every second; a fold moves them into the totals every
// `foldEveryMs` and at stop (docs/decisions/0055).
import type { Database } from '../db/database'
import { createClickCounter, type ClickCounter, type ClickEvents } from './click-counter'
import { consistentClickReader, type ClickReader } from './click-reader'
import { addClicks, foldClicks } from './clicks.repository'
import { createExactClicks, exactClickReader } from './exact-clicks'
import { startSqliteClickFlusher } from './sqlite-click-flusher'

export interface ClickCounting {
  counter: ClickCounter
  /** Exact reads: committed clicks plus those still in memory. */
  reader: ClickReader
  /** Moves the staged clicks into the totals now (also done on a timer); the rows moved. */
  fold(): Promise<number>
  /** Flushes everything, folds, then stops the worker. */
  stop(): Promise<void>
}

export interface ClickCountingOptions {
  /** Between flushes (1 s). */
  everyMs?: number
  /** Between folds (CLICK_FOLD_SECONDS, 60 s). */
  foldEveryMs?: number
  events?: ClickEvents
  /** Told of a failed fold (its rows stay staged for the next); onError when not given. */
  onFoldError?: (e: unknown) => void
}

export function startClickCounting(db: Database, onError: (e: unknown) => void, opts: ClickCountingOptions = {}): ClickCounting {
  const { everyMs = 1000, foldEveryMs = 60_000, events, onFoldError = onError } = opts
  let counter: ClickCounter
  let reader: ClickReader
  let fold: () => Promise<number>
  let stopWriter = async () => {}
  if (db.driver.dialect === 'postgres') {
    counter = createClickCounter((counts) => addClicks(db, counts), everyMs, onError, events)
    reader = consistentClickReader(db, counter)
    fold = () => foldClicks(db)
  } else {
    const { client, file } = db.driver
    const flusher = startSqliteClickFlusher(client, file)
    counter = createClickCounter(flusher.write, everyMs, onError, events)
    reader = exactClickReader(createExactClicks(db, counter, flusher))
    fold = flusher.fold
    stopWriter = flusher.stop
  }
  // A failed fold moves nothing it did not commit: its rows stay staged for the next one. One fold at a time.
  let folding: Promise<number> | undefined
  const foldQuietly = () =>
    (folding ??= fold()
      .catch((error) => (onFoldError(error), 0))
      .finally(() => (folding = undefined)))
  const timer = setInterval(foldQuietly, foldEveryMs)
  timer.unref?.()
  return {
    counter,
    reader,
    fold,
    async stop() {
      clearInterval(timer)
      await counter.stop()
      await folding // a fold the timer started may have begun before the last flush
      await foldQuietly()
      await stopWriter()
    },
  }
}
