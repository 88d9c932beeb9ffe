// Statements prepared once per database handle (SQLite and PostgreSQL alike): the hot paths' queries are
// built by Drizzle once instead of per call (building one costs tens of µs, SQLite's prepare more).
import type { Database } from './database'

/** A Drizzle statement prepared with `.prepare(name)`, run with its placeholders' values. */
export type Prepared<V, R> = {
  execute(values: V): Promise<R[]> | R[]
  /** SQLite only (bun:sqlite is synchronous): runs the statement at once and answers its rows. */
  all?(values: V): R[]
}

/** SQLite with no transaction open: statements run now run back to back, nothing can come between them. */
export const outsideTransaction = (db: Database) => db.driver.dialect === 'sqlite' && !db.driver.client.inTransaction

/** The statement `build` makes, prepared the first time a handle asks for it and kept for that handle. */
export function preparedPerHandle<V, R>(build: (db: Database) => unknown): (db: Database) => Prepared<V, R> {
  const prepared = new WeakMap<Database, Prepared<V, R>>()
  return (db) => {
    let statement = prepared.get(db)
    if (!statement) prepared.set(db, (statement = build(db) as Prepared<V, R>))
    return statement
  }
}
