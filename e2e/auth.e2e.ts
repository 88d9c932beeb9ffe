// Accounts in the browser (spec §2 sign-in and register screens, §4 auth states and logout, route guards).
import { Database } from 'bun:sqlite'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { messages } from '../site/src/lib/copy'
import { forgotPasswordCopy } from '../site/src/features/forgot-password/forgot-password-copy'
import { resetPasswordCopy } from '../site/src/features/auth/reset-password-copy'
import { expectBusy, hidden, holdRequests, hydrated, open, seriousA11yViolations, sessionShown, useProduct, visible } from './harness'
import { createUserViaApi, fillRegisterForm, newTestUser, signedInUser, signInThroughUi } from './users'

const exact = { exact: true } as const
const AUTH_TOKEN = 'snip-auth-token'
const REDIRECT_URL = 'snip-redirect-url'
const REMEMBER_MARKER = 'snip-remember-me'
const BROWSER_SESSION_COOKIE = 'snip-browser-session'

/** What the browser keeps for the site: localStorage and sessionStorage keys, cookie names. */
async function stored(page: Page): Promise<{ local: string[]; session: string[]; cookies: string[] }> {
  const keys = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))
  return { ...keys, cookies: (await page.context().cookies()).map((c) => c.name) }
}

/** Puts a stored redirect URL and a sessionStorage entry in place, for logout to clear. */
async function plantLogoutLeftovers(page: Page): Promise<void> {
  await page.evaluate((key) => {
    localStorage.setItem(key, '/app')
    sessionStorage.setItem('snip-test-leftover', '1')
  }, REDIRECT_URL)
}

/** Spec §4 logout: redirect URL, auth token, sessionStorage and the 'Remember me' markers are all gone. */
function expectLoggedOutStorage(after: { local: string[]; session: string[]; cookies: string[] }): void {
  expect(after.local.filter((k) => k.startsWith(AUTH_TOKEN))).toEqual([])
  expect(after.local).not.toContain(REDIRECT_URL)
  expect(after.local).not.toContain(REMEMBER_MARKER)
  expect(after.session).toEqual([])
  expect(after.cookies).not.toContain(BROWSER_SESSION_COOKIE)
}

