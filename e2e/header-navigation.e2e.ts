// The header on the account's pages leads back to the dashboard (its menu: Dashboard, Settings, Sign out: no
// two entries opening the same page), and every page starts with a 'Skip to content' link, first in the tab
// order, that takes the keyboard to the main content.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { messages } from '../site/src/lib/copy'
import { open, useProduct, visible } from './harness'
import { signedInUser } from './users'

const h = messages.site.header

/** Tab once from the top of the page: what has the focus, and where a link there leads. */
async function firstTabStop(page: Page): Promise<{ text: string; href: string | null }> {
  await page.keyboard.press('Tab')
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return { text: el?.textContent?.trim() ?? '', href: el?.getAttribute('href') ?? null }
  })
}

describe('header navigation and the skip link', () => {
  const e2e = useProduct()

  it("the app pages' user menu leads to the dashboard and to settings, once each", async () => {
    const page = await e2e.newPage()
    await signedInUser(page, e2e.baseUrl)
    await open(page, '/app/settings')
    await page.getByRole('button', { name: /User menu/ }).click()
    const items = page.getByRole('menuitem')
    await visible(items.first())
    expect(await items.allInnerTexts()).toEqual([h.dashboard, h.settings, h.signOut].map((s) => expect.stringContaining(s)))
    await page.getByRole('menuitem', { name: h.dashboard }).click()
    await page.waitForURL('**/app/dashboard')
  }, 120_000)

  it("every page's first tab stop is 'Skip to content', and it moves the focus to the main content", async () => {
    const page = await e2e.newPage()
    for (const path of ['/', '/app/login', '/app/register', '/about']) {
      await open(page, path)
      expect(await firstTabStop(page), path).toEqual({ text: h.skipToContent, href: '#main' })
    }
    await signedInUser(page, e2e.baseUrl)
    for (const path of ['/app/dashboard', '/app/settings']) {
      await open(page, path)
      expect(await firstTabStop(page), path).toEqual({ text: h.skipToContent, href: '#main' })
      await visible(page.getByRole('link', { name: h.skipToContent }))
      await page.keyboard.press('Enter')
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main')?.id ?? document.activeElement?.id)).toBe('main')
    }
  }, 180_000)
})
