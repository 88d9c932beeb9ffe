// NUL characters used to reach PostgreSQL, which refuses them in text: 500 internal_error (issue 11). Every
// string input now refuses NUL, and single-line text (names, addresses, codes) every control character,
// with a 400 on every engine, through /api and /auth/v1 alike (docs/decisions/0014).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messages } from '../contracts'
import { anonKeyOf, signUpAndSignIn, type SignedInUser } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'

describe.each(testEngines)('control characters on %s', (engine) => {
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
      headers: { apikey: anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })

  test('POST /api/users with a NUL or another control character in the username: 400', async () => {
    const call = apiClient(server.baseUrl, alice.accessToken)
    for (const username of ['a\u0000b', 'a\u0007b', 'a\nb', 'a\u007fb']) {
      const res = await call('POST', '/api/users', { username })
      expect([JSON.stringify(username), res.status, res.body]).toEqual([JSON.stringify(username), 400, { code: 'validation_failed', message: messages.api.controlCharacters }])
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
      await fetch(`${server.baseUrl}/auth/v1/verify?token=abc%00&type=signup&redirect_to=http://snip.test`, { redirect: 'manual', headers: { apikey: anonKey } }),
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
})
