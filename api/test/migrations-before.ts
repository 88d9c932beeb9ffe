// Upgrade tests: a database built as an older release left it (only the migrations before index `index`),
// filled with that release's rows, then opened — and so migrated — by today's code.
import { Database as BunSqlite } from 'bun:sqlite'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { drizzle as drizzleSqlite } from 'drizzle-orm/bun-sqlite'
import { migrate as migrateSqlite } from 'drizzle-orm/bun-sqlite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import type { Database } from '../src/db/database'
import { openPostgres, POSTGRES_MIGRATIONS } from '../src/db/open-postgres'
import { openSqlite, SQLITE_MIGRATIONS } from '../src/db/open-sqlite'
import { createPostgresDatabase } from './harness'

/** A copy of a migrations folder holding only the migrations before `index`. */
export function migrationsBefore(folder: string, index: number, under: string): string {
  const copy = mkdtempSync(join(under, 'migrations-'))
  cpSync(folder, copy, { recursive: true })
  const journalFile = join(copy, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'))
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx < index)
  writeFileSync(journalFile, JSON.stringify(journal))
  return copy
}

/** SQLite: migrations before `index`, then `fill` (SQL), then `check` on the database opened (migrated) today. */
export async function upgradeSqlite(index: number, under: string, fill: string, check: (db: Database) => Promise<void>): Promise<void> {
  const file = join(mkdtempSync(join(under, 'sqlite-')), 'old.sqlite')
  const client = new BunSqlite(file, { create: true })
  migrateSqlite(drizzleSqlite({ client }), { migrationsFolder: migrationsBefore(SQLITE_MIGRATIONS, index, under) })
  client.exec(fill)
  client.close()
  const db = openSqlite(file)
  try {
    await check(db)
  } finally {
    await db.close()
  }
}

/** The same on a fresh PostgreSQL database (dropped afterwards). */
export async function upgradePostgres(index: number, under: string, fill: string, check: (db: Database) => Promise<void>): Promise<void> {
  const database = await createPostgresDatabase()
  try {
    const sql = postgres(database.url, { max: 1, onnotice: () => {} })
    await migratePostgres(drizzlePostgres({ client: sql }), { migrationsFolder: migrationsBefore(POSTGRES_MIGRATIONS, index, under) })
    await sql.unsafe(fill)
    await sql.end()
    const db = await openPostgres(database.url, { max: 1 })
    try {
      await check(db)
    } finally {
      await db.close()
    }
  } finally {
    await database.drop()
  }
}
