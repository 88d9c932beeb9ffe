// The SQLite reader of a prepared Drizzle select (decision 60): the first row as Drizzle's own mapping
// answers it — dates, booleans, nulls and sql`…`.mapWith expressions decoded the same — and undefined
// when there is none.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openSqlite } from './open-sqlite'
import { firstRowReader, type Prepared } from './prepared'

let dir: string
let db: ReturnType<typeof openSqlite>
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'snip-prepared-'))
  db = openSqlite(join(dir, 'snip.sqlite'))
})
afterAll(async () => {
  await db.close()
  rmSync(dir, { recursive: true, force: true })
})

test('reads the row Drizzle answers, decoded the same, and nothing for no row', async () => {
  const { links } = db.t
  const at = new Date('2026-03-04T05:06:07.089Z')
  await db.orm.insert(links).values([
    {
      userId: 'u-1',
      originalUrl: 'https://full.example/',
      shortCode: 'full-row',
      codeKey: 'full-row',
      isActive: false,
      clicks: 7,
      maxClicks: 9,
      expiresAt: at,
      fallbackUrl: 'https://fb.example/',
      passwordHash: 'h',
      createdAt: at,
      updatedAt: at,
    },
    { userId: null, originalUrl: 'https://bare.example/', shortCode: 'bare-row', codeKey: 'bare-row', isActive: true, createdAt: at, updatedAt: at },
  ])
  // One column of each kind the reader must decode as Drizzle does: text (nullable), boolean, timestamp,
  // and computed values mapped to boolean and number.
  const columns = {
    owner: links.userId,
    isActive: links.isActive,
    expiresAt: links.expiresAt,
    locked: sql<boolean>`(${links.passwordHash} is not null)`.mapWith(Boolean),
    doubled: sql<number>`${links.clicks} * 2`.mapWith(Number),
  }
  const statement = db.orm
    .select(columns)
    .from(links)
    .where(eq(links.shortCode, sql.placeholder('code')))
    .prepare('t') as unknown as Prepared<{ code: string }, unknown>
  const read = firstRowReader(db.driver.client, statement, columns)
  for (const code of ['full-row', 'bare-row']) {
    const drizzle = statement.all!({ code })[0]
    expect(read({ code })).toEqual(drizzle)
  }
  expect(read({ code: 'full-row' })).toMatchObject({ isActive: false, expiresAt: at, locked: true, doubled: 14 })
  expect(read({ code: 'bare-row' })).toMatchObject({ owner: null, isActive: true, expiresAt: null, locked: false })
  expect(read({ code: 'no-row' })).toBeUndefined()
})
