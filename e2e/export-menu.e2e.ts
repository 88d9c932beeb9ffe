// The dashboard's Export menu while it is open, from the mouse and from the keyboard: axe finds nothing
// serious (no focusable control is left inside content hidden from assistive technology), and the menu
// behaves as a menu: the first item focused from the keyboard, Escape back to the trigger.
import { describe, expect, it } from 'vitest'
import { importCopy as t } from '../site/src/features/imports/import-copy'
import { hidden, seriousA11yViolations, useProduct, visible } from './harness'
import { createUserViaApi, signInThroughUi } from './users'
import { accessToken, seedLink } from './dashboard-fixtures'

describe('dashboard: the Export menu, open', () => {
  const e2e = useProduct()

  it('is axe-clean open by mouse and by keyboard, and gives focus back on Escape', async () => {
    const user = await createUserViaApi(e2e.baseUrl)
    // An empty dashboard offers only Add and Import: the Export menu needs a link to export.
    await seedLink(e2e.baseUrl, await accessToken(e2e.baseUrl, user), { originalUrl: `${e2e.targetOrigin}/exported` })
    const page = await e2e.newPage()
    await signInThroughUi(page, user)
    await visible(page.getByRole('heading', { name: 'Your Links' }))
    const trigger = page.getByRole('button', { name: t.exportButton, exact: true })

    await trigger.click()
    await visible(page.getByRole('menuitem', { name: t.exportCsv }))
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await hidden(page.getByRole('menu'))

    await trigger.focus()
    await page.keyboard.press('Enter')
    await visible(page.getByRole('menuitem', { name: t.exportCsv }))
    await page.waitForFunction((name) => document.activeElement?.textContent === name, t.exportCsv)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await hidden(page.getByRole('menu'))
    expect(await trigger.evaluate((button) => button === document.activeElement)).toBe(true)
  })
})
