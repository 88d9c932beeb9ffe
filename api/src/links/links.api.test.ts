// /api/urls over real HTTP on every engine: creation rules, ownership, codes, messages.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messages } from '../contracts'
import { linkSchema } from '../contracts/link'
import { signUpAndSignIn, type SignedInUser } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'

describe.each(testEngines)('links API on %s', (engine) => {
  let server: TestServer
  let alice: SignedInUser
  let bob: SignedInUser
  let anon: ReturnType<typeof apiClient>
  let asAlice: ReturnType<typeof apiClient>
  let asBob: ReturnType<typeof apiClient>

  beforeAll(async () => {
    server = await startTestServer({ engine })
    alice = await signUpAndSignIn(server.baseUrl)
    bob = await signUpAndSignIn(server.baseUrl)
    anon = apiClient(server.baseUrl)
    asAlice = apiClient(server.baseUrl, alice.accessToken)
    asBob = apiClient(server.baseUrl, bob.accessToken)
  })
  afterAll(() => server?.stop())

  test('an anonymous caller gets a 7-character random code from the URL-safe alphabet', async () => {
    const res = await anon('POST', '/api/urls', { originalUrl: 'https://example.com/page' })
    expect(res.status).toBe(201)
    expect(res.body.shortCode).toMatch(/^[A-Za-z0-9_-]{7}$/)
    expect(res.body).toMatchObject({ originalUrl: 'https://example.com/page', isActive: true, clicks: 0 })
    expect(typeof res.body.id).toBe('number')
    expect(new Date(res.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  test('random codes differ from one link to the next', async () => {
    const codes = new Set<string>()
    for (let i = 0; i < 20; i++) codes.add((await anon('POST', '/api/urls', { originalUrl: `https://example.com/${i}` })).body.shortCode)
    expect(codes.size).toBe(20)
  })

  test('prefixes https:// when the URL has no scheme', async () => {
    const res = await anon('POST', '/api/urls', { originalUrl: 'example.org/x?y=1' })
    expect(res.status).toBe(201)
    expect(res.body.originalUrl).toBe('https://example.org/x?y=1')
  })

  test('refuses a custom code from an anonymous caller with 401', async () => {
    const res = await anon('POST', '/api/urls', { originalUrl: 'https://example.com', shortCode: 'anon-code' })
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('Custom codes require account')
  })

  test.each(['abc', 'has space', 'a'.repeat(65)])(
    'tells an anonymous caller a custom code needs an account before judging its form (%j)',
    async (shortCode) => {
      const res = await anon('POST', '/api/urls', { originalUrl: 'https://example.com', shortCode })
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ code: 'custom_code_requires_account', message: 'Custom codes require account' })
    },
  )

  test('accepts a custom code from a signed-in user and keeps its case; its look-alikes are taken', async () => {
    const res = await asAlice('POST', '/api/urls', { originalUrl: 'https://example.com/c', shortCode: 'My_Code-1', isActive: false })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ shortCode: 'My_Code-1', isActive: false })
    const lower = await asAlice('POST', '/api/urls', { originalUrl: 'https://example.com/c', shortCode: 'my_code-1' })
    expect([lower.status, lower.body.code]).toEqual([400, 'short_code_taken'])
  })

  test('refuses a custom code that is already taken', async () => {
    await asAlice('POST', '/api/urls', { originalUrl: 'https://example.com', shortCode: 'taken1' })
    const res = await asBob('POST', '/api/urls', { originalUrl: 'https://example.com', shortCode: 'taken1' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ code: 'short_code_taken', message: 'Short code already in use' })
  })

  test.each(['about', 'terms', 'privacy', 'not-found', 'assets', '_astro', 'health', 'Login', 'metrics'])('refuses the reserved code %s', async (code) => {
    const res = await asAlice('POST', '/api/urls', { originalUrl: 'https://example.com', shortCode: code })
    expect([res.status, res.body]).toEqual([400, { code: 'short_code_taken', message: 'Short code already in use' }])
  })

  test.each(['favicon.ico', 'robots.txt'])('a file name the site serves can never be a code: %s', async (code) => {
    const res = await asAlice('POST', '/api/urls', { originalUrl: 'https://example.com', shortCode: code })
    expect([res.status, res.body]).toEqual([400, { code: 'validation_failed', message: 'Short code may only contain letters, digits, - and _' }])
  })

  test.each(['login', 'about', 'privacy', 'not-found'])('refuses the reserved code %s on create, PUT and PATCH', async (code) => {
    const created = await asAlice('POST', '/api/urls', { originalUrl: 'https://example.com/r' })
    for (const [method, path] of [
      ['POST', '/api/urls'],
      ['PUT', `/api/urls/${created.body.id}`],
      ['PATCH', `/api/urls/${created.body.id}`],
    ] as const) {
      const res = await asAlice(method, path, { originalUrl: 'https://example.com/r', shortCode: code })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ code: 'short_code_taken', message: 'Short code already in use' })
    }
  })

  test('accepts the limits themselves: a 4096-character target, 5- and 64-character codes', async () => {
    const url = `https://example.com/${'a'.repeat(4096 - 'https://example.com/'.length)}`
    expect(url.length).toBe(4096)
    const long = await asAlice('POST', '/api/urls', { originalUrl: url, shortCode: 'z'.repeat(64) })
    expect(long.status).toBe(201)
    expect(long.body).toMatchObject({ originalUrl: url, shortCode: 'z'.repeat(64) })
    expect((await asAlice('POST', '/api/urls', { originalUrl: 'https://example.com', shortCode: 'five5' })).status).toBe(201)
    expect((await asAlice('POST', '/api/urls', { originalUrl: `${url}b` })).body.message).toBe(messages.url.invalid)
  })

  test.each([
    [{ originalUrl: 'https://example.com', isActive: 'yes' }, messages.api.activeNotBoolean],
    [[1, 2], messages.api.bodyNotObject],
    ['"just a string"', messages.api.bodyNotObject],
    [null, messages.api.bodyNotObject],
  ])('answers a wrongly shaped body %j with a message of its own, not the validator’s', async (body, message) => {
    const res = await asAlice('POST', '/api/urls', body)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ code: 'validation_failed', message })
  })

  test.each([
    ['abcd', messages.shortCode.tooShort],
    ['a'.repeat(65), messages.shortCode.tooLong],
    ['has space', messages.shortCode.badCharacters],
    ['ünïcode', messages.shortCode.badCharacters],
  ])('refuses the malformed custom code %j', async (code, message) => {
    const res = await asAlice('POST', '/api/urls', { originalUrl: 'https://example.com', shortCode: code })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
  })

  test.each([
    ['', messages.url.required],
    ['   ', messages.url.required],
    ['javascript:alert(1)', messages.url.invalid],
    ['ftp://example.com/file', messages.url.invalid],
    ['mailto:someone@example.com', messages.url.invalid],
    ['https://user:secret@example.com/', messages.url.invalid],
    ['https://exa mple.com', messages.url.invalid],
    ['https://example.com/a\u0000b', messages.url.invalid],
    ['https://example.com/a\u001bb', messages.url.invalid],
    [`https://example.com/${'a'.repeat(4100)}`, messages.url.invalid],
    ['http://snip.test/abcdefg', messages.url.invalid],
    ['https://snip.test/abcdefg', messages.url.invalid],
    ['snip.test/abcdefg', messages.url.invalid],
    ['http://snip.test./abcdefg', messages.url.invalid],
    ['HTTPS://Snip.Test:443/abcdefg', messages.url.invalid],
  ])('refuses the target %j', async (originalUrl, message) => {
    const res = await anon('POST', '/api/urls', { originalUrl })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
  })

  test('refuses this very process under a loopback name (a redirect loop), but not other local ports', async () => {
    const port = new URL(server.baseUrl).port
    for (const target of [
      `${server.baseUrl}/abcdefg`,
      `http://localhost:${port}/x`,
      `http://[::1]:${port}/x`,
      `http://127.1.2.3:${port}/x`,
      `localhost:${port}`,
    ]) {
      const res = await asAlice('POST', '/api/urls', { originalUrl: target })
      expect([target, res.status, res.body.message]).toEqual([target, 400, messages.url.invalid])
    }
    const other = Number(port) === 65535 ? 65534 : Number(port) + 1
    expect((await asAlice('POST', '/api/urls', { originalUrl: `http://127.0.0.1:${other}/dev` })).status).toBe(201) // a dotless host such as localhost has no domain and TLD (decision 0047)
  })

  test('accepts other hosts and ports beside the site’s own', async () => {
    for (const originalUrl of ['https://docs.snip.test/page', 'http://snip.test:8080/page']) {
      expect((await anon('POST', '/api/urls', { originalUrl })).status).toBe(201)
    }
  })

  test('refuses a body without originalUrl', async () => {
    const res = await anon('POST', '/api/urls', {})
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(messages.url.required)
  })

  test('lists only the caller’s links, newest first; 401 without a token', async () => {
    const me = await signUpAndSignIn(server.baseUrl)
    const call = apiClient(server.baseUrl, me.accessToken)
    const a = (await call('POST', '/api/urls', { originalUrl: 'https://one.example' })).body
    const b = (await call('POST', '/api/urls', { originalUrl: 'https://two.example' })).body
    const list = await call('GET', '/api/urls')
    expect(list.status).toBe(200)
    expect(list.body.map((l: { id: number }) => l.id)).toEqual([b.id, a.id])
    // The described fields (contracts/link.ts), but takenDown, which only pages carry.
    expect(Object.keys(list.body[0]).sort()).toEqual(
      Object.keys(linkSchema.shape)
        .filter((key) => key !== 'takenDown')
        .sort(),
    )
    expect((await anon('GET', '/api/urls')).status).toBe(401)
  })

  test('never trusts x-user-id: it neither identifies nor impersonates', async () => {
    const mine = (await asAlice('POST', '/api/urls', { originalUrl: 'https://alice.example' })).body
    const spoofed = await anon('GET', '/api/urls', undefined, { 'x-user-id': alice.userId })
    expect(spoofed.status).toBe(401)
    const asBobClaimingAlice = await asBob('GET', '/api/urls', undefined, { 'x-user-id': alice.userId })
    expect(asBobClaimingAlice.body.find((l: { id: number }) => l.id === mine.id)).toBeUndefined()
    const del = await asBob('DELETE', `/api/urls/${mine.id}`, undefined, { 'x-user-id': alice.userId })
    expect(del.status).toBe(404)
  })

  test('refuses a forged or garbage token', async () => {
    expect((await apiClient(server.baseUrl, 'not-a-token')('GET', '/api/urls')).status).toBe(401)
    const [h, p] = alice.accessToken.split('.')
    expect((await apiClient(server.baseUrl, `${h}.${p}.AAAA`)('GET', '/api/urls')).status).toBe(401)
  })

  test('PUT edits target, code and activation of the owner’s link', async () => {
    const link = (await asAlice('POST', '/api/urls', { originalUrl: 'https://before.example' })).body
    const res = await asAlice('PUT', `/api/urls/${link.id}`, { originalUrl: 'after.example/path', shortCode: 'edited-code', isActive: false })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: link.id, originalUrl: 'https://after.example/path', shortCode: 'edited-code', isActive: false })
  })

  test('PUT with a blank code keeps the current code', async () => {
    const link = (await asAlice('POST', '/api/urls', { originalUrl: 'https://keep.example' })).body
    const res = await asAlice('PUT', `/api/urls/${link.id}`, { originalUrl: 'https://keep.example/2', shortCode: '', isActive: true })
    expect(res.status).toBe(200)
    expect(res.body.shortCode).toBe(link.shortCode)
  })

  test('PUT and PATCH refuse a code used by another link', async () => {
    await asBob('POST', '/api/urls', { originalUrl: 'https://b.example', shortCode: 'bobs-code' })
    const link = (await asAlice('POST', '/api/urls', { originalUrl: 'https://a.example' })).body
    const put = await asAlice('PUT', `/api/urls/${link.id}`, { originalUrl: 'https://a.example', shortCode: 'bobs-code', isActive: true })
    expect(put.status).toBe(400)
    expect(put.body.message).toBe('Short code already in use')
    const patch = await asAlice('PATCH', `/api/urls/${link.id}`, { shortCode: 'bobs-code' })
    expect(patch.status).toBe(400)
    expect(patch.body.code).toBe('short_code_taken')
  })

  test('PATCH changes only the code; it is required and at least 5 characters', async () => {
    const link = (await asAlice('POST', '/api/urls', { originalUrl: 'https://patch.example' })).body
    const res = await asAlice('PATCH', `/api/urls/${link.id}`, { shortCode: 'patched1' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ shortCode: 'patched1', originalUrl: 'https://patch.example' })
    expect((await asAlice('PATCH', `/api/urls/${link.id}`, {})).body.message).toBe(messages.shortCode.requiredHome)
    expect((await asAlice('PATCH', `/api/urls/${link.id}`, { shortCode: 'abc' })).status).toBe(400)
  })

  test('another user’s link, a missing link and a bad id are all 404 Link not found', async () => {
    const link = (await asAlice('POST', '/api/urls', { originalUrl: 'https://private.example' })).body
    for (const [method, body] of [
      ['PUT', { originalUrl: 'https://x.example' }],
      ['PATCH', { shortCode: 'stolen1' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await asBob(method, `/api/urls/${link.id}`, body)
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ code: 'link_not_found', message: 'Link not found' })
    }
    expect((await asAlice('DELETE', '/api/urls/99999999')).status).toBe(404)
    // beyond the id column's 32-bit range: PostgreSQL refused the parameter with a 500 before
    for (const [method, path] of [
      ['DELETE', '/api/urls/2147483648'],
      ['PUT', '/api/urls/99999999999'],
      ['GET', '/api/urls/2147483648/qrcode'],
    ] as const) {
      expect((await asAlice(method, path, method === 'PUT' ? { originalUrl: 'https://x.example' } : undefined)).status).toBe(404)
    }
    expect((await asAlice('DELETE', '/api/urls/abc')).status).toBe(404)
    expect((await anon('DELETE', `/api/urls/${link.id}`)).status).toBe(401)
    for (const path of ['/api/urls/abc', '/api/urls/0', '/api/urls/abc/qrcode'])
      expect((await anon(path.endsWith('qrcode') ? 'GET' : 'DELETE', path)).status).toBe(401)
    expect((await asAlice('GET', '/api/urls/abc/qrcode')).status).toBe(404)
    expect((await asAlice('GET', '/api/urls')).body.some((l: { id: number }) => l.id === link.id)).toBe(true)
  })

  test('DELETE removes the owner’s link', async () => {
    const link = (await asAlice('POST', '/api/urls', { originalUrl: 'https://gone.example' })).body
    expect((await asAlice('DELETE', `/api/urls/${link.id}`)).status).toBe(200)
    expect((await asAlice('GET', '/api/urls')).body.some((l: { id: number }) => l.id === link.id)).toBe(false)
    expect((await asAlice('DELETE', `/api/urls/${link.id}`)).status).toBe(404)
  })

  test('by-code resolves active links only', async () => {
    const link = (await asAlice('POST', '/api/urls', { originalUrl: 'https://resolve.example', shortCode: 'resolve-me' })).body
    expect(await anon('GET', '/api/urls/by-code/resolve-me')).toMatchObject({ status: 200, body: { originalUrl: 'https://resolve.example' } })
    await asAlice('PUT', `/api/urls/${link.id}`, { isActive: false })
    expect((await anon('GET', '/api/urls/by-code/resolve-me')).status).toBe(404)
    expect((await anon('GET', '/api/urls/by-code/RESOLVE-ME')).status).toBe(404)
    expect((await anon('GET', '/api/urls/by-code/never-made')).status).toBe(404)
  })
})

