// Embedded SQLite (bun:sqlite, WAL) in DATA_DIR: the default engine.
import { Database as BunSqlite } from 'bun:sqlite'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/bun-sqlite'
import type { Database, Orm, Tables, WaitListener } from './database'
import { createLock } from './lock'
import { stderrMigrationLog, type MigrationLog } from './migrate/migration-log'
import { migrateSqlite } from './migrate/migrate-sqlite'
import { lockWaits } from './sqlite-lock-waits'
import { gateWrites, insideTransaction, type WriteGate } from './sqlite-write-gate'
import { startWalCheckpointer } from './wal-checkpointer'
import * as schema from './schema.sqlite'

export const SQLITE_MIGRATIONS = fileURLToPath(new URL('../../../drizzle/sqlite', import.meta.url))

export interface OpenSqliteOptions {
  /** Where the migrator says what it did (a backup taken, a schema repaired). */
  log?: MigrationLog
}

export function openSqlite(file: string, options: OpenSqliteOptions = {}): Database & { driver: { dialect: 'sqlite' } } {
  mkdirSync(dirname(file), { recursive: true })
  const client = new BunSqlite(file, { create: true, strict: true })
  client.exec('PRAGMA journal_mode = WAL')
  client.exec('PRAGMA synchronous = NORMAL')
  client.exec('PRAGMA foreign_keys = ON')
  // A write waits at most 1 s for a lock another connection holds (the click flush worker's chunks take
  // milliseconds; a backup or an admin tool may take longer), then fails with SQLITE_BUSY → 503 with
  // Retry-After (db/unavailable.ts). bun:sqlite waits on the event loop's thread: every request, redirects
  // included, stands still for as long, so the wait is kept short (docs/decisions/0015), and after one wait
  // that ran out the next writes do not wait again (sqlite-lock-waits.ts).
  const waits = lockWaits(client, 1000)
  // 8 MB of pages: the 1,000,000-link index's upper levels and a user's list; the rest comes from the OS's
  // file cache. 32 MB measured no faster and was a sixth of the memory budget under load.
  client.exec('PRAGMA cache_size = -8000')
  try {
    migrateSqlite(client, file, SQLITE_MIGRATIONS, options.log ?? stderrMigrationLog)
  } catch (error) {
    client.close() // a refused database is left as it was found
    throw error
  }
  const orm = drizzle({ client, schema })
  const lock = createLock()
  let waited: WaitListener = () => {}
  const since = (asked: number) => (performance.now() - asked) / 1000
  const gate: WriteGate = {
    busy: () => client.inTransaction,
    lock(task) {
      const asked = performance.now()
      return lock(() => (waited('write', since(asked)), task()))
    },
  }
  gateWrites((orm as unknown as { session: object }).session, gate, waits)
  const checkpointer = startWalCheckpointer(client, file)

  const db: Database & { driver: { dialect: 'sqlite' } } = {
    dialect: 'sqlite',
    driver: { dialect: 'sqlite', client, file, lockWaits: waits },
    orm: orm as unknown as Orm,
    t: schema as unknown as Tables,
    transaction(fn) {
      const asked = performance.now()
      return lock(async () => {
        waited('transaction', since(asked))
        waits.attempt(() => client.exec('BEGIN IMMEDIATE'))
        try {
          const result = await insideTransaction(gate, () => fn(db))
          client.exec('COMMIT')
          return result
        } catch (error) {
          // SQLite may have rolled back already (SQLITE_FULL, SQLITE_IOERR…): a second ROLLBACK would fail
          // and hide the error that matters behind "no transaction is active".
          if (client.inTransaction) client.exec('ROLLBACK')
          throw error
        }
      })
    },
    ping: async () => {
      orm.run(sql`select 1`)
    },
    reachable: async () => true,
    close: async () => {
      checkpointer.stop()
      client.close()
    },
    observeWaits(listener) {
      waited = listener
    },
  }
  return db
}
