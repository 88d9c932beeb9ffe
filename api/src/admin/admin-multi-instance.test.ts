// Two instances on one PostgreSQL database: a link an admin takes down through one stops
// redirecting on the other within 1 s, and so do links to a domain blocked through one, whether instances hear
// of changes through PostgreSQL's NOTIFY or Redis pub/sub. Registered only when
// TEST_DATABASE_URL is set (on SQLite there is one process per database file).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { createPostgresDatabase, startTestServer, testEngines, type TestDatabase, type TestServer } from '../../test/harness'
import { apiClient, followShortLink as follow } from '../../test/http-client'
import { startTestRedis, type TestRedis } from '../../test/redis-server'

/** Polls the status of a follow on `baseUrl` until it is `want` or `ms` pass; returns the last status and when. */
async function statusWithin(baseUrl: string, code: string, want: number, ms: number): Promise<{ status: number; afterMs: number }> {
  const start = performance.now()
  let status = (await follow(baseUrl, code)).status
  while (status !== want && performance.now() - start < ms) {
    await new Promise((r) => setTimeout(r, 20))
    status = (await follow(baseUrl, code)).status
  }
  return { status, afterMs: performance.now() - start }
}

// Without TEST_DATABASE_URL the suite is reported as skipped (one SQLite file has one process).
describe.runIf(testEngines.includes('postgres'))('with PostgreSQL (TEST_DATABASE_URL)', () => {
  describe.each(['notify', 'redis'] as const)('moderation on two instances sharing one PostgreSQL database (invalidation: %s)', (mode) => {
    let database: TestDatabase
    let redis: TestRedis | undefined
    let a: TestServer
    let b: TestServer
    let adminOnA: ReturnType<typeof apiClient>
    let userOnA: ReturnType<typeof apiClient>

    beforeAll(async () => {
      database = await createPostgresDatabase()
      redis = mode === 'redis' ? await startTestRedis() : undefined
      const env: Record<string, string> = { ADMIN_EMAILS: 'boss@example.com', ...(redis ? { REDIS_URL: redis.url, CACHE_INVALIDATION: 'redis' } : {}) }
      ;[a, b] = await Promise.all([
        startTestServer({ engine: 'postgres', databaseUrl: database.url, env }),
        startTestServer({ engine: 'postgres', databaseUrl: database.url, env }),
      ])
      adminOnA = apiClient(a.baseUrl, (await signUpAndSignIn(a.baseUrl, { email: 'boss@example.com' })).accessToken)
      userOnA = apiClient(a.baseUrl, (await signUpAndSignIn(a.baseUrl)).accessToken)
    })
    afterAll(async () => {
      await a?.stop()
      await b?.stop()
      await redis?.stop()
      await database?.drop()
    })

    test('a link taken down through one stops on the other within 1 s, and comes back the same way', async () => {
      const link = (await userOnA('POST', '/api/urls', { originalUrl: 'https://down.example' })).body
      expect((await follow(b.baseUrl, link.shortCode)).status).toBe(302) // cached on b
      expect((await adminOnA('POST', `/api/admin/links/${link.id}/disable`, { reason: 'Spam' })).status).toBe(200)
      expect((await statusWithin(b.baseUrl, link.shortCode, 410, 1000)).status).toBe(410)
      expect((await adminOnA('POST', `/api/admin/links/${link.id}/enable`)).status).toBe(200)
      expect((await statusWithin(b.baseUrl, link.shortCode, 302, 1000)).status).toBe(302)
    })

    test('a domain blocked through one stops its links on the other within 1 s', async () => {
      const link = (await userOnA('POST', '/api/urls', { originalUrl: 'https://www.later-blocked.example/x' })).body
      expect((await follow(b.baseUrl, link.shortCode)).status).toBe(302) // cached on b, blocklist read by b
      expect((await adminOnA('POST', '/api/admin/blocklist', { domain: 'later-blocked.example' })).status).toBe(200)
      expect((await statusWithin(b.baseUrl, link.shortCode, 410, 1000)).status).toBe(410)
    })
  })
})
