// Brings a PostgreSQL database to this build's schema, on the one connection that holds the migration lock:
// refuses a database a newer build migrated, repairs a journal left by the renumbered history (in one
// transaction), then lets Drizzle's migrator apply what is left.
import { drizzle } from 'drizzle-orm/postgres-js'
import { migrate } from 'drizzle-orm/postgres-js/migrator'
import type postgres from 'postgres'
import { postgresCatalog } from './catalog'
import type { MigrationLog } from './migration-log'
import { pendingTags, planMigrations, type RecordedMigration } from './migration-plan'
import { DatabaseNewerThanBuild } from './newer-database'
import { repairSteps } from './repair-steps'
import { readShippedMigrations, type ShippedMigration } from './shipped-migrations'

async function recordedMigrations(conn: postgres.Sql): Promise<RecordedMigration[]> {
  const [{ exists }] = await conn<{ exists: boolean }[]>`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`
  if (!exists) return []
  const rows = await conn<{ hash: string; created_at: string }[]>`select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }))
}

async function rewriteJournal(tx: postgres.TransactionSql, shipped: ShippedMigration[]): Promise<void> {
  await tx`CREATE SCHEMA IF NOT EXISTS drizzle`
  await tx`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`
  await tx`DELETE FROM drizzle.__drizzle_migrations`
  for (const m of shipped) await tx`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${m.hash}, ${m.when})`
}

/** `conn`: a single connection holding the migration lock. */
export async function migratePostgres(conn: postgres.Sql, folder: string, log: MigrationLog): Promise<void> {
  const shipped = readShippedMigrations(folder)
  const plan = planMigrations(shipped, await recordedMigrations(conn), (await postgresCatalog(conn)).tables.size > 0)
  if (plan.kind === 'newer') throw new DatabaseNewerThanBuild(plan.database, plan.build)
  if (plan.kind === 'repair') {
    await conn.begin(async (tx) => {
      const steps = repairSteps('postgres', plan.pending)
      let step = steps.next()
      while (!step.done) step = steps.next('read' in step.value ? await postgresCatalog(tx) : (await tx.unsafe(step.value.run), undefined))
      await rewriteJournal(tx, shipped)
    })
    log('database schema repaired', { migrations: pendingTags(plan), replacedRecords: plan.replaced.length })
  } else if (plan.kind === 'append') log('applying migrations', { migrations: pendingTags(plan) })
  await migrate(drizzle({ client: conn }), { migrationsFolder: folder })
}
