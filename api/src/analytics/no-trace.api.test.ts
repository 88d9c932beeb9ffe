// After a load of follows, nothing of the people who followed is anywhere: no table row, no
// byte of the SQLite files (database, WAL) and no log line (debug level: every line the server writes)
// holds a test address, user agent or the referrer's path or query. An address the country lookup does not
// know (private, documentation, unique-local IPv6) is analysed like any other and counted as "unknown".
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DESKTOP_AGENT, expectedAfter, GB_IP, PHONE_AGENT, PRIVATE_IP, sendRound, US_IP } from '../../test/analytics-load'
import { allRows } from '../../test/all-rows'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { readUntil } from '../../test/waiting'
import { UNKNOWN_COUNTRY } from './country-lookup'

/** Addresses with no country in the lookup; followed without DNT/GPC, so they are analysed. */
const COUNTRYLESS = ['10.44.71.9', '192.168.213.57', '203.0.113.161', 'fd3c:9a51:7e02::4b1d']
const NEEDLES = [...COUNTRYLESS, GB_IP, US_IP, PRIVATE_IP, PHONE_AGENT, DESKTOP_AGENT, 'marker-7f3a', 'marker-9c1e', 'secret-story-path', 'private-query']

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** No table row, log line or (SQLite) byte of the data folder holds any of the needles. */
async function expectNowhere(server: TestServer, needles: string[]) {
  const dump = JSON.stringify(await allRows(server.db))
  for (const needle of needles) expect(dump, needle).not.toContain(needle)
  for (const needle of needles)
    expect(
      server.logs.filter((l) => l.includes(needle)),
      needle,
    ).toEqual([])
  if (server.engine !== 'sqlite') return
  const files = filesUnder(server.config.dataDir)
  expect(files.some((f) => /\.db$|\.sqlite/.test(f))).toBe(true)
  for (const file of files) {
    const bytes = readFileSync(file)
    for (const needle of needles) expect(bytes.includes(Buffer.from(needle)), `${needle} in ${file}`).toBe(false)
  }
}

describe.each(testEngines)('no trace of visitors on %s', (engine) => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer({ engine, env: { TRUST_PROXY: 'true', LOG_LEVEL: 'debug', CLICK_DETAIL_WRITE_SECONDS: '1' } })
  })
  afterAll(() => server?.stop())

  test('no table, database file or log line holds a test address, agent or referrer path', async () => {
    const owner = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const { id } = (await owner('POST', '/api/urls', { originalUrl: 'https://trace.example/', shortCode: 'no-trace' })).body
    for (let i = 0; i < 5; i++) await sendRound([server.baseUrl], 'no-trace')
    const want = expectedAfter(5)
    const analysed = await readUntil(
      async () => (await owner('GET', `/api/urls/${id}/analytics`)).body,
      (a) => a.countries[0]?.clicks === want.countries[0]!.clicks && a.notShared === want.notShared,
      8000,
    )
    expect(analysed).toMatchObject({ countries: want.countries, referrers: want.referrers, bots: want.bots }) // the load really was analysed

    expect(JSON.stringify(await allRows(server.db))).toContain('news.example.com') // the dump is the real one…
    expect(server.logs.length).toBeGreaterThan(10) // follows were logged, at debug
    await expectNowhere(server, NEEDLES) // …and holds none of them
  })

  test('an address with no country is counted as "unknown", and kept nowhere', async () => {
    const owner = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const { id } = (await owner('POST', '/api/urls', { originalUrl: 'https://trace.example/countryless', shortCode: 'no-country' })).body
    for (const ip of COUNTRYLESS) {
      const res = await followShortLink(server.baseUrl, 'no-country', { headers: { 'x-forwarded-for': ip, 'user-agent': DESKTOP_AGENT } })
      expect(res.status).toBe(302)
    }
    const analysed = await readUntil(
      async () => (await owner('GET', `/api/urls/${id}/analytics`)).body,
      (a) => a.countries.reduce((n: number, c: { clicks: number }) => n + c.clicks, 0) === COUNTRYLESS.length,
      8000,
    )
    expect(analysed).toMatchObject({ countries: [{ key: UNKNOWN_COUNTRY, clicks: COUNTRYLESS.length }], notShared: 0 })
    await expectNowhere(server, COUNTRYLESS)
  })
})
