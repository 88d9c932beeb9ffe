// The last 48 hours over real HTTP on every engine, on the server's test clock (docs/decisions/0078): clicks
// followed at several hours come back per hour on the link's and the workspace's answers (period=48h),
// exactly, staged clicks included; the hours are labelled in the account's time zone, which the account
// chooses (an IANA name Intl knows; a wrong one is a 400 that changes nothing).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messages } from '../contracts'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { readUntil } from '../../test/waiting'

const HOUR = 3_600_000
/** An hour's 30th minute: the flush that stages a step's clicks happens within the same hour. */
const NOW = Date.parse('2026-06-15T12:30:00Z')
const hourStart = (ms: number) => new Date(Math.floor(ms / HOUR) * HOUR).toISOString()

describe.each(testEngines)('hourly analytics on %s', (engine) => {
  let server: TestServer
  let owner: ReturnType<typeof apiClient>
  let clock = NOW
  const ids: number[] = []

  beforeAll(async () => {
    server = await startTestServer({ engine, now: () => clock })
    owner = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    for (const code of ['hours-a', 'hours-b'])
      ids.push((await owner('POST', '/api/urls', { originalUrl: `https://hours.example/${code}`, shortCode: code })).body.id)
  })
  afterAll(() => server?.stop())

  const hourly = async (path: string) => (await owner('GET', path)).body.hourly as { timeZone: string; hours: { hour: string; clicks: number }[] }
  const sumOf = (hours: { clicks: number }[]) => hours.reduce((n, h) => n + h.clicks, 0)

  /**
   * Follows `code` `n` times with the clock `hoursAgo` before NOW, and waits until the flush has staged them:
   * the workspace's current hour (the clock's) then holds `inThisHour` clicks.
   */
  async function clicksAt(hoursAgo: number, code: string, n: number, inThisHour: number) {
    clock = NOW - hoursAgo * HOUR
    for (let i = 0; i < n; i++) expect((await followShortLink(server.baseUrl, code)).status).toBe(302)
    const read = () => hourly('/api/stats/analytics?period=48h')
    const got = await readUntil(read, (h) => h.hours.at(-1)!.clicks === inThisHour, 10_000)
    expect(got.hours.at(-1)).toEqual({ hour: hourStart(clock), clicks: inThisHour })
  }

  test('answer every hour of the last 48, oldest first, equal to the clicks followed in each, for a link and for the workspace', async () => {
    await clicksAt(70, 'hours-a', 2, 2) // 70 hours before NOW: outside the window (and its days) of the answers read at NOW
    await clicksAt(30, 'hours-a', 3, 3)
    await clicksAt(2, 'hours-a', 2, 2)
    await clicksAt(2, 'hours-b', 1, 3)
    await clicksAt(0, 'hours-a', 4, 4)
    clock = NOW
    const link = (await owner('GET', `/api/urls/${ids[0]}/analytics?period=48h`)).body
    expect(link.hourly.timeZone).toBe('UTC')
    expect(link.hourly.hours).toHaveLength(48)
    expect(link.hourly.hours[0].hour).toBe(hourStart(NOW - 47 * HOUR))
    expect(link.hourly.hours.at(-1).hour).toBe(hourStart(NOW))
    const nonZero = (hours: { hour: string; clicks: number }[]) => Object.fromEntries(hours.filter((h) => h.clicks > 0).map((h) => [h.hour, h.clicks]))
    expect(nonZero(link.hourly.hours)).toEqual({ [hourStart(NOW - 30 * HOUR)]: 3, [hourStart(NOW - 2 * HOUR)]: 2, [hourStart(NOW)]: 4 })
    expect(link.link.clicks).toBe(11) // the link's total counts the 2 clicks 70 hours ago as well
    // the days of the same answer are the UTC days the 48 hours touch, and count the same clicks there
    expect(link.from).toBe(new Date(NOW - 47 * HOUR).toISOString().slice(0, 10))
    expect(link.to).toBe(new Date(NOW).toISOString().slice(0, 10))
    expect(sumOf(link.days)).toBe(9)

    const all = (await owner('GET', '/api/stats/analytics?period=48h')).body
    expect(nonZero(all.hourly.hours)).toEqual({ [hourStart(NOW - 30 * HOUR)]: 3, [hourStart(NOW - 2 * HOUR)]: 3, [hourStart(NOW)]: 4 })
    expect(all.hourly.hours).toHaveLength(48)
    // without period=48h, nothing hourly
    expect((await owner('GET', '/api/stats/analytics')).body.hourly).toBeUndefined()
    expect((await owner('GET', `/api/urls/${ids[0]}/analytics`)).body.hourly).toBeUndefined()
  })

  test("a capped link's clicks, taken in the database at once, count in their hour too", async () => {
    clock = NOW - 3 * HOUR
    const { id } = (await owner('POST', '/api/urls', { originalUrl: 'https://hours.example/capped', shortCode: 'hours-capped', maxClicks: 100 })).body
    for (let i = 0; i < 2; i++) expect((await followShortLink(server.baseUrl, 'hours-capped')).status).toBe(302)
    clock = NOW
    const { hourly: hours, link } = (await owner('GET', `/api/urls/${id}/analytics?period=48h`)).body
    expect(link.clicks).toBe(2)
    expect(hours.hours.filter((h: { clicks: number }) => h.clicks > 0)).toEqual([{ hour: hourStart(NOW - 3 * HOUR), clicks: 2 }])
  })

  test('refuses another period, or 48h with days, with the rule', async () => {
    for (const query of ['period=24h', 'period=48h&from=2026-06-01', 'period=48h&to=2026-06-15', 'period=']) {
      for (const path of [`/api/urls/${ids[0]}/analytics?${query}`, `/api/stats/analytics?${query}`]) {
        expect(await owner('GET', path), path).toMatchObject({ status: 400, body: { code: 'validation_failed', message: messages.analytics.badPeriod } })
      }
    }
  })

  test("the account's time zone: UTC until chosen, any IANA name Intl knows, a wrong one refused with nothing changed", async () => {
    expect(await owner('GET', '/api/users/me/time-zone')).toMatchObject({ status: 200, body: { timeZone: 'UTC', chosen: false } })
    expect(await owner('PUT', '/api/users/me/time-zone', { timeZone: 'asia/kolkata' })).toMatchObject({
      status: 200,
      body: { timeZone: 'Asia/Kolkata', chosen: true },
    })
    for (const timeZone of ['Mars/Olympus_Mons', '', 'UTC+2', 5, 'Europe/Paris\u0000']) {
      expect(await owner('PUT', '/api/users/me/time-zone', { timeZone }), String(timeZone)).toMatchObject({
        status: 400,
        body: { code: 'validation_failed', message: messages.analytics.badTimeZone },
      })
    }
    expect((await owner('PUT', '/api/users/me/time-zone', {})).status).toBe(400)
    expect((await owner('GET', '/api/users/me/time-zone')).body).toEqual({ timeZone: 'Asia/Kolkata', chosen: true }) // nothing lost
    expect((await hourly('/api/stats/analytics?period=48h')).timeZone).toBe('Asia/Kolkata')
    expect((await hourly(`/api/urls/${ids[0]}/analytics?period=48h`)).timeZone).toBe('Asia/Kolkata')
    expect((await apiClient(server.baseUrl)('PUT', '/api/users/me/time-zone', { timeZone: 'UTC' })).status).toBe(401)
    expect(await owner('PUT', '/api/users/me/time-zone', { timeZone: null })).toMatchObject({ status: 200, body: { timeZone: 'UTC', chosen: false } })
  })
})
