// Signing in through a real OpenID Connect provider (oidc-provider, api/test/oidc-issuer.ts) in Chromium: the
// "Continue with" button, the provider's sign-in page, and back on Snip signed in by supabase-js; a refused
// sign-in's reason on /app/login; linking and unlinking in Settings; signing out through the provider's
// end-session page.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestIssuer, type TestIssuer } from '../api/test/oidc-issuer'
import { consoleErrors, freePort, open, openPage, sessionShown, useProduct, visible } from './harness'
import { createUserViaApi, newTestUser, signInThroughUi } from './users'

const alice = { sub: 'alice', email: 'alice@corp.example', email_verified: true, name: 'Alice Corp' }
const existing = newTestUser('sso-existing')
const bob = { sub: 'bob', email: existing.email, email_verified: true, name: 'Bob Corp' }

/**
 * The provider's sign-in page. oidc-provider leaves the interaction to the application; the test issuer finishes
 * it for `?sub=`. This page is that application's form: a person types who they are and continues. (The
 * browser reaches the interaction through redirects, which a route does not see; the page is loaded again
 * there to show it.)
 */
const PROVIDER_PAGE = `<!doctype html><html lang="en"><title>Corp SSO</title><main><h1>Sign in to Corp SSO</h1>
<form method="get"><label>Username <input name="sub" autocomplete="username"></label><button>Continue</button></form></main></html>`

async function providerPage(page: Page, issuer: TestIssuer): Promise<void> {
  await page.route(`${issuer.issuer}/interaction/**`, (route) =>
    new URL(route.request().url()).searchParams.has('sub') ? route.continue() : route.fulfill({ contentType: 'text/html', body: PROVIDER_PAGE }),
  )
}

/** Signs in at the provider's page as `sub` (the browser is there). */
async function signInAtProvider(page: Page, sub: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/interaction/'), { timeout: 15_000 })
  await page.goto(page.url())
  await visible(page.getByRole('heading', { name: 'Sign in to Corp SSO' }))
  await page.getByLabel('Username').fill(sub)
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** From /app/login through "Continue with Corp SSO" and the provider's page, to the dashboard. */
async function signInThroughProvider(page: Page, sub: string): Promise<void> {
  await open(page, '/app/login')
  await page.getByRole('link', { name: 'Continue with Corp SSO' }).click()
  await signInAtProvider(page, sub)
  await page.waitForURL('**/app/dashboard', { timeout: 15_000 })
}

describe('single sign-on through a real OpenID Connect provider', () => {
  let issuer: TestIssuer
  let port = 0
  beforeAll(async () => {
    port = await freePort()
    issuer = await startTestIssuer({ snipUrl: `http://127.0.0.1:${port}`, people: [alice, bob] })
  })
  afterAll(() => issuer?.stop())
  const e2e = useProduct(() => ({ PORT: String(port), OIDC_PROVIDERS: JSON.stringify([issuer.providerEntry()]) }))
  let made: Promise<unknown> | undefined
  /** The password account whose address the provider also gives (made once, for whichever test runs first). */
  const existingAccount = () => (made ??= createUserViaApi(e2e.baseUrl, existing))

  async function newPage(): Promise<Page> {
    const page = await openPage(e2e.browser, e2e.baseUrl, [issuer.issuer])
    await providerPage(page, issuer)
    return page
  }

  it('signs a new person in with "Continue with Corp SSO" and lands them on the dashboard, signed in', async () => {
    const page = await newPage()
    await signInThroughProvider(page, 'alice')
    await visible(page.getByRole('heading', { name: 'Your Links' }))
    await sessionShown(page)
    // The session is supabase-js's, kept where it keeps it: the API answers with it.
    const user = await page.evaluate(async () => {
      const raw = Object.entries({ ...localStorage, ...sessionStorage }).find(([k]) => k.includes('auth-token'))?.[1]
      const token = raw ? (JSON.parse(raw) as { access_token: string }).access_token : ''
      const res = await fetch('/auth/v1/user', { headers: { authorization: `Bearer ${token}` } })
      return (await res.json()) as { email: string; app_metadata: { provider: string } }
    })
    expect(user).toMatchObject({ email: alice.email, app_metadata: { provider: 'corp' } })

    // Settings: the provider's identity with its address; no password; unlinking the only way in is refused.
    await open(page, '/app/settings')
    const section = page.getByRole('region', { name: 'Sign-in methods' })
    await visible(section.getByText('Corp SSO', { exact: true }))
    await visible(section.getByText(alice.email, { exact: true }))
    expect(await section.getByText('Password', { exact: true }).count()).toBe(0)
    await section.getByRole('button', { name: 'Unlink Corp SSO' }).click()
    const refusal = section.getByRole('alert')
    await visible(refusal.getByText('Could not unlink'))
    expect(await refusal.textContent()).toMatch(/at least 1 identity/)
    expect(consoleErrors(page).filter((e) => !/422/.test(e))).toEqual([])
  })

  it('refuses a first sign-in whose address already has an account, and says to link it in Settings', async () => {
    await existingAccount()
    const page = await newPage()
    await open(page, '/app/login')
    await page.getByRole('link', { name: 'Continue with Corp SSO' }).click()
    await signInAtProvider(page, 'bob')
    await page.waitForURL((url) => url.pathname === '/app/login', { timeout: 15_000 })
    const alert = page.getByRole('alert').filter({ hasText: 'Single sign-on failed' })
    await visible(alert)
    expect(await alert.textContent()).toContain(
      'An account with this e-mail address already exists. Sign in with your password, then link Corp SSO in Settings.',
    )
    await visible(page.getByLabel('Email address'))
  })

  it('links the provider from Settings after a password sign-in, then signs in through it; unlinks it again', async () => {
    await existingAccount()
    const page = await newPage()
    await signInThroughUi(page, existing)
    await open(page, '/app/settings')
    const section = page.getByRole('region', { name: 'Sign-in methods' })
    await visible(section.getByText('Password', { exact: true }))
    await section.getByRole('button', { name: 'Link Corp SSO', exact: true }).click()
    await signInAtProvider(page, 'bob')
    await page.waitForURL((url) => url.pathname === '/app/settings', { timeout: 15_000 })
    await visible(section.getByText('Corp SSO', { exact: true }))
    expect(await section.getByRole('button', { name: 'Link Corp SSO', exact: true }).count()).toBe(0)

    // Now the provider signs this account in.
    const other = await newPage()
    await signInThroughProvider(other, 'bob')

    // The password remains, so the provider may go.
    await section.getByRole('button', { name: 'Unlink Corp SSO' }).click()
    await visible(page.getByText('Sign-in method removed', { exact: true }).first())
    await visible(section.getByRole('button', { name: 'Link Corp SSO', exact: true }))
  })

  it("signs out through the provider's end-session page, back to the sign-in page", async () => {
    const page = await newPage()
    await signInThroughProvider(page, 'alice')
    await sessionShown(page)
    await page.getByRole('button', { name: /^User menu/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    // oidc-provider asks before it ends its session.
    await page.waitForURL((url) => url.origin === issuer.issuer, { timeout: 15_000 })
    await page.getByRole('button', { name: 'Yes, sign me out' }).click()
    await page.waitForURL((url) => url.origin === e2e.baseUrl && url.pathname === '/app/login', { timeout: 15_000 })
    await visible(page.getByRole('link', { name: 'Continue with Corp SSO' }))
  })
})
