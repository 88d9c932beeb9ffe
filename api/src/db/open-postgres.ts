// PostgreSQL through the `postgres` driver: used when DATABASE_URL is set.
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import type { Database, Orm, Tables, WaitListener } from './database'
import { stderrMigrationLog, type MigrationLog } from './migrate/migration-log'
import { migratePostgres } from './migrate/migrate-postgres'
import { watchPoolSockets, statementTimeoutOf } from './pool-sockets'
import { createPostgresProbe } from './postgres-probe'
import * as schema from './schema.postgres'

export const POSTGRES_MIGRATIONS = fileURLToPath(new URL('../../../drizzle/postgres', import.meta.url))
/** Any constant: instances starting together take turns migrating. */
const MIGRATION_LOCK = 0x5e1e_c7

/**
 * Nothing waits on the database for long (docs/decisions/0015): a connection that is not up within 1.5 s
 * fails (postgres.js waits 30 s by default); a connection that failed is tried again after at most 1 s
 * (postgres.js backs off up to 20 s, so a restarted server was not used again for that long); a
 * statement runs at most 10 s and a transaction may idle at most 10 s, so work whose client has given up
 * does not land half a minute later. Both server settings can be overridden in DATABASE_URL
 * (`?statement_timeout=30000`). Requests that wait longer than half a second ask `reachable()`
 * (postgres-probe.ts) and answer 503 if the server does not answer at all.
 */
const BOUNDED = {
  connect_timeout: 1.5,
  backoff: (failures: number) => (0.5 + Math.random() / 2) * Math.min(0.05 * 2 ** failures, 1),
  connection: { statement_timeout: 10_000, idle_in_transaction_session_timeout: 10_000 },
} as const

/**
 * No JIT compilation (docs/decisions/0063): PostgreSQL compiles a statement when its estimated cost passes
 * jit_above_cost, and Snip's short reads pass it while running in milliseconds: a user's 10,000 links
 * probed one by one on cached pages are costed as if each probe read the disk. The compile (4–7 ms here)
 * is paid at every execution, prepared or not. `?jit=on` in DATABASE_URL turns it back on.
 */
const NO_JIT = { jit: 'off' } as const

export type PostgresDatabase = Database & { driver: { dialect: 'postgres' } }

/** Applies pending migrations on one connection holding an advisory lock, so parallel starts are safe. */
async function migrateWithLock(url: string, log: MigrationLog): Promise<void> {
  const conn = postgres(url, { connect_timeout: BOUNDED.connect_timeout, max: 1, onnotice: () => {} })
  try {
    await conn`select pg_advisory_lock(${MIGRATION_LOCK})`
    await migratePostgres(conn, POSTGRES_MIGRATIONS, log)
    await conn`select pg_advisory_unlock(${MIGRATION_LOCK})`
  } finally {
    await conn.end({ timeout: 5 })
  }
}

/** `log`: where the migrator says what it did (a schema repaired, migrations applied). */
export async function openPostgres(url: string, options: { max?: number; log?: MigrationLog } = {}): Promise<PostgresDatabase> {
  await migrateWithLock(url, options.log ?? stderrMigrationLog)
  // Sockets that stopped answering are ended rather than kept in the pool (pool-sockets.ts, decision 52).
  const sockets = watchPoolSockets(statementTimeoutOf(url, BOUNDED.connection.statement_timeout))
  const client = postgres(url, {
    ...BOUNDED,
    socket: sockets.open,
    max: options.max ?? 10,
    onnotice: () => {},
    connection: { ...BOUNDED.connection, ...NO_JIT, application_name: 'snip' },
  } as postgres.Options<Record<string, never>>)
  const orm = drizzle({ client, schema })
  const probe = createPostgresProbe(url)
  /** Unreachable: the sockets that heard nothing since the question may be dead; end them. */
  const reachable = async () => {
    const asked = performance.now()
    const up = await probe.reachable()
    if (!up) sockets.endSilentSince(asked)
    return up
  }
  let waited: WaitListener = () => {}
  /** `statements`: the pool, or the transaction's connection (Drizzle keeps it as the transaction's session.client). */
  const wrap = (o: Orm, statements: Pick<postgres.Sql, 'unsafe'> = client): PostgresDatabase => ({
    dialect: 'postgres',
    driver: { dialect: 'postgres', client, statements },
    orm: o,
    t: schema as unknown as Tables,
    transaction(fn) {
      const asked = performance.now()
      return o.transaction((tx) => {
        waited('transaction', (performance.now() - asked) / 1000)
        return fn(wrap(tx as unknown as Orm, (tx as unknown as { session: { client: postgres.TransactionSql } }).session.client))
      })
    },
    ping: async () => {
      await orm.execute(sql`select 1`)
    },
    reachable,
    restartConnections: () => sockets.endSilentSince(Number.POSITIVE_INFINITY),
    close: async () => {
      sockets.stop()
      await probe.stop()
      await client.end({ timeout: 5 })
    },
    observeWaits(listener) {
      waited = listener
    },
  })
  return wrap(orm as unknown as Orm)
}
