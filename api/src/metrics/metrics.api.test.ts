// GET /metrics over real HTTP on every engine: the token, the families, that each moves when its event
// happens, that no label holds what a client sent (marker values are searched for in the scrape), the
// off and METRICS_PORT modes, and the sample Grafana dashboard.
import { readFileSync } from 'node:fs'
import { networkInterfaces } from 'node:os'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink as follow } from '../../test/http-client'
import { scrape } from '../../test/metrics-scrape'
import { readUntil } from '../../test/waiting'

const TOKEN = 'metrics-token-for-the-tests-0123'
/** In every code, address, path and target these tests send: it must never reach a label. */
const MARK = 'mk7zq'
const SNIP_FAMILIES = [
  'snip_redirects_total',
  'snip_clicks_counted_total',
  'snip_clicks_flushed_total',
  'snip_click_flush_duration_seconds',
  'snip_click_flush_failures_total',
  'snip_link_cache_hits_total',
  'snip_link_cache_misses_total',
  'snip_link_cache_entries',
  'snip_http_request_duration_seconds',
  'snip_auth_events_total',
  'snip_db_wait_seconds',
]
const PROCESS_FAMILIES = [
  'process_cpu_seconds_total',
  'process_resident_memory_bytes',
  'process_open_fds',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_heap_size_used_bytes',
]

const PASSWORD = 'correct horse battery'
/** Auth requests, each test from an address of its own (TRUST_PROXY): the per-IP limits stay apart. */
const authPost = (baseUrl: string, path: string, from: string, body: unknown) =>
  fetch(`${baseUrl}/auth/v1/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify(body) })
const signIn = (baseUrl: string, from: string, email: string, password: string) => authPost(baseUrl, 'token?grant_type=password', from, { email, password })

async function signUpAndIn(baseUrl: string, from: string, email: string) {
  expect((await authPost(baseUrl, 'signup', from, { email, password: PASSWORD })).status).toBe(200)
  const session = await signIn(baseUrl, from, email, PASSWORD)
  expect(session.status).toBe(200)
  const body = (await session.json()) as { access_token: string; user: { id: string } }
  return { accessToken: body.access_token, userId: body.user.id }
}

test('the docs document both settings and list every family', () => {
  const configuration = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8')
  for (const setting of ['METRICS_TOKEN', 'METRICS_PORT']) expect(configuration, setting).toMatch(new RegExp(`^\\| \`${setting}\` \\|`, 'm'))
  const operations = readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8')
  const start = operations.indexOf('## Metrics')
  const end = operations.indexOf('\n## ', start + 1)
  const metricsSection = operations.slice(start, end === -1 ? undefined : end)
  for (const family of SNIP_FAMILIES) expect(metricsSection, family).toContain(`\`${family}\``)
})

