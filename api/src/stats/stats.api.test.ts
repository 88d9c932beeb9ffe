// GET /api/stats: totals of the caller's links only, averageCTR = clicks / links.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'

describe.each(testEngines)('stats on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  test('zeros for a user without links; 401 without a token', async () => {
    const call = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    expect((await call('GET', '/api/stats')).body).toEqual({ totalUrls: 0, totalClicks: 0, averageCTR: 0 })
    expect((await apiClient(server.baseUrl)('GET', '/api/stats')).status).toBe(401)
  })

  test('2 links and 3 follows give 2 / 3 / 1.5, before and after the clicks are flushed', async () => {
    const call = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const other = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const a = (await call('POST', '/api/urls', { originalUrl: 'https://a.example' })).body
    const b = (await call('POST', '/api/urls', { originalUrl: 'https://b.example' })).body
    const foreign = (await other('POST', '/api/urls', { originalUrl: 'https://c.example' })).body
    for (const code of [a.shortCode, a.shortCode, b.shortCode, foreign.shortCode]) await followShortLink(server.baseUrl, code)
    expect((await call('GET', '/api/stats')).body).toEqual({ totalUrls: 2, totalClicks: 3, averageCTR: 1.5 })
    await new Promise((r) => setTimeout(r, 1500))
    expect((await call('GET', '/api/stats')).body).toEqual({ totalUrls: 2, totalClicks: 3, averageCTR: 1.5 })
    expect((await other('GET', '/api/stats')).body).toEqual({ totalUrls: 1, totalClicks: 1, averageCTR: 1 })
  })
})
