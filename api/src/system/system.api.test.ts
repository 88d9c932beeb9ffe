// Health, config, docs, error shapes, body limits and request logs over real HTTP (security headers:
// http/security-headers.api.test.ts).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'

describe.each(testEngines)('system endpoints on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine, env: { LOG_LEVEL: 'info' } })
  })
  afterAll(() => server?.stop())

  test('health answers 200 {status:"ok"} when the database answers', async () => {
    expect(await apiClient(server.baseUrl)('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } })
  })

  test('config gives the site its public settings', async () => {
    const { body } = await apiClient(server.baseUrl)('GET', '/api/config')
    expect(body).toMatchObject({ publicUrl: 'http://snip.test', supabaseUrl: server.baseUrl, emailEnabled: false })
    expect(typeof body.supabaseAnonKey).toBe('string')
    expect(body.supabaseAnonKey.length).toBeGreaterThan(10)
  })

  test('config names the origin the browser used: behind a trusted proxy, X-Forwarded-Proto and -Host', async () => {
    const behind = await startTestServer({ engine, env: { TRUST_PROXY: 'true' } })
    try {
      const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'sn.example:8443' }
      const proxied = await apiClient(behind.baseUrl)('GET', '/api/config', undefined, headers)
      expect(proxied.body.supabaseUrl).toBe('https://sn.example:8443')
      expect(proxied.headers.get('cache-control')).toBe('no-store')
      // Without TRUST_PROXY the same headers are ignored.
      expect((await apiClient(server.baseUrl)('GET', '/api/config', undefined, headers)).body.supabaseUrl).toBe(server.baseUrl)
    } finally {
      await behind.stop()
    }
  })

  test('the anon key is not an identity', async () => {
    const { body } = await apiClient(server.baseUrl)('GET', '/api/config')
    expect((await apiClient(server.baseUrl, body.supabaseAnonKey)('GET', '/api/urls')).status).toBe(401)
  })

  test('the OpenAPI document lists the routes and /api/docs is a self-hosted page', async () => {
    const doc = await apiClient(server.baseUrl)('GET', '/api/docs/json')
    expect(doc.status).toBe(200)
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/urls', '/api/urls/{id}', '/api/stats', '/api/urls/{id}/qrcode', '/api/users/me']))
    const page = await fetch(`${server.baseUrl}/api/docs`)
    const html = await page.text()
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(html).not.toMatch(/https?:\/\/(?!snip)/i)
  })

  test('malformed JSON is 400, an oversized body 413, an unknown API path 404 — all JSON', async () => {
    const call = apiClient(server.baseUrl)
    expect(await call('POST', '/api/urls', '{"originalUrl":')).toMatchObject({ status: 400, body: { code: 'malformed_json' } })
    const big = JSON.stringify({ originalUrl: `https://example.com/${'a'.repeat(70 * 1024)}` })
    expect(await call('POST', '/api/urls', big)).toMatchObject({ status: 413, body: { code: 'payload_too_large' } })
    // Without a Content-Length (chunked), the body is read only up to the limit.
    const streamed = (text: string) =>
      fetch(`${server.baseUrl}/api/urls`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new ReadableStream({
          start(c) {
            for (let i = 0; i < text.length; i += 8192) c.enqueue(new TextEncoder().encode(text.slice(i, i + 8192)))
            c.close()
          },
        }),
      })
    const chunked = await streamed(big)
    expect(chunked.status).toBe(413)
    expect(await chunked.json()).toMatchObject({ code: 'payload_too_large' })
    expect(chunked.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(chunked.headers.get('x-content-type-options')).toBe('nosniff')
    const small = await streamed(JSON.stringify({ originalUrl: 'https://chunked.example/ok' }))
    expect(small.status).toBe(201)
    expect(await small.json()).toMatchObject({ originalUrl: 'https://chunked.example/ok' })
    expect(await call('GET', '/api/no-such-thing')).toMatchObject({ status: 404, body: { code: 'not_found' } })
  })

  test('/api/ready: 200 with every shipped migration applied, 503 when one is missing', async () => {
    const ready = await apiClient(server.baseUrl)('GET', '/api/ready')
    expect(ready.status).toBe(200)
    expect(ready.body.status).toBe('ready')
    expect(ready.body.migrations.applied).toBe(ready.body.migrations.shipped)
    expect(ready.body.migrations.shipped).toBeGreaterThanOrEqual(4)
    const driver = server.db.driver
    const forget = async (sqlText: string) => (driver.dialect === 'sqlite' ? driver.client.exec(sqlText) : driver.client.unsafe(sqlText))
    const [table, key] = driver.dialect === 'postgres' ? ['drizzle.__drizzle_migrations', 'id'] : ['__drizzle_migrations', 'rowid']
    await forget(`create table forgotten_migration as select * from ${table} where ${key} = (select max(${key}) from ${table})`)
    await forget(`delete from ${table} where ${key} = (select max(${key}) from ${table})`)
    try {
      const notReady = await apiClient(server.baseUrl)('GET', '/api/ready')
      expect([notReady.status, notReady.body.status]).toEqual([503, 'migrating'])
    } finally {
      await forget(`insert into ${table} select * from forgotten_migration`)
      await forget('drop table forgotten_migration')
    }
    expect((await apiClient(server.baseUrl)('GET', '/api/ready')).status).toBe(200)
  })

  test('logs one JSON line per request without IP addresses, tokens or query strings', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    // a marker no request id can contain by chance (ids are base-36 letters and digits)
    await fetch(`${server.baseUrl}/api/urls?secret=qs_marker_Z`, { headers: { authorization: `Bearer ${user.accessToken}` } })
    const lines = server.logs.map((l) => JSON.parse(l) as Record<string, unknown>)
    const line = lines.filter((l) => l.path === '/api/urls' && l.method === 'GET').at(-1)
    expect(line).toMatchObject({ msg: 'request', status: 200 })
    expect(typeof line?.requestId).toBe('string')
    expect(typeof line?.ms).toBe('number')
    const all = server.logs.join('\n')
    expect(all).not.toContain('127.0.0.1')
    expect(all).not.toContain(user.accessToken)
    expect(all).not.toContain('qs_marker_Z')
  })

  test('API paths are logged by route: ids and codes become :id and :code', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const call = apiClient(server.baseUrl, user.accessToken)
    const { body: link } = await call('POST', '/api/urls', { originalUrl: 'https://example.com/logged' })
    await call('GET', `/api/urls/by-code/${link.shortCode}`)
    await call('PATCH', `/api/urls/${link.id}`, { shortCode: 'logged-code' })
    await call('GET', `/api/urls/${link.id}/qrcode?format=svg`)
    const paths = server.logs
      .map((l) => JSON.parse(l))
      .filter((l) => l.msg === 'request')
      .map((l) => `${l.method} ${l.path}`)
    expect(paths).toEqual(expect.arrayContaining(['GET /api/urls/by-code/:code', 'PATCH /api/urls/:id', 'GET /api/urls/:id/qrcode']))
    const all = server.logs.join('\n')
    expect(all).not.toContain(link.shortCode)
    expect(all).not.toContain('logged-code')
  })

  test('a follow is logged with the route /:code, not the code (privacy); LOG_LEVEL=debug shows the code', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const { body: link } = await apiClient(server.baseUrl, user.accessToken)('POST', '/api/urls', { originalUrl: 'https://example.com/followed' })
    const debugServer = await startTestServer({ engine, env: { LOG_LEVEL: 'debug' } })
    try {
      const debugUser = await signUpAndSignIn(debugServer.baseUrl)
      const { body: debugLink } = await apiClient(debugServer.baseUrl, debugUser.accessToken)('POST', '/api/urls', {
        originalUrl: 'https://example.com/followed',
      })
      const before = server.logs.length
      for (const [target, code] of [
        [server, link.shortCode],
        [server, 'no-such-code'],
        [debugServer, debugLink.shortCode],
        [debugServer, 'no-such-code'],
      ] as const) {
        const res = await followShortLink(target.baseUrl, code)
        await res.body?.cancel()
      }
      const requestsIn = (lines: string[]) => lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request' && l.method === 'GET')
      expect(requestsIn(server.logs.slice(before)).map((l) => [l.path, l.status])).toEqual([
        ['/:code', 302],
        ['/:code', 404],
      ])
      expect(server.logs.slice(before).join('\n')).not.toContain(link.shortCode)
      expect(
        requestsIn(debugServer.logs)
          .filter((l) => !l.path.startsWith('/api/') && !l.path.startsWith('/auth/'))
          .map((l) => [l.path, l.status]),
      ).toEqual([
        [`/${debugLink.shortCode}`, 302],
        ['/no-such-code', 404],
      ])
    } finally {
      await debugServer.stop()
    }
  })
})

describe('failures', () => {
  test('health answers 503 when the database does not, and a 500 never shows a stack', async () => {
    const server = await startTestServer({ env: { LOG_LEVEL: 'error' } })
    const user = await signUpAndSignIn(server.baseUrl)
    await server.db.close()
    try {
      const health = await apiClient(server.baseUrl)('GET', '/api/health')
      expect(health.status).toBe(503)
      const res = await apiClient(server.baseUrl, user.accessToken)('GET', '/api/urls')
      expect(res.status).toBe(500)
      expect(res.body).toEqual({ code: 'internal_error', message: 'Something went wrong on our side. Please try again.' })
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/)
      const logged = server.logs.map((l) => JSON.parse(l)).find((l) => l.level === 'error')
      expect(logged?.requestId).toBeTruthy()
    } finally {
      await server.stop().catch(() => {})
    }
  })
})
