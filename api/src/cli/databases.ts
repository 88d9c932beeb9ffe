// Which database a command works on: the server's own (DATABASE_URL, or snip.sqlite in DATA_DIR, from the
// environment and ./.env exactly as the server reads them), or one named on the command line (a postgres://
// URL or a SQLite file path). Opening applies this build's migrations, as starting the server does.
import { resolve } from 'node:path'
import { loadConfig } from '../config'
import type { Database } from '../db/database'
import { openDatabase } from '../db/open'
import { withEnvFile } from '../ops/env-file'

export const isPostgresUrl = (spec: string) => /^postgres(ql)?:\/\//.test(spec)

/** Opens a database named on the command line: a postgres:// URL, or a SQLite file. */
export async function openNamed(spec: string): Promise<Database> {
  if (isPostgresUrl(spec)) return (await import('../db/open-postgres')).openPostgres(spec, { max: 2 })
  return (await import('../db/open-sqlite')).openSqlite(resolve(spec))
}

/** The server's settings, from the environment and ./.env as the server reads them. */
export const configured = () => loadConfig(withEnvFile(process.env).env)

/** The server's database, as configured. */
export async function openConfigured(): Promise<Database> {
  const config = configured()
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
}

/** Runs `work` with the database open and closes it whatever happens. */
export async function withDatabase<T>(open: Promise<Database>, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await open
  try {
    return await work(db)
  } finally {
    await db.close()
  }
}
