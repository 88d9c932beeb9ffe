// axe on every page the product serves, in both themes, at one size (e2e/axe-phone.e2e.ts: 390×844,
// e2e/axe-desktop.e2e.ts: 1280×800; two files, so that two workers share the work), and with each menu and
// dialog of the dashboard open: no serious or critical violation anywhere. One browser context per theme
// visits the signed-out pages, signs in (as an admin, so the admin page is there too) and goes on through
// the signed-in ones.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { importCopy } from '../site/src/features/imports/import-copy'
import { messages } from '../site/src/lib/copy'
import { accessToken, follow, row } from './dashboard-fixtures'
import { consoleErrors, open, seriousA11yViolations, sessionShown, TARGET_ORIGIN, useProduct, visible } from './harness'
import { createUserViaApi, newTestUser, signInThroughUi } from './users'

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }
const THEMES = ['light', 'dark'] as const
const BACKGROUND = { light: 'rgb(248, 250, 252)', dark: 'rgb(2, 6, 23)' }
/**
 * The rules a theme can change. The themes differ in colours only (one stylesheet, the same markup), so
 * the light theme runs every rule and the dark one those that read colours: the same findings, in less time.
 */
const RULES_PER_THEME = { light: undefined, dark: ['color-contrast', 'link-in-text-block'] }
const admin = newTestUser('axeadmin')
const SIGNED_OUT_PAGES = [
  '/',
  '/about',
  '/terms',
  '/privacy',
  '/report',
  '/app/login',
  '/app/register',
  '/app/forgot-password',
  '/app/reset-password',
  '/app/invite',
  '/not-found',
  '/no/such/page',
]
/** The short codes of the seeded links: one with clicks, one behind a password, one used up, one taken down. */
const CODES = { clicked: 'axe-clicked', guarded: 'axe-guarded', used: 'axe-used-up', disabled: 'axe-taken-down' }

async function createLink(baseUrl: string, token: string, body: Record<string, unknown>): Promise<{ id: number }> {
  const res = await fetch(`${baseUrl}/api/urls`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (res.status !== 201) throw new Error(`seed failed: ${res.status} ${await res.text()}`)
  return (await res.json()) as { id: number }
}

/** Colours fade on a theme change and dialogs animate in: axe must read what settled, not one frame of it. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}

/**
 * axe's serious and critical violations on the page as it is, in the light theme (every rule) and the dark
 * one (the rules that read colours). The theme follows the system's while no choice is stored, so switching
 * the emulated preference recolours the same page: no second load. The page is left in the light theme.
 */
export async function violationsInBothThemes(page: Page): Promise<Record<(typeof THEMES)[number], string[]>> {
  const found = { light: [] as string[], dark: [] as string[] }
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme })
    await settled(page)
    found[theme] = await seriousA11yViolations(page, RULES_PER_THEME[theme])
  }
  await page.emulateMedia({ colorScheme: 'light' })
  return found
}

