// Single sign-on against a real OpenID Connect provider (oidc-provider on a local port): the first sign-in
// makes the account, the next ones find it; refresh, PKCE, supabase-js's own calls; an unverified address,
// a used or forged state and a disabled account are refused with their messages; and nothing secret is logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonKeyOf } from '../../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../../test/harness'
import { apiClient } from '../../../test/http-client'
import { startTestIssuer, type TestIssuer } from '../../../test/oidc-issuer'
import { browserFetch, browserSupabase, land, locationOf, signInThrough } from '../../../test/sso-flow'
import { setAccountFlags } from '../../moderation/account-flags.repository'
import { createHash } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { and, isNull } from 'drizzle-orm'
import { purgeEndedSessions } from '../index'

const PUBLIC = 'http://snip.test'
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, any>

describe.each(testEngines)('sign-in through an OpenID Connect provider (%s)', (engine) => {
  let server: TestServer
  let issuer: TestIssuer
  const authorize = (query = '') => locationOf(server, `/auth/v1/authorize?provider=corp${query}`)

  beforeAll(async () => {
    issuer = await startTestIssuer({
      snipUrl: PUBLIC,
      people: [
        { sub: 'alice-1', email: 'Alice@Corp.example', email_verified: true, name: 'Alice Example', groups: ['staff'] },
        { sub: 'unverified-1', email: 'unverified@corp.example', email_verified: false, name: 'Unverified' },
        { sub: 'dana-1', email: 'dana@corp.example', email_verified: true, name: 'Dana' },
      ],
    })
    server = await startTestServer({ engine, env: { PUBLIC_URL: PUBLIC, LOG_LEVEL: 'debug', OIDC_PROVIDERS: JSON.stringify([issuer.providerEntry()]) } })
  })
  afterAll(async () => {
    await server?.stop()
    await issuer?.stop()
  })

  it('lists the provider in /settings', async () => {
    const { body } = await apiClient(server.baseUrl)('GET', '/auth/v1/settings')
    expect(body.external.corp).toBe(true)
    expect(body.external.email).toBe(true)
    expect(body.disable_signup).toBe(false)
  })

  it('redirects to the provider with state, nonce and PKCE S256, and refuses an unknown provider', async () => {
    const to = new URL(await authorize())
    expect(to.origin).toBe(issuer.issuer)
    expect(to.searchParams.get('redirect_uri')).toBe(`${PUBLIC}/auth/v1/callback`)
    expect(to.searchParams.get('client_id')).toBe(issuer.clientId)
    expect(to.searchParams.get('code_challenge_method')).toBe('S256')
    for (const p of ['state', 'nonce', 'code_challenge']) expect(to.searchParams.get(p)?.length).toBeGreaterThan(20)
    const { status, body } = await apiClient(server.baseUrl)('GET', '/auth/v1/authorize?provider=nope')
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'validation_failed', message: 'Unsupported provider: Provider nope could not be found' })
  })

  it('makes the account at the first sign-in, finds it at the next, and its refresh token refreshes', async () => {
    const first = await signInThrough(server, issuer, await authorize(`&redirect_to=${encodeURIComponent(`${PUBLIC}/app/dashboard`)}`), 'alice-1')
    expect(first.page).toBe(`${PUBLIC}/app/dashboard`)
    expect(first.fragment.get('error_description')).toBeNull()
    const token = first.fragment.get('access_token')!
    expect(claimsOf(token).amr[0].method).toBe('oauth')
    const { body: user } = await apiClient(server.baseUrl, token)('GET', '/auth/v1/user')
    expect(user.email).toBe('alice@corp.example')
    expect(user.user_metadata).toMatchObject({ full_name: 'Alice Example', name: 'Alice Example' })
    expect(user.app_metadata).toMatchObject({ provider: 'corp', providers: ['corp'] })
    expect(user.identities).toHaveLength(1) // no password: no e-mail identity
    expect(user.identities[0]).toMatchObject({ provider: 'corp', id: 'alice-1', email: 'alice@corp.example', user_id: user.id })
    expect(user.identities[0].identity_data).toEqual({ name: 'Alice Example', email: 'alice@corp.example', email_verified: true, sub: 'alice-1' })

    const again = await signInThrough(server, issuer, await authorize(), 'alice-1')
    expect(again.page).toBe(`${PUBLIC}/app/login`)
    expect(claimsOf(again.fragment.get('access_token')!).sub).toBe(user.id)

    const refreshed = await apiClient(server.baseUrl)('POST', '/auth/v1/token?grant_type=refresh_token', { refresh_token: first.fragment.get('refresh_token') })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.user.id).toBe(user.id)
    expect(claimsOf(refreshed.body.access_token).amr[0].method).toBe('oauth')
  })

  it('works with supabase-js unmodified: signInWithOAuth and signInWithSSO answer the URLs to follow', async () => {
    const supabase = browserSupabase(server, await anonKeyOf(server.baseUrl))
    const oauth = await supabase.auth.signInWithOAuth({ provider: 'corp' as never, options: { skipBrowserRedirect: true, redirectTo: `${PUBLIC}/app/links` } })
    expect(oauth.error).toBeNull()
    const viaOAuth = await signInThrough(
      server,
      issuer,
      await locationOf(server, new URL(oauth.data.url!).pathname + new URL(oauth.data.url!).search),
      'alice-1',
    )
    expect(viaOAuth.page).toBe(`${PUBLIC}/app/links`)
    expect(viaOAuth.fragment.get('access_token')).toBeTruthy()

    const sso = await supabase.auth.signInWithSSO({ providerId: 'corp', options: { redirectTo: `${PUBLIC}/app/links` } })
    expect(sso.error).toBeNull()
    expect(new URL(sso.data!.url).origin).toBe(issuer.issuer)
    const viaSso = await signInThrough(server, issuer, sso.data!.url, 'alice-1')
    expect(viaSso.fragment.get('access_token')).toBeTruthy()

    const unknown = await supabase.auth.signInWithSSO({ providerId: 'nope' })
    expect(unknown.error?.message).toBe('No such SSO provider')
    const domain = await supabase.auth.signInWithSSO({ domain: 'corp.example' })
    expect(domain.error?.message).toBe('No SSO provider assigned for this domain')
  })

  it("supabase-js's PKCE flow: signInWithOAuth with flowType 'pkce', then exchangeCodeForSession", async () => {
    const stored = new Map<string, string>()
    const storage = {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    }
    const supabase = createClient(server.baseUrl, await anonKeyOf(server.baseUrl), {
      auth: { flowType: 'pkce', storage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: browserFetch(server) },
    })
    const { data, error } = await supabase.auth.signInWithOAuth({ provider: 'corp' as never, options: { skipBrowserRedirect: true } })
    expect(error).toBeNull()
    const start = new URL(data.url!)
    expect(start.searchParams.get('code_challenge_method')).toBe('s256')
    const landing = await signInThrough(server, issuer, await locationOf(server, start.pathname + start.search), 'alice-1')
    const exchanged = await supabase.auth.exchangeCodeForSession(landing.query.get('code')!)
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.user?.email).toBe('alice@corp.example')
    expect(exchanged.data.session?.refresh_token).toBeTruthy()
  })

  it('the PKCE flow: the callback answers a one-time code that POST /token?grant_type=pkce exchanges with its verifier', async () => {
    const verifier = 'v'.repeat(20) + crypto.randomUUID() + crypto.randomUUID()
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    const landing = await signInThrough(server, issuer, await authorize(`&code_challenge=${challenge}&code_challenge_method=s256`), 'alice-1')
    const code = landing.query.get('code')!
    expect(code).toBeTruthy()
    expect(landing.fragment.get('access_token')).toBeNull()
    const api = apiClient(server.baseUrl)
    const wrong = await api('POST', '/auth/v1/token?grant_type=pkce', { auth_code: code, code_verifier: `${verifier}x` })
    expect(wrong.status).toBe(403)
    expect(wrong.body.code).toBe('bad_code_verifier')
    const used = await api('POST', '/auth/v1/token?grant_type=pkce', { auth_code: code, code_verifier: verifier })
    expect(used.status).toBe(404) // one try: the wrong verifier used the code up
    expect(used.body.code).toBe('flow_state_not_found')

    const next = await signInThrough(server, issuer, await authorize(`&code_challenge=${challenge}&code_challenge_method=s256`), 'alice-1')
    const session = await api('POST', '/auth/v1/token?grant_type=pkce', { auth_code: next.query.get('code'), code_verifier: verifier })
    expect(session.status).toBe(200)
    expect(session.body.user.email).toBe('alice@corp.example')
  })

  it('refuses an unverified e-mail address, and makes no account for it', async () => {
    const landing = await signInThrough(server, issuer, await authorize(), 'unverified-1')
    expect(landing.page).toBe(`${PUBLIC}/app/login`)
    expect(landing.fragment.get('error_description')).toBe('Your e-mail address at Corp SSO is not verified')
    expect(landing.query.get('error_code')).toBe('provider_email_needs_verification')
    expect(landing.fragment.get('access_token')).toBeNull()
  })

  it('refuses a forged state, and a state used once already', async () => {
    const forged = await land(server, `${PUBLIC}/auth/v1/callback?code=abc&state=forged-state`)
    expect(forged.page).toBe(`${PUBLIC}/app/login`)
    expect(forged.fragment.get('error_description')).toBe('Your sign-in could not be verified. Please try again.')
    expect(forged.fragment.get('error_code')).toBe('bad_oauth_state')

    const callback = await issuer.signInAt(await authorize(), 'alice-1')
    expect((await land(server, callback)).fragment.get('access_token')).toBeTruthy()
    const replayed = await land(server, callback)
    expect(replayed.fragment.get('error_description')).toBe('Your sign-in could not be verified. Please try again.')
    expect(replayed.fragment.get('access_token')).toBeNull()
  })

  it('only the browser that began a sign-in may finish it (another one leaves the flow as it was)', async () => {
    const callback = await issuer.signInAt(await authorize(), 'alice-1')
    const elsewhere = await fetch(server.baseUrl + new URL(callback).pathname + new URL(callback).search, { redirect: 'manual' })
    const target = new URL(elsewhere.headers.get('location')!)
    expect(new URLSearchParams(target.hash.slice(1)).get('error_description')).toBe('Your sign-in could not be verified. Please try again.')
    expect(new URLSearchParams(target.hash.slice(1)).get('access_token')).toBeNull()
    expect((await land(server, callback)).fragment.get('access_token')).toBeTruthy()
  })

  it("refuses the provider's own refusal with a message naming it", async () => {
    const to = new URL(await authorize())
    const landing = await land(server, `${PUBLIC}/auth/v1/callback?error=access_denied&state=${to.searchParams.get('state')}`)
    expect(landing.fragment.get('error_description')).toBe('Corp SSO did not sign you in. Please try again.')
  })

  it('a disabled account cannot come back through the provider', async () => {
    const first = await signInThrough(server, issuer, await authorize(), 'dana-1')
    const userId = claimsOf(first.fragment.get('access_token')!).sub as string
    await setAccountFlags(server.db, userId, { disabled: true })
    const landing = await signInThrough(server, issuer, await authorize(), 'dana-1')
    expect(landing.fragment.get('error_description')).toBe('User is banned')
    expect(landing.fragment.get('error_code')).toBe('user_banned')
    expect(landing.fragment.get('access_token')).toBeNull()
    await setAccountFlags(server.db, userId, { disabled: false })
  })

  it("signing out sends the browser to the provider's end-session page, which comes back to the login page", async () => {
    const to = new URL(await locationOf(server, '/auth/v1/sso/logout?provider=corp'))
    expect(to.origin + to.pathname).toBe(`${issuer.issuer}/session/end`)
    expect(to.searchParams.get('client_id')).toBe(issuer.clientId)
    expect(to.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC}/app/login`)
    expect(await locationOf(server, '/auth/v1/sso/logout?provider=nope')).toBe(`${PUBLIC}/app/login`)
    // Without a provider: the only one configured.
    expect(new URL(await locationOf(server, '/auth/v1/sso/logout')).pathname).toBe('/session/end')
  })

  it('leaves no used flow behind, and the daily purge deletes abandoned ones', async () => {
    const { authFlowStates: f } = server.db.t
    const used = await server.db.orm
      .select()
      .from(f)
      .where(and(isNull(f.stateHash), isNull(f.authCodeHash)))
    expect(used).toEqual([])
    const abandoned = await server.db.orm.select({ id: f.id }).from(f)
    expect(abandoned.length).toBeGreaterThan(0) // the redirects no one came back from
    const purged = await purgeEndedSessions(server.db, 30, new Date(Date.now() + 11 * 60 * 1000))
    expect(purged.flowStates).toBe(abandoned.length)
    expect(await server.db.orm.select().from(f)).toEqual([])
  })

  it('logs no client secret, code or token', async () => {
    const landing = await signInThrough(server, issuer, await authorize(), 'alice-1')
    const logs = server.logs.join('\n')
    expect(logs).toContain('auth.sso_signin')
    expect(logs).not.toContain(issuer.clientSecret)
    for (const secret of [landing.fragment.get('access_token')!, landing.fragment.get('refresh_token')!]) expect(logs).not.toContain(secret)
    expect(logs).not.toMatch(/code=|"code":"[A-Za-z0-9_-]{20,}/)
  })
})
