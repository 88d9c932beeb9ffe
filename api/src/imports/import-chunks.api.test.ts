// A big import on SQLite writes its rows a batch per transaction and gives the event loop a turn between
// batches, so other requests (redirects above all) are not held up behind 10,000 inserts; and all-or-nothing
// still means it: a batch that fails after earlier ones committed takes them all back out.
// "Turns" are observed, not timed: a setImmediate chain counts the user's links at every turn of the event
// loop while the import runs (on the server's own connection, in this process), and the biggest jump
// between two turns is the most rows any request had to wait behind.
import type { Database as BunSqlite } from 'bun:sqlite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../test/harness'
import { importingUser } from '../../test/import-client'
import { errorCodes, messages } from '../contracts'

const ROWS = 10_000
const BATCH = 500

function bigFile(tag: string): string {
  const lines = ['url,code']
  for (let i = 0; i < ROWS; i++) lines.push(i % 2 ? `https://chunks.example/${tag}/${i},c${tag}${i}` : `https://chunks.example/${tag}/${i},`)
  return lines.join('\n')
}

/** Counts `userId`'s links at every turn of the event loop until stopped; the largest rise between turns and the most seen. */
function watchRows(sqlite: BunSqlite, userId: string) {
  const count = sqlite.query('select count(*) as n from links where user_id = ?')
  const rows = () => (count.get(userId) as { n: number }).n
  let last = rows()
  let biggestJump = 0
  let most = last
  let running = true
  const sample = () => {
    const n = rows()
    biggestJump = Math.max(biggestJump, n - last)
    most = Math.max(most, n)
    last = n
  }
  const turn = () => {
    if (!running) return
    sample()
    setImmediate(turn)
  }
  setImmediate(turn)
  return {
    stop() {
      sample()
      running = false
      return { biggestJump, most }
    },
  }
}

describe('import on SQLite in batches that yield', () => {
  let server: TestServer
  let sqlite: BunSqlite

  beforeAll(async () => {
    server = await startTestServer({ engine: 'sqlite' })
    if (server.db.driver.dialect !== 'sqlite') throw new Error('SQLite only')
    sqlite = server.db.driver.client
  })
  afterAll(() => server?.stop())

  test.each(['all-or-nothing', 'skip-invalid'])(
    `%s: ${ROWS} rows, the event loop turns at least every ${BATCH} rows`,
    async (mode) => {
      const { user, up } = await importingUser(server.baseUrl)
      const watch = watchRows(sqlite, user.userId)
      const done = await up.form('/api/urls/import', bigFile(Math.random().toString(36).slice(2, 6)), { mode })
      const { biggestJump, most } = watch.stop()
      expect(done.status).toBe(200)
      expect(done.body).toMatchObject({ rows: ROWS, created: ROWS })
      expect(most).toBe(ROWS)
      expect(biggestJump).toBeLessThanOrEqual(BATCH)
    },
    120_000,
  )

  test('all-or-nothing: a batch that fails after others committed leaves nothing stored; the same file then imports whole', async () => {
    const { user, up } = await importingUser(server.baseUrl)
    const file = bigFile(Math.random().toString(36).slice(2, 6))
    // Room for a few batches, not for the file: a later batch fails with SQLITE_FULL.
    const { page_count } = sqlite.query('PRAGMA page_count').get() as { page_count: number }
    sqlite.exec(`PRAGMA max_page_count = ${page_count + 120}`)
    const watch = watchRows(sqlite, user.userId)
    let refused: Awaited<ReturnType<typeof up.form>>
    try {
      refused = await up.form('/api/urls/import', file, { mode: 'all-or-nothing' })
    } finally {
      sqlite.exec('PRAGMA max_page_count = 1073741823')
    }
    const { most } = watch.stop()
    expect(refused.status).toBe(503)
    expect(refused.body).toEqual({ code: errorCodes.databaseUnavailable, message: messages.api.databaseFull })
    expect(most).toBeGreaterThanOrEqual(BATCH) // earlier batches had committed…
    expect((sqlite.query('select count(*) as n from links where user_id = ?').get(user.userId) as { n: number }).n).toBe(0) // …and were taken back
    const again = await up.form('/api/urls/import', file, { mode: 'all-or-nothing' })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ rows: ROWS, created: ROWS, alreadyImported: 0 })
  }, 120_000)
})
