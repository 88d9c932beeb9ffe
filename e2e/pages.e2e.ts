// Static pages, the redirect page, the generic 404, header and footer (spec §1, §2); axe on every page;
// nothing is requested from another origin.
import { describe, expect, it } from 'vitest'
import { redirectCopy } from '../site/src/features/redirect/redirect-copy'
import { notFoundPageCopy } from '../site/src/lib/static-pages-copy'
import { consoleErrors, holdRequests, open, seriousA11yViolations, sessionShown, TARGET_ORIGIN, TARGET_TITLE, useProduct, visible } from './harness'
import { signedInUser } from './users'

const exact = { exact: true } as const
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/terms',
  '/privacy',
  '/app/login',
  '/app/register',
  '/app/forgot-password',
  '/app/reset-password',
  '/app/invite',
  '/not-found',
  '/no/such/page',
]

describe('pages', () => {
  const e2e = useProduct()

  it('every page passes axe (no serious or critical violations) and loads nothing from another origin', async () => {
    const page = await e2e.newPage()
    const failures: Record<string, string[]> = {}
    for (const path of PUBLIC_PAGES) {
      await open(page, path)
      await sessionShown(page)
      const found = await seriousA11yViolations(page)
      if (found.length) failures[path] = found
    }
    expect(failures).toEqual({})
    expect(e2e.foreignRequests(page)).toEqual([])
    expect(consoleErrors(page)).toEqual([]) // no CSP violation, no hydration mismatch
  })

  it('signed-in pages pass axe too (header with user menu open, dashboard shell)', async () => {
    const page = await e2e.newPage()
    await signedInUser(page, e2e.baseUrl)
    await open(page, '/')
    await page.getByRole('button', { name: /User menu/ }).click()
    await visible(page.getByRole('menuitem', { name: 'Sign out' }))
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await open(page, '/app/dashboard')
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(e2e.foreignRequests(page)).toEqual([])
  })

  it('about, terms and privacy are static pages with Back to Home', async () => {
    const page = await e2e.newPage()
    for (const [path, heading] of [
      ['/about', 'About Snip'],
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
    ] as const) {
      await open(page, path)
      await visible(page.getByRole('heading', { level: 1, name: heading }))
      await page.getByRole('link', { name: 'Back to Home' }).click()
      await page.waitForURL(`${e2e.baseUrl}/`)
    }
    await open(page, '/terms')
    await visible(page.getByText('Last updated March 20, 2025', exact))
    await visible(page.getByText(/MIT licensed/))
    await open(page, '/privacy')
    await visible(page.getByText('Last updated November 25, 2026', exact)) // decision 65: the date its substance last changed
    await visible(page.getByText(/are deleted after 395 days, by a job/)) // the setting's number, with its spaces
    await visible(page.getByText(/Visitor IP addresses are not stored/))
    await visible(page.getByText(/No cookies are set for visitors/))
    await visible(page.getByText(/Click counts:/))
  })

  it('pages ship no JavaScript beyond their islands and no inline event handlers', async () => {
    const page = await e2e.newPage()
    await open(page, '/about')
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => ({ src: s.getAttribute('src'), type: s.type, inline: !s.src })))
    for (const s of scripts) if (s.src) expect(s.src.startsWith('/_astro/')).toBe(true)
    const handlers = await page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name)),
    )
    expect(handlers).toEqual([])
  })

  it('with JavaScript off, the static pages work, Link Not Found says so, and the sign-in forms are there', async () => {
    const page = await e2e.newPage({ javaScriptEnabled: false })
    await page.goto('/about')
    await visible(page.getByRole('heading', { level: 1, name: 'About Snip' }))
    await visible(page.getByRole('banner').getByRole('link', { name: 'Log in' }))
    await visible(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }))
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/app/login')
    const res = await page.goto('/no-js-code')
    expect(res?.status()).toBe(404)
    await visible(page.getByRole('heading', { name: 'Link Not Found' }))
    await visible(page.getByRole('link', { name: 'Go to Homepage' }))
    for (const path of ['/app/login', '/app/register']) {
      await page.goto(path)
      await visible(page.getByLabel('Email'))
      await visible(page.getByLabel('Password', { exact: true }))
    }
  })

  it('header: product name links home; signed out shows Log in and Sign up', async () => {
    const page = await e2e.newPage()
    await open(page, '/about')
    const banner = page.getByRole('banner')
    expect(await banner.getByRole('link', { name: 'Snip' }).getAttribute('href')).toBe('/')
    expect(await banner.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/app/login')
    expect(await banner.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/app/register')
  })

  it('footer: About, Terms, Privacy, Dashboard, API docs, repository link and copyright line', async () => {
    const page = await e2e.newPage()
    await open(page, '/')
    const footer = page.getByRole('contentinfo')
    for (const [name, href] of [
      ['About', '/about'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Dashboard', '/app/login'],
      ['API', '/api/docs'],
      ['Source code', 'https://github.com/snip-shortener/snip'],
    ]) {
      expect(await footer.getByRole('link', { name }).getAttribute('href')).toBe(href)
    }
    await visible(footer.getByText(/an open-source URL shortener/))
  })

  it('an unknown path shows the generic 404 page, speaking to visitors (no developer hint)', async () => {
    const page = await e2e.newPage()
    const res = await page.goto('/some/missing/page')
    expect(res?.status()).toBe(404)
    await visible(page.getByRole('heading', { name: '404 Page Not Found' }))
    await visible(page.getByText(notFoundPageCopy.hint, exact))
    expect(await page.getByText('router').count()).toBe(0)
  })

  it('an unknown short code shows Link Not Found with Go to Homepage', async () => {
    const page = await e2e.newPage()
    const res = await page.goto('/nosuchcode')
    expect(res?.status()).toBe(404)
    await visible(page.getByRole('heading', { name: 'Link Not Found' }))
    await visible(page.getByText(redirectCopy.notFoundMessage('nosuchcode'), exact))
    expect(await page.title()).toBe('Link Not Found · Snip')
    await page.getByRole('link', { name: 'Go to Homepage' }).click()
    await page.waitForURL(`${e2e.baseUrl}/`)
  })

  it('/not-found?code= resolves a code in the browser: Redirecting... then the original URL', async () => {
    const created = await fetch(`${e2e.baseUrl}/api/urls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ originalUrl: `${TARGET_ORIGIN}/via-query` }),
    })
    const link = (await created.json()) as { shortCode: string }
    const page = await e2e.newPage()
    const release = await holdRequests(page, '**/api/urls/by-code/**')
    await page.goto(`/not-found?code=${link.shortCode}`)
    await visible(page.getByRole('heading', { name: 'Redirecting...' }))
    release()
    await page.waitForURL(`${TARGET_ORIGIN}/via-query`)
    expect(await page.title()).toBe(TARGET_TITLE)

    await open(page, '/not-found?code=missing-code')
    await visible(page.getByRole('heading', { name: 'Link Not Found' }))
    await visible(page.getByText(redirectCopy.notFoundMessage('missing-code'), exact))
  })

  it("an unknown code at /{code}: the server's 404 is the answer, the page asks nothing more", async () => {
    const page = await e2e.newPage()
    const lookups: string[] = []
    page.on('request', (r) => r.url().includes('/api/urls/by-code/') && lookups.push(r.url()))
    const res = await page.goto('/no-such-code')
    expect(res?.status()).toBe(404)
    await visible(page.getByRole('heading', { name: 'Link Not Found' }))
    await visible(page.getByText(redirectCopy.notFoundMessage('no-such-code'), exact))
    expect(lookups).toEqual([])
  })

  it('/not-found without a code shows Link Not Found without an empty quoted code', async () => {
    const page = await e2e.newPage()
    for (const path of ['/not-found', '/not-found?code=', '/not-found?code=%20']) {
      await open(page, path)
      await visible(page.getByRole('heading', { name: 'Link Not Found' }))
      await visible(page.getByText(redirectCopy.noCodeMessage, exact))
      expect(await page.getByText('""').count()).toBe(0)
      expect(await page.title()).toBe('Link Not Found · Snip')
      await visible(page.getByRole('link', { name: 'Go to Homepage' }))
    }
  })

  it('/api/docs renders the API operations under its own content security policy', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.baseUrl}/api/docs`)
    await visible(page.getByText('Shorten a URL (custom codes need an account)'))
    expect(await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily)).toContain('system-ui')
    expect(consoleErrors(page)).toEqual([]) // a blocked script or style is reported on the console
    expect(e2e.foreignRequests(page)).toEqual([])
  })
})
