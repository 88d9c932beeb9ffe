// Accounts in the browser (spec §2 sign-in and register screens, §4 auth states and logout, route guards).
import { Database } from 'bun:sqlite'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { messages } from '../api/src/contracts'
import { hidden, hydrated, open, seriousA11yViolations, useProduct, visible } from './harness'
import { createUserViaApi, newTestUser, signedInUser, signInThroughUi } from './users'

const exact = { exact: true } as const

describe('accounts', () => {
  const e2e = useProduct()

  it('registers, lands signed out on the sign-in screen, signs in, shows the user in the header, and signs out', async () => {
    const page = await e2e.newPage()
    const user = newTestUser('reg')
    await open(page, '/app/register')
    await visible(page.getByRole('heading', { name: 'Create an account' }))
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByLabel('Username').fill(user.username)
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password', exact).fill(user.password)
    await page.getByLabel('Confirm password').fill(user.password)
    await page.getByRole('button', { name: 'Sign up' }).click()

    await page.waitForURL('**/app/login')
    await visible(page.getByText('Registration successful', exact))
    await visible(page.getByText('Your account has been created. You can now sign in', exact))
    await visible(page.getByRole('link', { name: 'Log in' })) // signed out: the session from sign-up was discarded

    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password', exact).fill(user.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/app/dashboard')
    await visible(page.getByText('Logged in successfully', exact))
    // No 'Account recovered': registration created the user record.
    expect(await page.getByText('Account recovered', exact).count()).toBe(0)

    const local = user.email.split('@')[0]!
    const menu = page.getByRole('button', { name: `User menu: ${local}` })
    await visible(menu)
    expect(await menu.innerText()).toContain(user.email[0]!.toUpperCase())
    await menu.click()
    await visible(page.getByRole('menuitem', { name: 'Profile' }))
    await visible(page.getByRole('menuitem', { name: 'Settings' }))
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL('**/app/login')
    await visible(page.getByText('Signed out successfully', exact))
    await visible(page.getByRole('link', { name: 'Log in' }))
    const stored = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))
    expect(stored.local.filter((k) => k.includes('auth'))).toEqual([])
    expect(stored.session).toEqual([])
    expect(e2e.foreignRequests(page)).toEqual([])
  })

  it('signs out from the home header back to the home page', async () => {
    const page = await e2e.newPage()
    const user = await createUserViaApi(e2e.baseUrl)
    await signInThroughUi(page, user)
    await open(page, '/')
    await page.getByRole('button', { name: /User menu/ }).click()
    await visible(page.getByRole('menuitem', { name: 'Dashboard' }))
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await visible(page.getByText('Signed out successfully', exact))
    expect(new URL(page.url()).pathname).toBe('/')
    await visible(page.getByRole('link', { name: 'Sign up' }))
  })

  it('shows the sign-in validation messages and a failed sign-in toast, re-enabling the fields', async () => {
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
    await visible(page.getByText(messages.auth.passwordTooShort, exact))

    await page.getByLabel('Email address').fill('nobody@example.com')
    await page.getByLabel('Password').fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await visible(page.getByText('Login failed', exact))
    expect(await page.getByLabel('Email address').isEnabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/app/login')
  })

  it('shows the register validation messages', async () => {
    const page = await e2e.newPage()
    await open(page, '/app/register')
    await page.getByLabel('Username').fill('ab')
    await page.getByLabel('Email address').fill('bad')
    await page.getByLabel('Password', exact).fill('12345')
    await page.getByLabel('Confirm password').fill('different')
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
    await page.getByLabel('Username').fill(user.username)
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password', exact).fill(user.password)
    await page.getByLabel('Confirm password').fill(user.password)
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.waitForURL('**/app/dashboard')
    await visible(page.getByText('Account recovered', exact))
    await visible(page.getByText('Your account has been restored. You can now continue using the app.', exact))
  })

  it('refuses registration of a taken address with a wrong password', async () => {
    const page = await e2e.newPage()
    const user = await createUserViaApi(e2e.baseUrl)
    await open(page, '/app/register')
    await page.getByLabel('Username').fill(user.username)
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password', exact).fill('another-password-1')
    await page.getByLabel('Confirm password').fill('another-password-1')
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

  it('keeps the session for this browser session only unless "Remember me" is checked', async () => {
    const user = await createUserViaApi(e2e.baseUrl)
    const once = await e2e.newPage()
    await signInThroughUi(once, user)
    const a = await once.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))
    expect(a.session).toContain('snip-auth-token')
    expect(a.local).not.toContain('snip-auth-token')

    const remembered = await e2e.newPage()
    await signInThroughUi(remembered, user, { rememberMe: true })
    const b = await remembered.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))
    expect(b.local).toContain('snip-auth-token')
    expect(b.session).not.toContain('snip-auth-token')
    // A new tab of the same browser (shares localStorage, not sessionStorage) is still signed in.
    const tab = await remembered.context().newPage()
    await open(tab, '/app/dashboard')
    await visible(tab.getByRole('button', { name: /User menu/ }))
  })

  it('guards: /app and /app/dashboard send signed-out visitors to /app/login; signed-in users skip login and register', async () => {
    const page = await e2e.newPage()
    for (const [path, to] of [['/login', '/app/login'], ['/register', '/app/register']]) {
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

  it('shows a spinner while the auth state loads on a guarded page', async () => {
    const page = await e2e.newPage()
    await page.route('**/api/config', async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      await route.continue()
    })
    await page.goto('/app/dashboard', { waitUntil: 'domcontentloaded' })
    await visible(page.getByRole('status', { name: 'Loading' }).first())
    await visible(page.getByTestId('session-loading'))
    await page.waitForURL('**/app/login')
  })

  it('footer Dashboard link follows the auth state', async () => {
    const page = await e2e.newPage()
    await open(page, '/about')
    const footerDashboard = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Dashboard' })
    await page.waitForFunction(() => !document.querySelector('[data-testid="session-loading"]'))
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
    await visible(page.getByText(messages.site.forgotPassword.emailDisabled, exact))
    await visible(page.getByRole('link', { name: 'Back to sign in' }))
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  it('reset-password without a recovery session reports an invalid link', async () => {
    const page = await e2e.newPage()
    await open(page, '/app/reset-password')
    await visible(page.getByText(messages.site.resetPassword.invalidLink, exact))
    await hidden(page.getByRole('button', { name: 'Update password' }))
  })

  it('reset-password does not offer the form to a signed-in user who did not come from a recovery link', async () => {
    const page = await e2e.newPage()
    await signedInUser(page, e2e.baseUrl)
    const noForm = async () => {
      await hydrated(page)
      await visible(page.getByText(messages.site.resetPassword.invalidLink, exact))
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
