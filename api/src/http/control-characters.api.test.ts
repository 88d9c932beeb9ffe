// NUL characters used to reach PostgreSQL, which refuses them in text: 500 internal_error. Every
// string input now refuses NUL, and single-line text (names, addresses, codes) every control character,
// with a 400 on every engine, through /api and /auth/v1 alike (docs/decisions/0014). Unpaired UTF-16
// surrogates are refused with NUL by one rule for every text field, with one message unless the field's spec
// has its own; a well-formed emoji (a surrogate pair) is text (docs/decisions/0069). User metadata rides in
// every access token, so it is bounded in size; so are a second factor's names.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { limits, messages } from '../contracts'
import { anonKeyOf, signUpAndSignIn, type SignedInUser } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'

const refused = { status: 400, body: { code: 'validation_failed', message: messages.api.unsafeText } }
const LONE_HIGH = '\ud800'
const LONE_LOW = '\udc00'

describe.each(testEngines)('control characters, NUL and unpaired surrogates on %s', (engine) => {
  let server: TestServer
  let alice: SignedInUser
  let anonKey: string

  beforeAll(async () => {
    server = await startTestServer({ engine })
    alice = await signUpAndSignIn(server.baseUrl)
    anonKey = await anonKeyOf(server.baseUrl)
  })
  afterAll(() => server?.stop())

  const auth = (method: string, path: string, body: unknown, token?: string) =>
    fetch(`${server.baseUrl}/auth/v1${path}`, {
      method,
      headers: {
        apikey: anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
  const authJson = async (...args: Parameters<typeof auth>) => {
    const res = await auth(...args)
    return { status: res.status, body: await res.json() }
  }

  test('POST /api/users with a NUL or another control character in the username: 400', async () => {
    const call = apiClient(server.baseUrl, alice.accessToken)
    for (const username of ['a\u0000b', 'a\u0007b', 'a\nb', 'a\u007fb']) {
      const res = await call('POST', '/api/users', { username })
      expect([JSON.stringify(username), res.status, res.body]).toEqual([
        JSON.stringify(username),
        400,
        { code: 'validation_failed', message: messages.api.controlCharacters },
      ])
    }
    expect((await call('POST', '/api/users', { username: 'plain name' })).status).toBe(200)
  })

  test('a NUL anywhere in an /api body or URL: 400, never a 500', async () => {
    const call = apiClient(server.baseUrl, alice.accessToken)
    const link = (await call('POST', '/api/urls', { originalUrl: 'https://nul.example' })).body
    const answers = [
      await call('GET', '/api/urls/by-code/abc%00def'),
      await call('GET', `/api/urls/${link.id}/qrcode?format=svg%00`),
      await call('POST', '/api/urls', { originalUrl: 'https://nul.example/a\u0000b' }),
      await call('POST', '/api/urls', { originalUrl: 'https://nul.example', shortCode: 'abc\u0000def' }),
      await call('PUT', `/api/urls/${link.id}`, { originalUrl: 'https://nul.example', shortCode: 'nul\u0000x', isActive: true }),
    ]
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400])
    for (const a of answers) expect(a.body.code).toBe('validation_failed')
    expect(answers[2]!.body.message).toBe(messages.url.invalid) // each field keeps the spec's own message
    expect(answers[3]!.body.message).toBe(messages.shortCode.badCharacters)
  })

  test('/auth/v1: a NUL in the e-mail of sign-in and sign-up, in sign-up data and in user_metadata: 400', async () => {
    const answers = [
      await auth('POST', '/token?grant_type=password', { email: 'a\u0000b@example.com', password: 'whatever-password' }),
      await auth('POST', '/signup', { email: 'a\u0000b@example.com', password: 'long-enough-password' }),
      await auth('POST', '/signup', { email: 'nul-data@example.com', password: 'long-enough-password', data: { name: 'a\u0000b' } }),
      await auth('POST', '/signup', { email: 'nul-key@example.com', password: 'long-enough-password', data: { 'a\u0000b': 1 } }),
      await auth('PUT', '/user', { data: { nested: { deeper: ['x\u0000'] } } }, alice.accessToken),
      await auth('POST', '/recover', { email: 'a\u0000b@example.com' }),
      await fetch(`${server.baseUrl}/auth/v1/verify?token=abc%00&type=signup&redirect_to=http://snip.test`, {
        redirect: 'manual',
        headers: { apikey: anonKey },
      }),
    ]
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 400, 400])
    for (const a of answers.slice(0, 6)) expect((await a.json()).code).toBe('validation_failed')
  })

  test('other control characters in an e-mail address are an invalid format', async () => {
    const res = await auth('POST', '/signup', { email: 'a\u0007b@example.com', password: 'long-enough-password' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'validation_failed', message: 'Unable to validate email address: invalid format' })
  })

  test('a literal backslash followed by u0000 is six ordinary characters, not a NUL', async () => {
    const res = await auth('PUT', '/user', { data: { note: 'back\\u0000slash' } }, alice.accessToken)
    expect(res.status).toBe(200)
    expect((await res.json()).user_metadata.note).toBe('back\\u0000slash')
  })

  test("a link's note: create and update refuse NUL and unpaired surrogates; an emoji and line breaks are kept", async () => {
    const call = apiClient(server.baseUrl, alice.accessToken)
    for (const note of ['a\u0000b', `a${LONE_HIGH}b`, `a${LONE_LOW}`, `${LONE_LOW}${LONE_HIGH}`]) {
      expect(await call('POST', '/api/urls', { originalUrl: 'https://note.example', note }), JSON.stringify(note)).toMatchObject(refused)
    }
    const link = await call('POST', '/api/urls', { originalUrl: 'https://note.example', note: 'line one\nline two 🎉' })
    expect(link).toMatchObject({ status: 201, body: { note: 'line one\nline two 🎉' } })
    expect(await call('PUT', `/api/urls/${link.body.id}`, { originalUrl: 'https://note.example', note: 'x\u0000' })).toMatchObject(refused)
    expect(await call('PUT', `/api/urls/${link.body.id}`, { originalUrl: 'https://note.example', note: LONE_HIGH })).toMatchObject(refused)
    const kept = (await call('GET', '/api/urls')).body.find((l: { id: number }) => l.id === link.body.id)
    expect(kept.note).toBe('line one\nline two 🎉')
  })

  test('a URL with an unpaired surrogate is not a valid URL (it was stored with U+FFFD in its place), alone or on a bulk line', async () => {
    const call = apiClient(server.baseUrl, alice.accessToken)
    const invalid = { status: 400, body: { code: 'validation_failed', message: messages.url.invalid } }
    expect(await call('POST', '/api/urls', { originalUrl: `https://surrogate.example/x${LONE_HIGH}y` })).toMatchObject(invalid)
    expect(await call('POST', '/api/urls', { originalUrl: 'https://surrogate.example/', fallbackUrl: `https://fallback.example/${LONE_LOW}` })).toMatchObject({
      status: 400,
    })
    const bulk = await call('POST', '/api/urls/bulk', { urls: [`https://surrogate.example/${LONE_LOW}`, 'https://surrogate.example/🎉'] })
    expect(bulk).toMatchObject({ status: 200, body: { created: 1, failed: 1 } })
    expect(bulk.body.results[0]).toMatchObject({ line: 1, code: 'validation_failed', message: messages.url.invalid })
  })

  test('bulk actions: matching.q and matching.tag refuse NUL and unpaired surrogates', async () => {
    const call = apiClient(server.baseUrl, alice.accessToken)
    for (const matching of [{ q: 'a\u0000' }, { q: LONE_HIGH }, { tag: 'a\u0000' }, { tag: LONE_LOW }]) {
      expect(await call('POST', '/api/urls/bulk-actions', { action: 'deactivate', matching }), JSON.stringify(matching)).toMatchObject(refused)
    }
    expect(await call('POST', '/api/urls/bulk-actions', { action: 'deactivate', matching: { q: 'nothing-matches-🎉' } })).toMatchObject({
      status: 200,
      body: { changed: 0 },
    })
  })

  test('claim: a shortCode with a NUL or an unpaired surrogate', async () => {
    const call = apiClient(server.baseUrl, alice.accessToken)
    for (const shortCode of ['abc\u0000def', `abc${LONE_HIGH}`]) {
      expect(await call('POST', '/api/urls/claim', { links: [{ shortCode, token: 'whatever' }] }), JSON.stringify(shortCode)).toMatchObject(refused)
    }
  })

  test('PATCH /api/users/me: a username with an unpaired surrogate', async () => {
    const call = apiClient(server.baseUrl, alice.accessToken)
    expect(await call('PATCH', '/api/users/me', { username: `name${LONE_HIGH}` })).toMatchObject(refused)
    expect(await call('PATCH', '/api/users/me', { username: `name${LONE_LOW}x` })).toMatchObject(refused)
  })

  test('/auth/v1 user metadata: unpaired surrogates in keys and values, at any depth', async () => {
    const signup = (data: unknown) =>
      authJson('POST', '/signup', { email: `surrogate${Math.random().toString(36).slice(2)}@example.com`, password: 'long-enough-password', data })
    expect(await signup({ name: `a${LONE_HIGH}` })).toMatchObject(refused)
    expect(await signup({ [`k${LONE_LOW}`]: 1 })).toMatchObject(refused)
    expect(await signup({ a: { b: [1, { [LONE_HIGH]: 'x' }] } })).toMatchObject(refused)
    expect(await authJson('PUT', '/user', { data: { nested: { deeper: [`x${LONE_LOW}`] } } }, alice.accessToken)).toMatchObject(refused)
    expect(await authJson('PUT', '/user', { data: { [`x${LONE_HIGH}`]: true } }, alice.accessToken)).toMatchObject(refused)
    expect(await authJson('PUT', '/user', { data: { mood: '🎉' } }, alice.accessToken)).toMatchObject({ status: 200, body: { user_metadata: { mood: '🎉' } } })
  })

  test('POST /auth/v1/factors: an issuer or friendly_name with an unpaired surrogate or too long is a 400', async () => {
    const enrol = (extra: Record<string, unknown>) => authJson('POST', '/factors', { factor_type: 'totp', ...extra }, alice.accessToken)
    expect(await enrol({ issuer: `Snip${LONE_HIGH}` })).toMatchObject(refused)
    expect(await enrol({ friendly_name: `phone${LONE_LOW}` })).toMatchObject(refused)
    const tooLong = { status: 400, body: { code: 'validation_failed', message: messages.api.factorNameTooLong } }
    expect(await enrol({ issuer: 'x'.repeat(3000) })).toMatchObject(tooLong)
    expect(await enrol({ friendly_name: 'x'.repeat(limits.factorNameMax + 1) })).toMatchObject(tooLong)
    // within the length, yet written twice percent-encoded (9 characters each) it is more than a QR code holds
    expect(await enrol({ issuer: '€'.repeat(limits.factorNameMax) })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: messages.api.issuerTooLongForQr },
    })
    expect(await enrol({ issuer: 'x'.repeat(limits.factorNameMax), friendly_name: 'y'.repeat(limits.factorNameMax) })).toMatchObject({
      status: 200,
      body: { type: 'totp' },
    })
  })

  test('user metadata is bounded in size, on sign-up and on PUT /auth/v1/user (merged), so the token fits a header', async () => {
    const tooLarge = { status: 400, body: { code: 'validation_failed', message: messages.api.userMetadataTooLarge } }
    const email = `big${Math.random().toString(36).slice(2)}@example.com`
    expect(
      await authJson('POST', '/signup', { email, password: 'long-enough-password', data: { bio: 'x'.repeat(limits.userMetadataMaxBytes) } }),
    ).toMatchObject(tooLarge)
    // UTF-8 bytes count, not characters: 1,500 euro signs are 4,500 bytes
    expect(await authJson('POST', '/signup', { email, password: 'long-enough-password', data: { bio: '€'.repeat(1500) } })).toMatchObject(tooLarge)
    const bob = await signUpAndSignIn(server.baseUrl)
    const half = 'x'.repeat(limits.userMetadataMaxBytes / 2)
    expect(await authJson('PUT', '/user', { data: { a: half } }, bob.accessToken)).toMatchObject({ status: 200 })
    expect(await authJson('PUT', '/user', { data: { b: half } }, bob.accessToken)).toMatchObject(tooLarge)
    // removing a key makes room again
    expect(await authJson('PUT', '/user', { data: { a: null, b: half } }, bob.accessToken)).toMatchObject({ status: 200, body: { user_metadata: { b: half } } })
    const session = await authJson('POST', '/token?grant_type=password', { email: bob.email, password: 'correct horse battery' })
    expect(session.status).toBe(200)
    expect(await apiClient(server.baseUrl, session.body.access_token)('GET', '/api/urls')).toMatchObject({ status: 200 })
  })
})
