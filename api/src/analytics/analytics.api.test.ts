// Link analytics over real HTTP: given addresses, agents and referrers produce exactly the
// expected per-day counters; DNT/GPC clicks land in "not shared"; bots, previews, HEAD and prefetches are
// not clicks; the endpoints check ownership and ranges.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messages } from '../contracts'
import { expectedAfter, sendRound } from '../../test/analytics-load'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { readUntil } from '../../test/waiting'

const today = () => new Date().toISOString().slice(0, 10)

describe.each(testEngines)('link analytics on %s', (engine) => {
  let server: TestServer
  let owner: ReturnType<typeof apiClient>
  let linkId: number
  let token: string

  beforeAll(async () => {
    server = await startTestServer({ engine, env: { TRUST_PROXY: 'true', CLICK_DETAIL_WRITE_SECONDS: '1' } })
    token = (await signUpAndSignIn(server.baseUrl)).accessToken
    owner = apiClient(server.baseUrl, token)
    linkId = (await owner('POST', '/api/urls', { originalUrl: 'https://analytics.example/page', shortCode: 'stats-link' })).body.id
  })
  afterAll(() => server?.stop())

  test('counts clicks, their dimensions and the follows that are not clicks, exactly', async () => {
    await sendRound([server.baseUrl], 'stats-link')
    await sendRound([server.baseUrl], 'stats-link')
    const want = expectedAfter(2)
    const read = async () => (await owner('GET', `/api/urls/${linkId}/analytics`)).body
    const settled = (a: any) => a.days.at(-1).clicks === want.clicks && a.notShared === want.notShared && a.countries.length === 2 && a.bots === want.bots
    // Up to 20 s for the counts to settle (a write each second; a loaded CI machine can take several); then exact.
    await readUntil(read, settled, 20_000)
    await new Promise((r) => setTimeout(r, 1200)) // one more flush: nothing may be added twice
    const got = await read()
    expect(got.days).toHaveLength(30)
    expect(got.days.at(-1)).toEqual({ day: today(), clicks: want.clicks })
    expect(got.days.slice(0, -1).every((d: { clicks: number }) => d.clicks === 0)).toBe(true)
    const { clicks, ...rest } = want
    expect(got).toMatchObject(rest)
    expect(got.link).toEqual((await owner('GET', '/api/urls')).body.find((l: { id: number }) => l.id === linkId))
    expect(got.link.clicks).toBe(clicks) // the total counts the same clicks

    const exported = await owner('GET', '/api/users/me/export?format=json')
    const details = exported.body.links.find((l: { id: number }) => l.id === linkId).clickDetailsByDay
    expect(details.filter((d: { dimension: string }) => d.dimension === 'referrer')).toEqual(
      want.referrers.map((r) => ({ day: today(), dimension: 'referrer', ...r })).reverse(),
    )
    expect(details).toHaveLength(10) // two values of each of the five dimensions, nothing else
    const csv = await (await fetch(`${server.baseUrl}/api/users/me/export?format=csv`, { headers: { authorization: `Bearer ${token}` } })).text()
    expect(csv).toContain(`${today()}:referrer:news.example.com:${want.referrers[0]!.clicks}`)

    const daily = (await owner('GET', '/api/stats/clicks?days=7')).body.days
    expect(daily).toHaveLength(7)
    expect(daily.at(-1)).toEqual({ day: today(), clicks: want.clicks })
  })

  test('with CLICK_ANALYTICS=false clicks are counted and nothing else is derived or kept', async () => {
    const off = await startTestServer({ engine, env: { TRUST_PROXY: 'true', CLICK_DETAIL_WRITE_SECONDS: '1', CLICK_ANALYTICS: 'false' } })
    try {
      const call = apiClient(off.baseUrl, (await signUpAndSignIn(off.baseUrl)).accessToken)
      const id = (await call('POST', '/api/urls', { originalUrl: 'https://analytics.example/off', shortCode: 'stats-off' })).body.id
      await sendRound([off.baseUrl], 'stats-off')
      const want = expectedAfter(1)
      const read = async () => (await call('GET', `/api/urls/${id}/analytics`)).body
      await readUntil(read, (a: any) => a.days.at(-1).clicks === want.clicks, 8000)
      await new Promise((r) => setTimeout(r, 1200)) // a flush and a write later: still nothing derived
      const got = await read()
      expect({
        countries: got.countries,
        devices: got.devices,
        browsers: got.browsers,
        os: got.os,
        referrers: got.referrers,
        notShared: got.notShared,
        bots: got.bots,
      }).toEqual({ countries: [], devices: [], browsers: [], os: [], referrers: [], notShared: 0, bots: 0 })
    } finally {
      await off.stop()
    }
  })

  test("someone else's link is a 404, no token a 401, and bad ranges a 400 with the rule", async () => {
    const other = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    expect((await other('GET', `/api/urls/${linkId}/analytics`)).status).toBe(404)
    expect((await other('GET', '/api/urls/999999/analytics')).status).toBe(404)
    expect((await apiClient(server.baseUrl)('GET', `/api/urls/${linkId}/analytics`)).status).toBe(401)
    expect((await apiClient(server.baseUrl)('GET', '/api/stats/clicks')).status).toBe(401)
    expect(await owner('GET', `/api/urls/${linkId}/analytics?from=2026-02-30`)).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: messages.analytics.badDay },
    })
    for (const to of ['not-a-day', '2026-02-30', '']) {
      // without from: none is counted back from a day that is not one (it answered 500)
      expect(await owner('GET', `/api/urls/${linkId}/analytics?to=${to}`), to).toMatchObject({
        status: 400,
        body: { code: 'validation_failed', message: messages.analytics.badDay },
      })
    }
    expect(await owner('GET', `/api/urls/${linkId}/analytics?from=2026-03-02&to=2026-03-01`)).toMatchObject({
      status: 400,
      body: { message: messages.analytics.badRange },
    })
    expect(await owner('GET', `/api/urls/${linkId}/analytics?from=2024-01-01&to=2026-01-01`)).toMatchObject({
      status: 400,
      body: { message: messages.analytics.badRange },
    })
    expect(await owner('GET', '/api/stats/clicks?days=0')).toMatchObject({ status: 400, body: { message: messages.analytics.badDays } })
    const year = await owner('GET', `/api/urls/${linkId}/analytics?from=2025-01-01&to=2025-12-31`)
    expect(year.status).toBe(200)
    expect(year.body.days).toHaveLength(365)
    expect(year.body.days[0]).toEqual({ day: '2025-01-01', clicks: 0 })
  })
})
