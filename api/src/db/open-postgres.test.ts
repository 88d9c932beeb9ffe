// Snip's PostgreSQL sessions compile no JIT code (docs/decisions/0063): PostgreSQL decides to compile from a
// statement's estimated cost, and Snip's reads of a user's links (one index probe per link, on cached
// pages) cross its threshold at about 10,000 links while taking 10–25 ms, of which the compile took 4–7 ms.
// DATABASE_URL can turn it back on. Registered only when TEST_DATABASE_URL is set.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPostgresDatabase, testEngines, type TestDatabase } from '../../test/harness'
import { openPostgres } from './open-postgres'

describe.runIf(testEngines.includes('postgres'))('sessions on postgres (TEST_DATABASE_URL)', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createPostgresDatabase()
  })
  afterAll(() => database?.drop())

  const jitOf = async (url: URL) => {
    const db = await openPostgres(url.toString(), { max: 1 })
    try {
      const [row] = await db.orm.execute<{ jit: string }>(sql`show jit`)
      return row?.jit
    } finally {
      await db.close()
    }
  }

  test('run with jit off', async () => {
    expect(await jitOf(new URL(database.url))).toBe('off')
  })

  test('run with jit on when DATABASE_URL says ?jit=on', async () => {
    const url = new URL(database.url)
    url.searchParams.set('jit', 'on')
    expect(await jitOf(url)).toBe('on')
  })
})
