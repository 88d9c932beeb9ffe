// The API reads JSON bodies only (an import upload aside), and refuses anything else with 415 before
// anything parses it: a multipart form whose first field held a lone quote hid a later field nested
// 32,500 deep from the depth scan, the framework's form parser read it, and its validation error
// pretty-printed it (one anonymous 65 KB request froze every other for seconds and took gigabytes). Every
// body route of /api (read from the route table) and /auth/v1, on every engine.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorCodes, messages } from '../contracts'
import { signUpAndSignIn, type SignedInUser } from '../../test/auth-fixtures'
import { AUTH_BODY_ROUTES, jsonBodyRoutes } from '../../test/api-routes'
import { multipartBody } from '../../test/form-bodies'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const DEEP = nested(32_500) // 65 KB, the field from the issue
const MARKER = 'Refused9Value4Marker'

/** The field each route reads first, so the deep value sits where validation looks. */
const FIELD: Record<string, string> = {
  '/api/urls/bulk': 'urls',
  '/api/urls/claim': 'links',
  '/api/users': 'username',
  '/api/users/me': 'username',
  '/api/keys': 'name',
  '/api/tags/:id': 'name',
  '/api/reports': 'link',
  '/api/urls/bulk-actions': 'ids',
}
const fieldOf = (pattern: string) => FIELD[pattern] ?? (pattern.startsWith('/api/admin/') ? 'reason' : 'originalUrl')

/** The bodies no JSON route reads, each hiding the deep field behind a lone quote. */
function foreignBodies(field: string): { type: string; body: string }[] {
  return [
    multipartBody([
      ['note', '"'],
      [field, DEEP],
    ]),
    { type: 'application/x-www-form-urlencoded', body: `note=%22&${field}=${DEEP}` },
    { type: 'text/plain', body: `{"${field}":"${'x'.repeat(10)}"}` },
    { type: 'application/jsonp', body: '{}' },
  ]
}

/** The process's peak resident memory so far, in bytes (Linux). */
const peakMemory = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024

describe.each(testEngines)('bodies that are not JSON on %s', (engine) => {
  let server: TestServer
  let alice: SignedInUser
  const routes = jsonBodyRoutes()

  beforeAll(async () => {
    server = await startTestServer({ engine, env: { LOG_LEVEL: 'debug' } })
    alice = await signUpAndSignIn(server.baseUrl)
  })
  afterAll(() => server?.stop())

  const send = (method: string, path: string, type: string | undefined, body: string | Uint8Array<ArrayBuffer>) =>
    fetch(server.baseUrl + path, { method, headers: { authorization: `Bearer ${alice.accessToken}`, ...(type ? { 'content-type': type } : {}) }, body })

  test('the route table names the body routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20)
    expect(routes.map((r) => `${r.method} ${r.pattern}`)).toEqual(expect.arrayContaining(['POST /api/urls', 'POST /api/urls/bulk', 'PATCH /api/users/me']))
  })

  test.each(routes.map((r) => [r.method, r.pattern, r] as const))(
    '%s %s answers 415 to a form, text or no Content-Type; JSON with a charset is read',
    async (method, pattern, route) => {
      // (a body of bytes: fetch gives a string body the type text/plain)
      for (const { type, body } of [...foreignBodies(fieldOf(pattern)), { type: undefined, body: new TextEncoder().encode('{}') }]) {
        const res = await send(method, route.path, type, body)
        expect([type, res.status, await res.json()]).toEqual([type, 415, { code: errorCodes.unsupportedMediaType, message: messages.api.notJson }])
      }
      const json = await send(method, route.path, 'application/json; charset=UTF-8', `{"${fieldOf(pattern)}":${nested(3)}}`)
      expect(json.status).not.toBe(415)
      expect(json.status).toBeLessThan(500)
    },
  )

  test('a form with a deep field on every body route leaves other requests and the memory alone', async () => {
    const link = (await apiClient(server.baseUrl)('POST', '/api/urls', { originalUrl: 'https://alongside.example/' })).body
    await followShortLink(server.baseUrl, link.shortCode) // warm: the code is cached, as a popular link is
    const peakBefore = peakMemory()
    const bombs = routes.map((r) => {
      const { type, body } = multipartBody([
        ['note', '"'],
        [fieldOf(r.pattern), DEEP],
      ])
      return fetch(server.baseUrl + r.path, { method: r.method, headers: { 'content-type': type }, body })
    })
    const started = performance.now()
    const redirect = await followShortLink(server.baseUrl, link.shortCode)
    const elapsed = performance.now() - started
    const answers = await Promise.all(bombs)
    expect(redirect.status).toBe(302)
    // Generous for a loaded machine: the form used to hold every request for 9–28 s (the bench measures speed).
    expect(elapsed).toBeLessThan(3_000)
    expect(answers.map((r) => r.status)).toEqual(routes.map(() => 415))
    // generous: other test files share the process (the form used to take gigabytes)
    expect(peakMemory() - peakBefore).toBeLessThan(1024 * 1024 * 1024)
  })

  test('POST /api/urls/bulk nested 64,000 deep: refused as JSON, as a form and as text, never a 5xx', async () => {
    const deepest = nested(64_000)
    const statuses = []
    for (const [type, body] of [
      ['application/json', `{"urls":${deepest}}`],
      ...foreignBodies('urls').map((f) => [f.type, f.body.replace(DEEP, deepest)]),
    ] as const) {
      const res = await send('POST', '/api/urls/bulk', type, body)
      statuses.push(res.status)
      await res.text()
    }
    expect(statuses).toEqual([400, 415, 415, 415, 415])
  })

  test('a refused value is never written into the answer or the log', async () => {
    const value = `["${MARKER}",${nested(20)},{"${MARKER}":"${MARKER}"}]`
    for (const { method, path } of routes) {
      const res = await send(
        method,
        path,
        'application/json',
        `{"originalUrl":${value},"urls":${value},"username":${value},"name":${value},"links":${value},"ids":${value},"reason":${value},"link":${value},"password":${value}}`,
      )
      expect(res.status).toBeLessThan(500)
      expect(await res.text()).not.toContain(MARKER)
    }
    // malformed JSON too: the parser's own message quotes the token it stopped at
    for (const path of ['/api/urls', '/auth/v1/signup']) {
      const res = await send('POST', path, 'application/json', `{"email":${MARKER}}`)
      expect([path, res.status]).toEqual([path, 400])
      expect(await res.text()).not.toContain(MARKER)
    }
    expect(server.logs.filter((line) => line.includes(MARKER))).toEqual([])
  })

  test.each(AUTH_BODY_ROUTES.map((r) => [r.method, r.path] as const))(
    '%s %s answers 415 in its own shape to a form or text; JSON with a charset is read',
    async (method, path) => {
      for (const { type, body } of foreignBodies('data')) {
        const res = await fetch(server.baseUrl + path, { method, headers: { 'content-type': type, 'x-supabase-api-version': '2024-01-01' }, body })
        expect([type, res.status, (await res.json()).code]).toEqual([type, 415, 'bad_json'])
      }
      const json = await fetch(server.baseUrl + path, {
        method,
        headers: { 'content-type': 'application/json;charset=UTF-8', 'x-supabase-api-version': '2024-01-01' },
        body: '{}',
      })
      expect(json.status).not.toBe(415)
      // auth-js sends the JSON type on body-less requests too (POST /logout): an empty body is no body
      const empty = await fetch(server.baseUrl + path, { method, headers: { 'content-type': 'text/plain' } })
      expect(empty.status).not.toBe(415)
    },
  )
})
