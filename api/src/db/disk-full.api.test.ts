// SQLite out of room answers 503 database_unavailable with its own sentence and Retry-After on every path
// (API, auth), never 500, and the log names the real failure (SQLITE_FULL), not a ROLLBACK that failed after
// it. The disk is "full" for real: PRAGMA max_page_count on the server's connection caps the file at the
// pages it has, so the next write that needs a page fails with SQLITE_FULL, as on a full disk.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn, uniqueEmails } from '../../test/auth-fixtures'
import { startTestServer, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { errorCodes, messages } from '../contracts'

const PADDING = 'x'.repeat(1500)

describe('SQLite disk full', () => {
  let server: TestServer
  let call: ReturnType<typeof apiClient>
  const email = uniqueEmails('diskfull')
  let sqlite: import('bun:sqlite').Database

  beforeAll(async () => {
    server = await startTestServer({ engine: 'sqlite', env: { LOG_LEVEL: 'warn' } })
    call = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    if (server.db.driver.dialect !== 'sqlite') throw new Error('SQLite only')
    sqlite = server.db.driver.client
  })
  afterAll(() => server?.stop())

  /** Caps the file at the pages it has now; `undefined` lifts the cap again. */
  function fillDisk(full = true) {
    const { page_count } = sqlite.query('PRAGMA page_count').get() as { page_count: number }
    sqlite.exec(`PRAGMA max_page_count = ${full ? page_count : 1_073_741_823}`)
  }

  /** Sends `write(i)` until an answer is not `ok` (at most 400 times); that answer. */
  async function untilRefused(write: (i: number) => Promise<Response | { status: number; body: any; headers: Headers }>, ok: number) {
    for (let i = 0; i < 400; i++) {
      const res = await write(i)
      if (res.status !== ok) return res
    }
    throw new Error('the capped database never ran out of room')
  }

  test('creating links: 503 with Retry-After and a clear message, then fine once there is room', async () => {
    fillDisk()
    try {
      const refused = (await untilRefused((i) => call('POST', '/api/urls', { originalUrl: `https://full.example/${i}/${PADDING}` }), 201)) as Awaited<
        ReturnType<typeof call>
      >
      expect(refused.status).toBe(503)
      expect(refused.body).toEqual({ code: errorCodes.databaseUnavailable, message: messages.api.databaseFull })
      expect(refused.headers.get('retry-after')).not.toBeNull()
    } finally {
      fillDisk(false)
    }
    expect((await call('POST', '/api/urls', { originalUrl: 'https://full.example/after' })).status).toBe(201)
    expect(server.logs.join('\n')).toContain('SQLITE_FULL')
  })

  test('signing up: 503 from auth too, and the log names SQLITE_FULL, not a failed ROLLBACK', async () => {
    const before = server.logs.length
    fillDisk()
    let refused: Response
    try {
      refused = (await untilRefused(
        () =>
          fetch(`${server.baseUrl}/auth/v1/signup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: email(), password: 'correct horse battery', data: { note: PADDING } }),
          }),
        200,
      )) as Response
    } finally {
      fillDisk(false)
    }
    expect(refused.status).toBe(503)
    const body = (await refused.json()) as { code: string; message: string }
    expect(body.code).toBe('database_unavailable')
    expect(body.message).toBe(messages.api.databaseFull)
    expect(refused.headers.get('retry-after')).not.toBeNull()
    const log = server.logs.slice(before).join('\n')
    expect(log).toContain('SQLITE_FULL')
    expect(log).not.toMatch(/no transaction is active|unexpected_failure|unhandled error/)
  })

  test('signing in (a new session each time): 503 as well', async () => {
    const user = { email: email(), password: 'correct horse battery' }
    await signUpAndSignIn(server.baseUrl, user)
    const before = server.logs.length
    fillDisk()
    let refused: Response
    try {
      refused = (await untilRefused(
        () =>
          fetch(`${server.baseUrl}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(user),
          }),
        200,
      )) as Response
    } finally {
      fillDisk(false)
    }
    expect(refused.status).toBe(503)
    expect(((await refused.json()) as { message: string }).message).toBe(messages.api.databaseFull)
    const log = server.logs.slice(before).join('\n')
    expect(log).toContain('SQLITE_FULL')
    expect(log).not.toMatch(/no transaction is active|unexpected_failure|unhandled error/)
  })
})
