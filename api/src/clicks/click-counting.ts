// Puts click counting together for one server. SQLite: flushes run in a worker thread (its synchronous
// writes never hold up the event loop) and reads go through exact-clicks.ts. PostgreSQL (already
// non-blocking): flushes run here, with addClicks. Either way, reads go through one ClickReader.
import type { Database } from '../db/database'
import { createClickCounter, type ClickCounter, type ClickEvents } from './click-counter'
import { consistentClickReader, type ClickReader } from './click-reader'
import { addClicks } from './clicks.repository'
import { createExactClicks, exactClickReader } from './exact-clicks'
import { startSqliteClickFlusher } from './sqlite-click-flusher'

export interface ClickCounting {
  counter: ClickCounter
  /** Exact reads: committed clicks plus those still in memory. */
  reader: ClickReader
  /** Flushes everything, then stops the worker. */
  stop(): Promise<void>
}

export function startClickCounting(db: Database, onError: (e: unknown) => void, everyMs = 1000, events?: ClickEvents): ClickCounting {
  if (db.driver.dialect === 'postgres') {
    const counter = createClickCounter((counts) => addClicks(db, counts), everyMs, onError, events)
    return { counter, reader: consistentClickReader(db, counter), stop: () => counter.stop() }
  }
  const { client, file } = db.driver
  const flusher = startSqliteClickFlusher(client, file)
  const counter = createClickCounter(flusher.write, everyMs, onError, events)
  return {
    counter,
    reader: exactClickReader(createExactClicks(client, counter, flusher)),
    async stop() {
      await counter.stop()
      await flusher.stop()
    },
  }
}