describe.each(testEngines)('metrics on %s', (engine) => {
  describe('with METRICS_TOKEN', () => {
    let server: TestServer
    const read = () => scrape(`${server.baseUrl}/metrics`, TOKEN)

    beforeAll(async () => {
      server = await startTestServer({ engine, env: { METRICS_TOKEN: TOKEN, AUTH_RATE_LIMIT: '3', NOT_FOUND_LIMIT: '4', TRUST_PROXY: 'true' } })
    })
    afterAll(() => server?.stop())

    test('without the token, or with another one, /metrics is 401', async () => {
      const none = await fetch(`${server.baseUrl}/metrics`)
      expect(none.status).toBe(401)
      expect(none.headers.get('www-authenticate')).toBe('Bearer')
      expect((await none.json()).code).toBe('unauthorized')
      expect((await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401)
      expect((await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN.slice(1)}` } })).status).toBe(401)
      const ok = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      expect(ok.status).toBe(200)
      expect(ok.headers.get('content-type')).toContain('text/plain; version=0.0.4')
    })

    test('every family is there, process metrics included', async () => {
      const s = await read()
      for (const family of [...SNIP_FAMILIES, ...PROCESS_FAMILIES]) expect(s.families, family).toContain(family)
      expect(s.value('process_resident_memory_bytes')).toBeGreaterThan(0)
    })

    test('each family moves when its event happens', async () => {
      const before = await read()
      const from = '198.51.100.1'
      const email = `moves${Date.now().toString(36)}@example.com`
      const user = await signUpAndIn(server.baseUrl, from, email)
      const call = apiClient(server.baseUrl, user.accessToken)
      const link = (await call('POST', '/api/urls', { originalUrl: 'https://moves.example/' })).body
      expect((await call('PUT', `/api/urls/${link.id}`, { originalUrl: 'https://moves.example/' })).status).toBe(200)
      expect((await follow(server.baseUrl, link.shortCode)).status).toBe(302) // a miss: the edit cleared the code
      expect((await follow(server.baseUrl, link.shortCode)).status).toBe(302) // a hit
      const notFound = await Promise.all([1, 2, 3, 4, 5].map(() => follow(server.baseUrl, 'nothing-here', { headers: { 'x-forwarded-for': from } })))
      expect(notFound.map((r) => r.status).sort()).toEqual([404, 404, 404, 404, 429])
      expect((await signIn(server.baseUrl, from, email, 'not the password')).status).toBe(400)
      expect((await signIn(server.baseUrl, from, email, 'not the password')).status).toBe(400)
      expect((await signIn(server.baseUrl, from, email, 'not the password')).status).toBe(429)
      expect((await fetch(`${server.baseUrl}/api/urls`, { method: 'PROPFIND' })).status).toBe(501)

      const after = await readUntil(read, (s) => s.value('snip_clicks_flushed_total') >= before.value('snip_clicks_flushed_total') + 2)
      const moved = (name: string, labels?: Record<string, string>) => after.value(name, labels) - before.value(name, labels)
      expect(moved('snip_redirects_total', { outcome: 'redirected' })).toBe(2)
      expect(moved('snip_redirects_total', { outcome: 'not_found' })).toBe(4)
      expect(moved('snip_redirects_total', { outcome: 'rate_limited' })).toBe(1)
      expect(moved('snip_clicks_counted_total')).toBe(2)
      expect(moved('snip_clicks_flushed_total')).toBe(2)
      expect(moved('snip_click_flush_duration_seconds_count')).toBeGreaterThanOrEqual(1)
      expect(moved('snip_link_cache_hits_total')).toBeGreaterThanOrEqual(1)
      expect(moved('snip_link_cache_misses_total')).toBeGreaterThanOrEqual(2) // the link, then the unknown code
      expect(after.value('snip_link_cache_entries')).toBeGreaterThanOrEqual(1)
      expect(moved('snip_auth_events_total', { event: 'sign_in' })).toBe(1)
      expect(moved('snip_auth_events_total', { event: 'sign_in_failed' })).toBe(2)
      expect(moved('snip_auth_events_total', { event: 'rate_limited' })).toBe(1)
      expect(moved('snip_db_wait_seconds_count', { wait: 'transaction' })).toBeGreaterThanOrEqual(2) // sign-up, sign-in
      const timed = (route: string, method: string, status: string) => moved('snip_http_request_duration_seconds_count', { route, method, status })
      expect(timed('/api/urls', 'POST', '2xx')).toBe(1)
      expect(timed('/api/urls/:id', 'PUT', '2xx')).toBe(1)
      expect(timed('/auth/v1/token', 'POST', '2xx')).toBe(1)
      expect(timed('/auth/v1/token', 'POST', '4xx')).toBe(3)
      // A method Snip does not implement is the caller's mistake: a client error, never a server error.
      expect(moved('snip_http_request_duration_seconds_count', { method: 'other', status: '4xx' })).toBe(1)
      expect(moved('snip_http_request_duration_seconds_count', { status: '5xx' })).toBe(0)
      // follows of short links are counted above, not timed
      expect(after.text).not.toMatch(/route="\/:code"/)
    })

    test('no label holds a code, an id, an e-mail address, a target or a client address', async () => {
      const email = `${MARK}-person@example.com`
      const from = '203.0.113.77'
      const user = await signUpAndIn(server.baseUrl, from, email)
      const call = apiClient(server.baseUrl, user.accessToken)
      const link = (await call('POST', '/api/urls', { originalUrl: `https://${MARK}-target.example/${MARK}`, shortCode: `${MARK}code` })).body
      const forwarded = { 'x-forwarded-for': from }
      await follow(server.baseUrl, link.shortCode, { headers: forwarded })
      await follow(server.baseUrl, `${MARK}none`, { headers: forwarded })
      await call('GET', `/api/urls/${link.id}`)
      await call('GET', `/api/urls/by-code/${MARK}code`)
      await call('GET', `/api/${MARK}/nothing`)
      await fetch(`${server.baseUrl}/auth/v1/${MARK}`, { headers: forwarded })
      await fetch(`${server.baseUrl}/${MARK}/deep/page`)
      await fetch(`${server.baseUrl}/about?${MARK}=1`, { method: `${MARK.toUpperCase()}X` }).catch(() => {})
      expect((await signIn(server.baseUrl, from, email, 'wrong password here')).status).toBe(400)

      const s = await readUntil(read, (r) => r.value('snip_http_request_duration_seconds_count', { route: '/api/*' }) >= 1)
      const labelValues = [...s.text.matchAll(/="((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!)
      expect(labelValues.length).toBeGreaterThan(20)
      for (const secret of [MARK, user.userId, from, '127.0.0.1', '@', `/api/urls/${link.id}`]) {
        expect(
          labelValues.filter((v) => v.toLowerCase().includes(secret.toLowerCase())),
          secret,
        ).toEqual([])
      }
      expect(s.text.toLowerCase()).not.toContain(MARK)
      const routes = new Set([...s.text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]))
      expect(routes).toContain('/api/urls/:id')
      expect(routes).toContain('/api/*')
      expect(routes).toContain('/auth/v1/*')
      expect(routes).toContain('site')
    })

    test('the Grafana dashboard is JSON naming only families the scrape has, and shows every Snip family', async () => {
      const dashboard = JSON.parse(readFileSync(new URL('../../../docs/grafana-dashboard.json', import.meta.url), 'utf8'))
      const exprs: string[] = []
      const collect = (node: unknown) => {
        if (Array.isArray(node)) node.forEach(collect)
        else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) k === 'expr' && typeof v === 'string' ? exprs.push(v) : collect(v)
      }
      collect(dashboard)
      expect(exprs.length).toBeGreaterThanOrEqual(SNIP_FAMILIES.length)
      const named = new Set(
        exprs.flatMap((e) => [...e.matchAll(/\b((?:snip|process|nodejs)_[a-z0-9_]+)/g)].map((m) => m[1]!.replace(/_(bucket|sum|count)$/, ''))),
      )
      const s = await read()
      for (const family of named) expect(s.families, family).toContain(family)
      for (const family of SNIP_FAMILIES) expect(named, family).toContain(family)
    })
  })

  test('metrics off (no METRICS_TOKEN or METRICS_PORT): /metrics is 404', async () => {
    const server = await startTestServer({ engine })
    try {
      expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404)
      expect((await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404)
      expect(server.metricsUrl).toBeUndefined()
    } finally {
      await server.stop()
    }
  })

  test('METRICS_PORT: served on 127.0.0.1 only, without a token; /metrics on the main port is 404', async () => {
    const server = await startTestServer({ engine, env: { METRICS_PORT: '0' } })
    try {
      const url = new URL(server.metricsUrl!)
      expect(url.hostname).toBe('127.0.0.1')
      expect(url.port).not.toBe(new URL(server.baseUrl).port)
      const s = await scrape(`${url.origin}/metrics`)
      expect(s.families).toContain('snip_redirects_total')
      expect((await fetch(`${url.origin}/api/health`)).status).toBe(404)
      expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404)
      // Not reachable on the machine's other addresses.
      const external = Object.values(networkInterfaces())
        .flat()
        .find((a) => a && a.family === 'IPv4' && !a.internal)
      expect(external, 'a non-loopback IPv4 address to try').toBeDefined()
      await expect(fetch(`http://${external!.address}:${url.port}/metrics`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow()
    } finally {
      await server.stop()
    }
  })
})
