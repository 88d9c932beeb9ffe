// The safety net around migrations: a SQLite database is copied to backups/ before it is migrated (the last
// three copies kept), and a database a newer build migrated is refused, naming both versions, unchanged.
import { Database as BunSqlite } from 'bun:sqlite'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'
import { afterAll, describe, expect, test } from 'vitest'
import { createPostgresDatabase, testEngines } from '../../../test/harness'
import { migrationsBefore } from '../../../test/migrations-before'
import { drizzle } from 'drizzle-orm/bun-sqlite'
import { migrate } from 'drizzle-orm/bun-sqlite/migrator'
import { openPostgres, POSTGRES_MIGRATIONS } from '../open-postgres'
import { openSqlite, SQLITE_MIGRATIONS } from '../open-sqlite'
import { readShippedMigrations } from './shipped-migrations'
import { backupSqlite, KEPT_BACKUPS } from './sqlite-backup'

const temp = mkdtempSync(join(tmpdir(), 'snip-safety-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url))

/** A DATA_DIR whose snip.sqlite has the migrations before `index` and one link. */
function olderDatabase(index: number): { dataDir: string; file: string } {
  const dataDir = mkdtempSync(join(temp, 'data-'))
  const file = join(dataDir, 'snip.sqlite')
  const client = new BunSqlite(file, { create: true })
  client.exec('PRAGMA journal_mode = WAL')
  migrate(drizzle({ client }), { migrationsFolder: migrationsBefore(SQLITE_MIGRATIONS, index, temp) })
  client.exec(
    "insert into links (user_id, original_url, short_code, is_active, clicks, created_at, updated_at) values ('u1', 'https://kept.example', 'kept-code', 1, 4, 1, 1)",
  )
  client.close()
  return { dataDir, file }
}

/** Marks the database as migrated by a build newer than this one: a migration recorded after this build's last. */
const newerMigration = (engine: 'sqlite' | 'postgres') => {
  const last = readShippedMigrations(engine === 'sqlite' ? SQLITE_MIGRATIONS : POSTGRES_MIGRATIONS).at(-1)!
  return { hash: 'e'.repeat(64), when: last.when + 86_400_000, lastTag: last.tag }
}

describe('a SQLite database is backed up before it is migrated', () => {
  test('the copy is in DATA_DIR/backups, holds the old data and schema, and the start says so', () => {
    const { dataDir, file } = olderDatabase(5)
    const said: { message: string; fields: Record<string, unknown> }[] = []
    const db = openSqlite(file, { log: (message, fields) => said.push({ message, fields }) })
    void db.close()
    const copies = readdirSync(join(dataDir, 'backups'))
    expect(copies).toHaveLength(1)
    expect(said[0]).toMatchObject({ message: 'database backed up before migrating', fields: { backup: join(dataDir, 'backups', copies[0]!) } })
    const copy = new BunSqlite(join(dataDir, 'backups', copies[0]!), { readonly: true })
    expect(copy.query('select short_code, original_url, clicks from links').all()).toEqual([
      { short_code: 'kept-code', original_url: 'https://kept.example', clicks: 4 },
    ])
    expect(copy.query('select count(*) as n from __drizzle_migrations').get()).toEqual({ n: 5 })
    copy.close()

    // The next start has nothing to apply: no second copy.
    said.length = 0
    void openSqlite(file, { log: (message, fields) => said.push({ message, fields }) }).close()
    expect(said).toEqual([])
    expect(readdirSync(join(dataDir, 'backups'))).toHaveLength(1)
  })

  test('a brand-new database is not backed up', () => {
    const dataDir = mkdtempSync(join(temp, 'new-'))
    void openSqlite(join(dataDir, 'snip.sqlite'), { log: () => {} }).close()
    expect(existsSync(join(dataDir, 'backups'))).toBe(false)
  })

  test(`only the last ${KEPT_BACKUPS} copies are kept`, () => {
    const { dataDir, file } = olderDatabase(9)
    const client = new BunSqlite(file)
    const made = [1, 2, 3, 4, 5].map((day) => backupSqlite(client, file, new Date(`2026-11-0${day}T12:00:00Z`)))
    client.close()
    expect(
      readdirSync(join(dataDir, 'backups'))
        .map((n) => join(dataDir, 'backups', n))
        .sort(),
    ).toEqual(made.slice(-KEPT_BACKUPS))
  })
})

describe('a database migrated by a newer build is refused, unchanged', () => {
  test('on SQLite: the error names both versions and the file stays byte for byte', () => {
    const dataDir = mkdtempSync(join(temp, 'newer-'))
    const file = join(dataDir, 'snip.sqlite')
    void openSqlite(file, { log: () => {} }).close()
    const newer = newerMigration('sqlite')
    const client = new BunSqlite(file)
    client.run('insert into __drizzle_migrations (hash, created_at) values (?, ?)', [newer.hash, newer.when])
    client.close()
    const bytes = readFileSync(file)

    expect(() => openSqlite(file, { log: () => {} })).toThrow(
      new RegExp(`newer Snip: its latest migration \\(${new Date(newer.when).toISOString()}, sha-256 eeeeeeeeeeee\\).*this build's latest is ${newer.lastTag}`),
    )
    expect(readFileSync(file).equals(bytes)).toBe(true)
    expect(existsSync(join(dataDir, 'backups'))).toBe(false)

    // The real start: one line naming the cause, a non-zero exit, and still nothing changed.
    const started = spawnSync(join(ROOT, 'node_modules/.bin/bun'), ['--no-env-file', 'api/src/main.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', PUBLIC_URL: 'http://snip.test', LOG_LEVEL: 'silent' },
    })
    expect(started.status).not.toBe(0)
    expect(started.stderr).toContain(`this build's latest is ${newer.lastTag}`)
    expect(readFileSync(file).equals(bytes)).toBe(true)
  })

  test.each(testEngines.filter((e) => e === 'postgres'))('on %s: refused, journal and schema unchanged', async () => {
    const database = await createPostgresDatabase()
    try {
      await (await openPostgres(database.url, { max: 1, log: () => {} })).close()
      const newer = newerMigration('postgres')
      const sql = postgres(database.url, { max: 1, onnotice: () => {} })
      await sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newer.hash}, ${newer.when})`
      const state = async () => [
        await sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
        await sql`select table_name, column_name from information_schema.columns where table_schema = 'public' order by 1, 2`,
      ]
      const before = await state()
      await expect(openPostgres(database.url, { max: 1, log: () => {} })).rejects.toThrow(`this build's latest is ${newer.lastTag}`)
      expect(await state()).toEqual(before)
      await sql.end()
    } finally {
      await database.drop()
    }
  })
})
