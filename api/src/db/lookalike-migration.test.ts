// Migration 0002 makes codes unique regardless of case. A database that already holds look-alikes (made
// before the rule) must upgrade without losing or changing any link: the oldest of each group holds the
// key, the later ones keep working with no key, and no new look-alike can join them.
import { Database as BunSqlite } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { drizzle as drizzleSqlite } from 'drizzle-orm/bun-sqlite'
import { migrate as migrateSqlite } from 'drizzle-orm/bun-sqlite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { afterAll, describe, expect, test } from 'vitest'
import { createPostgresDatabase, testEngines } from '../../test/harness'
import { migrationsBefore } from '../../test/migrations-before'
import { insertLink } from '../links/links.repository'
import { openPostgres, POSTGRES_MIGRATIONS } from './open-postgres'
import { openSqlite, SQLITE_MIGRATIONS } from './open-sqlite'

const temp = mkdtempSync(join(tmpdir(), 'snip-lookalike-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

const before = `insert into links (user_id, original_url, short_code, is_active, clicks, created_at, updated_at) values
  ('u1', 'https://first.example', 'CaseTestX', true, 5, 1, 1),
  ('u2', 'https://second.example', 'casetestx', true, 7, 2, 2),
  ('u3', 'https://third.example', 'CASETESTX', false, 0, 3, 3),
  ('u1', 'https://alone.example', 'Alone', true, 1, 4, 4)`
const rowsQuery = 'select short_code, code_key, original_url, clicks from links order by id'
const expected = [
  { short_code: 'CaseTestX', code_key: 'casetestx', original_url: 'https://first.example', clicks: 5 },
  { short_code: 'casetestx', code_key: null, original_url: 'https://second.example', clicks: 7 },
  { short_code: 'CASETESTX', code_key: null, original_url: 'https://third.example', clicks: 0 },
  { short_code: 'Alone', code_key: 'alone', original_url: 'https://alone.example', clicks: 1 },
]
const newLink = (shortCode: string) => ({ userId: 'u9', originalUrl: 'https://new.example', shortCode, isActive: true })

describe('upgrading a database with look-alike codes', () => {
  test('on sqlite', async () => {
    const file = join(temp, 'old.sqlite')
    const client = new BunSqlite(file, { create: true })
    migrateSqlite(drizzleSqlite({ client }), { migrationsFolder: migrationsBefore(SQLITE_MIGRATIONS, 2, temp) })
    client.exec(before.replace(/true/g, '1').replace(/false/g, '0'))
    client.close()
    const db = openSqlite(file)
    try {
      expect(db.driver.client.query(rowsQuery).all()).toEqual(expected)
      expect(await insertLink(db, newLink('cAsEtEsTx'))).toBeNull()
      expect(await insertLink(db, newLink('ALONE'))).toBeNull()
      expect((await insertLink(db, newLink('fresh-one')))?.shortCode).toBe('fresh-one')
    } finally {
      await db.close()
    }
  })

  test.each(testEngines.filter((e) => e === 'postgres'))('on %s', async () => {
    const database = await createPostgresDatabase()
    try {
      const sql = postgres(database.url, { max: 1, onnotice: () => {} })
      await migratePostgres(drizzlePostgres({ client: sql }), { migrationsFolder: migrationsBefore(POSTGRES_MIGRATIONS, 2, temp) })
      await sql.unsafe(before.replace(/, (\d), (\d)\)/g, ", to_timestamp($1), to_timestamp($2))"))
      await sql.end()
      const db = await openPostgres(database.url, { max: 1 })
      try {
        expect(await db.driver.client.unsafe(rowsQuery)).toEqual(expected)
        expect(await insertLink(db, newLink('cAsEtEsTx'))).toBeNull()
        expect((await insertLink(db, newLink('fresh-one')))?.shortCode).toBe('fresh-one')
      } finally {
        await db.close()
      }
    } finally {
      await database.drop()
    }
  })
})