describe('anonymous creation rate limit', () => {
  test('answers 429 once an IP exceeds ANON_CREATE_LIMIT per minute; signed-in users are not limited', async () => {
    const server = await startTestServer({ env: { ANON_CREATE_LIMIT: '3' } })
    try {
      const anon = apiClient(server.baseUrl)
      const answers = []
      for (let i = 0; i < 4; i++) answers.push(await anon('POST', '/api/urls', { originalUrl: 'https://limit.example' }))
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429])
      // the answer says how long to wait: at most the limit's window of a minute
      expect(answers[3]!.headers.get('retry-after')).toBe('60')
      const user = await signUpAndSignIn(server.baseUrl)
      expect((await apiClient(server.baseUrl, user.accessToken)('POST', '/api/urls', { originalUrl: 'https://limit.example' })).status).toBe(201)
    } finally {
      await server.stop()
    }
  })
})

describe('by-code lookups of unknown codes', () => {
  test('are limited per IP like follows of unknown codes (NOT_FOUND_LIMIT per minute); found codes never are', async () => {
    const server = await startTestServer({ env: { NOT_FOUND_LIMIT: '3' } })
    try {
      const anon = apiClient(server.baseUrl)
      const user = await signUpAndSignIn(server.baseUrl)
      await apiClient(server.baseUrl, user.accessToken)('POST', '/api/urls', { originalUrl: 'https://found.example', shortCode: 'found-it' })
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await anon('GET', `/api/urls/by-code/probe-${i}`)).status)
      expect(statuses).toEqual([404, 404, 404, 429])
      const limited = await anon('GET', '/api/urls/by-code/probe-9')
      expect(limited.body).toEqual({ code: 'rate_limited', message: messages.api.rateLimited })
      expect(limited.headers.get('retry-after')).toBe('60')
      expect(await anon('GET', '/api/urls/by-code/found-it')).toMatchObject({ status: 200, body: { originalUrl: 'https://found.example' } })
    } finally {
      await server.stop()
    }
  })
})
