// The signed-in app in the visitor's language (docs/decisions/0088): at its own address, a German browser gets
// the German dashboard; and every page and the dialogs and panels people open, in the pseudo-locale, show nothing
// that escaped the catalogs, overflows a phone's screen or troubles axe. What a person typed or the server counted (codes, addresses, names, dates and
// numbers Intl writes) is data, not words, and is left out by value.
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accessToken, follow, seedLink } from './dashboard-fixtures'
import { seriousA11yViolations, useProduct, visible } from './harness'
import { addDomainAndWebhook, loadSections, pseudoCatalog, walkDashboardDialogs } from './language-walk'
import { watchOpenRequests } from './open-requests'
import { untranslated } from './pseudo-locale'
import { createUserViaApi, newTestUser, signInThroughUi } from './users'

const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr][client="load"]'))

/** Texts that are data: the test's own values, and dates, times and numbers as Intl writes them. */
function wordsOnly(found: string[], data: string[]): string[] {
  return found.filter((text) => {
    const value = text.replace(/^(title|aria-label|alt|placeholder): /, '')
    // An avatar's initial, a scope's token (links:read), an event's name (link.created), an example host, an
    // e-mail address: tokens and data, no sentence.
    if (value.length <= 2 || /^[a-z]+[:.][a-z.]+$/.test(value) || /^\S+@\S+\.\S+$/.test(value)) return false
    // A path or address with no space in it (a link's "/code" on the admin page, made by another test here).
    if (/^\S*\/\S*$/.test(value)) return false
    if (data.some((d) => value.includes(d) || d.includes(value))) return false
    return !/^[\d\s.,:/%+\-–—·()]*((Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*)?[\d\s.,:/%+\-–—·()]*(AM|PM|UTC)?$/.test(value)
  })
}

describe('the signed-in app in other languages', () => {
  const admin = newTestUser('xaadmin')
  const e2e = useProduct({ ADMIN_EMAILS: admin.email, WEBHOOKS_ALLOW_PRIVATE: 'true' })
  // The footer test's link: data on the admin page the pseudo-locale's tour reads.
  const footerCode = `ft${randomBytes(3).toString('hex')}`

  it('answers a German choice at /app/dashboard with the German dashboard, at the same address', async () => {
    const user = await createUserViaApi(e2e.baseUrl, newTestUser('dedash'))
    const page = await e2e.newPage()
    await signInThroughUi(page, user)
    await page.context().addCookies([{ name: 'snip-lang', value: 'de', url: e2e.baseUrl }])
    await page.goto(`${e2e.baseUrl}/app/dashboard`)
    await visible(page.getByRole('heading', { name: 'Ihre Links' }))
    expect(new URL(page.url()).pathname).toBe('/app/dashboard')
    expect(await page.locator('html').getAttribute('lang')).toBe('de')
    // A new link's toast: the toasts' region is named in German too (its name keeps Radix's {hotkey}).
    await page.getByRole('button', { name: 'Neuen Link hinzufügen' }).first().click()
    await page.getByRole('dialog').getByLabel('Ursprüngliche URL', { exact: true }).fill(`${e2e.targetOrigin}/de-toast`)
    await page.getByRole('dialog').getByRole('button', { name: 'Link erstellen' }).click()
    await page.getByRole('status').or(page.getByRole('alert')).first().waitFor()
    const regions = await page.locator('[role="region"]').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))
    expect(regions).toContain('Benachrichtigungen (F8)')
  })

  it('switches language from the footer of a link’s page and a workspace’s page, keeping their address', async () => {
    const user = await createUserViaApi(e2e.baseUrl, newTestUser('defoot'))
    const token = await accessToken(e2e.baseUrl, user)
    const link = await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/footer`, shortCode: footerCode })
    const slug = `foot-${randomBytes(3).toString('hex')}`
    const created = await fetch(`${e2e.baseUrl}/api/workspaces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Footer ${slug}`, slug }),
    })
    expect(created.status).toBe(201)
    const page = await e2e.newPage()
    await signInThroughUi(page, user)
    await page.getByText('Logged in successfully').first().waitFor()
    for (const [path, language, name] of [
      [`/app/links/?id=${link.id}`, 'fr', 'Français'],
      [`/app/w/${slug}/settings`, 'ja', '日本語'],
      [`/app/w/${slug}/audit`, 'de', 'Deutsch'],
    ] as const) {
      await page.goto(`${e2e.baseUrl}${path}`)
      await hydrated(page)
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click()
      await page.waitForURL((url) => url.pathname + url.search === path && !url.search.includes('lang='))
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language)
    }
  })

  it('shows nothing outside the catalogs on the app’s pages and dialogs (pseudo-locale)', async () => {
    const user = await createUserViaApi(e2e.baseUrl, admin)
    const token = await accessToken(e2e.baseUrl, user)
    const code = `xa${randomBytes(3).toString('hex')}`
    const link = await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/pseudo`, shortCode: code })
    await follow(`${e2e.baseUrl}/${code}`)
    const slug = `xa-${randomBytes(3).toString('hex')}`
    const team = { name: `Pseudo ${slug}`, slug }
    const created = await fetch(`${e2e.baseUrl}/api/workspaces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(team),
    })
    expect(created.status).toBe(201)
    const data = [
      user.email,
      user.username,
      code,
      `${e2e.targetOrigin}/pseudo`,
      footerCode,
      `${e2e.targetOrigin}/footer`,
      e2e.baseUrl.replace(/^https?:\/\//, ''),
      team.name,
      slug,
      'Snip',
    ]

    const page = await e2e.newPage({ viewport: { width: 1280, height: 900 } })
    const requests = watchOpenRequests(page)
    await signInThroughUi(page, user)
    // The sign-in's own toast, said on the English page it happened on, is shown before the tour starts.
    await page.getByText('Logged in successfully').first().waitFor()
    const failures: Record<string, string[]> = {}
    const check = async (label: string) => {
      const found = wordsOnly(await untranslated(page), data)
      if (found.length) failures[label] = found
    }
    const pages = [
      '/xa/app/dashboard',
      `/xa/app/links/?id=${link.id}`,
      '/xa/app/analytics',
      '/xa/app/settings',
      '/xa/app/admin',
      `/xa/app/w/${slug}/settings`,
      `/xa/app/w/${slug}/audit`,
    ]
    for (const path of pages) {
      await page.goto(`${e2e.baseUrl}${path}`)
      await hydrated(page)
      await requests.settle({ timeout: 20_000 })
      if (path.endsWith('/settings')) await loadSections(page, requests)
      await check(path)
    }
    // The dialogs and panels of the dashboard, and a workspace's new domain and webhook, as people open them.
    const pseudo = pseudoCatalog()
    await page.goto(`${e2e.baseUrl}/xa/app/dashboard`)
    await hydrated(page)
    await walkDashboardDialogs(page, pseudo, code, requests, check)
    await page.goto(`${e2e.baseUrl}/xa/app/w/${slug}/settings`)
    await hydrated(page)
    await loadSections(page, requests)
    await addDomainAndWebhook(page, pseudo, `go.${slug}.example.com`, `${e2e.targetOrigin}/pseudo-hook`)
    await check('workspace settings with a new domain and a new webhook')
    expect(failures).toEqual({})
    // A third longer than English, as German runs: no page is wider than a phone's screen, and axe is content.
    await page.setViewportSize({ width: 390, height: 844 })
    const wide: string[] = []
    const axe: Record<string, string[]> = {}
    for (const path of pages) {
      await page.goto(`${e2e.baseUrl}${path}`)
      await hydrated(page)
      await requests.settle({ timeout: 20_000 })
      if (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)) wide.push(path)
      if (path.endsWith('dashboard') || path.endsWith('/settings')) {
        const violations = await seriousA11yViolations(page)
        if (violations.length) axe[path] = violations
      }
    }
    expect({ wide, axe }).toEqual({ wide: [], axe: {} })
  })
})
