// Dark mode: the site follows prefers-color-scheme, the header's "Dark theme" toggle
// overrides it and is remembered in localStorage (no cookie) and applied before the islands load. Every page,
// menu and dialog of the axe tours (axe-tour.ts) is read in both themes at both sizes there, QR codes staying
// on white; here, what the tours do not open (a new API key shown once) and the theme's own behaviour.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { consoleErrors, open, seriousA11yViolations, sessionShown, useProduct, visible } from './harness'
import { settingsCopy } from '../site/src/features/settings/copy/settings-copy'
import { messages } from '../site/src/lib/copy'
import { signedInUser } from './users'

const LIGHT_BG = 'rgb(248, 250, 252)'
const DARK_BG = 'rgb(2, 6, 23)'
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

// A theme changes colours only: the light theme passes axe in full in the settings files, so here both themes
// are applied and checked for their background, and axe's colour rules run in the dark one.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** Applies the system's light and dark themes; records serious colour violations of the dark one by `name`. */
async function axeInBothThemes(page: Page, name: string, failures: Record<string, string[]>): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    // Colours change with a short transition: axe must read the settled colours, not one frame of the fade.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    expect(await bodyBackground(page), `${name} ${colorScheme}`).toBe(colorScheme === 'dark' ? DARK_BG : LIGHT_BG)
    if (colorScheme === 'light') continue
    const found = await seriousA11yViolations(page, COLOUR_RULES)
    if (found.length) failures[`${name} (${colorScheme})`] = found
  }
}

describe('dark mode', () => {
  const e2e = useProduct()

  it('the settings page, with a new API key shown once, is readable in both themes', { timeout: 300_000 }, async () => {
    const page = await e2e.newPage({ viewport: VIEWPORTS.desktop })
    await signedInUser(page, e2e.baseUrl)
    await open(page, '/app/settings#api-keys')
    const failures: Record<string, string[]> = {}
    await axeInBothThemes(page, 'settings', failures)
    const keys = page.getByRole('region', { name: settingsCopy.apiKeys.title })
    await keys.getByLabel(settingsCopy.apiKeys.form.name).fill('Theme check')
    await keys.getByRole('button', { name: settingsCopy.apiKeys.form.create }).click()
    await visible(keys.getByRole('heading', { name: settingsCopy.apiKeys.created.title('Theme check') }))
    await axeInBothThemes(page, 'new API key', failures) // the key itself was light grey on white in the dark theme
    expect(failures).toEqual({})
    expect(consoleErrors(page)).toEqual([])
  })

  it('the dark theme is dark from edge to edge (no light band) and draws checkboxes in its own colours', async () => {
    const page = await e2e.newPage({ viewport: VIEWPORTS.desktop, colorScheme: 'dark' })
    await open(page, '/')
    await sessionShown(page)
    // Every band as wide as the page: its background is as dark as the theme's surfaces.
    const bands = await page.evaluate(() => {
      const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      const luminance = (rgb: number[]) => 0.2126 * channel(rgb[0]!) + 0.7152 * channel(rgb[1]!) + 0.0722 * channel(rgb[2]!)
      return [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().width >= window.innerWidth * 0.9)
        .map((el) => ({ tag: el.tagName, rgba: (getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? []).map(Number) }))
        .filter(({ rgba }) => rgba.length === 3 || rgba[3]! > 0)
        .map(({ tag, rgba }) => ({ tag, luminance: Math.round(luminance(rgba) * 100) / 100 }))
    })
    expect(bands.length).toBeGreaterThan(0)
    expect(bands.filter((b) => b.luminance > 0.05)).toEqual([])

    await open(page, '/app/login')
    const box = page.getByLabel(messages.site.login.rememberMe)
    const look = () => box.evaluate((el) => ({ appearance: getComputedStyle(el).appearance, background: getComputedStyle(el).backgroundColor }))
    expect(await look()).toEqual({ appearance: 'none', background: 'rgb(15, 23, 42)' }) // the dark surface, not the browser's grey
    await box.check()
    expect(await look()).toEqual({ appearance: 'none', background: 'rgb(165, 180, 252)' }) // the dark primary
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  it('the toggle overrides the system theme, survives a reload before any island loads, and sets no cookie', async () => {
    const page = await e2e.newPage({ colorScheme: 'light' })
    await open(page, '/about')
    const toggle = page.getByRole('button', { name: 'Dark theme' })
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    expect(await bodyBackground(page)).toBe(LIGHT_BG)
    await toggle.click()
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    expect(await bodyBackground(page)).toBe(DARK_BG)

    await open(page, '/terms')
    expect(await bodyBackground(page)).toBe(DARK_BG)
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true')
    expect(await seriousA11yViolations(page)).toEqual([])
    // Before first paint: the inline script applies the choice even when no island's code ever loads.
    await page.route('**/_astro/*.js', (route) => route.abort())
    await page.reload()
    expect(await bodyBackground(page)).toBe(DARK_BG)
    await page.unroute('**/_astro/*.js')

    // Back to light while the system is dark: the explicit choice wins there too.
    await page.emulateMedia({ colorScheme: 'dark' })
    await open(page, '/privacy')
    await page.getByRole('button', { name: 'Dark theme' }).click()
    expect(await bodyBackground(page)).toBe(LIGHT_BG)
    await page.reload()
    expect(await bodyBackground(page)).toBe(LIGHT_BG)
    expect(await page.evaluate(() => localStorage.getItem('snip-theme'))).toBe('light')
    expect(await page.context().cookies()).toEqual([])
    expect(consoleErrors(page).filter((e) => !e.includes('_astro'))).toEqual([])
  })

  it('a chosen theme can be let go: "Follow system theme" forgets it, and the page follows the system again', async () => {
    const page = await e2e.newPage({ colorScheme: 'light' })
    await open(page, '/about')
    const follow = page.getByRole('button', { name: messages.site.header.followSystemTheme })
    expect(await follow.count()).toBe(0) // nothing chosen: nothing to let go of
    await page.getByRole('button', { name: 'Dark theme' }).click()
    expect(await bodyBackground(page)).toBe(DARK_BG)
    await page.reload()
    await visible(follow) // shown from the first paint while a choice is stored
    await follow.click()
    expect(await bodyBackground(page)).toBe(LIGHT_BG)
    expect(await page.evaluate(() => localStorage.getItem('snip-theme'))).toBeNull()
    expect(await follow.count()).toBe(0)
    await page.emulateMedia({ colorScheme: 'dark' })
    expect(await bodyBackground(page)).toBe(DARK_BG)
    await expect.poll(() => page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true')
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  it('without a choice the page follows the system theme as it changes', async () => {
    const page = await e2e.newPage({ colorScheme: 'light' })
    await open(page, '/')
    const toggle = page.getByRole('button', { name: 'Dark theme' })
    await page.emulateMedia({ colorScheme: 'dark' })
    expect(await bodyBackground(page)).toBe(DARK_BG)
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
  })
})
