// Two Snip processes' worth of servers on one PostgreSQL database behave as one product: links, cache
// invalidation (LISTEN/NOTIFY), click totals (additive UPDATEs) and access tokens (signing key kept in the
// database). The two-instance suite is registered only when TEST_DATABASE_URL is set (on SQLite there is
// one process per database file); the invalidation contract every engine shares is checked always.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { createPostgresDatabase, startTestServer, testEngines, type TestDatabase, type TestServer } from '../../test/harness'
import { runCli } from '../../test/cli'
import { apiClient, followShortLink as follow } from '../../test/http-client'
import { startTestRedis, type TestRedis } from '../../test/redis-server'
import { clicksInDb } from '../../test/stored-clicks'
import { waitUntil } from '../../test/waiting'
import { localInvalidation } from './invalidation-channel'
import { createLinkCache } from './link-cache'

/** Polls `read` until `ok` or `ms` pass; returns the last value and when it was read. */
async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms: number): Promise<{ value: T; afterMs: number }> {
  const start = performance.now()
  let value = await read()
  while (!ok(value) && performance.now() - start < ms) {
    await new Promise((r) => setTimeout(r, 20))
    value = await read()
  }
  return { value, afterMs: performance.now() - start }
}

describe('cache invalidation (every engine)', () => {
  test('drops the code at once and refuses a lookup that started before it', async () => {
    const cache = createLinkCache()
    const channel = localInvalidation(cache)
    cache.set('abcde', { id: 1, url: 'https://old.example', isActive: true }, cache.generation)
    const seenBeforeEdit = cache.generation // a database lookup starts here…
    await channel.invalidate('abcde') // …an edit lands meanwhile…
    expect(cache.get('abcde')).toBeUndefined()
    cache.set('abcde', { id: 1, url: 'https://old.example', isActive: true }, seenBeforeEdit) // …its stale answer is not kept
    expect(cache.get('abcde')).toBeUndefined()
  })
})

