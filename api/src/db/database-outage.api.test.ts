// When the database cannot be reached, requests answer 503 database_unavailable with Retry-After within
// 2 s instead of hanging for the driver's 30 s connect timeout or answering 500 (issue 11), and recover by
// themselves when it is back. PostgreSQL through a proxy the test can cut; SQLite with its write lock held
// by another process.
import { Database as BunSqlite } from 'bun:sqlite'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anonKeyOf, signUpAndSignIn, type SignedInUser } from '../../test/auth-fixtures'
import { createPostgresDatabase, startTestServer, testEngines, type TestDatabase, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy'

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now()
  const result = await fn()
  return [result, performance.now() - started]
}

describe.each(testEngines.filter((e) => e === 'postgres'))('%s out of reach', () => {
  let database: TestDatabase
  let proxy: TcpProxy
  let server: TestServer
  let alice: SignedInUser
  let anonKey: string

  beforeAll(async () => {
    database = await createPostgresDatabase()
    const url = new URL(database.url)
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432))
    url.hostname = '127.0.0.1'
    url.port = String(proxy.port)
    server = await startTestServer({ engine: 'postgres', databaseUrl: url.toString() })
    alice = await signUpAndSignIn(server.baseUrl)
    anonKey = await anonKeyOf(server.baseUrl)
  })
  afterAll(async () => {
    await server?.stop()
    await proxy?.close()
    await database?.drop()
  })

  async function expectUnavailable() {
    const asAlice = apiClient(server.baseUrl, alice.accessToken)
    for (const request of [
      () => asAlice('POST', '/api/urls', { originalUrl: 'https://outage.example' }),
      () => asAlice('GET', '/api/urls'),
      () => apiClient(server.baseUrl)('GET', '/api/urls/by-code/never-cached'),
    ]) {
      const [res, ms] = await timed(request)
      expect([res.status, res.body.code]).toEqual([503, 'database_unavailable'])
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(ms).toBeLessThan(2000)
    }
    const [signIn, ms] = await timed(() =>
      fetch(`${server.baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ email: alice.email, password: 'anything-at-all' }),
      }),
    )
    expect([signIn.status, (await signIn.json()).code]).toEqual([503, 'database_unavailable'])
    expect(signIn.headers.get('retry-after')).toBeTruthy()
    expect(ms).toBeLessThan(2000)
  }

  async function expectBack() {
    const res = await apiClient(server.baseUrl, alice.accessToken)('POST', '/api/urls', { originalUrl: 'https://back.example' })
    expect(res.status).toBe(201)
  }

  test('refused connections (the database is down): 503 at once, then back to normal', async () => {
    await proxy.refuse()
    try {
      await expectUnavailable()
    } finally {
      await proxy.restore()
    }
    await expectBack()
  }, 30_000)

  test('connections that are never answered (the database hangs): 503 within 2 s, then back to normal', async () => {
    proxy.silence()
    try {
      await expectUnavailable()
    } finally {
      await proxy.restore()
    }
    await expectBack()
  }, 30_000)
})

describe('SQLite locked by another process', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine: 'sqlite' })
  })
  afterAll(() => server?.stop())

  test('a write that cannot get the lock within the busy timeout answers 503, and works once the lock is free', async () => {
    const asAnon = apiClient(server.baseUrl)
    const other = new BunSqlite(join(server.config.dataDir, 'snip.sqlite'))
    other.exec('PRAGMA busy_timeout = 5000')
    other.exec('BEGIN IMMEDIATE')
    try {
      const res = await asAnon('POST', '/api/urls', { originalUrl: 'https://locked.example' })
      expect([res.status, res.body.code]).toEqual([503, 'database_unavailable'])
      expect(res.headers.get('retry-after')).toBeTruthy()
    } finally {
      other.exec('ROLLBACK')
      other.close()
    }
    expect((await asAnon('POST', '/api/urls', { originalUrl: 'https://unlocked.example' })).status).toBe(201)
  }, 30_000)
})
