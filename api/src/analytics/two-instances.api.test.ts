// Two Snip instances on one PostgreSQL database: their analytics counters add up exactly,
// as their click totals do (additive upserts). Registered only when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { expectedAfter, sendRound } from '../../test/analytics-load'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { createPostgresDatabase, startTestServer, testEngines, type TestDatabase, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'

describe.runIf(testEngines.includes('postgres'))('analytics of two instances on one PostgreSQL database', () => {
  let database: TestDatabase
  let a: TestServer
  let b: TestServer
  let c: TestServer | undefined

  beforeAll(async () => {
    database = await createPostgresDatabase()
    const env = { TRUST_PROXY: 'true' }
    ;[a, b] = await Promise.all([
      startTestServer({ engine: 'postgres', databaseUrl: database.url, env }),
      startTestServer({ engine: 'postgres', databaseUrl: database.url, env }),
    ])
  })
  afterAll(async () => {
    await c?.stop()
    await database?.drop()
  })

  test('follows through both instances add up exactly', async () => {
    const user = await signUpAndSignIn(a.baseUrl)
    const owner = apiClient(a.baseUrl, user.accessToken)
    const { id } = (await owner('POST', '/api/urls', { originalUrl: 'https://two.example/', shortCode: 'two-inst' })).body
    for (let i = 0; i < 4; i++) await sendRound([a.baseUrl, b.baseUrl], 'two-inst') // every other follow on each
    await Promise.all([a.stop(), b.stop()]) // graceful stops flush what each still holds
    c = await startTestServer({ engine: 'postgres', databaseUrl: database.url })
    const got = (await apiClient(c.baseUrl, user.accessToken)('GET', `/api/urls/${id}/analytics`)).body
    const { clicks, ...rest } = expectedAfter(4)
    expect(got.days.at(-1).clicks).toBe(clicks)
    expect(got).toMatchObject(rest)
    const stranger = apiClient(c.baseUrl, (await signUpAndSignIn(c.baseUrl)).accessToken)
    expect((await stranger('GET', `/api/urls/${id}/analytics`)).status).toBe(404)
  })
})
