// A migration added the normal way after this change (appended, a later `when`) is applied by the same
// machinery: plainly on a database that is up to date, and after the repair on one left by the renumbered
// history.
import { Database as BunSqlite } from 'bun:sqlite'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { afterAll, describe, expect, test } from 'vitest'
import { createPostgresDatabase, testEngines } from '../../../test/harness'
import { buildPostgresState, buildSqliteState, historicalStates } from '../../../test/upgrade-matrix/states'
import { POSTGRES_MIGRATIONS } from '../open-postgres'
import { SQLITE_MIGRATIONS } from '../open-sqlite'
import { migratePostgres } from './migrate-postgres'
import { migrateSqlite } from './migrate-sqlite'

const temp = mkdtempSync(join(tmpdir(), 'snip-future-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

/** This build's migrations plus one more, as drizzle-kit would append it. */
function withFutureMigration(folder: string, q: string): string {
  const copy = mkdtempSync(join(temp, 'migrations-'))
  cpSync(folder, copy, { recursive: true })
  const journalFile = join(copy, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[]
  }
  const last = journal.entries.at(-1)!
  const tag = `${String(last.idx + 1).padStart(4, '0')}_future_feature`
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 60_000, tag })
  writeFileSync(journalFile, JSON.stringify(journal))
  writeFileSync(
    join(copy, `${tag}.sql`),
    [
      `CREATE TABLE ${q}future_things${q} (${q}id${q} integer PRIMARY KEY NOT NULL, ${q}name${q} text NOT NULL);`,
      `ALTER TABLE ${q}links${q} ADD COLUMN ${q}future_note${q} text;`,
      `UPDATE ${q}links${q} SET ${q}future_note${q} = 'set by the future migration';`,
    ].join('--> statement-breakpoint\n'),
  )
  return copy
}

const renumbered = historicalStates().find((s) => s.commit === 'c5755b9')!
/** 'today': a database this build migrated; else a state of the renumbered history. */
const starts = [
  ['today', null],
  [renumbered.commit, renumbered],
] as const

describe('a migration appended after this one', () => {
  test.each(starts)('is applied on SQLite to a database left by %s', (_commit, state) => {
    const file = join(mkdtempSync(join(temp, 'sqlite-')), 'snip.sqlite')
    if (state) buildSqliteState(state, file)
    const seed = new BunSqlite(file, { create: true })
    if (!state) migrateSqlite(seed, file, SQLITE_MIGRATIONS, () => {})
    seed.run(
      "insert into links (user_id, original_url, short_code, is_active, clicks, created_at, updated_at) values ('u1', 'https://kept.example', 'kept', 1, 0, 1, 1)",
    )
    const folder = withFutureMigration(SQLITE_MIGRATIONS, '`')
    migrateSqlite(seed, file, folder, () => {})
    expect(seed.query('select future_note from links').all()).toEqual([{ future_note: 'set by the future migration' }])
    expect(seed.query("select count(*) as n from sqlite_master where name = 'future_things'").get()).toEqual({ n: 1 })
    const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] }
    expect((seed.query('select created_at from __drizzle_migrations order by created_at').all() as { created_at: number }[]).map((r) => r.created_at)).toEqual(
      journal.entries.map((e) => e.when),
    )
    seed.close()
  })

  test.each(testEngines.filter((e) => e === 'postgres').flatMap(() => starts))('is applied on PostgreSQL to a database left by %s', async (_commit, state) => {
    const database = await createPostgresDatabase()
    const sql = postgres(database.url, { max: 1, onnotice: () => {} })
    try {
      if (state) await buildPostgresState(state, database.url)
      else await migratePostgres(sql, POSTGRES_MIGRATIONS, () => {})
      await sql`insert into links (user_id, original_url, short_code, is_active, clicks, created_at, updated_at) values ('u1', 'https://kept.example', 'kept', true, 0, now(), now())`
      const folder = withFutureMigration(POSTGRES_MIGRATIONS, '"')
      await migratePostgres(sql, folder, () => {})
      expect([...(await sql`select future_note from links`)]).toEqual([{ future_note: 'set by the future migration' }])
      const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] }
      expect(
        (await sql<{ created_at: string }[]>`select created_at from drizzle.__drizzle_migrations order by created_at`).map((r) => Number(r.created_at)),
      ).toEqual(journal.entries.map((e) => e.when))
    } finally {
      await sql.end()
      await database.drop()
    }
  })
})
