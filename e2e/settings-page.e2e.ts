// The settings page: reached from the user menu's Profile and Settings items (no disabled item
// remains), guarded like the dashboard, one titled section per concern, axe clean.
import { describe, expect, it } from 'vitest'
import { settingsCopy } from '../site/src/features/settings/copy/settings-copy'
import { open, seriousA11yViolations, useProduct, visible } from './harness'
import { signedInUser } from './users'

const t = settingsCopy

describe('settings page', () => {
  const e2e = useProduct()

  it('opens from the menu with every section titled, and the menu leads back to the dashboard', async () => {
    const page = await e2e.newPage()
    await signedInUser(page, e2e.baseUrl)
    await page.getByRole('button', { name: /User menu/ }).click()
    await page.getByRole('menuitem', { name: 'Settings' }).click()
    await page.waitForURL((url) => url.pathname === '/app/settings' && url.hash === '')
    await visible(page.getByRole('heading', { level: 1, name: t.page.title }))
    for (const section of [t.profile, t.password, t.twoFactor, t.sessions, t.apiKeys, t.data]) {
      await visible(page.getByRole('region', { name: section.title }))
    }
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByRole('button', { name: /User menu/ }).click()
    expect(await page.getByRole('menuitem', { disabled: true }).count()).toBe(0)
    await page.getByRole('menuitem', { name: 'Dashboard' }).click()
    await page.waitForURL('**/app/dashboard')
  })

  it('sends a signed-out visitor to the login page', async () => {
    const page = await e2e.newPage()
    await open(page, '/app/settings')
    await page.waitForURL('**/app/login')
  })
})
