// The ID token checks, against a crafted provider that answers any token: a good one signs in (so the refusals
// below are the checks' doing), and a wrong nonce, audience or issuer, an expired token, `alg: none`, a foreign
// signature, an HMAC one or an algorithm the discovery document does not list are each refused with the same
// clear message — and so is a provider whose JWKS endpoint is on a private address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCraftedIssuer, type CraftedIssuer } from '../../../test/crafted-issuer'
import { startTestServer, testEngines, type TestServer } from '../../../test/harness'
import { land, locationOf } from '../../../test/sso-flow'

const PUBLIC = 'http://snip.test'
const NOT_VERIFIED = 'Your sign-in could not be verified. Please try again.'

describe.each(testEngines)('ID token checks (%s)', (engine) => {
  let server: TestServer
  let rs256: CraftedIssuer
  let es256: CraftedIssuer
  let withNone: CraftedIssuer
  let privateJwks: CraftedIssuer

  beforeAll(async () => {
    rs256 = await startCraftedIssuer({ algs: ['RS256'] })
    es256 = await startCraftedIssuer({ algs: ['ES256'] })
    withNone = await startCraftedIssuer({ algs: ['none', 'RS256'] })
    privateJwks = await startCraftedIssuer({ jwksUri: 'http://10.255.255.1/jwks' })
    const entry = (id: string, p: CraftedIssuer) => ({ id, name: `Crafted ${id}`, issuer: p.issuer, clientId: p.clientId, clientSecret: p.clientSecret })
    const providers = [entry('rs', rs256), entry('es', es256), entry('none', withNone), entry('private', privateJwks)]
    server = await startTestServer({ engine, env: { PUBLIC_URL: PUBLIC, LOG_LEVEL: 'debug', OIDC_PROVIDERS: JSON.stringify(providers) } })
  })
  afterAll(async () => {
    await server?.stop()
    for (const p of [rs256, es256, withNone, privateJwks]) await p?.stop()
  })

  /** Starts a sign-in at `provider`, lets `token(nonce)` make the ID token, and answers where Snip lands. */
  async function signIn(provider: string, crafted: CraftedIssuer, token: (nonce: string) => Promise<string> | string) {
    const to = new URL(await locationOf(server, `/auth/v1/authorize?provider=${provider}`))
    crafted.nextIdToken = await token(to.searchParams.get('nonce')!)
    return land(server, `${PUBLIC}/auth/v1/callback?code=crafted-code&state=${to.searchParams.get('state')}`)
  }
  /** Refused with the clear message, and for the reason the log names (the check that failed, no values). */
  const expectRefused = (landing: Awaited<ReturnType<typeof signIn>>, reason: string) => {
    expect(landing.fragment.get('access_token')).toBeNull()
    expect(landing.fragment.get('error_description')).toBe(NOT_VERIFIED)
    expect(landing.fragment.get('error_code')).toBe('bad_oauth_callback')
    expect(server.logs.filter((l) => l.includes('auth.sso_refused')).at(-1)).toContain(reason)
  }
  const BAD_ALG = 'unexpected JWT \\"alg\\" header parameter'

  it('accepts a good token signed with an algorithm the discovery document lists', async () => {
    const landing = await signIn('rs', rs256, (nonce) => rs256.sign(rs256.claims(nonce)))
    expect(landing.fragment.get('error_description')).toBeNull()
    expect(landing.fragment.get('access_token')).toBeTruthy()
    const es = await signIn('es', es256, (nonce) => es256.sign(es256.claims(nonce, { sub: 'es-1', email: 'es@corp.example' }), 'es256'))
    expect(es.fragment.get('access_token')).toBeTruthy()
  })

  it('refuses a wrong nonce', async () => expectRefused(await signIn('rs', rs256, () => rs256.sign(rs256.claims('another-nonce'))), 'nonce'))

  it('refuses a wrong audience', async () =>
    expectRefused(await signIn('rs', rs256, (nonce) => rs256.sign(rs256.claims(nonce, { aud: 'someone-else' }))), '(audience)'))

  it('refuses a wrong issuer', async () =>
    expectRefused(await signIn('rs', rs256, (nonce) => rs256.sign(rs256.claims(nonce, { iss: 'https://evil.example' }))), '(issuer)'))

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 600
    expectRefused(await signIn('rs', rs256, (nonce) => rs256.sign(rs256.claims(nonce, { iat: past - 60, exp: past }))), '(expiration time)')
  })

  it('refuses alg: none, even from a provider whose discovery document lists it', async () => {
    expectRefused(await signIn('rs', rs256, (nonce) => rs256.unsigned(rs256.claims(nonce))), BAD_ALG)
    expectRefused(await signIn('none', withNone, (nonce) => withNone.unsigned(withNone.claims(nonce))), BAD_ALG)
    // The same provider's properly signed token is accepted: the refusal above is the alg's.
    expect(
      (await signIn('none', withNone, (nonce) => withNone.sign(withNone.claims(nonce, { sub: 'n-1', email: 'n@corp.example' })))).fragment.get('access_token'),
    ).toBeTruthy()
  })

  it('refuses a signature by a key not in the JWKS', async () =>
    expectRefused(await signIn('rs', rs256, (nonce) => rs256.sign(rs256.claims(nonce), 'foreign')), 'JWT signature verification failed'))

  it("refuses an algorithm the discovery document does not list, though the JWKS has the key (the token header's alg is not trusted)", async () => {
    expectRefused(await signIn('rs', rs256, (nonce) => rs256.sign(rs256.claims(nonce), 'es256')), BAD_ALG)
    expectRefused(await signIn('es', es256, (nonce) => es256.sign(es256.claims(nonce))), BAD_ALG)
  })

  it('refuses an HMAC token signed with the client secret', async () =>
    expectRefused(await signIn('rs', rs256, (nonce) => rs256.sign(rs256.claims(nonce), 'hs256')), BAD_ALG))

  it('refuses a provider whose discovery document sends Snip to a private address (its JWKS), and logs why', async () => {
    expectRefused(
      await signIn('private', privateJwks, (nonce) => privateJwks.sign(privateJwks.claims(nonce))),
      'BlockedEndpointError: endpoint host 10.255.255.1',
    )
  })

  it('logs no client secret or token', () => {
    const logs = server.logs.join('\n')
    expect(logs).toContain('auth.sso_refused')
    for (const p of [rs256, es256, withNone, privateJwks]) expect(logs).not.toContain(p.clientSecret)
    expect(logs).not.toContain('crafted-code')
    expect(logs).not.toContain('crafted-access-token')
    expect(logs).not.toContain('eyJ')
  })
})
