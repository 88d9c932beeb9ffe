// Single sign-on on the site, in Chromium: the providers' buttons on the sign-in and sign-up pages (plain links
// written into the page by the server, so they are there with JavaScript off too), a refused sign-in's reason
// on /app/login, the sign-in methods in Settings, and SSO-only (the password form folded away on the sign-in
// page, gone from the sign-up page); axe on both pages with buttons, at phone and desktop size, in both themes.
// The buttons come from OIDC_PROVIDERS alone: these checks need no provider to answer.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { consoleErrors, hidden, open, ROOT, seriousA11yViolations, useProduct, visible } from './harness'
import { VIEWPORTS, violationsInBothThemes } from './axe-tour'
import { createUserViaApi, newTestUser, signInThroughUi, type TestUser } from './users'

/** A provider that need not answer: nothing here follows its button past Snip's own /auth/v1/authorize. */
const CORP = { id: 'corp', name: 'Corp SSO', issuer: 'http://127.0.0.1:9/realms/corp', clientId: 'snip', clientSecret: 'not-a-real-secret' }
const OTHER = { ...CORP, id: 'other-idp', name: 'Other IdP' }
const providers = JSON.stringify([CORP, OTHER])
const REFUSAL = 'An account with this e-mail address already exists. Sign in with your password, then link Corp SSO in Settings.'

const button = (page: Page, name: string) => page.getByRole('link', { name: `Continue with ${name}` })

/** axe at both sizes and in both themes (violationsInBothThemes: one page recoloured, as axe-tour.ts does). */
async function axeClean(newPage: (o: object) => Promise<Page>, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  const page = await newPage({})
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport)
    await open(page, path)
    await ready(page)
    expect(await violationsInBothThemes(page), `${path} at ${viewport.width}×${viewport.height}`).toEqual({ light: [], dark: [] })
  }
  expect(consoleErrors(page)).toEqual([])
}

describe('single sign-on providers on the sign-in pages', () => {
  const e2e = useProduct({ OIDC_PROVIDERS: providers })

  it('shows a "Continue with" link per provider on /app/login beside the password form, going to /auth/v1/authorize', async () => {
    const page = await e2e.newPage()
    await open(page, '/app/login')
    await visible(button(page, 'Corp SSO'))
    await visible(button(page, 'Other IdP'))
    const href = await button(page, 'Corp SSO').getAttribute('href')
    expect(href).toBe(`/auth/v1/authorize?provider=corp&redirect_to=${encodeURIComponent(`${e2e.baseUrl}/app/login`)}`)
    // The password form is there as before, not folded away.
    await visible(page.getByLabel('Email address'))
    await visible(page.getByRole('button', { name: 'Sign in' }))
    expect(await page.getByText('Sign in with a password (administrators)').isVisible()).toBe(false)
    // Nothing of a provider's settings but its id and name reaches the page.
    expect(await page.content()).not.toMatch(/not-a-real-secret|127\.0\.0\.1:9|realms/)
  })

  it('has the buttons in the page itself: with JavaScript off they are there and link to the provider', async () => {
    const page = await e2e.newPage({ javaScriptEnabled: false })
    await page.goto('/app/login')
    await visible(button(page, 'Corp SSO'))
    const [request] = await Promise.all([page.waitForRequest((r) => r.url().includes('/auth/v1/authorize')), button(page, 'Corp SSO').click()])
    const url = new URL(request.url())
    expect(url.searchParams.get('provider')).toBe('corp')
    expect(url.searchParams.get('redirect_to')).toBe(`${e2e.baseUrl}/app/login`)
    await page.goto('/app/register')
    await visible(button(page, 'Other IdP'))
  })

  it('shows the buttons on /app/register above its form', async () => {
    const page = await e2e.newPage()
    await open(page, '/app/register')
    await visible(button(page, 'Corp SSO'))
    await visible(page.getByLabel('Username'))
    await visible(page.getByRole('button', { name: 'Sign up' }))
  })

  it("says why a single sign-on sign-in was refused, in the page's error block, and drops it from the address", async () => {
    const page = await e2e.newPage()
    const reason = new URLSearchParams({ error: 'access_denied', error_code: 'email_exists', error_description: REFUSAL })
    await page.goto(`/app/login?${reason}#${reason}`)
    const alert = page.getByRole('alert').filter({ hasText: 'Single sign-on failed' })
    await visible(alert)
    expect(await alert.textContent()).toContain(REFUSAL)
    expect(new URL(page.url()).search + new URL(page.url()).hash).toBe('')
    // Still a sign-in page: the password form and the buttons are there.
    await visible(button(page, 'Corp SSO'))
    await visible(page.getByLabel('Email address'))
  })

  it('is clean under axe with the buttons, at phone and desktop size, in both themes', async () => {
    const ready = (page: Page) => visible(button(page, 'Corp SSO'))
    await axeClean(e2e.newPage, '/app/login', ready)
    await axeClean(e2e.newPage, '/app/register', ready)
  })

  it('lists the sign-in methods in Settings, with a "Link" button per provider not yet linked', async () => {
    const user = await createUserViaApi(e2e.baseUrl)
    const page = await e2e.newPage()
    await signInThroughUi(page, user)
    await open(page, '/app/settings')
    const section = page.getByRole('region', { name: 'Sign-in methods' })
    await visible(section)
    const methods = section.getByRole('list', { name: 'Sign-in methods' })
    await visible(methods.getByText('Password', { exact: true }))
    await visible(methods.getByText(user.email, { exact: true }))
    await visible(section.getByRole('button', { name: 'Link Corp SSO' }))
    await visible(section.getByRole('button', { name: 'Link Other IdP' }))
    // The password is the account's own: no "Unlink" for it.
    expect(await section.getByRole('button', { name: /^Unlink/ }).count()).toBe(0)
    expect(await seriousA11yViolations(page)).toEqual([])
  })
})

