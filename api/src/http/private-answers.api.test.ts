// Answers holding tokens or someone's own data say `Cache-Control: no-store`: every /auth/v1 answer, and every
// /api answer to a request with credentials. Public pages and the short links' redirects keep their own.
import { describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { testEngines } from '../../test/harness'
import { followShortLink } from '../../test/http-client'
import { useSignedInServer } from '../../test/signed-in-server'

describe.each(testEngines)('private answers are not stored (%s)', (engine) => {
  const signedIn = useSignedInServer({ engine })
  const { call } = signedIn
  const base = () => signedIn.server.baseUrl
  const post = (path: string, body: unknown) =>
    fetch(base() + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  test('token answers, refusals included', async () => {
    const user = await signUpAndSignIn(base())
    const signIn = await post('/auth/v1/token?grant_type=password', { email: user.email, password: 'correct horse battery' })
    expect(signIn.status).toBe(200)
    expect(signIn.headers.get('cache-control')).toBe('no-store')
    const refresh = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: user.refreshToken })
    expect(refresh.status).toBe(200)
    expect(refresh.headers.get('cache-control')).toBe('no-store')
    const wrong = await post('/auth/v1/token?grant_type=password', { email: user.email, password: 'not it' })
    expect(wrong.status).toBe(400)
    expect(wrong.headers.get('cache-control')).toBe('no-store')
  })

  test('GET /auth/v1/user and the e-mail link redirect', async () => {
    const user = await signUpAndSignIn(base())
    const me = await fetch(`${base()}/auth/v1/user`, { headers: { authorization: `Bearer ${user.accessToken}` } })
    expect(me.status).toBe(200)
    expect(me.headers.get('cache-control')).toBe('no-store')
    const verify = await fetch(`${base()}/auth/v1/verify?token=nope&type=recovery`, { redirect: 'manual' })
    expect(verify.status).toBe(303)
    expect(verify.headers.get('cache-control')).toBe('no-store')
  })

  test('every /api GET with credentials', async () => {
    await call('POST', '/api/urls', { originalUrl: 'https://private.example/' })
    for (const path of ['/api/urls', '/api/users/me', '/api/users/me/sessions', '/api/tags']) {
      const answer = await call('GET', path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('cache-control'), path).toBe('no-store')
    }
  })

  test('public pages and short-link redirects keep their own headers', async () => {
    expect((await fetch(`${base()}/about`)).headers.get('cache-control')).toBe('no-cache')
    const link = (await call('POST', '/api/urls', { originalUrl: 'https://public.example/' })).body
    expect((await followShortLink(base(), link.shortCode)).headers.get('cache-control')).toBe('private, no-store')
  })
})
