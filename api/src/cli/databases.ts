// Which database a command works on: the server's own (DATABASE_URL, or snip.sqlite in DATA_DIR, from the
// environment and ./.env exactly as the server reads them), or one named on the command line (a postgres://
// URL or a SQLite file path). Opening applies this build's migrations, as starting the server does; a source
// named on the command line is checked whole first and a SQLite source is never changed (its copy is).
import { Database as BunSqlite } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { loadConfig } from '../config'
import type { Database } from '../db/database'
import { openDatabase } from '../db/open'
import { withEnvFile } from '../ops/env-file'
import { checkStorage } from '../ops/start-checks'
import { checkPostgresSource, checkPostgresTarget, checkSqliteSource, checkSqliteTarget, isPostgresUrl, refuseUnsupportedUrl } from './database-checks'

export { isPostgresUrl }

/** Opens a database named on the command line: a postgres:// URL, or a SQLite file (made if missing). */
export async function openNamed(spec: string): Promise<Database> {
  if (isPostgresUrl(spec)) return (await import('../db/open-postgres')).openPostgres(spec, { max: 2 })
  return (await import('../db/open-sqlite')).openSqlite(resolve(spec))
}

/** Checks a database to copy from, whole, before anything is written anywhere (see database-checks.ts). */
export async function checkSource(spec: string, role: string): Promise<void> {
  refuseUnsupportedUrl(spec, role)
  if (isPostgresUrl(spec)) await checkPostgresSource(spec, role)
  else checkSqliteSource(resolve(spec), role)
}

/** Checks a database to copy into: a supported kind, answering, empty or Snip's. */
export async function checkTarget(spec: string, role: string): Promise<void> {
  refuseUnsupportedUrl(spec, role)
  if (isPostgresUrl(spec)) await checkPostgresTarget(spec, role)
  else checkSqliteTarget(resolve(spec), role)
}

/**
 * Opens a checked source. A SQLite file is copied first (one consistent snapshot) and the copy is brought to
 * this build's schema, so a backup stays byte for byte as it was; the copy goes when the handle closes.
 */
export async function openSource(spec: string): Promise<Database> {
  if (isPostgresUrl(spec)) return openNamed(spec)
  const dir = mkdtempSync(join(tmpdir(), 'snip-source-'))
  try {
    const snapshot = join(dir, 'source.sqlite')
    const reader = new BunSqlite(resolve(spec), { readonly: true })
    try {
      reader.prepare('VACUUM INTO ?').run(snapshot)
    } finally {
      reader.close()
    }
    const db = await openNamed(snapshot)
    return { ...db, close: async () => (await db.close(), rmSync(dir, { recursive: true, force: true })) }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

/** The server's settings, from the environment and ./.env as the server reads them. */
export const configured = () => loadConfig(withEnvFile(process.env).env)

/** The server's database, as configured (DATA_DIR writable, DATABASE_URL answering: else one clear line). */
export async function openConfigured(): Promise<Database> {
  const config = configured()
  await checkStorage(config)
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