/** The tour at `size`, in both themes. */
export function axeEverywhere(size: keyof typeof VIEWPORTS): void {
  const viewport = VIEWPORTS[size]
  describe(`axe on every page at ${size} size, both themes, menus and dialogs open`, () => {
    const e2e = useProduct({ ADMIN_EMAILS: admin.email })
    let clickedId = 0

    beforeAll(async () => {
      await createUserViaApi(e2e.baseUrl, admin)
      const token = await accessToken(e2e.baseUrl, admin)
      clickedId = (await createLink(e2e.baseUrl, token, { originalUrl: `${TARGET_ORIGIN}/clicked`, shortCode: CODES.clicked })).id
      await createLink(e2e.baseUrl, token, { originalUrl: `${TARGET_ORIGIN}/guarded`, shortCode: CODES.guarded, password: 'open sesame' })
      await createLink(e2e.baseUrl, token, { originalUrl: `${TARGET_ORIGIN}/used`, shortCode: CODES.used, maxClicks: 1 })
      const disabled = await createLink(e2e.baseUrl, token, { originalUrl: `${TARGET_ORIGIN}/disabled`, shortCode: CODES.disabled })
      for (let i = 0; i < 3; i++) await follow(`${e2e.baseUrl}/${CODES.clicked}`)
      await follow(`${e2e.baseUrl}/${CODES.used}`) // its one click: from now on it answers Link expired
      const takeDown = await fetch(`${e2e.baseUrl}/api/admin/links/${disabled.id}/disable`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Spam' }),
      })
      expect(takeDown.status).toBe(200)
    })

    it(`${size}, light and dark theme at every stop`, { timeout: 300_000 }, async () => {
      const page = await e2e.newPage({ viewport, colorScheme: 'light' })
      const failures: Record<string, string[]> = {}
      // Each stop is read in both themes on the same page: the tour walks once instead of once per theme.
      const check = async (name: string) => {
        for (const [theme, found] of Object.entries(await violationsInBothThemes(page))) if (found.length) failures[`${name}, ${theme} theme`] = found
      }

      for (const path of SIGNED_OUT_PAGES) {
        await open(page, path)
        await sessionShown(page)
        await check(path)
      }
      // The theme asked for is the one axe read (the page's background is the theme's).
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme })
        await settled(page)
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(BACKGROUND[theme])
      }
      await page.emulateMedia({ colorScheme: 'light' })
      // The pages a short address answers with: password asked, password wrong, used up, taken down.
      await page.goto(`/${CODES.guarded}`)
      await visible(page.getByLabel('Password'))
      await check('password page')
      await page.getByLabel('Password').fill('not the one')
      await page.getByRole('button', { name: 'Open link' }).click()
      await visible(page.getByText('That password is not correct. Please try again.'))
      await check('wrong password page')
      await page.goto(`/${CODES.used}`)
      await visible(page.getByRole('heading', { name: 'Link expired' }))
      await check('link expired page')
      await page.goto(`/${CODES.disabled}`)
      await visible(page.getByRole('heading', { level: 1 }))
      await check('link disabled page')

      await signInThroughUi(page, admin)
      await visible(row(page, CODES.clicked))
      await check('dashboard with links')

      await page.getByRole('button', { name: new RegExp(`^${messages.site.header.userMenu}`) }).click()
      await visible(page.getByRole('menuitem', { name: 'Sign out' }))
      await check('user menu open')
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Add New Link' }).first().click()
      const add = page.getByRole('dialog', { name: 'Add New Link' })
      await add.getByText('More options').click()
      await visible(add.getByLabel('Password (optional)'))
      await check('Add link dialog, More options open')
      await page.keyboard.press('Escape')
      await add.waitFor({ state: 'detached' })

      await row(page, CODES.clicked)
        .getByRole('button', { name: `Delete link ${CODES.clicked}` })
        .click()
      await visible(page.getByRole('dialog', { name: 'Delete Link' }))
      await check('delete dialog')
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      await page.getByRole('button', { name: importCopy.exportButton, exact: true }).click()
      await visible(page.getByRole('menuitem', { name: importCopy.exportCsv }))
      await check('Export menu open')
      await page.keyboard.press('Escape')

      await row(page, CODES.clicked)
        .getByRole('button', { name: `Show QR code for ${CODES.clicked}` })
        .click()
      const qr = page.getByRole('dialog', { name: CODES.clicked }).getByRole('img')
      await visible(qr)
      await check('QR dialog')
      // A QR code stays dark on white in the dark theme: scanners read it.
      await page.emulateMedia({ colorScheme: 'dark' })
      await settled(page)
      expect(await qr.evaluate((img) => getComputedStyle(img).backgroundColor)).toBe('rgb(255, 255, 255)')
      await page.emulateMedia({ colorScheme: 'light' })
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      await open(page, `/app/links/?id=${clickedId}`)
      await visible(page.getByRole('heading', { name: new RegExp(CODES.clicked) }).first())
      await check("a link's analytics")
      await open(page, '/app/analytics')
      await check('/app/analytics')
      await open(page, '/app/settings')
      await check('/app/settings')
      await open(page, '/app/admin')
      await check('/app/admin')
      await open(page, '/')
      await visible(page.getByRole('link', { name: 'My Links' }))
      await check('home, signed in')
      await page.goto('/api/docs')
      await visible(page.getByText('Shorten a URL (custom codes need an account)'))
      await check('/api/docs')

      expect(failures).toEqual({})
      expect(consoleErrors(page)).toEqual([])
    })
  })
}
