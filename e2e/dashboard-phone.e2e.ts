// A phone-first dashboard, at 390×844 and 1280×800: the first link row shows without
// scrolling (stat cards in one compact row, search and filters behind a button on phones); the short URL is
// cut in the middle so its code stays visible; search, filter and sort live in the address and survive a
// reload; a deletion can be undone for 5 s before it is sent.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accessToken, follow, row, rowCodes, seedLink, toastText } from './dashboard-fixtures'
import { seriousA11yViolations, useProduct, visible } from './harness'
import { createUserViaApi, signInThroughUi, type TestUser } from './users'

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }
const LONG_CODE = 'longer-code'

async function dashboardWithLinks(e2e: ReturnType<typeof useProduct>, viewport: { width: number; height: number }) {
  const user: TestUser = await createUserViaApi(e2e.baseUrl)
  const token = await accessToken(e2e.baseUrl, user)
  const suffix = user.username.slice(-6)
  const codes = { shop: `shop-${suffix}`, docs: `docs-${suffix}`, long: `${LONG_CODE}-${suffix}` }
  await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/shop`, shortCode: codes.shop })
  await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/docs`, shortCode: codes.docs, isActive: false })
  await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/a/very/long/path/that/goes/on`, shortCode: codes.long })
  const page = await e2e.newPage({ viewport })
  await signInThroughUi(page, user)
  await visible(row(page, codes.long), 30_000)
  return { page, codes, user }
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search links' })

describe('phone-first dashboard', () => {
  const e2e = useProduct()

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the first link row without scrolling, its code uncut (${label})`, async () => {
      const { page, codes } = await dashboardWithLinks(e2e, viewport)
      const first = row(page, codes.long) // newest first
      expect((await rowCodes(page))[0]).toBe(codes.long)
      const box = (await first.boundingBox())!
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      expect(box.y + box.height, 'bottom of the first row').toBeLessThanOrEqual(viewport.height)
      // The three stat cards share one row.
      const tops = await page
        .getByRole('region', { name: 'Link statistics' })
        .locator('[data-slot="card"]')
        .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().top))
      expect(new Set(tops).size).toBe(1)
      // The code is shown whole; on a phone the origin before it gives way.
      const link = first.getByRole('link', { name: /^Short URL:/ })
      const parts = await link.evaluate((a) =>
        [...a.querySelectorAll(':scope > span:not(.sr-only)')].map((s) => ({ text: s.textContent, cut: s.scrollWidth > s.clientWidth })),
      )
      expect(parts[1]).toEqual({ text: codes.long, cut: false })
      if (label === 'phone') expect(parts[0]!.cut).toBe(true)
      expect(await link.getAttribute('href')).toBe(`${e2e.baseUrl}/${codes.long}`)
      // Search and filters: behind a button on phones, always there on wide screens.
      const toggle = page.getByRole('button', { name: 'Search and filters' })
      if (label === 'phone') {
        expect(await searchBox(page).isVisible()).toBe(false)
        expect(await toggle.getAttribute('aria-expanded')).toBe('false')
        await toggle.click()
        await visible(searchBox(page))
        expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      } else {
        expect(await toggle.isVisible()).toBe(false)
        expect(await searchBox(page).isVisible()).toBe(true)
      }
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }

  it("puts toasts away from the control just used and off an open dialog's title (phone)", async () => {
    const { page, codes, user } = await dashboardWithLinks(e2e, VIEWPORTS.phone)
    const toast = page.locator('[data-slot="toast-viewport"] li').last()
    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    const copyAndCheck = async (code: string, placed: () => Promise<void>) => {
      const button = row(page, code).getByRole('button', { name: `Copy short URL ${code}` })
      await button.click()
      await toast.waitFor({ state: 'visible' })
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      expect(overlaps((await toast.boundingBox())!, (await button.boundingBox())!), code).toBe(false)
      await placed()
      await page.keyboard.press('F8') // focus the toasts, then close them with Escape
      await page.keyboard.press('Escape')
      await toast.waitFor({ state: 'detached' })
    }
    // A list longer than the screen: a row scrolled to the bottom edge, then one scrolled to the top edge.
    const token = await accessToken(e2e.baseUrl, user)
    for (let i = 0; i < 6; i++) await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/more/${i}` })
    await page.reload()
    await visible(row(page, codes.shop))
    const half = VIEWPORTS.phone.height / 2
    const center = () =>
      toast.evaluate((el) => {
        const box = el.getBoundingClientRect() // in the viewport (boundingBox() counts the scroll)
        return box.top + box.height / 2
      })
    const [first] = await rowCodes(page) // the newest: at the top of the list
    await row(page, codes.long).evaluate((el) => el.scrollIntoView({ block: 'end' }))
    await copyAndCheck(codes.long, async () => expect(await center()).toBeLessThan(half))
    await row(page, first!).evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await copyAndCheck(first!, async () => expect(await center()).toBeGreaterThan(half))

    await page.route('**/api/urls/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"Server exploded"}' })
        : route.fallback(),
    )
    await row(page, codes.shop)
      .getByRole('button', { name: `Edit link ${codes.shop}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit Link' })
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await toast.waitFor({ state: 'visible' })
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    const title = dialog.getByRole('heading', { name: 'Edit Link' })
    expect(overlaps((await toast.boundingBox())!, (await title.boundingBox())!)).toBe(false)
    expect(await center()).toBeGreaterThan(half)
  })

  it('keeps search, filter and sort in the address: a reload or a shared link shows the same list', async () => {
    const { page, codes } = await dashboardWithLinks(e2e, VIEWPORTS.phone)
    await page.getByRole('button', { name: 'Search and filters' }).click()
    await searchBox(page).fill('s')
    await page.getByRole('combobox', { name: 'Filter by status' }).click()
    await page.getByRole('option', { name: 'Active', exact: true }).click()
    await page.getByRole('combobox', { name: 'Sort links' }).click()
    await page.getByRole('option', { name: 'Oldest first' }).click()
    await expect.poll(() => rowCodes(page)).toEqual([codes.shop, codes.long])
    const url = new URL(page.url())
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 's', status: 'active', sort: 'oldest' })

    await page.reload()
    await visible(row(page, codes.shop), 30_000)
    await expect.poll(() => rowCodes(page)).toEqual([codes.shop, codes.long])
    expect(await searchBox(page).inputValue()).toBe('s') // open on a phone: a filter is set
    expect(await page.getByRole('combobox', { name: 'Filter by status' }).innerText()).toBe('Active')
    expect(await page.getByRole('combobox', { name: 'Sort links' }).innerText()).toBe('Oldest first')

    // Clearing returns to the plain address.
    await searchBox(page).fill('')
    await page.getByRole('combobox', { name: 'Filter by status' }).click()
    await page.getByRole('option', { name: 'All Links' }).click()
    await page.getByRole('combobox', { name: 'Sort links' }).click()
    await page.getByRole('option', { name: 'Newest first' }).click()
    await expect.poll(() => page.url()).toBe(`${e2e.baseUrl}/app/dashboard`)
    await expect.poll(() => rowCodes(page)).toEqual([codes.long, codes.docs, codes.shop])
  })

  it('offers Undo for 5 s after a deletion; undone, nothing is deleted; otherwise the link goes after 5 s', async () => {
    const { page, codes } = await dashboardWithLinks(e2e, VIEWPORTS.desktop)
    const deletes: string[] = []
    page.on('request', (r) => r.method() === 'DELETE' && deletes.push(r.url()))
    const remove = async (code: string) => {
      await row(page, code)
        .getByRole('button', { name: `Delete link ${code}` })
        .click()
      await page.getByRole('dialog', { name: 'Delete Link' }).getByRole('button', { name: 'Delete', exact: true }).click()
      await toastText(page, 'URL deleted successfully').waitFor()
    }

    await remove(codes.docs)
    await row(page, codes.docs).waitFor({ state: 'detached' })
    await page.locator('li[data-slot="toast"]').getByRole('button', { name: 'Undo' }).click()
    await visible(row(page, codes.docs))
    await page.waitForTimeout(5_500)
    expect(deletes).toEqual([])

    const started = Date.now()
    await remove(codes.shop)
    await row(page, codes.shop).waitFor({ state: 'detached' })
    expect((await follow(`${e2e.baseUrl}/${codes.shop}`)).status).toBe(302) // not yet: Undo is still possible
    await expect.poll(() => deletes.length, { timeout: 10_000 }).toBe(1)
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500)
    await expect.poll(async () => (await follow(`${e2e.baseUrl}/${codes.shop}`)).status).toBe(404)
    await expect.poll(() => rowCodes(page)).toEqual([codes.long, codes.docs])
    await page.reload() // the undone one is still on the server
    await visible(row(page, codes.docs), 30_000)
    await expect.poll(() => rowCodes(page)).toEqual([codes.long, codes.docs])
  })

  it('sends a pending deletion when the page is left before the 5 s are up', async () => {
    const { page, codes } = await dashboardWithLinks(e2e, VIEWPORTS.desktop)
    await row(page, codes.shop)
      .getByRole('button', { name: `Delete link ${codes.shop}` })
      .click()
    await page.getByRole('dialog', { name: 'Delete Link' }).getByRole('button', { name: 'Delete', exact: true }).click()
    await toastText(page, 'URL deleted successfully').waitFor()
    await page.goto('/about')
    await expect.poll(async () => (await follow(`${e2e.baseUrl}/${codes.shop}`)).status, { timeout: 5_000 }).toBe(404)
  })
})