describe('accounts', () => {
  const e2e = useProduct()

  it('registers straight into the dashboard (no e-mail confirmation here), shows the user in the header, and signs out', async () => {
    const page = await e2e.newPage()
    const user = newTestUser('reg')
    await open(page, '/app/register')
    await visible(page.getByRole('heading', { name: 'Create an account' }))
    expect(await seriousA11yViolations(page)).toEqual([])
    await fillRegisterForm(page, user)
    await page.getByRole('button', { name: 'Sign up' }).click()

    // signed in by the sign-up itself: no second trip through the sign-in screen
    await page.waitForURL('**/app/dashboard')
    await visible(page.getByText(messages.toast.registrationSignedIn.title, exact))
    await visible(page.getByText(messages.toast.registrationSignedIn.description, exact))
    await page.reload()
    await page.waitForURL('**/app/dashboard')
    // No 'Account recovered': registration created the user record.
    expect(await page.getByText('Account recovered', exact).count()).toBe(0)

    // the header names the user by the username chosen at sign-up, not the e-mail's local part
    expect(user.username).not.toBe(user.email.split('@')[0])
    const menu = page.getByRole('button', { name: `User menu: ${user.username}` })
    await visible(menu)
    expect(await menu.innerText()).toContain(user.username[0]!.toUpperCase())
    await plantLogoutLeftovers(page)
    const before = await stored(page)
    expect(before.local).toEqual(expect.arrayContaining([AUTH_TOKEN, REDIRECT_URL]))
    expect(before.cookies).toContain(BROWSER_SESSION_COOKIE) // signed in without 'Remember me'
    await menu.click()
    await visible(page.getByRole('menuitem', { name: 'Dashboard' }))
    await visible(page.getByRole('menuitem', { name: 'Settings' }))
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL('**/app/login')
    await visible(page.getByText('Signed out successfully', exact))
    await visible(page.getByRole('link', { name: 'Log in' }))
    expectLoggedOutStorage(await stored(page))
    expect(e2e.foreignRequests(page)).toEqual([])
  })

  it('signs out from the home header back to the home page', async () => {
    const page = await e2e.newPage()
    const user = await createUserViaApi(e2e.baseUrl)
    await signInThroughUi(page, user, { rememberMe: true })
    await open(page, '/')
    await plantLogoutLeftovers(page)
    expect((await stored(page)).local).toEqual(expect.arrayContaining([AUTH_TOKEN, REDIRECT_URL, REMEMBER_MARKER]))
    await page.getByRole('button', { name: /User menu/ }).click()
    await visible(page.getByRole('menuitem', { name: 'Dashboard' }))
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await visible(page.getByText('Signed out successfully', exact))
    expect(new URL(page.url()).pathname).toBe('/')
    await visible(page.getByRole('link', { name: 'Sign up' }))
    expectLoggedOutStorage(await stored(page))
  })

  it('a failed sign-out shows the destructive "Error signing out" toast and stays signed in', async () => {
    const page = await e2e.newPage()
    await signedInUser(page, e2e.baseUrl)
    await page.route('**/auth/v1/logout**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'test failure' }) }),
    )
    await page.getByRole('button', { name: /User menu/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    const toast = page.locator('[data-slot="toast"]', { hasText: 'Error signing out' })
    await visible(toast)
    expect(await toast.getAttribute('data-variant')).toBe('destructive')
    await visible(toast.getByText('Please try again later.', exact))
    expect(await page.getByText('Signed out successfully', exact).count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/app/dashboard')
    await visible(page.getByRole('button', { name: /User menu/ }))
    expect((await stored(page)).local).toContain(AUTH_TOKEN)
  })

  it('shows the sign-in validation messages and a failed sign-in in the form, re-enabling the fields', async () => {
    const page = await e2e.newPage()
    await open(page, '/app/login')
    await visible(page.getByRole('heading', { name: 'Sign in to your account' }))
    expect(await page.getByRole('link', { name: 'create a new account' }).getAttribute('href')).toBe('/app/register')
    expect(await page.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/app/forgot-password')
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.getByLabel('Email address').fill('not-an-email')
    await page.getByLabel('Password').fill('12345')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await visible(page.getByText(messages.auth.invalidEmail, exact))
    await visible(page.getByText(messages.auth.signInPasswordTooShort, exact))

    await page.getByLabel('Email address').fill('nobody@example.com')
    await page.getByLabel('Password').fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await visible(page.getByText('Login failed', exact))
    expect(await page.getByLabel('Email address').isEnabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/app/login')
  })

  it('reads "Signing in..." with the fields disabled while the sign-in request runs', async () => {
    const page = await e2e.newPage()
    const user = await createUserViaApi(e2e.baseUrl)
    const release = await holdRequests(page, '**/auth/v1/token**')
    await open(page, '/app/login')
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expectBusy(page, 'Signing in...', ['Email address', 'Password', 'Remember me'])
    release()
    await page.waitForURL('**/app/dashboard')
  })

  it('reads "Creating account..." with the fields disabled while registering', async () => {
    const page = await e2e.newPage()
    const user = newTestUser('busy')
    const release = await holdRequests(page, '**/auth/v1/signup**')
    await open(page, '/app/register')
    await fillRegisterForm(page, user)
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expectBusy(page, 'Creating account...', ['Username'])
    release()
    await page.waitForURL('**/app/dashboard')
    await visible(page.getByText(messages.toast.registrationSignedIn.title, exact))
  })

  it('shows the register validation messages', async () => {
    const page = await e2e.newPage()
    await open(page, '/app/register')
    await fillRegisterForm(page, { username: 'ab', email: 'bad', password: '12345' }, 'different')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await visible(page.getByText(messages.auth.usernameTooShort, exact))
    await visible(page.getByText(messages.auth.invalidEmail, exact))
    await visible(page.getByText(messages.auth.passwordTooShort, exact))
    await visible(page.getByText(messages.auth.passwordsDontMatch, exact))
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/app/login')
  })

  it('recovers an already registered account from the register screen', async () => {
    const page = await e2e.newPage()
    const user = await createUserViaApi(e2e.baseUrl)
    await open(page, '/app/register')
    await fillRegisterForm(page, user)
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.waitForURL('**/app/dashboard')
    await visible(page.getByText('Account recovered', exact))
    await visible(page.getByText('Your account has been restored. You can now continue using the app.', exact))
  })

  it('refuses registration of a taken address with a wrong password', async () => {
    const page = await e2e.newPage()
    const user = await createUserViaApi(e2e.baseUrl)
    await open(page, '/app/register')
    await fillRegisterForm(page, { ...user, password: 'another-password-1' })
    await page.getByRole('button', { name: 'Sign up' }).click()
    await visible(page.getByText('Registration failed', exact))
    expect(new URL(page.url()).pathname).toBe('/app/register')
  })

  it('restores a missing user record after sign-in with "Account recovered"', async () => {
    const page = await e2e.newPage()
    const user = newTestUser('norecord')
    const key = ((await (await fetch(`${e2e.baseUrl}/api/config`)).json()) as { supabaseAnonKey: string }).supabaseAnonKey
    const res = await fetch(`${e2e.baseUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: key, 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    })
    const signup = (await res.json()) as { access_token: string; user: { id: string } }
    // Sign-up creates the product's record; delete it to get a provider user without one.
    const db = new Database(join(e2e.product.dataDir, 'snip.sqlite'))
    db.query('DELETE FROM users WHERE user_id = ?').run(signup.user.id)
    db.close()
    const me = () => fetch(`${e2e.baseUrl}/api/users/me`, { headers: { authorization: `Bearer ${signup.access_token}` } })
    expect((await me()).status).toBe(404)

    await signInThroughUi(page, user)
    await visible(page.getByText('Account recovered', exact))
    await visible(page.getByText("We've restored your account information.", exact))
    expect((await me()).status).toBe(200)
  })

  it('restores a missing user record when a signed-in page loads, with "Account recovered"', async () => {
    const page = await e2e.newPage()
    const user = await signedInUser(page, e2e.baseUrl)
    await visible(page.getByRole('button', { name: /User menu/ }))
    await page.waitForLoadState('networkidle') // this page's own user lookup has been answered
    const db = new Database(join(e2e.product.dataDir, 'snip.sqlite'))
    expect(db.query('DELETE FROM users WHERE email = ?').run(user.email).changes).toBe(1)
    db.close()

    const lookup = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/me')
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/users')
    await page.goto('/about')
    expect((await lookup).status()).toBe(404)
    expect((await created).ok()).toBe(true)
    await visible(page.getByText('Account recovered', exact))
    await visible(page.getByText("We've restored your account information.", exact))
    const check = new Database(join(e2e.product.dataDir, 'snip.sqlite'))
    expect(check.query('SELECT count(*) AS n FROM users WHERE email = ?').get(user.email)).toEqual({ n: 1 })
    check.close()
  })

  /** A page in a new browser context holding `page`'s localStorage; its cookies only with `keepCookies`. */
  async function reopened(page: Page, { keepCookies }: { keepCookies: boolean }): Promise<Page> {
    const state = await page.context().storageState()
    return e2e.newPage({ storageState: { cookies: keepCookies ? state.cookies : [], origins: state.origins } })
  }

  it('without "Remember me" every tab shares the session until the browser restarts', async () => {
    const user = await createUserViaApi(e2e.baseUrl)
    const page = await e2e.newPage()
    await signInThroughUi(page, user)
    const marker = (await page.context().cookies()).find((c) => c.name === BROWSER_SESSION_COOKIE)
    expect(marker).toMatchObject({ value: '1', path: '/', sameSite: 'Strict', expires: -1 }) // a session cookie, nothing identifying
    expect((await stored(page)).local).not.toContain(REMEMBER_MARKER)

    // A second tab of the same browser is signed in too.
    const tab = await page.context().newPage()
    await open(tab, '/app/dashboard')
    await visible(tab.getByRole('button', { name: /User menu/ }))

    // The same browser session (its session cookie kept) still has the session...
    const sameSession = await reopened(page, { keepCookies: true })
    await open(sameSession, '/app/dashboard')
    await visible(sameSession.getByRole('button', { name: /User menu/ }))

    // ...but after a restart (localStorage kept, session cookies gone) it is signed out and the token discarded.
    const restarted = await reopened(page, { keepCookies: false })
    await restarted.goto('/app/dashboard')
    await restarted.waitForURL('**/app/login')
    await visible(restarted.getByRole('link', { name: 'Log in' }))
    expect((await stored(restarted)).local.filter((k) => k.startsWith(AUTH_TOKEN))).toEqual([])
  })

  it('with "Remember me" the session survives a browser restart', async () => {
    const user = await createUserViaApi(e2e.baseUrl)
    const page = await e2e.newPage()
    await signInThroughUi(page, user, { rememberMe: true })
    const after = await stored(page)
    expect(after.local).toEqual(expect.arrayContaining([AUTH_TOKEN, REMEMBER_MARKER]))
    expect(after.cookies).not.toContain(BROWSER_SESSION_COOKIE)

    const restarted = await reopened(page, { keepCookies: false })
    await open(restarted, '/app/dashboard')
    await visible(restarted.getByRole('button', { name: /User menu/ }))
    await visible(restarted.getByRole('heading', { name: 'Your Links' }))
  })

  it('guards: /app and /app/dashboard send signed-out visitors to /app/login; signed-in users skip login and register', async () => {
    const page = await e2e.newPage()
    for (const [path, to] of [
      ['/login', '/app/login'],
      ['/register', '/app/register'],
    ]) {
      await page.goto(path)
      await page.waitForURL(`**${to}`) // spec §2: these paths are prefixed with /app
    }
    for (const path of ['/app', '/app/dashboard', '/dashboard']) {
      await page.goto(path)
      await page.waitForURL('**/app/login')
    }
    const user = await createUserViaApi(e2e.baseUrl)
    await signInThroughUi(page, user)
    for (const path of ['/app/login', '/app/register']) {
      await page.goto(path)
      await page.waitForURL('**/app/dashboard')
    }
    await open(page, '/app')
    expect(new URL(page.url()).pathname).toBe('/app')
    await visible(page.getByRole('heading', { name: 'Your Links' }))
  })

  it('shows a spinner while the auth state loads on a guarded page; the header knows a visitor at once', async () => {
    const page = await e2e.newPage()
    await page.route('**/api/config', async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      await route.continue()
    })
    await page.goto('/app/dashboard', { waitUntil: 'domcontentloaded' })
    await visible(page.getByRole('status', { name: 'Loading' }).first())
    await visible(page.getByRole('banner').getByRole('link', { name: 'Log in' }))
    await hidden(page.getByTestId('session-loading'))
    await page.waitForURL('**/app/login')
  })

  it('shows the header placeholder, not Log in, while a stored session is checked', async () => {
    const page = await e2e.newPage()
    const user = await createUserViaApi(e2e.baseUrl)
    await signInThroughUi(page, user)
    await page.route('**/_astro/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      await route.continue()
    })
    await page.goto('/about', { waitUntil: 'domcontentloaded' })
    await visible(page.getByTestId('session-loading'))
    expect(await page.getByRole('banner').getByRole('link', { name: 'Log in' }).isVisible()).toBe(false)
    await visible(page.getByRole('button', { name: /User menu/ }))
  })

  it('footer Dashboard link follows the auth state', async () => {
    const page = await e2e.newPage()
    await open(page, '/about')
    const footerDashboard = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Dashboard' })
    await sessionShown(page)
    expect(await footerDashboard.getAttribute('href')).toBe('/app/login')
    const user = await createUserViaApi(e2e.baseUrl)
    await signInThroughUi(page, user)
    await open(page, '/about')
    await visible(page.getByRole('button', { name: /User menu/ }))
    expect(await footerDashboard.getAttribute('href')).toBe('/app/dashboard')
  })

  it('forgot password says that e-mail is not configured on this server', async () => {
    const page = await e2e.newPage()
    await open(page, '/app/forgot-password')
    await visible(page.getByText(forgotPasswordCopy.emailDisabled, exact))
    await visible(page.getByRole('link', { name: 'Back to sign in' }))
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  it('reset-password without a recovery session reports an invalid link', async () => {
    const page = await e2e.newPage()
    await open(page, '/app/reset-password')
    await visible(page.getByText(resetPasswordCopy.invalidLink, exact))
    await hidden(page.getByRole('button', { name: 'Update password' }))
  })

  it('reset-password does not offer the form to a signed-in user who did not come from a recovery link', async () => {
    const page = await e2e.newPage()
    await signedInUser(page, e2e.baseUrl)
    const noForm = async () => {
      await hydrated(page)
      await visible(page.getByText(resetPasswordCopy.invalidLink, exact))
      await visible(page.getByRole('link', { name: 'Request a new link' }))
      expect(await page.getByLabel('New password', exact).count()).toBe(0)
      expect(await page.getByRole('button', { name: 'Update password' }).count()).toBe(0)
    }
    await page.goto('/app/reset-password')
    await noForm()
    // A made-up recovery fragment, without a token or with a bad one, does not unlock it either.
    for (const fragment of ['type=recovery', 'access_token=bad&refresh_token=bad&expires_in=3600&token_type=bearer&type=recovery']) {
      await page.goto('/about')
      await page.goto(`/app/reset-password#${fragment}`)
      await noForm()
    }
    await visible(page.getByRole('button', { name: /User menu/ })) // still signed in all along
  })
})
