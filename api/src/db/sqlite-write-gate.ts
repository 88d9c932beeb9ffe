// SQLite serves every request on one connection, and a transaction (BEGIN IMMEDIATE … COMMIT) spans
// awaits. A write another request issued meanwhile would run inside it, and a ROLLBACK would undo it
// after that request had answered "done". So while a transaction is open, Drizzle writes from outside it
// wait for the transaction's lock; writes from inside it (found by an AsyncLocalStorage scope) go ahead.
import { AsyncLocalStorage } from 'node:async_hooks'
import { SQLiteDeleteBase, SQLiteInsertBase, SQLiteUpdateBase } from 'drizzle-orm/sqlite-core'

export interface WriteGate {
  /** Whether a transaction is open on the connection now. */
  busy(): boolean
  /** Runs the task when the open transaction (and any queued before it) has ended. */
  lock<T>(task: () => Promise<T>): Promise<T>
}

const gates = new WeakMap<object, WriteGate>()
const scope = new AsyncLocalStorage<WriteGate>()
let patched = false

function patchWriteBuilders(): void {
  if (patched) return
  patched = true
  for (const builder of [SQLiteInsertBase, SQLiteUpdateBase, SQLiteDeleteBase]) {
    const proto = builder.prototype as unknown as { execute: (...args: unknown[]) => Promise<unknown>; session?: object }
    const execute = proto.execute
    proto.execute = function (this: { session?: object }, ...args: unknown[]) {
      const gate = this.session && gates.get(this.session)
      if (!gate || !gate.busy() || scope.getStore() === gate) return execute.apply(this, args)
      return gate.lock(() => execute.apply(this, args))
    }
  }
}

const WRITE_SQL = /^\s*(insert|update|delete|replace)\b/i

type Prepared = { execute: (values?: unknown) => PromiseLike<unknown>; getQuery(): { sql: string } }
type Session = { prepareQuery: (...args: unknown[]) => Prepared }

/**
 * Makes writes through this Drizzle session wait while a transaction of the gate is open: query builders
 * (patched once, found by their session) and statements prepared once with .prepare() (wrapped here).
 */
export function gateWrites(session: object, gate: WriteGate): void {
  patchWriteBuilders()
  gates.set(session, gate)
  const s = session as Session
  const prepareQuery = s.prepareQuery.bind(s)
  s.prepareQuery = (...args) => {
    const prepared = prepareQuery(...args)
    if (!WRITE_SQL.test(prepared.getQuery().sql)) return prepared
    const execute = prepared.execute.bind(prepared)
    prepared.execute = (values) => (!gate.busy() || scope.getStore() === gate ? execute(values) : gate.lock(async () => await execute(values)))
    return prepared
  }
}

/** Runs a transaction body: writes inside it are the transaction's own and never wait. */
export function insideTransaction<T>(gate: WriteGate, fn: () => Promise<T>): Promise<T> {
  return scope.run(gate, fn)
}
