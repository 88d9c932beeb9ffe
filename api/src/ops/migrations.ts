// Which of the shipped migrations (drizzle/<engine>/meta/_journal.json) the connected database has applied.
// Mirrors Drizzle's own rule: a migration counts as applied when the newest recorded one is not older
// than it (Drizzle records each migration's journal `when` as created_at).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { Database as BunSqlite } from 'bun:sqlite'
import type { Database, Dialect } from '../db/database'

export interface MigrationStatus {
  applied: string[]
  pending: string[]
}

interface JournalEntry {
  tag: string
  when: number
}

const journals = new Map<Dialect, JournalEntry[]>()

async function folderOf(dialect: Dialect): Promise<string> {
  return dialect === 'sqlite' ? (await import('../db/open-sqlite')).SQLITE_MIGRATIONS : (await import('../db/open-postgres')).POSTGRES_MIGRATIONS
}

/** The migrations this build ships, oldest first (read once: they do not change while running). */
export async function shippedMigrations(dialect: Dialect): Promise<JournalEntry[]> {
  let entries = journals.get(dialect)
  if (!entries) {
    const journal = JSON.parse(readFileSync(join(await folderOf(dialect), 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }
    entries = journal.entries.map(({ tag, when }) => ({ tag, when }))
    journals.set(dialect, entries)
  }
  return entries
}

/** created_at of the newest migration the database recorded, or -1 when it recorded none. */
async function newestRecorded(db: Database): Promise<number> {
  if (db.dialect === 'sqlite') {
    const client = (db.orm as unknown as { $client: BunSqlite }).$client
    const table = client.query("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'").get()
    if (!table) return -1
    const row = client.query('select max(created_at) as newest from __drizzle_migrations').get() as { newest: number | null }
    return row.newest === null ? -1 : Number(row.newest)
  }
  const [row] = (await db.orm.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)) as unknown as { present: boolean }[]
  if (!row?.present) return -1
  const [max] = (await db.orm.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)) as unknown as { newest: string | null }[]
  return max?.newest == null ? -1 : Number(max.newest)
}

export async function migrationStatus(db: Database): Promise<MigrationStatus> {
  const [shipped, newest] = await Promise.all([shippedMigrations(db.dialect), newestRecorded(db)])
  return {
    applied: shipped.filter((m) => m.when <= newest).map((m) => m.tag),
    pending: shipped.filter((m) => m.when > newest).map((m) => m.tag),
  }
}
