// GET /api/stats/analytics over real HTTP: all the caller's links over a range of UTC days — clicks per day,
// the most clicked links and the breakdowns added up over their links — from counters seeded for past days;
// someone else's links never count; a caller is needed and the range follows the API's rule.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messages } from '../contracts'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'

describe.each(testEngines)('workspace analytics on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  test("adds up the caller's links only, per day, per link and per value, within the range", async () => {
    const owner = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const other = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const id = async (call: typeof owner, shortCode: string, title?: string) =>
      (await call('POST', '/api/urls', { originalUrl: `https://ws.example/${shortCode}`, shortCode, title })).body.id as number
    const [a, b, quiet, theirs] = [await id(owner, 'ws-alpha', 'Alpha'), await id(owner, 'ws-bravo'), await id(owner, 'ws-quiet'), await id(other, 'ws-theirs')]
    const { db } = server
    const { dimensionValues, linkDayTraffic, linkClicksDaily } = db.t
    const values = await db.orm
      .insert(dimensionValues)
      .values([
        { dimension: 'country', key: 'GB' },
        { dimension: 'country', key: 'US' },
        { dimension: 'referrer', key: 'news.example.com' },
      ])
      .returning()
    const [gb, us, news] = values.map((v) => v.id)
    await db.orm.insert(linkClicksDaily).values([
      { linkId: a, day: '2026-03-01', clicks: 3 },
      { linkId: a, day: '2026-03-03', clicks: 2 },
      { linkId: b, day: '2026-03-03', clicks: 7 },
      { linkId: b, day: '2026-02-28', clicks: 50 }, // before the range
      { linkId: theirs, day: '2026-03-02', clicks: 100 },
    ])
    await db.orm.insert(linkDayTraffic).values([
      { linkId: a, day: '2026-03-01', dimensions: `${gb}:3,${news}:3` },
      { linkId: a, day: '2026-03-03', dimensions: `${us}:2` },
      { linkId: b, day: '2026-03-03', dimensions: `${gb}:7,${news}:7` },
      { linkId: b, day: '2026-02-28', dimensions: `${us}:50` },
      { linkId: theirs, day: '2026-03-02', dimensions: `${us}:100` },
    ])
    const got = await owner('GET', '/api/stats/analytics?from=2026-03-01&to=2026-03-03')
    expect(got.status).toBe(200)
    expect(got.body).toEqual({
      from: '2026-03-01',
      to: '2026-03-03',
      days: [
        { day: '2026-03-01', clicks: 3 },
        { day: '2026-03-02', clicks: 0 },
        { day: '2026-03-03', clicks: 9 },
      ],
      links: [
        { id: b, shortCode: 'ws-bravo', title: null, clicks: 7 },
        { id: a, shortCode: 'ws-alpha', title: 'Alpha', clicks: 5 },
      ],
      countries: [
        { key: 'GB', clicks: 10 },
        { key: 'US', clicks: 2 },
      ],
      devices: [],
      browsers: [],
      os: [],
      referrers: [{ key: 'news.example.com', clicks: 10 }],
    })
    expect(got.body.links.map((l: { id: number }) => l.id)).not.toContain(quiet)
    const theirsAnswer = await other('GET', '/api/stats/analytics?from=2026-03-01&to=2026-03-03')
    expect(theirsAnswer.body.links).toEqual([{ id: theirs, shortCode: 'ws-theirs', title: null, clicks: 100 }])
    expect(theirsAnswer.body.countries).toEqual([{ key: 'US', clicks: 100 }])
    const fresh = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const empty = await fresh('GET', '/api/stats/analytics')
    expect(empty.status).toBe(200)
    expect(empty.body.days).toHaveLength(30)
    expect(empty.body.links).toEqual([])
  })

  test('needs a caller, and a range of real days of at most 366', async () => {
    expect((await apiClient(server.baseUrl)('GET', '/api/stats/analytics')).status).toBe(401)
    const owner = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    expect(await owner('GET', '/api/stats/analytics?from=2026-02-30&to=2026-03-03')).toMatchObject({
      status: 400,
      body: { message: messages.analytics.badDay },
    })
    expect(await owner('GET', '/api/stats/analytics?from=2026-03-04&to=2026-03-03')).toMatchObject({
      status: 400,
      body: { message: messages.analytics.badRange },
    })
    expect(await owner('GET', '/api/stats/analytics?from=2024-01-01&to=2026-01-01')).toMatchObject({
      status: 400,
      body: { message: messages.analytics.badRange },
    })
  })
})
