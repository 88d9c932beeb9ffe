// Puts click counting together for one server. SQLite: flushes and folds run in a worker thread (its
// synchronous writes never hold up the event loop) and reads go through exact-clicks.ts. PostgreSQL
// (already non-blocking): flushes and folds run here, with addClicks and foldClicks. Either way, reads go
// through one ClickReader. A flush stages clicks every second under its UTC hour; a fold moves them into the
// totals, the days and the hours every `foldEveryMs` and at stop (docs/decisions/0055), then, once an hour,
// deletes the per-hour rows older than 48 hours (docs/decisions/0078). The links' side comes in as ports.
import type { Database } from '../db/database'
import { takeCappedClick } from './capped-clicks.repository'
import type { ClickedLinks } from './clicked-links'
import { createClickCounter, type ClickEvents, type LinkClickCounter } from './click-counter'
import { consistentClickReader, type ClickReader } from './click-reader'
import { addClicks, foldClicks, pruneHourlyClicks } from './clicks.repository'
import { firstHourKept, hourOf, type UtcHour } from './click-day'
import { createExactClicks, exactClickReader } from './exact-clicks'
import { startSqliteClickFlusher } from './sqlite-click-flusher'

export interface ClickCounting {
  counter: LinkClickCounter
  /** Exact reads: committed clicks plus those still in memory. */
  reader: ClickReader
  /**
   * Moves the staged clicks into the totals now (also done on a timer); the rows moved. Then deletes the
   * per-hour rows older than 48 hours, when the hour changed since the last time (its failure is told to
   * onFoldError: the clicks are in their days).
   */
  fold(): Promise<number>
  /** Flushes everything, folds, then stops the worker. */
  stop(): Promise<void>
}

/** Each link's clicks a fold moved into its total: one call per fold that moved any, never per click. */
export type FoldListener = (counts: ReadonlyMap<number, number>) => void

export interface ClickCountingOptions {
  /** Between flushes (1 s). */
  everyMs?: number
  /** Between folds (CLICK_FOLD_SECONDS, 60 s). */
  foldEveryMs?: number
  events?: ClickEvents
  /** Told of a failed fold (its rows stay staged for the next); onError when not given. */
  onFoldError?: (e: unknown) => void
  /**
   * Told of the clicks each fold moved, per link (those of its committed chunks, also when a later chunk
   * failed). Absent, a fold collects nothing.
   */
  onFolded?: FoldListener
  /** The clock (epoch ms) whose UTC hour a flush counts its clicks under, and the 48 hours are counted back from. */
  now?: () => number
}

export function startClickCounting(db: Database, links: ClickedLinks, onError: (e: unknown) => void, opts: ClickCountingOptions = {}): ClickCounting {
  const { everyMs = 1000, foldEveryMs = 60_000, events, onFoldError = onError, onFolded, now = Date.now } = opts
  let counter: LinkClickCounter
  let reader: ClickReader
  let foldInto: (folded?: Map<number, number>) => Promise<number>
  /** The per-hour rows deleted; -1 when another instance was pruning. */
  let pruneInto: (keepFrom: UtcHour) => Promise<number>
  let stopWriter = async () => {}
  const takeCapped = (linkId: number, now: Date) => takeCappedClick(db, links.takeCapped, linkId, now)
  if (db.driver.dialect === 'postgres') {
    counter = { ...createClickCounter((counts) => addClicks(db, links.fold, counts, hourOf(new Date(now()))), everyMs, onError, events), takeCapped }
    reader = consistentClickReader(db, counter, links.totals)
    foldInto = (folded) => foldClicks(db, links.fold, folded)
    pruneInto = (keepFrom) => pruneHourlyClicks(db, keepFrom)
  } else {
    const { client, file } = db.driver
    const flusher = startSqliteClickFlusher(client, file, links.fold.sqlite, now)
    counter = { ...createClickCounter(flusher.write, everyMs, onError, events), takeCapped }
    reader = exactClickReader(createExactClicks(db, counter, flusher, links.totals))
    foldInto = flusher.fold
    pruneInto = flusher.pruneHours
    stopWriter = flusher.stop
  }
  const foldOnly: () => Promise<number> = !onFolded
    ? () => foldInto()
    : async () => {
        const folded = new Map<number, number>()
        try {
          return await foldInto(folded)
        } finally {
          if (folded.size > 0) onFolded(folded) // what committed, even when a later chunk failed
        }
      }
  // The window moves once an hour: a prune per hour (any instance's: another one's is as good).
  let prunedBefore = ''
  const pruneOld = async () => {
    const keepFrom = firstHourKept(new Date(now()))
    const key = `${keepFrom.day}/${keepFrom.hour}`
    if (key !== prunedBefore && (await pruneInto(keepFrom)) >= 0) prunedBefore = key
  }
  const fold = async () => {
    const moved = await foldOnly()
    await pruneOld().catch(onFoldError)
    return moved
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
