// restore and migrate cannot destroy by mistake: a mistyped path, a file that is not a Snip database, a
// damaged one, or a URL scheme Snip does not speak is an error (exit 1, one line naming it), --force or not,
// and the target stays byte for byte as it was. A backup restored is itself left unchanged.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Database as BunSqlite } from 'bun:sqlite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPostgresDatabase, testEngines, type TestDatabase } from '../../test/harness'
import { runCli } from '../../test/cli'
import { tempDir } from '../../test/waiting'

const dirs = tempDir('cli-mistakes-')
const dataDir = join(dirs.dir, 'data')
const live = join(dataDir, 'snip.sqlite')
const backup = join(dirs.dir, 'backup.sqlite')
const env = { DATA_DIR: dataDir }

/** The bytes of every file in the folder (the database and any -wal or -shm beside it). */
const fingerprint = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => f.name)
    .sort()
    .map(
      (f) =>
        `${f}:${createHash('sha256')
          .update(readFileSync(join(dir, f)))
          .digest('hex')}`,
    )

beforeAll(async () => {
  // Made by CLI processes: nothing of this test's own process keeps the live file open afterwards.
  expect((await runCli(['users', 'create', 'kept@example.com', '--generate'], env)).code).toBe(0)
  expect((await runCli(['backup', backup], env)).code).toBe(0)
  writeFileSync(join(dirs.dir, 'notes.txt'), 'not a database\n')
  const other = new BunSqlite(join(dirs.dir, 'other.sqlite'))
  other.exec('create table notes (body text); insert into notes values (1)')
  other.close()
  writeFileSync(join(dirs.dir, 'cut.sqlite'), readFileSync(backup).subarray(0, 20_000))
}, 60_000)
afterAll(() => dirs.remove())

describe.each([['restore'], ['migrate']])('snip %s refuses a source that is no Snip database, --force or not', { timeout: 120_000 }, (command) => {
  const args = (source: string) => (command === 'restore' ? ['restore', source, '--force'] : ['migrate', '--from', source, '--to', live, '--force'])
  for (const [what, source, said] of [
    ['a mistyped path', 'bakup.sqlite', /no such file/],
    ['a text file', 'notes.txt', /not a Snip backup or database \(not a SQLite file/],
    ["someone else's SQLite file", 'other.sqlite', /a SQLite file but not a Snip database/],
    ['a damaged backup', 'cut.sqlite', /cannot be read: database disk image is malformed/],
    ['a URL scheme Snip does not speak', 'mysql://root@db/snip', /mysql:\/\/…: unsupported database/],
  ] as const) {
    test(`${what}: exit 1, named, the live database byte for byte as it was`, async () => {
      const before = fingerprint(dataDir)
      const res = await runCli(args(source.includes('://') ? source : join(dirs.dir, source)), env)
      expect(res.code, res.stdout).toBe(1)
      expect(res.stderr).toMatch(said)
      expect(res.stdout).toBe('')
      expect(fingerprint(dataDir)).toEqual(before)
    })
  }
})

test('migrate --to a scheme Snip does not speak writes nothing anywhere', async () => {
  const before = readdirSync(dirs.dir).sort()
  const res = await runCli(['migrate', '--from', backup, '--to', 'mysql://root@db/snip', '--force'], env)
  expect(res.code).toBe(1)
  expect(res.stderr).toContain('--to mysql://…: unsupported database')
  expect(readdirSync(dirs.dir).sort()).toEqual(before)
  expect(existsSync(join(process.cwd(), 'mysql:'))).toBe(false)
}, 60_000)

test('migrate --to a file that is not Snip’s refuses to write into it', async () => {
  const target = join(dirs.dir, 'other.sqlite')
  const before = fingerprint(dirs.dir)
  const res = await runCli(['migrate', '--from', backup, '--to', target, '--force'], env)
  expect(res.code).toBe(1)
  expect(res.stderr).toMatch(/holds tables that are not Snip's \(notes\); refusing/)
  expect(fingerprint(dirs.dir)).toEqual(before)
}, 60_000)

test('a good backup restores, and the backup file itself is left as it was', async () => {
  const before = fingerprint(dirs.dir).find((f) => f.startsWith('backup.sqlite:'))
  const res = await runCli(['restore', backup, '--force'], env)
  expect(res.code, res.stderr).toBe(0)
  expect(res.stdout).toMatch(/restored and verified: [1-9]\d* rows/)
  expect(fingerprint(dirs.dir).find((f) => f.startsWith('backup.sqlite:'))).toBe(before)
}, 60_000)

describe.runIf(testEngines.includes('postgres'))('PostgreSQL', { timeout: 120_000 }, () => {
  let empty: TestDatabase
  let foreign: TestDatabase
  beforeAll(async () => {
    ;[empty, foreign] = await Promise.all([createPostgresDatabase(), createPostgresDatabase()])
    const postgres = (await import('postgres')).default
    const sql = postgres(foreign.url, { max: 1, onnotice: () => {} })
    await sql`create table invoices (id int)`
    await sql.end()
  })
  afterAll(async () => {
    await empty?.drop()
    await foreign?.drop()
  })

  test('--from a PostgreSQL database holding no Snip database: refused, target untouched', async () => {
    const before = fingerprint(dataDir)
    const res = await runCli(['migrate', '--from', empty.url, '--to', live, '--force'], env)
    expect(res.code).toBe(1)
    expect(res.stderr).toContain('holds no Snip database')
    expect(fingerprint(dataDir)).toEqual(before)
  })

  test('--to a PostgreSQL database holding tables that are not Snip’s: refused', async () => {
    const res = await runCli(['migrate', '--from', backup, '--to', foreign.url, '--force'], env)
    expect(res.code).toBe(1)
    expect(res.stderr).toContain("holds tables that are not Snip's")
  })
})
