// Smart links in the browser: a rule "Device is Mobile" and an A/B split built in the Add dialog's
// More options, a split refused until its weights add up to 100, "Test this link as…" in the Edit dialog
// naming a different target for a phone and a desktop, real follows with a phone's and a desktop's
// user agent landing where the preview said, and axe clean on the open dialog at phone and desktop sizes.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openDashboard, row, toastText } from './dashboard-fixtures'
import { consoleErrors, seriousA11yViolations, TARGET_ORIGIN, useProduct, visible } from './harness'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } }

async function newLinkDialog(page: Page, url: string, path: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add New Link' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Add New Link' })
  await dialog.getByLabel('Original URL').fill(url)
  await dialog.getByLabel('Custom path (optional)').fill(path)
  await dialog.getByText('More options').click()
  return dialog
}

async function preview(dialog: Locator, device: string): Promise<string> {
  await dialog.getByLabel('Device', { exact: true }).selectOption({ label: device })
  await dialog.getByRole('button', { name: 'Preview' }).click()
  const status = dialog.getByRole('status').filter({ hasText: 'A visitor like this goes to' })
  await visible(status)
  await dialog.getByRole('button', { name: 'Preview' }).waitFor() // not "Previewing…"
  return (await status.textContent()) ?? ''
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}

describe('smart links', () => {
  const e2e = useProduct()

  it('builds a rule and a split in the dialog, previews as a phone and a desktop, and follows as both', async () => {
    const { page } = await openDashboard(e2e)

    const rules = await newLinkDialog(page, `${TARGET_ORIGIN}/desk`, 'smart-one')
    await rules.getByRole('button', { name: 'Add rule' }).click()
    await rules.getByLabel('Rule 1, condition 1 type').selectOption({ label: 'Device' })
    await rules.getByLabel('Rule 1, condition 1 value').selectOption({ label: 'Mobile' })
    await rules.getByLabel('Rule 1 target URL').fill('https://m.example/app')
    await rules.getByRole('button', { name: 'Create Link' }).click()
    await toastText(page, 'URL shortened successfully').waitFor()
    await row(page, 'smart-one').waitFor()

    const split = await newLinkDialog(page, `${TARGET_ORIGIN}/plain`, 'split-one')
    await split.getByRole('button', { name: 'Add variant' }).click()
    await split.getByLabel('Variant 1 target URL').fill('https://a.example/')
    await split.getByLabel('Variant 2 target URL').fill('https://b.example/')
    await split.getByLabel('Variant 1 weight').fill('70')
    await split.getByText('Weights add up to 120').waitFor()
    await split.getByRole('button', { name: 'Create Link' }).click()
    await split.getByText("The split's weights must add up to 100 (they add up to 120)").waitFor()
    await split.getByLabel('Variant 2 weight').fill('30')
    await split.getByText('Weights add up to 100').waitFor()
    await split.getByRole('button', { name: 'Create Link' }).click()
    await toastText(page, 'URL shortened successfully').waitFor()
    await row(page, 'split-one').waitFor()

    // The saved link: its rule is back in the Edit dialog, and the preview names a target per device.
    await row(page, 'smart-one').getByRole('button', { name: 'Edit link smart-one' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Link' })
    expect(await edit.getByLabel('Rule 1 target URL').inputValue()).toBe('https://m.example/app')
    const asPhone = await preview(edit, 'Mobile')
    expect(asPhone).toContain('A visitor like this goes to https://m.example/app')
    expect(asPhone).toContain('Rule 1')
    const asDesktop = await preview(edit, 'Desktop')
    expect(asDesktop).toContain(`A visitor like this goes to ${TARGET_ORIGIN}/desk`)
    expect(asDesktop).toContain("No rule matched: the link's target")

    // axe on the open dialog with its rules, at desktop and phone sizes; no sideways scroll on the phone.
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport)
      await settled(page)
      expect(await seriousA11yViolations(page), size).toEqual([])
      const wide = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(wide, `no horizontal scroll at ${size}`).toBeLessThanOrEqual(viewport.width)
      const dialogOverflow = await edit.evaluate((el) => el.scrollWidth - el.clientWidth)
      expect(dialogOverflow, `the dialog does not scroll sideways at ${size}`).toBeLessThanOrEqual(0)
    }
    await edit.getByRole('button', { name: 'Cancel' }).click()

    // Real follows: a phone lands on the rule's target, a desktop on the link's own.
    const follow = (agent: string) => fetch(`${e2e.baseUrl}/smart-one`, { redirect: 'manual', headers: { 'user-agent': agent } })
    const [phone, desktop] = [await follow(PHONE), await follow(DESKTOP)]
    expect(phone.status).toBe(302)
    expect(phone.headers.get('location')).toMatch(/^https:\/\/m\.example\/app#?$/)
    expect(desktop.headers.get('location')).toMatch(new RegExp(`^${TARGET_ORIGIN}/desk#?$`))

    // The split's link answers one of its variants.
    const variant = (await fetch(`${e2e.baseUrl}/split-one`, { redirect: 'manual', headers: { 'user-agent': DESKTOP } })).headers.get('location')
    expect(variant).toMatch(/^https:\/\/[ab]\.example\/#?$/)
    expect(consoleErrors(page)).toEqual([])
  })
})
