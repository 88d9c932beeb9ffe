// Brings a SQLite database to this build's schema at open: refuses a database a newer build migrated, copies
// the database before changing it (not a brand-new one), repairs a journal left by the renumbered history,
// then lets Drizzle's migrator apply what is left.
import type { Database as BunSqlite } from 'bun:sqlite'
import { drizzle } from 'drizzle-orm/bun-sqlite'
import { migrate } from 'drizzle-orm/bun-sqlite/migrator'
import { sqliteCatalog } from './catalog'
import type { MigrationLog } from './migration-log'
import { pendingTags, planMigrations, type RecordedMigration } from './migration-plan'
import { DatabaseNewerThanBuild } from './newer-database'
import { repairSteps } from './repair-steps'
import { readShippedMigrations, type ShippedMigration } from './shipped-migrations'
import { backupSqlite } from './sqlite-backup'

const JOURNAL = '__drizzle_migrations'

function recordedMigrations(client: BunSqlite): RecordedMigration[] {
  const exists = client.query(`select 1 from sqlite_master where type = 'table' and name = '${JOURNAL}'`).get()
  if (!exists) return []
  const rows = client.query(`select hash, created_at from ${JOURNAL} order by created_at, rowid`).all() as { hash: string; created_at: number }[]
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }))
}

/** The journal made to record exactly the shipped migrations, as a database migrated from empty does. */
function rewriteJournal(client: BunSqlite, shipped: ShippedMigration[]): void {
  client.run(`CREATE TABLE IF NOT EXISTS ${JOURNAL} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`)
  client.run(`DELETE FROM ${JOURNAL}`)
  const insert = client.prepare(`INSERT INTO ${JOURNAL} (hash, created_at) VALUES (?, ?)`)
  for (const m of shipped) insert.run(m.hash, m.when)
}

export function migrateSqlite(client: BunSqlite, file: string, folder: string, log: MigrationLog): void {
  const shipped = readShippedMigrations(folder)
  const plan = planMigrations(shipped, recordedMigrations(client), sqliteCatalog(client).tables.size > 0)
  if (plan.kind === 'newer') throw new DatabaseNewerThanBuild(plan.database, plan.build)
  if (plan.kind === 'append' || plan.kind === 'repair') {
    const backup = backupSqlite(client, file)
    log('database backed up before migrating', { backup, migrations: pendingTags(plan) })
  }
  if (plan.kind === 'repair') {
    client.transaction(() => {
      const steps = repairSteps('sqlite', plan.pending)
      let step = steps.next()
      while (!step.done) step = steps.next('read' in step.value ? sqliteCatalog(client) : (client.run(step.value.run), undefined))
      rewriteJournal(client, shipped)
    })()
    log('database schema repaired', { migrations: pendingTags(plan), replacedRecords: plan.replaced.length })
  }
  migrate(drizzle({ client }), { migrationsFolder: folder })
}
