// The database handle every repository takes first. One type for both engines: the query-builder surface
// Snip uses (select/insert/update/delete, returning, onConflict…) is the same on Drizzle's SQLite and
// PostgreSQL drivers, so repositories are written once, against the PostgreSQL types.
import type { Database as BunSqlite } from 'bun:sqlite'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import type { Sql } from 'postgres'
import type * as pgSchema from './schema.postgres'
import type { LockWaits } from './sqlite-lock-waits'

export type Dialect = 'sqlite' | 'postgres'
export type Tables = typeof pgSchema
export type Orm = PostgresJsDatabase<Tables>

/**
 * The driver under Drizzle, for the few jobs it does not do (the click flush, LISTEN/NOTIFY, raw reads).
 * PostgreSQL: `client` is always the pool; `statements` is where this handle's statements run — the pool,
 * or for a transaction's handle that transaction's connection (a raw statement run on `client` there would
 * run outside the transaction).
 */
export type Driver =
  | { readonly dialect: 'sqlite'; readonly client: BunSqlite; readonly file: string; readonly lockWaits: LockWaits }
  | { readonly dialect: 'postgres'; readonly client: Sql; readonly statements: Pick<Sql, 'unsafe'> }

/**
 * What a request waited for before its database work began: `transaction`, to begin one (SQLite: the one
 * writer's lock; PostgreSQL: a pooled connection and BEGIN); `write`, on SQLite, a write outside a
 * transaction held up while one is open (sqlite-write-gate.ts).
 */
export type DatabaseWait = 'transaction' | 'write'
export type WaitListener = (wait: DatabaseWait, seconds: number) => void

export interface Database {
  readonly dialect: Dialect
  readonly driver: Driver
  /** Drizzle query builder (the SQLite instance is typed as its PostgreSQL twin). */
  readonly orm: Orm
  /** The tables of this dialect (typed as the PostgreSQL ones; rows have the same types). */
  readonly t: Tables
  /**
   * Runs fn in one transaction and hands it a Database bound to it. On SQLite, transactions are serialised
   * by an in-process lock (one connection, one writer).
   */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>
  /** Throws when the database does not answer. */
  ping(): Promise<void>
  /**
   * Whether the database answers at all now, within about a second, asked on a connection of its own
   * (PostgreSQL; SQLite is in-process and always true). For requests that have waited too long.
   */
  reachable(): Promise<boolean>
  close(): Promise<void>
  /** PostgreSQL: destroys every connection of the pool, which opens fresh ones as queries come (driver-faults.ts). */
  restartConnections?(): void
  /** Tells the listener of every wait (the metrics); one listener per database. */
  observeWaits(listener: WaitListener): void
}
