// GET /api/stats: totals of the caller's links only, averageCTR = clicks / links.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { readUntil } from '../../test/waiting'

describe.each(testEngines)('stats on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  test('zeros for a user without links; 401 without a token', async () => {
    const call = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    expect((await call('GET', '/api/stats')).body).toEqual({ totalUrls: 0, totalClicks: 0, averageCTR: 0, clicksLast7Days: 0, clicksPrevious7Days: 0 })
    expect((await apiClient(server.baseUrl)('GET', '/api/stats')).status).toBe(401)
  })

  test('2 links and 3 follows give 2 / 3 / 1.5, before and after the clicks are flushed', async () => {
    const call = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const other = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const a = (await call('POST', '/api/urls', { originalUrl: 'https://a.example' })).body
    const b = (await call('POST', '/api/urls', { originalUrl: 'https://b.example' })).body
    const foreign = (await other('POST', '/api/urls', { originalUrl: 'https://c.example' })).body
    for (const code of [a.shortCode, a.shortCode, b.shortCode, foreign.shortCode]) await followShortLink(server.baseUrl, code)
    expect((await call('GET', '/api/stats')).body).toMatchObject({ totalUrls: 2, totalClicks: 3, averageCTR: 1.5 })
    // the per-day counts follow at the next flush (once a second)
    const flushed = await readUntil(
      async () => (await call('GET', '/api/stats')).body,
      (s) => s.clicksLast7Days === 3,
    )
    expect(flushed).toEqual({ totalUrls: 2, totalClicks: 3, averageCTR: 1.5, clicksLast7Days: 3, clicksPrevious7Days: 0 })
    expect((await other('GET', '/api/stats')).body).toEqual({ totalUrls: 1, totalClicks: 1, averageCTR: 1, clicksLast7Days: 1, clicksPrevious7Days: 0 })
  })

  test('the last 7 UTC days against the 7 before, from the per-day counters of the caller’s links only', async () => {
    const call = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const other = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const mine = (await call('POST', '/api/urls', { originalUrl: 'https://weeks.example' })).body
    const theirs = (await other('POST', '/api/urls', { originalUrl: 'https://weeks.example' })).body
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
    const { linkClicksDaily } = server.db.t
    await server.db.orm.insert(linkClicksDaily).values([
      { linkId: mine.id, day: day(0), clicks: 4 },
      { linkId: mine.id, day: day(6), clicks: 6 }, // the 7th day of this week
      { linkId: mine.id, day: day(7), clicks: 3 }, // the 1st day of the week before
      { linkId: mine.id, day: day(13), clicks: 2 },
      { linkId: mine.id, day: day(14), clicks: 100 }, // older: in neither week
      { linkId: theirs.id, day: day(1), clicks: 50 },
    ])
    expect((await call('GET', '/api/stats')).body).toMatchObject({ clicksLast7Days: 10, clicksPrevious7Days: 5 })
    expect((await other('GET', '/api/stats')).body).toMatchObject({ clicksLast7Days: 50, clicksPrevious7Days: 0 })
  })
})
