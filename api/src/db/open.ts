// Opens the configured database: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR.
import { join } from 'node:path'
import type { Database } from './database'
import { openPostgres } from './open-postgres'
import { openSqlite } from './open-sqlite'

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl)
  return openSqlite(join(opts.dataDir, 'snip.sqlite'))
}
