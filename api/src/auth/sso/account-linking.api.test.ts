// Which account a provider's sign-in reaches: an address that already has an account is refused until its
// owner, signed in, links the provider (linkIdentity); then the provider signs in to that account. Unlinking
// keeps a way in. The sign-up mode still decides whether a first sign-in makes an account. And with
// AUTH_SSO_ONLY, passwords are off except for the break-glass address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonKeyOf, nthMailTo, signUpAndSignIn, startMailbox, verifyLinkIn, type Mailbox, type SignedInUser } from '../../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../../test/harness'
import { apiClient } from '../../../test/http-client'
import { startTestIssuer, type TestIssuer } from '../../../test/oidc-issuer'
import { browserSupabase, land, locationOf, signInThrough } from '../../../test/sso-flow'
import { writeInstanceSettings } from '../../moderation/instance-settings.repository'
import { createInvite, isInviteUnused } from '../../moderation/invites'
import { createConfirmedAccount } from '../index'

const PUBLIC = 'http://snip.test'
const subOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).sub as string

describe.each(testEngines)('linking accounts (%s)', (engine) => {
  let server: TestServer
  let issuer: TestIssuer
  const authorize = () => locationOf(server, '/auth/v1/authorize?provider=corp')

  beforeAll(async () => {
    issuer = await startTestIssuer({
      snipUrl: PUBLIC,
      people: [
        { sub: 'bob-1', email: 'bob@corp.example', email_verified: true, name: 'Bob' },
        { sub: 'other-1', email: 'someone-else@elsewhere.example', email_verified: true, name: 'Other' },
        { sub: 'solo-1', email: 'solo@corp.example', email_verified: true, name: 'Solo' },
        { sub: 'late-1', email: 'late@corp.example', email_verified: true, name: 'Late' },
      ],
    })
    server = await startTestServer({ engine, env: { PUBLIC_URL: PUBLIC, OIDC_PROVIDERS: JSON.stringify([issuer.providerEntry()]) } })
  })
  afterAll(async () => {
    await server?.stop()
    await issuer?.stop()
  })

  /** supabase-js signed in as `user`, linking the provider: the URL it follows, through the provider as `sub`. */
  async function linkAs(user: SignedInUser, sub: string) {
    const supabase = browserSupabase(server, await anonKeyOf(server.baseUrl))
    expect((await supabase.auth.setSession({ access_token: user.accessToken, refresh_token: user.refreshToken })).error).toBeNull()
    const { data, error } = await supabase.auth.linkIdentity({ provider: 'corp' as never, options: { skipBrowserRedirect: true } })
    expect(error).toBeNull()
    expect(new URL(data.url!).origin).toBe(issuer.issuer)
    return { supabase, landing: await signInThrough(server, issuer, data.url!, sub) }
  }

  it('refuses a provider sign-in for an address that has an account, links it once its owner is signed in, then signs in to it', async () => {
    const bob = await signUpAndSignIn(server.baseUrl, { email: 'bob@corp.example' })
    const refused = await signInThrough(server, issuer, await authorize(), 'bob-1')
    expect(refused.fragment.get('access_token')).toBeNull()
    expect(refused.fragment.get('error_code')).toBe('email_exists')
    expect(refused.fragment.get('error_description')).toBe(
      'An account with this e-mail address already exists. Sign in with your password, then link Corp SSO in Settings.',
    )

    const { supabase, landing } = await linkAs(bob, 'bob-1')
    expect(landing.page).toBe(`${PUBLIC}/app/settings`)
    expect(subOf(landing.fragment.get('access_token')!)).toBe(bob.userId)
    const { data } = await supabase.auth.getUserIdentities()
    expect(data!.identities.map((i) => i.provider)).toEqual(['email', 'corp'])
    const { body: user } = await apiClient(server.baseUrl, bob.accessToken)('GET', '/auth/v1/user')
    expect(user.app_metadata).toMatchObject({ provider: 'email', providers: ['email', 'corp'] })

    const viaProvider = await signInThrough(server, issuer, await authorize(), 'bob-1')
    expect(subOf(viaProvider.fragment.get('access_token')!)).toBe(bob.userId)
  })

  it('links an identity with another address to the signed-in account, and never to a second account', async () => {
    const carol = await signUpAndSignIn(server.baseUrl)
    const { landing } = await linkAs(carol, 'other-1')
    expect(subOf(landing.fragment.get('access_token')!)).toBe(carol.userId)
    const viaProvider = await signInThrough(server, issuer, await authorize(), 'other-1')
    expect(subOf(viaProvider.fragment.get('access_token')!)).toBe(carol.userId)

    const dave = await signUpAndSignIn(server.baseUrl)
    const taken = await linkAs(dave, 'other-1')
    expect(taken.landing.fragment.get('access_token')).toBeNull()
    expect(taken.landing.fragment.get('error_code')).toBe('identity_already_exists')
    expect(taken.landing.fragment.get('error_description')).toBe('This Corp SSO account is already linked to another Snip account')
  })

  it('linking needs a session', async () => {
    const { status, body } = await apiClient(server.baseUrl)('GET', '/auth/v1/user/identities/authorize?provider=corp&skip_http_redirect=true')
    expect(status).toBe(401)
    expect(body.code).toBe('no_authorization')
  })

  it('unlinks an identity while another way in remains; never the last one, nor the e-mail address', async () => {
    const erin = await signUpAndSignIn(server.baseUrl, { email: 'solo@corp.example' })
    const { supabase } = await linkAs(erin, 'solo-1')
    const identities = (await supabase.auth.getUserIdentities()).data!.identities
    const email = identities.find((i) => i.provider === 'email')!
    const corp = identities.find((i) => i.provider === 'corp')!
    const emailRefused = await supabase.auth.unlinkIdentity(email)
    expect(emailRefused.error?.message).toBe('The e-mail address of an account cannot be unlinked')
    expect((await supabase.auth.unlinkIdentity(corp)).error).toBeNull()
    expect((await supabase.auth.getUserIdentities()).data!.identities.map((i) => i.provider)).toEqual(['email'])
    // Unlinked: the provider signs in to nothing now, and the address is still taken.
    const again = await signInThrough(server, issuer, await authorize(), 'solo-1')
    expect(again.fragment.get('error_code')).toBe('email_exists')

    // An account made through the provider has no password: its one identity stays.
    const made = await signInThrough(server, issuer, await authorize(), 'late-1')
    const token = made.fragment.get('access_token')!
    const { body: user } = await apiClient(server.baseUrl, token)('GET', '/auth/v1/user')
    const last = await apiClient(server.baseUrl, token)('DELETE', `/auth/v1/user/identities/${user.identities[0].identity_id}`)
    expect(last.status).toBe(422)
    expect(last.body).toMatchObject({ code: 'single_identity_not_deletable', message: 'User must have at least 1 identity after unlinking' })
    const unknown = await apiClient(server.baseUrl, token)('DELETE', `/auth/v1/user/identities/${crypto.randomUUID()}`)
    expect(unknown.body.code).toBe('identity_not_found')
  })

  /** Runs `test` with the instance's sign-up mode set to `mode`, then opens sign-ups again. */
  async function withSignupMode(mode: 'closed' | 'invite-only', test: () => Promise<void>) {
    await writeInstanceSettings(server.db, { signupMode: mode })
    try {
      await test()
    } finally {
      await writeInstanceSettings(server.db, { signupMode: 'open' })
    }
  }

  it('a first sign-in makes no account while sign-ups are closed', async () => {
    issuer.people.set('closed-1', { sub: 'closed-1', email: 'closed@corp.example', email_verified: true })
    await withSignupMode('closed', async () => {
      const landing = await signInThrough(server, issuer, await authorize(), 'closed-1')
      expect(landing.fragment.get('error_code')).toBe('signup_disabled')
      expect(landing.fragment.get('error_description')).toBe('Signups not allowed for this instance')
    })
    expect((await signInThrough(server, issuer, await authorize(), 'closed-1')).fragment.get('access_token')).toBeTruthy()
  })

  it("on an invite-only instance, a first sign-in needs an invite (GoTrue's invite_token), and uses it up", async () => {
    issuer.people.set('invited-1', { sub: 'invited-1', email: 'invited@corp.example', email_verified: true })
    await withSignupMode('invite-only', async () => {
      const without = await signInThrough(server, issuer, await authorize(), 'invited-1')
      expect(without.fragment.get('error_description')).toBe('Signups on this instance need a valid invite')
      const invite = await createInvite(server.db)
      const withInvite = await signInThrough(server, issuer, await locationOf(server, `/auth/v1/authorize?provider=corp&invite_token=${invite}`), 'invited-1')
      expect(withInvite.fragment.get('access_token')).toBeTruthy()
      expect(await isInviteUnused(server.db, invite)).toBe(false)
    })
  })
})

