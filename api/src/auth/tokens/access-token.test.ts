// verifyAccessToken (the product API's identity check) accepts exactly the tokens of live sessions.
import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonKeyOf, signUpAndSignIn } from '../../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../../test/harness'
import { createLogger } from '../../http/logger'
import { createAuthService, type AuthService } from '../index'
import { SIGNING_KEY_SETTING } from './signing-key'

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')

describe.each(testEngines)('access tokens (%s)', (engine) => {
  let server: TestServer
  let auth: AuthService
  let key: Uint8Array

  beforeAll(async () => {
    server = await startTestServer({ engine })
    // A second instance on the same database: it must agree on the generated signing key.
    auth = await createAuthService({ config: server.config, db: server.db, logger: createLogger('silent') })
    const { serverSettings } = server.db.t
    const [row] = await server.db.orm.select().from(serverSettings).where(eq(serverSettings.key, SIGNING_KEY_SETTING))
    key = new TextEncoder().encode(row!.value)
  })
  afterAll(async () => {
    await auth?.stop()
    await server?.stop()
  })

  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, any>
  const resign = (claims: Record<string, unknown>, signingKey = key) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(signingKey)

  it('every instance on one database derives the same anon key from the stored signing key', async () => {
    expect(auth.anonKey).toBe(await anonKeyOf(server.baseUrl))
  })

  it('accepts a fresh token and returns the actor with the contract claims', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const actor = await auth.verifyAccessToken(user.accessToken)
    expect(actor).toEqual({ userId: user.userId, email: user.email, sessionId: expect.any(String) })
    const claims = claimsOf(user.accessToken)
    expect(claims).toMatchObject({
      iss: 'http://snip.test/auth/v1',
      sub: user.userId,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email: user.email,
      phone: '',
      is_anonymous: false,
      session_id: actor!.sessionId,
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    })
    expect(claims.exp - claims.iat).toBe(3600)
  })

  it('refuses a tampered token', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const other = await signUpAndSignIn(server.baseUrl)
    const [h, , s] = user.accessToken.split('.')
    const forged = `${h}.${b64({ ...claimsOf(user.accessToken), sub: other.userId })}.${s}`
    expect(await auth.verifyAccessToken(forged)).toBeNull()
  })

  it('refuses a token signed with another key', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const wrongKey = new TextEncoder().encode('another-secret-that-is-long-enough-0123456789')
    expect(await auth.verifyAccessToken(await resign(claimsOf(user.accessToken), wrongKey))).toBeNull()
  })

  it('refuses alg: none', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claimsOf(user.accessToken))}.`
    expect(await auth.verifyAccessToken(unsigned)).toBeNull()
    const res = await fetch(`${server.baseUrl}/auth/v1/user`, { headers: { Authorization: `Bearer ${unsigned}` } })
    expect(res.status).toBe(403)
    expect((await res.json()).code).toBe('bad_jwt')
  })

  it('refuses an expired token, here and on GET /user', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const now = Math.floor(Date.now() / 1000)
    const expired = await resign({ ...claimsOf(user.accessToken), iat: now - 7200, exp: now - 3600 })
    const control = await resign({ ...claimsOf(user.accessToken), iat: now, exp: now + 3600 })
    expect(await auth.verifyAccessToken(control)).not.toBeNull()
    expect(await auth.verifyAccessToken(expired)).toBeNull()
    const res = await fetch(`${server.baseUrl}/auth/v1/user`, { headers: { Authorization: `Bearer ${expired}` } })
    expect(res.status).toBe(403)
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect((await res.json()).code).toBe('bad_jwt')
  })

  it('refuses the token of a signed-out (revoked) session, and a session id that never existed', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    expect(await auth.verifyAccessToken(user.accessToken)).not.toBeNull()
    const unknown = await resign({ ...claimsOf(user.accessToken), session_id: crypto.randomUUID() })
    expect(await auth.verifyAccessToken(unknown)).toBeNull()
    const res = await fetch(`${server.baseUrl}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json;charset=UTF-8' },
    })
    expect(res.status).toBe(204)
    expect(await auth.verifyAccessToken(user.accessToken)).toBeNull()
  })

  it('refuses a session that belongs to another user', async () => {
    const a = await signUpAndSignIn(server.baseUrl)
    const b = await signUpAndSignIn(server.baseUrl)
    const mixed = await resign({ ...claimsOf(a.accessToken), session_id: claimsOf(b.accessToken).session_id })
    expect(await auth.verifyAccessToken(mixed)).toBeNull()
  })

  it('never takes the anon key or garbage for an identity', async () => {
    expect(await auth.verifyAccessToken(auth.anonKey)).toBeNull()
    for (const junk of ['', 'garbage', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9..']) expect(await auth.verifyAccessToken(junk)).toBeNull()
  })
})

describe('access tokens with JWT_SECRET configured', () => {
  it('signs with the configured secret and stores no generated key', async () => {
    const secret = 'configured-secret-for-tests-0123456789abcdef'
    const server = await startTestServer({ env: { JWT_SECRET: secret } })
    try {
      const user = await signUpAndSignIn(server.baseUrl)
      const { jwtVerify } = await import('jose')
      await expect(jwtVerify(user.accessToken, new TextEncoder().encode(secret))).resolves.toBeTruthy()
      expect(await server.db.orm.select().from(server.db.t.serverSettings).where(eq(server.db.t.serverSettings.key, SIGNING_KEY_SETTING))).toEqual([])
    } finally {
      await server.stop()
    }
  })
})
