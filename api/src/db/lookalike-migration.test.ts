// Migration 0002 makes codes unique regardless of case. A database that already holds look-alikes (made
// before the rule) must upgrade without losing or changing any link: the oldest of each group holds the
// key, the later ones keep working with no key, and no new look-alike can join them.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { testEngines } from '../../test/harness'
import { upgradePostgres, upgradeSqlite } from '../../test/migrations-before'
import { insertLink } from '../links/store/links.repository'

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
  test('on sqlite', () =>
    upgradeSqlite(2, temp, before.replace(/true/g, '1').replace(/false/g, '0'), async (db) => {
      const { driver } = db
      if (driver.dialect !== 'sqlite') throw new Error('a SQLite database was expected')
      expect(driver.client.query(rowsQuery).all()).toEqual(expected)
      expect(await insertLink(db, newLink('cAsEtEsTx'))).toBeNull()
      expect(await insertLink(db, newLink('ALONE'))).toBeNull()
      expect((await insertLink(db, newLink('fresh-one')))?.shortCode).toBe('fresh-one')
    }))

  test.each(testEngines.filter((e) => e === 'postgres'))('on %s', () =>
    upgradePostgres(2, temp, before.replace(/, (\d), (\d)\)/g, ', to_timestamp($1), to_timestamp($2))'), async (db) => {
      const { driver } = db
      if (driver.dialect !== 'postgres') throw new Error('a PostgreSQL database was expected')
      expect(await driver.client.unsafe(rowsQuery)).toEqual(expected)
      expect(await insertLink(db, newLink('cAsEtEsTx'))).toBeNull()
      expect((await insertLink(db, newLink('fresh-one')))?.shortCode).toBe('fresh-one')
    }),
  )
})