if (testEngines.includes('postgres')) {
  // Both ways instances hear of a changed link: PostgreSQL's LISTEN/NOTIFY, and Redis pub/sub (for
  // PostgreSQL-compatible databases without it; decision 31). In Redis mode nothing listens on PostgreSQL.
  describe.each(['notify', 'redis'] as const)('two instances on one PostgreSQL database (invalidation: %s)', (mode) => {
    let database: TestDatabase
    let redis: TestRedis | undefined
    let a: TestServer
    let b: TestServer
    let onA: ReturnType<typeof apiClient>
    let env: Record<string, string>

    beforeAll(async () => {
      database = await createPostgresDatabase()
      redis = mode === 'redis' ? await startTestRedis() : undefined
      env = redis ? { REDIS_URL: redis.url, CACHE_INVALIDATION: 'redis', LOG_LEVEL: 'info' } : {}
      // Started together: migrations take turns (advisory lock) and both agree on one signing key.
      ;[a, b] = await Promise.all([
        startTestServer({ engine: 'postgres', databaseUrl: database.url, env }),
        startTestServer({ engine: 'postgres', databaseUrl: database.url, env }),
      ])
      onA = apiClient(a.baseUrl, (await signUpAndSignIn(a.baseUrl)).accessToken)
    })
    afterAll(async () => {
      await a?.stop()
      await b?.stop()
      await redis?.stop()
      await database?.drop()
    })

    test('tokens issued by one instance are accepted by the other, both ways', async () => {
      const fromA = await signUpAndSignIn(a.baseUrl)
      const fromB = await signUpAndSignIn(b.baseUrl)
      expect((await apiClient(b.baseUrl, fromA.accessToken)('GET', '/api/urls')).status).toBe(200)
      expect((await apiClient(a.baseUrl, fromB.accessToken)('GET', '/api/stats')).status).toBe(200)
      const made = await apiClient(b.baseUrl, fromA.accessToken)('POST', '/api/urls', { originalUrl: 'https://token.example' })
      expect(made.status).toBe(201)
      const listedOnA = (await apiClient(a.baseUrl, fromA.accessToken)('GET', '/api/urls')).body
      expect(listedOnA.map((l: { id: number }) => l.id)).toEqual([made.body.id])
    })

    test('a link created through one redirects through the other at once, even after a miss there', async () => {
      expect((await follow(b.baseUrl, 'made-on-a')).status).toBe(404) // b asked the database and found nothing
      expect((await onA('POST', '/api/urls', { originalUrl: 'https://created.example', shortCode: 'made-on-a' })).status).toBe(201)
      const res = await follow(b.baseUrl, 'made-on-a')
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('https://created.example#')
    })

    // "At once" for a person: the writer answers only after its own instance heard the notification, so the
    // other instance has it a moment later (PostgreSQL signals every listener at the same commit); the
    // follow here is retried for up to 250 ms to absorb the other listener's scheduling on a busy machine.
    test('an edit through one redirects correctly through the other at once', async () => {
      const locationOnB = (code: string) => async () => (await follow(b.baseUrl, code)).headers.get('location')
      const link = (await onA('POST', '/api/urls', { originalUrl: 'https://before.example', shortCode: 'edited-1' })).body
      expect((await follow(b.baseUrl, 'edited-1')).headers.get('location')).toBe('https://before.example#') // cached on b
      expect((await onA('PUT', `/api/urls/${link.id}`, { originalUrl: 'https://after.example' })).status).toBe(200)
      expect((await waitFor(locationOnB('edited-1'), (l) => l === 'https://after.example#', 250)).value).toBe('https://after.example#')
      expect((await onA('PATCH', `/api/urls/${link.id}`, { shortCode: 'edited-2' })).status).toBe(200)
      expect((await follow(b.baseUrl, 'edited-2')).headers.get('location')).toBe('https://after.example#') // never cached: exact
      expect(
        (
          await waitFor(
            async () => (await follow(b.baseUrl, 'edited-1')).status,
            (s) => s === 404,
            250,
          )
        ).value,
      ).toBe(404)
    })

    test('deactivation and deletion through one stop the redirect on the other within 1 s', async () => {
      for (const change of ['deactivate', 'delete'] as const) {
        const link = (await onA('POST', '/api/urls', { originalUrl: `https://${change}.example` })).body
        expect((await follow(b.baseUrl, link.shortCode)).status).toBe(302) // cached on b
        if (change === 'deactivate') expect((await onA('PUT', `/api/urls/${link.id}`, { isActive: false })).status).toBe(200)
        else expect((await onA('DELETE', `/api/urls/${link.id}`)).status).toBe(200)
        const { value: status } = await waitFor(
          async () => (await follow(b.baseUrl, link.shortCode)).status,
          (s) => s === 404,
          1000,
        )
        expect(status, `after ${change}`).toBe(404)
      }
    })

    // The CLI announces on the channel the servers hear (decision 52): in Redis mode nothing listens on PostgreSQL.
    test('a link disabled with the CLI stops redirecting on both instances within 1 s', async () => {
      const link = (await onA('POST', '/api/urls', { originalUrl: 'https://cli-disabled.example' })).body
      for (const server of [a, b]) expect((await follow(server.baseUrl, link.shortCode)).status).toBe(302) // cached on both
      const cli = await runCli(['links', 'disable', '--code', link.shortCode], { DATABASE_URL: database.url, ...env, LOG_LEVEL: 'silent' })
      expect(cli.code, cli.stderr).toBe(0)
      for (const server of [a, b]) {
        const { value: status } = await waitFor(
          async () => (await follow(server.baseUrl, link.shortCode)).status,
          (s) => s === 404,
          1000,
        )
        expect(status).toBe(404)
      }
    }, 30_000)

    test('clicks counted by both instances add up exactly, in the total and the day', async () => {
      const link = (await onA('POST', '/api/urls', { originalUrl: 'https://counted.example' })).body
      const answers = await Promise.all([
        ...Array.from({ length: 150 }, () => follow(a.baseUrl, link.shortCode)),
        ...Array.from({ length: 170 }, () => follow(b.baseUrl, link.shortCode)),
      ])
      expect(answers.every((r) => r.status === 302)).toBe(true)
      const read = () => clicksInDb(a, link.id) // staged clicks included
      const { value } = await waitFor(read, (c) => c.total >= 320 && c.daily >= 320, 5000)
      expect(value).toEqual({ total: 320, daily: 320 })
      await new Promise((r) => setTimeout(r, 1200)) // a further flush round adds nothing
      expect(await read()).toEqual({ total: 320, daily: 320 })
      const listed = (await onA('GET', '/api/urls')).body.find((l: { id: number }) => l.id === link.id)
      expect(listed.clicks).toBe(320)
    })

    // Redis mode only: with Redis gone, an edit cannot be announced; the other instance empties its cache every
    // second until Redis is back, so it follows the edit within about a second, and keeps redirecting.
    if (mode === 'redis')
      test('Redis down: redirects go on and an edit elsewhere is seen within about a second', async () => {
        const link = (await onA('POST', '/api/urls', { originalUrl: 'https://before-outage.example' })).body
        expect((await follow(b.baseUrl, link.shortCode)).headers.get('location')).toBe('https://before-outage.example#') // cached on b
        await redis!.stop()
        await waitUntil(() => b.logs.some((l) => l.includes('link changes from other instances are not heard')), 'the warning', 5000)
        expect((await follow(b.baseUrl, link.shortCode)).headers.get('location')).toBe('https://before-outage.example#') // cached on b again
        expect((await onA('PUT', `/api/urls/${link.id}`, { originalUrl: 'https://during-outage.example' })).status).toBe(200)
        const location = async () => (await follow(b.baseUrl, link.shortCode)).headers.get('location')
        expect((await waitFor(location, (l) => l === 'https://during-outage.example#', 2500)).value).toBe('https://during-outage.example#')
        await redis!.start()
        await waitUntil(
          () => b.logs.some((l) => l.includes('redis subscribed')) && b.logs.filter((l) => l.includes('redis subscribed')).length >= 2,
          'resubscribed',
          5000,
        )
        expect((await onA('PUT', `/api/urls/${link.id}`, { originalUrl: 'https://after-outage.example' })).status).toBe(200)
        expect((await waitFor(location, (l) => l === 'https://after-outage.example#', 250)).value).toBe('https://after-outage.example#')
      })
  })
}
