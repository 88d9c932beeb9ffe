// The transport rules of the wire contract: JSON errors with the version header, body handling, refusals.
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonKeyOf, signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'

const JSON_CT = { 'Content-Type': 'application/json;charset=UTF-8' }

describe.each(testEngines)('auth wire contract (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  const call = async (method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) => {
    const res = await fetch(`${server.baseUrl}/auth/v1${path}`, { method, ...init })
    const text = await res.text()
    return { res, status: res.status, body: text ? (JSON.parse(text) as Record<string, any>) : null }
  }
  const expectError = (r: Awaited<ReturnType<typeof call>>, status: number, code: string) => {
    expect(r.status).toBe(status)
    expect(r.body).toMatchObject({ code, message: expect.any(String) })
    expect(r.res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(r.res.headers.get('content-type')).toContain('application/json')
  }

  it('answers malformed JSON with 400 bad_json', async () => {
    const r = await call('POST', '/signup', { body: '{"email": ', headers: JSON_CT })
    expectError(r, 400, 'bad_json')
    expect(r.body!.message).toMatch(/^Could not parse request body as JSON: /)
    expectError(await call('POST', '/token?grant_type=password', { body: '[1,2]', headers: JSON_CT }), 400, 'bad_json')
  })

  it('answers unknown endpoints and methods in JSON, never HTML', async () => {
    expectError(await call('GET', '/saml/metadata'), 404, 'not_found')
    // External providers are the ones of OIDC_PROVIDERS (none here): GoTrue's answer for any other.
    expectError(await call('GET', '/authorize?provider=github'), 400, 'validation_failed')
    expectError(await call('POST', '/callback'), 405, 'method_not_allowed')
    expectError(await call('GET', '/admin/users'), 404, 'not_found')
    expectError(await call('GET', '/factors'), 405, 'method_not_allowed') // POST only (docs/reference/auth-mfa-endpoints.md)
    expectError(await call('DELETE', '/user'), 405, 'method_not_allowed')
    expectError(await call('POST', '/otp', { body: '{"email":"a@example.com"}', headers: JSON_CT }), 422, 'email_provider_disabled')
  })

  it('refuses unsupported grant types with invalid_credentials', async () => {
    const r = await call('POST', '/token?grant_type=id_token', { body: '{"provider":"google","id_token":"y"}', headers: JSON_CT })
    expectError(r, 400, 'invalid_credentials')
    expect(r.body!.message).toBe('unsupported_grant_type')
    // pkce is a grant (the sign-in through a provider); an unknown code is GoTrue's flow_state_not_found.
    expectError(await call('POST', '/token?grant_type=pkce', { body: '{"auth_code":"x","code_verifier":"y"}', headers: JSON_CT }), 404, 'flow_state_not_found')
    expectError(await call('POST', '/token', { body: '{}', headers: JSON_CT }), 400, 'invalid_credentials')
  })

  it('refuses a body over 64 KiB with a JSON 413', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(100 * 1024) })
    expectError(await call('POST', '/signup', { body: big, headers: JSON_CT }), 413, 'request_entity_too_large')
  })

  it('accepts the body-less POST /logout auth-js sends, with 204 and no body', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const r = await call('POST', '/logout?scope=local', { headers: { ...JSON_CT, Authorization: `Bearer ${user.accessToken}` } })
    expect(r.status).toBe(204)
    expect(r.body).toBeNull()
  })

  it('checks the bearer token on authenticated endpoints', async () => {
    expectError(await call('GET', '/user'), 401, 'no_authorization')
    expectError(await call('GET', '/user', { headers: { Authorization: 'Bearer not-a-jwt' } }), 403, 'bad_jwt')
    const user = await signUpAndSignIn(server.baseUrl)
    const auth = { Authorization: `Bearer ${user.accessToken}` }
    expectError(await call('POST', '/logout?scope=everywhere', { headers: auth }), 400, 'validation_failed')
    const put = (body: unknown) => call('PUT', '/user', { body: JSON.stringify(body), headers: { ...JSON_CT, ...auth } })
    expectError(await put({ app_metadata: { role: 'admin' } }), 403, 'not_admin')
    expectError(await put({ email: 'not-an-address' }), 400, 'validation_failed')
    expect((await put({ email: user.email, data: { a: 1 }, code_challenge: null, code_challenge_method: null })).status).toBe(200)
    expectError(await call('GET', '/user', { headers: { ...auth, 'X-JWT-AUD': 'other' } }), 400, 'validation_failed')
  })

  it('validates sign-up input in GoTrue order and refuses PKCE', async () => {
    const signup = (body: unknown) => call('POST', '/signup', { body: JSON.stringify(body), headers: JSON_CT })
    expectError(await signup({}), 422, 'anonymous_provider_disabled')
    expectError(await signup({ email: 'p@example.com' }), 400, 'validation_failed')
    expectError(await signup({ email: 'p@example.com', password: 'secret123', code_challenge: 'abc', code_challenge_method: 's256' }), 400, 'validation_failed')
    const ok = await signup({
      email: 'Q@Example.com',
      password: 'secret123',
      gotrue_meta_security: {},
      code_challenge: null,
      code_challenge_method: null,
      extra: 1,
    })
    expect(ok.status).toBe(200)
    expect(ok.body!.user.email).toBe('q@example.com')
    expect(ok.res.headers.get('x-supabase-api-version')).toBeNull()
  })

  it('refuses phone sign-up and phone sign-in as phone_provider_disabled (contract §2.5)', async () => {
    const post = (path: string, body: unknown) => call('POST', path, { body: JSON.stringify(body), headers: JSON_CT })
    const signup = await post('/signup', { phone: '+15555550100', password: 'secret123' })
    expectError(signup, 400, 'phone_provider_disabled')
    expect(signup.body!.message).toBe('Phone signups are disabled')
    const signin = await post('/token?grant_type=password', { phone: '+15555550100', password: 'secret123' })
    expectError(signin, 422, 'phone_provider_disabled')
    expect(signin.body!.message).toBe('Phone logins are disabled')
  })

  it('answers the token response shape of the contract', async () => {
    await signUpAndSignIn(server.baseUrl, { email: 'shape@example.com', password: 'secret123' })
    const r = await call('POST', '/token?grant_type=password', {
      body: JSON.stringify({ email: 'shape@example.com', password: 'secret123' }),
      headers: JSON_CT,
    })
    expect(r.body).toMatchObject({ token_type: 'bearer', expires_in: expect.any(Number), expires_at: expect.any(Number), refresh_token: expect.any(String) })
    const exp = JSON.parse(Buffer.from(r.body!.access_token.split('.')[1], 'base64url').toString()).exp
    expect(r.body!.expires_at).toBe(exp)
    expect(r.body!.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    })
    expect(r.body!.user.identities[0]).toMatchObject({ provider: 'email', identity_data: { email_verified: true } })
  })

  it("adds weak_password to a successful sign-in whose password fails today's policy", async () => {
    // A 5-character password cannot be set through the API; plant one as if the policy had been tightened.
    const user = await signUpAndSignIn(server.baseUrl)
    const { eq } = await import('drizzle-orm')
    const { authUsers } = server.db.t
    await server.db.orm
      .update(authUsers)
      .set({ encryptedPassword: await Bun.password.hash('abcde') })
      .where(eq(authUsers.id, user.userId))
    const sb = createClient(server.baseUrl, await anonKeyOf(server.baseUrl), { auth: { persistSession: false, autoRefreshToken: false } })
    const { data, error } = await sb.auth.signInWithPassword({ email: user.email, password: 'abcde' })
    expect(error).toBeNull()
    expect(data.weakPassword?.reasons).toEqual(['length'])
  })

  it('without SMTP: settings say autoconfirm, recovery is refused as e-mail disabled, resend is a no-op', async () => {
    const settings = await call('GET', '/settings')
    expect(settings.body).toMatchObject({ mailer_autoconfirm: true, disable_signup: false, external: { email: true } })
    expectError(await call('POST', '/recover', { body: '{"email":"x@example.com"}', headers: JSON_CT }), 400, 'email_provider_disabled')
    const resend = await call('POST', '/resend', { body: '{"email":"x@example.com","type":"signup"}', headers: JSON_CT })
    expect(resend).toMatchObject({ status: 200, body: {} })
    expectError(await call('POST', '/resend', { body: '{"email":"x@example.com","type":"bogus"}', headers: JSON_CT }), 400, 'validation_failed')
  })

  it('GET /verify without token or type answers JSON 400; an unknown token redirects with the error', async () => {
    expectError(await call('GET', '/verify?type=signup'), 400, 'validation_failed')
    const res = await fetch(`${server.baseUrl}/auth/v1/verify?token=nope&type=signup`, { redirect: 'manual' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^http:\/\/snip\.test\/app\/login#error=access_denied&error_code=otp_expired&/)
    expectError(await call('POST', '/verify', { body: '{"type":"signup","token_hash":"nope"}', headers: JSON_CT }), 403, 'otp_expired')
    const crlf = await fetch(`${server.baseUrl}/auth/v1/verify?token=nope&type=signup&redirect_to=http%3A%2F%2Fsnip.test%2Fapp%2Flogin%0D%0AX-Evil%3A%201`, {
      redirect: 'manual',
    })
    expect(crlf.status).toBe(303)
    expect(crlf.headers.get('location')).toMatch(/^http:\/\/snip\.test\/app\/login#error=access_denied&/) // not a landing page: the default
    expect(crlf.headers.get('x-evil')).toBeNull()
    expectError(await call('POST', '/verify', { body: '{"type":"signup"}', headers: JSON_CT }), 400, 'validation_failed')
  })
})

describe('auth rate limits', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '3' } })
  })
  afterAll(() => server?.stop())

  it('answers 429 over_request_rate_limit per e-mail and per IP on sign-in', async () => {
    const sb = createClient(server.baseUrl, await anonKeyOf(server.baseUrl), { auth: { persistSession: false, autoRefreshToken: false } })
    for (let i = 0; i < 3; i++) {
      expect((await sb.auth.signInWithPassword({ email: 'target@example.com', password: 'guess' + i })).error?.code).toBe('invalid_credentials')
    }
    const limited = await sb.auth.signInWithPassword({ email: 'target@example.com', password: 'guess' })
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    const sameIp = await sb.auth.signInWithPassword({ email: 'other@example.com', password: 'guess' })
    expect(sameIp.error?.code).toBe('over_request_rate_limit')
  })

  it('limits sign-ups separately from sign-ins', async () => {
    const signup = (i: number) =>
      fetch(`${server.baseUrl}/auth/v1/signup`, {
        method: 'POST',
        headers: JSON_CT,
        body: JSON.stringify({ email: `s${i}@example.com`, password: 'secret123' }),
      })
    for (let i = 0; i < 3; i++) expect((await signup(i)).status).toBe(200)
    const res = await signup(9)
    expect(res.status).toBe(429)
    expect((await res.json()).code).toBe('over_request_rate_limit')
  })

  it('limits guesses of the 6-digit code', async () => {
    const verify = () =>
      fetch(`${server.baseUrl}/auth/v1/verify`, {
        method: 'POST',
        headers: JSON_CT,
        body: JSON.stringify({ email: 'v@example.com', token: '123456', type: 'signup' }),
      })
    for (let i = 0; i < 3; i++) expect((await verify()).status).toBe(403)
    expect((await verify()).status).toBe(429)
  })
})
