// Selecting rows for bulk actions: the bulk bar floats over the page (no row moves when the first row is
// selected, on a phone or a wide screen), 'Select all on this page' ticks the loaded rows, and a Shift-click
// ticks the range from the last row ticked.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accessToken, row, rowCodes, seedLink } from './dashboard-fixtures'
import { useProduct, visible } from './harness'
import { createUserViaApi, signInThroughUi } from './users'

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }

async function dashboardWith(e2e: ReturnType<typeof useProduct>, count: number, viewport = VIEWPORTS.desktop) {
  const user = await createUserViaApi(e2e.baseUrl)
  const token = await accessToken(e2e.baseUrl, user)
  for (let i = 0; i < count; i++)
    await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/page/${i}`, shortCode: `pick-${i}-${user.username.slice(-5)}` })
  const page = await e2e.newPage({ viewport })
  await signInThroughUi(page, user)
  await expect.poll(async () => (await rowCodes(page)).length, { timeout: 30_000 }).toBe(count)
  return { page, codes: await rowCodes(page) }
}

/** The row's place in the document (not in the viewport: a scroll is not a move). */
const placeOf = (page: Page, code: string) =>
  row(page, code).evaluate((el) => {
    const box = el.getBoundingClientRect()
    return { top: Math.round(box.top + window.scrollY), left: Math.round(box.left + window.scrollX), height: Math.round(box.height) }
  })

const bar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' })
const checked = async (page: Page, codes: string[]) => Promise.all(codes.map((code) => page.getByRole('checkbox', { name: `Select ${code}` }).isChecked()))

describe('selecting rows', () => {
  const e2e = useProduct()

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`moves no row when the first row is selected, and keeps the bar in view (${label})`, async () => {
      const { page, codes } = await dashboardWith(e2e, 3, viewport)
      const before = await Promise.all(codes.map((code) => placeOf(page, code)))
      await page.getByRole('checkbox', { name: `Select ${codes[1]}` }).check()
      await bar(page).getByText('1 link selected').waitFor()
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      expect(await Promise.all(codes.map((code) => placeOf(page, code)))).toEqual(before)
      // The bar is on the screen, over the page.
      const box = (await bar(page).boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
      await bar(page).getByRole('button', { name: 'Clear selection' }).click()
      await bar(page).waitFor({ state: 'detached' })
      expect(await Promise.all(codes.map((code) => placeOf(page, code)))).toEqual(before)
    })
  }

  it("'Select all on this page' ticks every loaded row, and unticks them", async () => {
    const { page, codes } = await dashboardWith(e2e, 4)
    const all = page.getByRole('checkbox', { name: 'Select all on this page' })
    expect(await all.isChecked()).toBe(false)
    await all.check()
    await bar(page).getByText('4 links selected').waitFor()
    expect(await checked(page, codes)).toEqual([true, true, true, true])
    await page.getByRole('checkbox', { name: `Select ${codes[2]}` }).uncheck()
    await bar(page).getByText('3 links selected').waitFor()
    expect(await all.isChecked()).toBe(false)
    await all.check()
    await bar(page).getByText('4 links selected').waitFor()
    await all.uncheck()
    await bar(page).waitFor({ state: 'detached' })
    expect(await checked(page, codes)).toEqual([false, false, false, false])
  })

  it('Shift-click ticks the range from the last row ticked, and unticks a range the same way', async () => {
    const { page, codes } = await dashboardWith(e2e, 5)
    const box = (i: number) => page.getByRole('checkbox', { name: `Select ${codes[i]}` })
    await box(1).click()
    await box(3).click({ modifiers: ['Shift'] })
    await bar(page).getByText('3 links selected').waitFor()
    expect(await checked(page, codes)).toEqual([false, true, true, true, false])
    await box(4).click()
    await box(0).click({ modifiers: ['Shift'] }) // upwards too
    await bar(page).getByText('5 links selected').waitFor()
    expect(await checked(page, codes)).toEqual([true, true, true, true, true])
    await box(3).click()
    await box(1).click({ modifiers: ['Shift'] }) // unticking a range
    await bar(page).getByText('2 links selected').waitFor()
    expect(await checked(page, codes)).toEqual([true, false, false, false, true])
    await visible(bar(page))
  })
})
