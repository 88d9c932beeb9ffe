// SQLite serves every request on one connection, and a transaction (BEGIN IMMEDIATE … COMMIT) spans
// awaits. A write another request issued meanwhile would run inside it, and a ROLLBACK would undo it
// after that request had answered "done". So while a transaction is open, writes from outside it wait for
// the transaction's lock; writes from inside it (found by an AsyncLocalStorage scope) go ahead.
//
// The seam is this Drizzle session's own `prepareQuery`: every statement of the session goes through it —
// query builders (through prepareOneTimeQuery, which calls this.prepareQuery) and statements prepared once
// with .prepare() alike. Only this session is wrapped; Drizzle's classes are left alone, and
// sqlite-transactions.test.ts fails if an upgrade ever routes writes around it.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { LockWaits } from './sqlite-lock-waits'

export interface WriteGate {
  /** Whether a transaction is open on the connection now. */
  busy(): boolean
  /** Runs the task when the open transaction (and any queued before it) has ended. */
  lock<T>(task: () => Promise<T>): Promise<T>
}

const scope = new AsyncLocalStorage<WriteGate>()
const WRITE_SQL = /^\s*(insert|update|delete|replace)\b/i
/** The ways a prepared statement runs (bun-sqlite's PreparedQuery). */
const RUNNERS = ['run', 'all', 'get', 'values', 'execute'] as const

type Prepared = Record<(typeof RUNNERS)[number], ((...args: unknown[]) => unknown) | undefined> & { getQuery(): { sql: string } }
type Session = { prepareQuery: (...args: unknown[]) => Prepared }

/** Makes the write statements of this Drizzle session wait while a transaction of the gate is open. */
export function gateWrites(session: object, gate: WriteGate, waits: LockWaits): void {
  const s = session as Session
  const prepareQuery = s.prepareQuery.bind(s)
  s.prepareQuery = (...args) => {
    const prepared = prepareQuery(...args)
    if (!WRITE_SQL.test(prepared.getQuery().sql)) return prepared
    for (const name of RUNNERS) {
      const run = prepared[name]?.bind(prepared)
      if (!run) continue
      // Inside its transaction a write holds the lock already; outside, it takes the lock itself.
      const write = (values: unknown[]) => waits.attempt(() => run(...values))
      prepared[name] = (...values) => (scope.getStore() === gate ? run(...values) : !gate.busy() ? write(values) : gate.lock(async () => await write(values)))
    }
    return prepared
  }
}

/** Runs a transaction body: writes inside it are the transaction's own and never wait. */
export function insideTransaction<T>(gate: WriteGate, fn: () => Promise<T>): Promise<T> {
  return scope.run(gate, fn)
}
