// What restore and migrate check before they touch a target, --force or not: a mistyped path used to be
// opened as a new, empty database, reported as "0 rows" and copied over the live one, and `--to mysql://x`
// wrote a SQLite file named "mysql:/x". Only SQLite files and postgres:// URLs are databases; a source must
// exist, be readable throughout and be Snip's; a target that exists must be Snip's or empty.
import { Database as BunSqlite } from 'bun:sqlite'
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs'
import postgres from 'postgres'
import { checkPostgres } from '../ops/start-checks'
import { CliError } from './output'

export const isPostgresUrl = (spec: string) => /^postgres(ql)?:\/\//i.test(spec)

/** The tables every Snip database has had, from its first migration on. */
const SNIP_TABLES = ['links', '__drizzle_migrations'] as const

/** scheme:// that is not postgres:// (mysql://, sqlite://, file://, http://…): not a path, not supported. */
export function refuseUnsupportedUrl(spec: string, role: string): void {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(spec)?.[1]
  if (scheme && !isPostgresUrl(spec)) throw new CliError(`${role} ${scheme}://…: unsupported database; give a SQLite file path or a postgres:// URL`)
}

/** The first 16 bytes of every SQLite 3 file. */
const SQLITE_HEADER = 'SQLite format 3\0'

function startsLikeSqlite(file: string): boolean {
  const fd = openSync(file, 'r')
  try {
    const head = Buffer.alloc(16)
    return readSync(fd, head, 0, 16, 0) === 16 && head.toString('latin1') === SQLITE_HEADER
  } finally {
    closeSync(fd)
  }
}

/** The file's tables, read on a read-only connection after an integrity check of every page. */
function sqliteTables(file: string, role: string): string[] {
  let client: BunSqlite | undefined
  try {
    client = new BunSqlite(file, { readonly: true })
    // A process that just closed the file may still be finishing its last checkpoint (its WAL worker on a
    // loaded machine): wait for that lock as a server's connection would, instead of refusing at once.
    client.run('pragma busy_timeout = 5000')
    const check = client.query('pragma quick_check').all() as { quick_check: string }[]
    if (check.length !== 1 || check[0]!.quick_check !== 'ok')
      throw new Error(
        check
          .map((c) => c.quick_check)
          .slice(0, 3)
          .join('; '),
      )
    return (client.query("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((r) => r.name)
  } catch (error) {
    throw new CliError(`${role} ${file} cannot be read: ${error instanceof Error ? error.message : String(error)} (nothing was changed)`)
  } finally {
    client?.close()
  }
}

/** A SQLite source: an existing, intact SQLite file holding a Snip database. */
export function checkSqliteSource(file: string, role: string): void {
  if (!existsSync(file)) throw new CliError(`${role} ${file}: no such file (nothing was changed)`)
  if (!statSync(file).isFile()) throw new CliError(`${role} ${file} is not a file (nothing was changed)`)
  if (!startsLikeSqlite(file)) throw new CliError(`${role} ${file} is not a Snip backup or database (not a SQLite file; nothing was changed)`)
  const tables = sqliteTables(file, role)
  const missing = SNIP_TABLES.filter((t) => !tables.includes(t))
  if (missing.length) throw new CliError(`${role} ${file} is a SQLite file but not a Snip database (no ${missing.join(', ')}; nothing was changed)`)
}

/** A SQLite target: a new file, an empty one, or a Snip database; never someone else's file. */
export function checkSqliteTarget(file: string, role: string): void {
  if (!existsSync(file)) return
  if (!statSync(file).isFile()) throw new CliError(`${role} ${file} is not a file (nothing was changed)`)
  if (statSync(file).size === 0) return
  if (!startsLikeSqlite(file)) throw new CliError(`${role} ${file} is not a Snip database (not a SQLite file); refusing to write into it`)
  const tables = sqliteTables(file, role)
  if (tables.length && !tables.includes('links'))
    throw new CliError(`${role} ${file} holds tables that are not Snip's (${tables.slice(0, 3).join(', ')}); refusing to write into it`)
}

/** Whether the PostgreSQL database holds Snip's tables, and whether it holds any table at all. */
async function postgresTables(url: string): Promise<{ snip: boolean; any: boolean }> {
  const client = postgres(url, { max: 1, connect_timeout: 5, fetch_types: false, onnotice: () => {} })
  try {
    const [row] = await client<{ links: boolean; journal: boolean; any: boolean }[]>`
      select to_regclass('public.links') is not null as links, to_regclass('drizzle.__drizzle_migrations') is not null as journal,
        exists (select 1 from information_schema.tables where table_schema = 'public') as any`
    return { snip: !!row?.links && !!row?.journal, any: !!row?.any }
  } finally {
    await client.end({ timeout: 1 })
  }
}

/** A PostgreSQL source: it answers and holds a Snip database. */
export async function checkPostgresSource(url: string, role: string): Promise<void> {
  await checkPostgres(url, { setting: role })
  if (!(await postgresTables(url)).snip) throw new CliError(`${role}: the PostgreSQL database holds no Snip database (nothing was changed)`)
}

/** A PostgreSQL target: it answers, and is empty or Snip's. */
export async function checkPostgresTarget(url: string, role: string): Promise<void> {
  await checkPostgres(url, { setting: role })
  const tables = await postgresTables(url)
  if (tables.any && !tables.snip) throw new CliError(`${role}: the PostgreSQL database holds tables that are not Snip's; refusing to write into it`)
}
