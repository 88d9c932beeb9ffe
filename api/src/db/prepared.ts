// Statements prepared once per database handle (SQLite and PostgreSQL alike): the hot paths' queries are
// built by Drizzle once instead of per call (building one costs tens of µs, SQLite's prepare more).
import type { Database as BunSqlite, SQLQueryBindings } from 'bun:sqlite'
import { is, Placeholder, SQL, type Column, type DriverValueDecoder } from 'drizzle-orm'
import type { Database } from './database'

/** A Drizzle statement prepared with `.prepare(name)`, run with its placeholders' values. */
export type Prepared<V, R> = {
  execute(values: V): Promise<R[]> | R[]
  /** SQLite only (bun:sqlite is synchronous): runs the statement at once and answers its rows. */
  all?(values: V): R[]
  /** The SQL Drizzle built and its parameters (placeholders, in order). */
  getQuery(): { sql: string; params: unknown[] }
}

/** SQLite with no transaction open: statements run now run back to back, nothing can come between them. */
export const outsideTransaction = (db: Database) => db.driver.dialect === 'sqlite' && !db.driver.client.inTransaction

/**
 * SQLite with a transaction open on its one connection: what any request reads now includes that
 * transaction's uncommitted rows, which a ROLLBACK may still undo (so nothing read now should be kept).
 */
export const sqliteTransactionOpen = (db: Database) => db.driver.dialect === 'sqlite' && db.driver.client.inTransaction

/** What `build` makes, made the first time a handle asks for it and kept for that handle. */
export function perHandle<T>(build: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>()
  return (db) => {
    let value = made.get(db)
    if (value === undefined) made.set(db, (value = build(db)))
    return value
  }
}

/** The statement `build` makes, prepared the first time a handle asks for it and kept for that handle. */
export function preparedPerHandle<V, R>(build: (db: Database) => unknown): (db: Database) => Prepared<V, R> {
  return perHandle((db) => build(db) as Prepared<V, R>)
}

/** A flat Drizzle selection: names → columns or sql`…` expressions (with their `.mapWith` decoder). */
export type Selection = Record<string, Column | SQL>

/**
 * SQLite: the first row of a prepared Drizzle select, read straight from bun:sqlite (`values()`) and decoded
 * by the selection's own decoders as Drizzle decodes it (null stays null): the row `all()` answers, without
 * Drizzle's per-row mapping (about 1.7 µs of a redirect's cache miss, docs/decisions/0060). The SQL is the
 * statement's own; `selection` must be the one it was built from (the columns come in its order).
 */
export function firstRowReader<V extends Record<string, SQLQueryBindings>, R>(
  client: BunSqlite,
  statement: Prepared<V, R>,
  selection: Selection,
): (values: V) => R | undefined {
  const { sql, params } = statement.getQuery()
  const names = params.map((p) => {
    if (!is(p, Placeholder)) throw new Error('firstRowReader: only placeholders can be bound')
    return p.name as keyof V
  })
  const keys = Object.keys(selection)
  const decoders = keys.map((k) => {
    const field = selection[k]!
    // An expression's decoder is what `.mapWith` set (Drizzle's own mapping reads the same property).
    return is(field, SQL) ? (field as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder : field
  })
  const raw = client.prepare<SQLQueryBindings[], SQLQueryBindings[]>(sql)
  const [only] = names
  const rows = names.length === 1 ? (values: V) => raw.values(values[only!]!) : (values: V) => raw.values(...names.map((n) => values[n]!))
  return (values) => {
    const row = rows(values)[0]
    if (row === undefined) return undefined
    const decoded: Record<string, unknown> = {}
    for (let i = 0; i < keys.length; i++) {
      const value = row[i]
      decoded[keys[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value)
    }
    return decoded as R
  }
}
