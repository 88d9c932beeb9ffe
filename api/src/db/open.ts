// Opens the configured database: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR.
import { join } from 'node:path'
import type { Database } from './database'
import type { MigrationLog } from './migrate/migration-log'

/** `log`: where the migrator says what it did at open (a backup taken, migrations applied). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; log?: MigrationLog }): Promise<Database> {
  // Each driver is loaded only when used: the one left out never costs start-up time or memory.
  if (opts.databaseUrl) return (await import('./open-postgres')).openPostgres(opts.databaseUrl, { log: opts.log })
  return (await import('./open-sqlite')).openSqlite(join(opts.dataDir, 'snip.sqlite'), { log: opts.log })
}
