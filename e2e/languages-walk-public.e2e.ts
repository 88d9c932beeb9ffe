// Every public page in each of Snip's languages (docs/decisions/0088), at a phone's and a desktop's width, on
// the real build: the page says it is in that language, no English sentence is left where the language has its
// own, no text runs past its box or the screen, and axe is content; on the home page a visitor shortens a link and
// opens its QR code. The sign-in pages are walked with their
// forms submitted empty, so their messages are read in the language too.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, seriousA11yViolations, useProduct } from './harness'
import { englishLeft, overflowing, shortenOnHome, VIEWPORTS, WALK_LANGUAGES, type WalkLanguage } from './language-walk'

/** The public pages, each prerendered per language under its prefix. */
const PAGES = [
  '/',
  '/about',
  '/terms',
  '/privacy',
  '/not-found',
  '/link/expired',
  '/link/password-wrong',
  '/link-disabled',
  '/404',
  '/app/login',
  '/app/register',
  '/app/forgot-password',
  '/app/reset-password',
]
/** The pages whose form is submitted empty as well (without mail, the forgotten-password page says so instead of a form). */
const FORMS = ['/app/login', '/app/register']
/** Nine pages in two widths, axe, five times over: generous on a loaded 2-core machine. */
const SLOW = 300_000

describe('the public pages in each language', () => {
  const e2e = useProduct()

  async function walk(page: Page, language: WalkLanguage, path: string, width: keyof typeof VIEWPORTS, problems: Record<string, string[]>) {
    const at = `${width} /${language.prefix}${path === '/' ? '/' : path}`
    await page.setViewportSize(VIEWPORTS[width])
    await page.goto(`${e2e.baseUrl}/${language.prefix}${path === '/' ? '/' : path}`)
    await hydrated(page)
    const found: string[] = []
    const lang = await page.locator('html').getAttribute('lang')
    if (lang !== language.code) found.push(`<html lang="${lang}">`)
    found.push(...(await englishLeft(page, language)), ...(await overflowing(page)))
    if (FORMS.includes(path)) {
      await page.locator('main form button[type="submit"]:visible').first().click()
      await page.locator('[aria-invalid="true"]').first().waitFor()
      found.push(...(await englishLeft(page, language)).map((text) => `submitted empty: ${text}`))
      found.push(...(await overflowing(page)).map((text) => `submitted empty: ${text}`))
    }
    if (width === 'phone') found.push(...(await seriousA11yViolations(page)))
    if (found.length) problems[at] = found
  }

  for (const language of WALK_LANGUAGES) {
    it(
      `${language.code}: every public page at a phone's and a desktop's width`,
      async () => {
        const page = await e2e.newPage({ locale: language.code })
        const problems: Record<string, string[]> = {}
        for (const path of PAGES) {
          for (const width of ['desktop', 'phone'] as const) await walk(page, language, path, width, problems)
        }
        // The home page's shortener as a visitor uses it: a link made, and its QR code.
        for (const width of ['desktop', 'phone'] as const) {
          await page.setViewportSize(VIEWPORTS[width])
          await page.goto(`${e2e.baseUrl}/${language.prefix}/`)
          await hydrated(page)
          await shortenOnHome(page, language.catalog, `${e2e.targetOrigin}/walk-${width}`, async (label) => {
            const found = [...(await englishLeft(page, language)), ...(await overflowing(page))]
            if (width === 'phone') found.push(...(await seriousA11yViolations(page)))
            if (found.length) problems[`${width} ${label}`] = found
          })
        }
        expect(problems).toEqual({})
      },
      SLOW,
    )
  }

  it('would notice an English sentence and a label too wide for its button', async () => {
    const language = WALK_LANGUAGES[0]!
    const page = await e2e.newPage()
    await page.goto(`${e2e.baseUrl}/${language.prefix}/about`)
    await page.evaluate(() => {
      const main = document.querySelector('main')!
      main.append(Object.assign(document.createElement('p'), { textContent: 'Your Links' }))
      main.append(Object.assign(document.createElement('p'), { textContent: 'Delete link abc123' }))
      const button = Object.assign(document.createElement('button'), { textContent: 'Ein sehr langes Wort ohne Umbruch' })
      button.style.cssText = 'width: 60px; white-space: nowrap; overflow: hidden'
      main.append(button)
    })
    expect(await englishLeft(page, language)).toEqual(['Your Links', 'Delete link abc123'])
    expect((await overflowing(page)).join('\n')).toMatch(/^button "Ein sehr langes Wort ohne Umbruch" needs \d+px, has \d+px$/m)
  })
})
