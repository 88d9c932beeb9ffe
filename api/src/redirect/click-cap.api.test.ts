// A click cap is exact (docs/decisions/0040): with maxClicks 100 and 300 follows at once, exactly
// 100 get the 302 and the rest the Link expired page (410) — on one instance on every engine, and with two
// instances on one PostgreSQL database (when TEST_DATABASE_URL is set), since each follow of a capped link
// takes its click with one atomic conditional UPDATE. A HEAD request is not a click: it takes none of the cap.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { createPostgresDatabase, startTestServer, testEngines, type TestDatabase, type TestServer } from '../../test/harness'
import { useSignedInServer } from '../../test/signed-in-server'
import { apiClient, followShortLink as follow } from '../../test/http-client'
import { clicksInDb } from '../../test/stored-clicks'
import { readUntil } from '../../test/waiting'

/** Follows `code` `n` times at once, spread over the given servers; the statuses counted. */
async function burst(baseUrls: string[], code: string, n: number): Promise<Record<number, number>> {
  const statuses = await Promise.all(Array.from({ length: n }, (_, i) => follow(baseUrls[i % baseUrls.length]!, code).then((r) => r.status)))
  const counted: Record<number, number> = {}
  for (const s of statuses) counted[s] = (counted[s] ?? 0) + 1
  return counted
}

describe.each(testEngines)('an exact click cap on %s', (engine) => {
  const signedIn = useSignedInServer({ engine })
  const { call } = signedIn

  test('300 concurrent follows of a link capped at 100: exactly 100 redirects, 200 Link expired', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/capped', maxClicks: 100 })).body
    expect(await burst([signedIn.server.baseUrl], link.shortCode, 300)).toEqual({ 302: 100, 410: 200 })
    expect(await clicksInDb(signedIn.server, link.id)).toEqual({ total: 100, daily: 100 })
    const listed = (await call('GET', '/api/urls')).body.find((l: { id: number }) => l.id === link.id)
    expect(listed).toMatchObject({ clicks: 100, expired: true })
  })

  test('HEAD takes none of the cap: after 20 HEADs a link capped at 3 still redirects 3 GETs, then HEAD sees it run out', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/capped-head', maxClicks: 3 })).body
    const head = () => follow(signedIn.server.baseUrl, link.shortCode, { method: 'HEAD' }).then((r) => r.status)
    for (let i = 0; i < 20; i++) expect(await head()).toBe(302)
    expect(await clicksInDb(signedIn.server, link.id)).toEqual({ total: 0, daily: 0 })
    for (let i = 0; i < 3; i++) {
      expect((await follow(signedIn.server.baseUrl, link.shortCode)).status).toBe(302)
      expect(await head()).toBe(i < 2 ? 302 : 410)
    }
    expect((await follow(signedIn.server.baseUrl, link.shortCode)).status).toBe(410)
    expect(await clicksInDb(signedIn.server, link.id)).toEqual({ total: 3, daily: 3 })
  })
})

if (testEngines.includes('postgres')) {
  describe('an exact click cap with two instances on one PostgreSQL database', () => {
    let database: TestDatabase
    let a: TestServer
    let b: TestServer

    beforeAll(async () => {
      database = await createPostgresDatabase()
      ;[a, b] = await Promise.all([
        startTestServer({ engine: 'postgres', databaseUrl: database.url }),
        startTestServer({ engine: 'postgres', databaseUrl: database.url }),
      ])
    })
    afterAll(async () => {
      await a?.stop()
      await b?.stop()
      await database?.drop()
    })

    test('300 follows at once through both: exactly 100 redirects', async () => {
      const call = apiClient(a.baseUrl, (await signUpAndSignIn(a.baseUrl)).accessToken)
      const link = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/capped-twice', maxClicks: 100 })).body
      expect(await burst([a.baseUrl, b.baseUrl], link.shortCode, 300)).toEqual({ 302: 100, 410: 200 })
      expect(await clicksInDb(a, link.id)).toEqual({ total: 100, daily: 100 })
      // Revived through one: the other follows it again at once (its cached "exhausted" is dropped by the edit;
      // polled for up to 250 ms, as multi-instance.test.ts does, for the other listener's scheduling).
      expect((await call('PUT', `/api/urls/${link.id}`, { maxClicks: 101 })).status).toBe(200)
      expect(
        await readUntil(
          async () => (await follow(b.baseUrl, link.shortCode)).status,
          (s) => s !== 410,
          250,
        ),
      ).toBe(302)
      expect((await follow(a.baseUrl, link.shortCode)).status).toBe(410)
    })
  })
}