describe.each(testEngines)('AUTH_SSO_ONLY (%s)', (engine) => {
  let server: TestServer
  let issuer: TestIssuer
  const call = () => apiClient(server.baseUrl)
  const OFF = 'Password sign-in is turned off on this instance; use single sign-on'

  beforeAll(async () => {
    issuer = await startTestIssuer({ snipUrl: PUBLIC, people: [{ sub: 'sso-1', email: 'member@corp.example', email_verified: true }] })
    server = await startTestServer({
      engine,
      env: { PUBLIC_URL: PUBLIC, AUTH_SSO_ONLY: 'true', AUTH_BREAK_GLASS_EMAIL: 'Root@Corp.example', OIDC_PROVIDERS: JSON.stringify([issuer.providerEntry()]) },
    })
    await createConfirmedAccount(server.db, { email: 'root@corp.example', password: 'break glass password 1' })
    await createConfirmedAccount(server.db, { email: 'user@corp.example', password: 'ordinary password 1' })
  })
  afterAll(async () => {
    await server?.stop()
    await issuer?.stop()
  })

  it('says so in /settings', async () => {
    const { body } = await call()('GET', '/auth/v1/settings')
    expect(body.external).toMatchObject({ email: false, corp: true })
    expect(body.disable_signup).toBe(true)
  })

  it('refuses password sign-in, sign-up and recovery', async () => {
    const signin = await call()('POST', '/auth/v1/token?grant_type=password', { email: 'user@corp.example', password: 'ordinary password 1' })
    expect(signin.status).toBe(422)
    expect(signin.body).toMatchObject({ code: 'email_provider_disabled', message: OFF })
    const signup = await call()('POST', '/auth/v1/signup', { email: 'new@corp.example', password: 'a fine password 1' })
    expect(signup.body).toMatchObject({
      code: 'email_provider_disabled',
      message: 'Sign-up with a password is turned off on this instance; use single sign-on',
    })
    const recover = await call()('POST', '/auth/v1/recover', { email: 'user@corp.example' })
    expect(recover.body).toMatchObject({ code: 'email_provider_disabled', message: 'Password recovery is turned off on this instance; use single sign-on' })
  })

  it('lets the break-glass address sign in with its password', async () => {
    const signin = await call()('POST', '/auth/v1/token?grant_type=password', { email: 'ROOT@corp.example', password: 'break glass password 1' })
    expect(signin.status).toBe(200)
    expect(signin.body.user.email).toBe('root@corp.example')
    const wrong = await call()('POST', '/auth/v1/token?grant_type=password', { email: 'root@corp.example', password: 'not it' })
    expect(wrong.body.code).toBe('invalid_credentials')
    // Recovery for it goes past the gate (and stops only because this server sends no mail).
    const recover = await call()('POST', '/auth/v1/recover', { email: 'root@corp.example' })
    expect(recover.body.message).not.toContain('single sign-on')
  })

  it('still signs people in, and up, through the provider', async () => {
    const landing = await land(server, await issuer.signInAt(await locationOf(server, '/auth/v1/authorize?provider=corp'), 'sso-1'))
    expect(landing.fragment.get('access_token')).toBeTruthy()
  })
})

