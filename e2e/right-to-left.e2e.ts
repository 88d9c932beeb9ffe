// An Arabic pseudo-check: the public home page and the signed-in dashboard laid out right-to-left, at a
// phone's and a desktop's width, mirror as a whole. There is no Arabic catalog, so the words stay English:
// an init script marks every page `<html dir="rtl" lang="ar">` before its first paint, which is all the
// layout reads (the site's CSS is in logical properties: site/src/logical-css.test.ts keeps it so). Checked:
// the header's product name at the right edge and the account controls at the left, the skip link and a
// form field's label starting at the right, the search icon at the search box's right, the Add New Link
// dialog's close button at its left, its title at its right and its switched-on switch's thumb at the left
// end, nothing wider than the screen, and axe.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accessToken, row, seedLink } from './dashboard-fixtures'
import { open, seriousA11yViolations, useProduct, visible } from './harness'
import { createUserViaApi, signInThroughUi } from './users'

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }

/** Marks the document right-to-left and Arabic as soon as its <html> element exists (before any script or paint). */
const ARABIC_PSEUDO_LOCALE = `(() => {
  const mark = () => {
    const html = document.documentElement
    if (!html) return false
    html.dir = 'rtl'
    html.lang = 'ar'
    return true
  }
  if (!mark()) new MutationObserver((_, watcher) => mark() && watcher.disconnect()).observe(document, { childList: true })
})()`

type Box = { left: number; right: number; width: number }

async function box(locator: Locator): Promise<Box> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return { left: r.left, right: r.right, width: r.width }
  })
}

/** Where an element's text is drawn (not its box: a full-width label's words sit at one end of it). */
async function textBox(locator: Locator): Promise<Box> {
  return locator.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    const r = range.getBoundingClientRect()
    return { left: r.left, right: r.right, width: r.width }
  })
}

/** How far the page is wider than the screen (0 when nothing overflows sideways). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)
}

function settled(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}

/** The header: product name at the right edge of its row, `account` (the first control there) to its left. */
async function expectMirroredHeader(page: Page, account: Locator): Promise<void> {
  const header = page.locator('header')
  const row = await box(header.locator(':scope > div'))
  const brand = await box(header.getByRole('link', { name: 'Snip' }))
  expect(brand.right, 'the product name ends at the header row’s right padding').toBeCloseTo(row.right - 16, 0)
  expect((await box(account)).right, 'the account controls are left of the product name').toBeLessThan(brand.left)
}

describe('right-to-left (Arabic pseudo-locale)', () => {
  const e2e = useProduct()

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`the home page mirrors (${size})`, async () => {
      const page = await e2e.newPage({ viewport })
      await page.addInitScript(ARABIC_PSEUDO_LOCALE)
      await open(page, '/')
      expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar'])
      await expectMirroredHeader(page, page.locator('header').getByRole('link', { name: 'Log in' }))

      const url = page.getByLabel('URL to shorten')
      const label = await textBox(page.getByText('URL to shorten', { exact: true }))
      expect(label.right, 'the field’s label starts at its right').toBeCloseTo((await box(url)).right, 0)

      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Skip to content' })
      await visible(skip)
      expect((await box(skip)).right, 'the focused skip link shows at the top right').toBeCloseTo(viewport.width - 16, 0)

      expect(await overflow(page), 'nothing is wider than the screen').toBeLessThanOrEqual(0)
      expect(await seriousA11yViolations(page)).toEqual([])
    })

    it(`the dashboard and its Add New Link dialog mirror (${size})`, async () => {
      const user = await createUserViaApi(e2e.baseUrl)
      const code = `rtl-${size}`
      await seedLink(e2e.baseUrl, await accessToken(e2e.baseUrl, user), { originalUrl: `${e2e.targetOrigin}/a/long/path/to/mirror`, shortCode: code })
      const page = await e2e.newPage({ viewport })
      await page.addInitScript(ARABIC_PSEUDO_LOCALE)
      await signInThroughUi(page, user)
      await visible(row(page, code), 30_000)
      await expectMirroredHeader(page, page.getByRole('button', { name: /^User menu/ }))

      if (size === 'phone') await page.getByRole('button', { name: 'Search and filters' }).click()
      const search = page.getByRole('searchbox', { name: 'Search links' })
      await visible(search)
      const field = await box(search)
      const icon = await box(search.locator('xpath=..').locator('svg').first())
      expect(icon.left, 'the search icon sits at the search box’s right').toBeGreaterThan(field.right - 36)
      expect(await overflow(page), 'nothing is wider than the screen').toBeLessThanOrEqual(0)
      expect(await seriousA11yViolations(page)).toEqual([])

      await page.getByRole('button', { name: 'Add New Link' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Add New Link' })
      await visible(dialog)
      await settled(page)
      const frame = await box(dialog)
      const close = await box(dialog.getByRole('button', { name: 'Close dialog' }))
      expect(close.right, 'the close button is in the dialog’s left half').toBeLessThan(frame.left + frame.width / 2)
      const title = await textBox(dialog.getByRole('heading', { name: 'Add New Link' }))
      expect(title.right, 'the title starts at the dialog’s right padding').toBeCloseTo(frame.right - 24 - 1, 0)
      const original = await textBox(dialog.getByText('Original URL', { exact: true }))
      expect(original.right, 'the field’s label starts at its right').toBeCloseTo((await box(dialog.getByLabel('Original URL'))).right, 0)
      const active = dialog.getByRole('switch', { name: 'Active' })
      expect(await active.getAttribute('aria-checked')).toBe('true')
      const track = await box(active)
      const thumb = await box(active.locator('span'))
      expect(thumb.left, 'the switched-on thumb sits at the track’s left end, inside it').toBeCloseTo(track.left + 2, 0)
      await active.click()
      expect(await active.getAttribute('aria-checked')).toBe('false')
      await settled(page)
      expect((await box(active.locator('span'))).right, 'switched off, at its right end').toBeCloseTo(track.right - 2, 0)
      expect(await overflow(page), 'nothing is wider than the screen').toBeLessThanOrEqual(0)
    })
  }
})
