// The composition's hook at a sign-in through a provider (the workspaces room maps groups with it): called
// with the account and the claims — the userinfo endpoint's `groups` included — before the session starts;
// its failure refuses the sign-in with a clear message and is logged without secrets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { createLogger } from '../../http/logger'
import { testEngines } from '../../../test/harness'
import { startTestIssuer, type TestIssuer } from '../../../test/oidc-issuer'
import { useSuiteDatabase } from '../../../test/suite-database'
import { createAuthService, type AuthService, type SsoSignIn } from '../index'

const PUBLIC = 'http://snip.test'

describe.each(testEngines)('the sso.afterSignIn hook (%s)', (engine) => {
  const db = useSuiteDatabase(engine)
  let issuer: TestIssuer
  let auth: AuthService
  const seen: SsoSignIn[] = []
  const lines: string[] = []
  let failing = false

  beforeAll(async () => {
    issuer = await startTestIssuer({
      snipUrl: PUBLIC,
      people: [{ sub: 'grace-1', email: 'grace@corp.example', email_verified: true, name: 'Grace', groups: ['staff', 'admins'] }],
    })
    const config = loadConfig({
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: PUBLIC,
      AUTH_RATE_LIMIT: '0',
      OIDC_PROVIDERS: JSON.stringify([issuer.providerEntry()]),
    })
    auth = await createAuthService({
      config,
      db: db(),
      logger: createLogger('debug', (l) => lines.push(l)),
      sso: {
        async afterSignIn(input) {
          seen.push(input)
          if (failing) throw new Error(`mapping failed for ${issuer.clientSecret}`)
        },
      },
    })
  })
  afterAll(async () => {
    await issuer?.stop()
  })

  /** A browser's round through the auth service (no HTTP server: its handler is called directly). */
  async function signIn(): Promise<URL> {
    const start = await auth.handle(new Request(`${PUBLIC}/auth/v1/authorize?provider=corp`), 'test')
    const callback = await issuer.signInAt(start.headers.get('location')!, 'grace-1')
    // The browser's cookie binding the flow to it goes back with the callback.
    const cookie = start.headers.getSetCookie()[0]!.split(';')[0]!
    const answer = await auth.handle(new Request(callback, { headers: { cookie } }), 'test')
    return new URL(answer.headers.get('location')!)
  }

  it('is told of the account, the provider and the claims (with userinfo groups) before the session starts', async () => {
    const landing = await signIn()
    const fragment = new URLSearchParams(landing.hash.slice(1))
    expect(fragment.get('access_token')).toBeTruthy()
    expect(seen).toHaveLength(1)
    const [call] = seen
    const sub = JSON.parse(Buffer.from(fragment.get('access_token')!.split('.')[1]!, 'base64url').toString()).sub
    expect(call!.accountId).toBe(sub)
    expect(call!.provider.id).toBe('corp')
    expect(call!.claims).toMatchObject({ sub: 'grace-1', email: 'grace@corp.example', groups: ['staff', 'admins'] })
  })

  it('refuses the sign-in when it fails, and logs it without secrets', async () => {
    failing = true
    const landing = await signIn()
    const fragment = new URLSearchParams(landing.hash.slice(1))
    expect(fragment.get('access_token')).toBeNull()
    expect(fragment.get('error_description')).toBe('Your sign-in through Corp SSO could not be completed. Please try again later.')
    const logs = lines.join('\n')
    expect(logs).toContain('auth.sso_hook_failed')
    expect(logs).not.toContain(issuer.clientSecret)
    failing = false
  })
})