describe.each(testEngines)('a first password for an account made through a provider (%s)', (engine) => {
  let server: TestServer
  let issuer: TestIssuer
  let mailbox: Mailbox

  beforeAll(async () => {
    mailbox = await startMailbox()
    issuer = await startTestIssuer({
      snipUrl: PUBLIC,
      people: [
        { sub: 'pat-1', email: 'pat@corp.example', email_verified: true },
        { sub: 'quinn-1', email: 'quinn@corp.example', email_verified: true },
      ],
    })
    server = await startTestServer({
      engine,
      env: { PUBLIC_URL: PUBLIC, SMTP_URL: mailbox.url, MAIL_FROM: 'Snip <no-reply@snip.test>', OIDC_PROVIDERS: JSON.stringify([issuer.providerEntry()]) },
    })
  })
  afterAll(async () => {
    await server?.stop()
    await issuer?.stop()
    await mailbox?.stop()
  })

  it("takes over a password sign-up whose address was never confirmed: the provider's proof wins, the unproven password goes", async () => {
    const signup = await apiClient(server.baseUrl)('POST', '/auth/v1/signup', { email: 'quinn@corp.example', password: 'squatter password 1' })
    expect(signup.status).toBe(200)
    expect(signup.body.email_confirmed_at).toBeUndefined()
    const mailed = verifyLinkIn(await nthMailTo(mailbox, 'quinn@corp.example'), server.baseUrl)

    const landing = await signInThrough(server, issuer, await locationOf(server, '/auth/v1/authorize?provider=corp'), 'quinn-1')
    const token = landing.fragment.get('access_token')!
    const { body: user } = await apiClient(server.baseUrl, token)('GET', '/auth/v1/user')
    expect(user.id).toBe(signup.body.id)
    expect(user.email_confirmed_at).toBeTruthy()
    expect(user.identities.map((i: { provider: string }) => i.provider)).toEqual(['corp'])
    const old = await apiClient(server.baseUrl)('POST', '/auth/v1/token?grant_type=password', { email: 'quinn@corp.example', password: 'squatter password 1' })
    expect(old.body.code).toBe('invalid_credentials')
    // The confirmation link mailed for the password sign-up no longer signs anyone in.
    const followed = new URL(await locationOf(server, mailed.replace(server.baseUrl, '')))
    expect(new URLSearchParams(followed.hash.slice(1)).get('access_token')).toBeNull()
  })

  it('set through a recovery link, adds the e-mail identity, and the provider may then be unlinked', async () => {
    const made = await signInThrough(server, issuer, await locationOf(server, '/auth/v1/authorize?provider=corp'), 'pat-1')
    const ssoToken = made.fragment.get('access_token')!
    const before = await apiClient(server.baseUrl, ssoToken)('GET', '/auth/v1/user')
    expect(before.body.app_metadata.providers).toEqual(['corp'])
    // No password: a password sign-in fails as for any wrong password, the empty one included.
    for (const password of ['', 'a guess 1']) {
      const refused = await apiClient(server.baseUrl)('POST', '/auth/v1/token?grant_type=password', { email: 'pat@corp.example', password })
      expect(refused.body.code).toBe('invalid_credentials')
    }

    expect((await apiClient(server.baseUrl)('POST', '/auth/v1/recover', { email: 'pat@corp.example' })).status).toBe(200)
    const landing = new URL(await locationOf(server, verifyLinkIn(await nthMailTo(mailbox, 'pat@corp.example'), server.baseUrl).replace(server.baseUrl, '')))
    const recovery = new URLSearchParams(landing.hash.slice(1)).get('access_token')!
    const set = await apiClient(server.baseUrl, recovery)('PUT', '/auth/v1/user', { password: 'a first password 1' })
    expect(set.status).toBe(200)
    expect(set.body.app_metadata).toMatchObject({ provider: 'email', providers: ['email', 'corp'] })
    expect(set.body.identities.map((i: { provider: string }) => i.provider)).toEqual(['email', 'corp'])

    const signin = await apiClient(server.baseUrl)('POST', '/auth/v1/token?grant_type=password', { email: 'pat@corp.example', password: 'a first password 1' })
    expect(signin.status).toBe(200)
    const corp = set.body.identities.find((i: { provider: string }) => i.provider === 'corp')
    const unlinked = await apiClient(server.baseUrl, signin.body.access_token)('DELETE', `/auth/v1/user/identities/${corp.identity_id}`)
    expect(unlinked.status).toBe(200)
    expect((await apiClient(server.baseUrl, signin.body.access_token)('GET', '/auth/v1/user')).body.app_metadata.providers).toEqual(['email'])
  })
})
