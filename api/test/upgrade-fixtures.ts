// Databases written by an earlier release, kept as fixtures (api/test/fixtures/upgrade/<version>/), and the
// table reader the upgrade test compares them with. See api/test/fixtures/upgrade/README.md.
import { Database as BunSqlite } from 'bun:sqlite'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'

export const UPGRADE_FIXTURES = fileURLToPath(new URL('./fixtures/upgrade', import.meta.url))

export type Row = Record<string, unknown>
export type TableRows = Record<string, Row[]>

/** What a fixture holds besides its tables: how to sign in and which link to follow. */
export interface FixtureFacts {
  version: string
  migrations: { sqlite: string[]; postgres: string[] }
  password: string
  users: { email: string }[]
  link: { shortCode: string; originalUrl: string; clicks: number }
}

export interface UpgradeFixture {
  dir: string
  facts: FixtureFacts
  sqliteFile: string
  postgresDump: string
  expected(engine: 'sqlite' | 'postgres'): TableRows
}

export function upgradeFixtures(): UpgradeFixture[] {
  return readdirSync(UPGRADE_FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(UPGRADE_FIXTURES, d.name, 'facts.json')))
    .map((d) => {
      const dir = join(UPGRADE_FIXTURES, d.name)
      return {
        dir,
        facts: JSON.parse(readFileSync(join(dir, 'facts.json'), 'utf8')) as FixtureFacts,
        sqliteFile: join(dir, 'snip.sqlite'),
        postgresDump: join(dir, 'postgres.sql'),
        expected: (engine) => JSON.parse(readFileSync(join(dir, `tables.${engine}.json`), 'utf8')) as TableRows,
      }
    })
}

/** Rows as JSON would carry them (dates as ISO strings, bigints as text), in a stable order. */
function normalised(rows: Row[]): Row[] {
  const plain = JSON.parse(JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))) as Row[]
  return plain
    .map((r) => JSON.stringify(r))
    .sort()
    .map((s) => JSON.parse(s) as Row)
}

const skipped = (name: string) => name.startsWith('sqlite_') || name === '__drizzle_migrations'

export function sqliteTables(file: string): TableRows {
  const db = new BunSqlite(file, { readonly: true })
  try {
    const names = (db.query("select name from sqlite_master where type = 'table' order by name").all() as { name: string }[])
      .map((r) => r.name)
      .filter((n) => !skipped(n))
    return Object.fromEntries(names.map((n) => [n, normalised(db.query(`select * from "${n}"`).all() as Row[])]))
  } finally {
    db.close()
  }
}

export async function postgresTables(url: string): Promise<TableRows> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const names = (
      await sql<{ name: string }[]>`select table_name as name from information_schema.tables where table_schema = 'public' order by table_name`
    ).map((r) => r.name)
    const out: TableRows = {}
    for (const n of names) out[n] = normalised([...(await sql.unsafe(`select * from "${n}"`))] as Row[])
    return out
  } finally {
    await sql.end({ timeout: 5 })
  }
}

/** Loads a plain-SQL dump (pg_dump --inserts) into an empty database. */
export async function restorePostgresDump(url: string, dumpFile: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await sql.unsafe(readFileSync(dumpFile, 'utf8')).simple()
  } finally {
    await sql.end({ timeout: 5 })
  }
}

/** Each fixture table's rows as the upgraded database holds them, limited to the fixture's columns. */
export function projectOnto(expected: TableRows, actual: TableRows): TableRows {
  return Object.fromEntries(
    Object.entries(expected).map(([table, rows]) => {
      const columns = Object.keys(rows[0] ?? {})
      const now = actual[table]
      if (!now) return [table, []]
      return [table, normalised(now.map((r) => Object.fromEntries(columns.map((c) => [c, r[c]]))))]
    }),
  )
}
