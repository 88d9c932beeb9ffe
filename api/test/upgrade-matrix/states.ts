// The historical states of the upgrade matrix (written by build-fixtures.ts): the migrations each engine's
// journal listed at a commit of main, and how a database left by that commit is rebuilt from them: each
// file's statements run as Drizzle's migrator ran them, and recorded under the file's sha-256 and `when`.
import { Database as BunSqlite } from 'bun:sqlite'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'

export const MATRIX_FIXTURES = fileURLToPath(new URL('../fixtures/upgrade-matrix', import.meta.url))
const SHIPPED = fileURLToPath(new URL('../../../drizzle', import.meta.url))

/**
 * Where a landed migration's text is: drizzle/ while the build still ships it (landed files never change,
 * drizzle/landed.json guards that), else the fixtures, which keep only the texts renumbering took away.
 */
export function migrationFile(engine: Engine, tag: string): { path: string; shipped: boolean } {
  const shipped = join(SHIPPED, engine, `${tag}.sql`)
  return existsSync(shipped) ? { path: shipped, shipped: true } : { path: join(MATRIX_FIXTURES, 'migrations', engine, `${tag}.sql`), shipped: false }
}

export type Engine = 'sqlite' | 'postgres'

export interface HistoricalState {
  commit: string
  date: string
  subject: string
  sqlite: { tag: string; when: number }[]
  postgres: { tag: string; when: number }[]
}

export function historicalStates(): HistoricalState[] {
  return JSON.parse(readFileSync(join(MATRIX_FIXTURES, 'states.json'), 'utf8')) as HistoricalState[]
}

function migrationsOf(state: HistoricalState, engine: Engine) {
  return state[engine].map(({ tag, when }) => {
    const text = readFileSync(migrationFile(engine, tag).path, 'utf8')
    return { when, hash: createHash('sha256').update(text).digest('hex'), statements: text.split('--> statement-breakpoint') }
  })
}

/** A SQLite file as the state's build left it (its own migrations, its journal). */
export function buildSqliteState(state: HistoricalState, file: string): void {
  const db = new BunSqlite(file, { create: true })
  try {
    db.exec('PRAGMA journal_mode = WAL')
    db.exec('CREATE TABLE IF NOT EXISTS __drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)')
    db.transaction(() => {
      for (const m of migrationsOf(state, 'sqlite')) {
        for (const s of m.statements) if (s.trim()) db.run(s)
        db.run('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)', [m.hash, m.when])
      }
    })()
  } finally {
    db.close()
  }
}

/** The same on an empty PostgreSQL database. */
export async function buildPostgresState(state: HistoricalState, url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await sql`CREATE SCHEMA IF NOT EXISTS drizzle`
    await sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`
    await sql.begin(async (tx) => {
      for (const m of migrationsOf(state, 'postgres')) {
        for (const s of m.statements) if (s.trim()) await tx.unsafe(s)
        await tx`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${m.hash}, ${m.when})`
      }
    })
  } finally {
    await sql.end({ timeout: 5 })
  }
}
