// Puts click counting together for one server. SQLite on a file: flushes run in a worker thread and reads
// go through exact-clicks.ts. PostgreSQL (already non-blocking) and in-memory SQLite (a worker cannot open
// it): flushes run here, with addClicks.
import type { Database } from '../db/database'
import type { SqliteAccess } from '../db/open-sqlite'
import { createClickCounter, type ClickCounter } from './click-counter'
import { addClicks } from './clicks.repository'
import { createExactClicks, type ExactClicks } from './exact-clicks'
import { startSqliteClickFlusher } from './sqlite-click-flusher'

export interface ClickCounting {
  counter: ClickCounter
  /** Set when reads must use it to stay exact (worker flushes). */
  exact?: ExactClicks
  /** Flushes everything, then stops the worker. */
  stop(): Promise<void>
}

export function startClickCounting(db: Database, onError: (e: unknown) => void, everyMs = 1000): ClickCounting {
  const access = (db as Partial<SqliteAccess>).sqlite
  if (db.dialect !== 'sqlite' || !access || access.file === ':memory:') {
    const counter = createClickCounter((counts) => addClicks(db, counts), everyMs, onError)
    return { counter, stop: () => counter.stop() }
  }
  const flusher = startSqliteClickFlusher(access.client, access.file)
  const counter = createClickCounter(flusher.write, everyMs, onError)
  const exact = createExactClicks(access.client, counter, flusher)
  return {
    counter,
    exact,
    async stop() {
      await counter.stop()
      await flusher.stop()
    },
  }
}