describe('single sign-on only', () => {
  const breakGlass = newTestUser('break-glass')
  const e2e = useProduct({ OIDC_PROVIDERS: providers, AUTH_SSO_ONLY: 'true', AUTH_BREAK_GLASS_EMAIL: breakGlass.email })

  /** An account made with the admin CLI, as an operator would: sign-up is off. */
  function createWithCli(user: TestUser): void {
    const cli = spawnSync(join(ROOT, 'node_modules/.bin/bun'), ['api/src/cli/main.ts', 'users', 'create', user.email, '--password-stdin'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: e2e.product.dataDir },
      input: user.password,
      encoding: 'utf8',
    })
    if (cli.status !== 0) throw new Error(`users create failed: ${cli.stderr}`)
  }

  it('lets the break-glass address sign in with its password, and refuses anyone else with the reason', async () => {
    const someone = newTestUser('password-person')
    createWithCli(breakGlass)
    createWithCli(someone)
    const page = await e2e.newPage()
    await open(page, '/app/login')
    await page.getByText('Sign in with a password (administrators)').click()
    await page.getByLabel('Email address').fill(someone.email)
    await page.getByLabel('Password').fill(someone.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    const refusal = page.getByRole('alert').filter({ hasText: 'Login failed' })
    await visible(refusal)
    expect(await refusal.textContent()).toContain('Password sign-in is turned off on this instance; use single sign-on')

    await page.getByLabel('Email address').fill(breakGlass.email)
    await page.getByLabel('Password').fill(breakGlass.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/app/dashboard')
    await visible(page.getByRole('heading', { name: 'Your Links' }))
  })

  it('folds the password form away on /app/login behind "Sign in with a password (administrators)"', async () => {
    const page = await e2e.newPage()
    await open(page, '/app/login')
    await visible(button(page, 'Corp SSO'))
    await hidden(page.getByLabel('Email address'))
    await page.getByText('Sign in with a password (administrators)').click()
    await visible(page.getByLabel('Email address'))
    await visible(page.getByRole('button', { name: 'Sign in' }))
  })

  it('shows only the buttons on /app/register', async () => {
    const page = await e2e.newPage()
    await open(page, '/app/register')
    await visible(button(page, 'Other IdP'))
    await hidden(page.getByLabel('Username'))
    expect(await page.getByRole('button', { name: 'Sign up' }).count()).toBe(0)
  })

  it('is clean under axe, at phone and desktop size, in both themes', async () => {
    const ready = (page: Page) => visible(button(page, 'Corp SSO'))
    await axeClean(e2e.newPage, '/app/login', ready)
    await axeClean(e2e.newPage, '/app/register', ready)
  })
})
