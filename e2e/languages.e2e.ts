// The site in six languages (docs/decisions/0088), on the real build: a translated page answers in its language
// with hreflang alternates; the footer's language links switch and the choice is remembered; a browser's
// Accept-Language picks the first visit's language; the German about page passes axe; and every text the
// translated pages show in the pseudo-locale came from a catalog.
import { describe, expect, it } from 'vitest'
import { open, seriousA11yViolations, useProduct, visible } from './harness'
import { pseudoCatalog, shortenOnHome } from './language-walk'
import { untranslated } from './pseudo-locale'

/** The sign-in pages, prerendered in every language with their islands' words (docs/decisions/0088). */
const SIGN_IN_PAGES = ['/app/login', '/app/register', '/app/forgot-password', '/app/reset-password']

describe('languages', () => {
  const e2e = useProduct()

  it('answers /de/about in German, with <html lang="de"> and an hreflang alternate per language', async () => {
    const res = await fetch(`${e2e.baseUrl}/de/about`, { headers: { 'accept-language': 'en-US' } })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<html lang="de"/)
    expect(html).toContain('Über Snip')
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)
    const at = (path: string) => `${e2e.baseUrl}${path}`
    expect(alternates).toEqual([
      `en ${at('/about')}`,
      `de ${at('/de/about')}`,
      `fr ${at('/fr/about')}`,
      `es ${at('/es/about')}`,
      `pt-BR ${at('/pt/about')}`,
      `ja ${at('/ja/about')}`,
      `x-default ${at('/about')}`,
    ])
  })

  it('switches to German from the footer and back, remembers the choice, and the German about page passes axe', async () => {
    const page = await e2e.newPage({ locale: 'en-US' })
    await open(page, '/about')
    await visible(page.getByRole('heading', { level: 1, name: 'About Snip' }))
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click()
    await page.waitForURL(`${e2e.baseUrl}/de/about`)
    await visible(page.getByRole('heading', { level: 1, name: 'Über Snip' }))
    expect(await page.locator('html').getAttribute('lang')).toBe('de')
    await visible(page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }))
    expect(await seriousA11yViolations(page)).toEqual([])
    // The next visit to an English address: the choice, not the browser's English, decides.
    await open(page, '/')
    await page.waitForURL(`${e2e.baseUrl}/de/`)
    await visible(page.getByRole('heading', { level: 1, name: 'Kurze Links, ohne Tracking' }))
    await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click()
    await page.waitForURL(`${e2e.baseUrl}/`)
    await visible(page.getByRole('heading', { level: 1, name: 'Short links, without the tracking' }))
    await open(page, '/about')
    await visible(page.getByRole('heading', { level: 1, name: 'About Snip' }))
  })

  it('opens a Japanese browser’s first visit in Japanese', async () => {
    const page = await e2e.newPage({ locale: 'ja-JP' })
    await open(page, '/privacy')
    await page.waitForURL(`${e2e.baseUrl}/ja/privacy`)
    await visible(page.getByRole('heading', { level: 1, name: 'プライバシーポリシー' }))
    await visible(page.getByText('最終更新日：2026年11月25日'))
  })

  it('shows nothing outside the catalogs on the translated pages (pseudo-locale), and would notice if it did', async () => {
    const page = await e2e.newPage({ locale: 'en-US' })
    const failures: Record<string, string[]> = {}
    // With the pages a followed link can answer (the server picks them by language at the link's address).
    const linkPages = ['/xa/link/expired', '/xa/link/password-wrong', '/xa/link-disabled', '/xa/not-found', '/xa/404']
    for (const path of ['/xa/', '/xa/about', '/xa/terms', '/xa/privacy', ...linkPages, ...SIGN_IN_PAGES.map((p) => `/xa${p}`)]) {
      await open(page, path)
      expect(await page.locator('html').getAttribute('lang')).toBe('en-XA')
      // The islands a visitor gets hydrated (the words they render in the browser count, not only the server's).
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr][client="load"]'))
      const found = await untranslated(page)
      if (found.length) failures[path] = found
    }
    // A form's own messages: a sign-in with nothing filled in says what is missing, in the page's language.
    await open(page, '/xa/app/login')
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr][client="load"]'))
    await page.locator('form button[type="submit"]').click()
    await page.locator('[aria-invalid="true"]').first().waitFor()
    const afterSubmit = await untranslated(page)
    if (afterSubmit.length) failures['/xa/app/login, submitted empty'] = afterSubmit
    // The home page's shortener, a link made and its QR code open.
    await open(page, '/xa/')
    await shortenOnHome(page, pseudoCatalog(), `${e2e.targetOrigin}/pseudo-home`, async (label) => {
      const found = await untranslated(page)
      if (found.length) failures[label] = found
    })
    expect(failures).toEqual({})
    await page.evaluate(() => document.querySelector('main')?.append(Object.assign(document.createElement('p'), { textContent: 'Escaped the catalogs' })))
    expect(await untranslated(page)).toEqual(['Escaped the catalogs'])
    // A third longer than English, as German runs: nothing pushes a phone's page wider than its screen.
    await page.setViewportSize({ width: 360, height: 740 })
    const wide: string[] = []
    for (const path of ['/xa/', '/xa/privacy', '/de/', '/de/terms']) {
      await open(page, path)
      if (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)) wide.push(path)
    }
    expect(wide).toEqual([])
  })
})
