// The Add/Edit link dialog with More options open is far taller than a screen: it stays inside the viewport,
// scrolls inside itself, and keeps Cancel and Create Link in view wherever it is scrolled to, on a desktop
// (1280×800) and a phone (390×844).
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accessToken, seedLink } from './dashboard-fixtures'
import { useProduct, visible } from './harness'
import { createUserViaApi, signInThroughUi } from './users'

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }

/** Whether `locator` is wholly inside the viewport and not covered by anything at its centre. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox()
  const viewport = page.viewportSize()!
  if (!box || box.y < 0 || box.y + box.height > viewport.height || box.x < 0 || box.x + box.width > viewport.width) return false
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return hit !== null && (hit === el || el.contains(hit))
  })
}

describe('the Add/Edit link dialog fits the screen', () => {
  const e2e = useProduct()

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`with More options open it scrolls inside and keeps its actions in view (${size})`, async () => {
      const user = await createUserViaApi(e2e.baseUrl)
      await seedLink(e2e.baseUrl, await accessToken(e2e.baseUrl, user), { originalUrl: `${e2e.targetOrigin}/fit`, shortCode: `fit-${size}` })
      const page = await e2e.newPage({ viewport })
      await signInThroughUi(page, user)
      await page.getByRole('button', { name: 'Add New Link' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Add New Link' })
      await dialog.getByText('More options').click()
      await visible(dialog.getByLabel('Password (optional)'))
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))

      const box = (await dialog.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
      const { scrollHeight, clientHeight } = await dialog.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }))
      expect(scrollHeight, 'the dialog scrolls inside').toBeGreaterThan(clientHeight)

      const actions = [dialog.getByRole('button', { name: 'Cancel' }), dialog.getByRole('button', { name: 'Create Link' })]
      for (const at of ['top', 'middle', 'bottom'] as const) {
        await dialog.evaluate((el, where) => {
          el.scrollTop = where === 'top' ? 0 : where === 'middle' ? (el.scrollHeight - el.clientHeight) / 2 : el.scrollHeight
        }, at)
        for (const action of actions) expect(await inView(page, action), `${await action.textContent()} in view, scrolled to the ${at}`).toBe(true)
      }
      // The first field is reachable again at the top, not hidden behind the actions.
      await dialog.evaluate((el) => (el.scrollTop = 0))
      expect(await inView(page, dialog.getByLabel('Original URL'))).toBe(true)
      // And the last field is reachable at the bottom.
      await dialog.evaluate((el) => (el.scrollTop = el.scrollHeight))
      const last = dialog.getByLabel('Password (optional)')
      await last.focus()
      expect(await inView(page, last)).toBe(true)

      // The Edit dialog is the same form: a link using an option opens with More options open.
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await page.getByRole('button', { name: `Edit link fit-${size}` }).click()
      const edit = page.getByRole('dialog', { name: 'Edit Link' })
      await edit.getByText('More options').click()
      await visible(edit.getByLabel('Password (optional)'))
      const editBox = (await edit.boundingBox())!
      expect(editBox.y + editBox.height).toBeLessThanOrEqual(viewport.height)
      expect(await inView(page, edit.getByRole('button', { name: 'Save Changes' }))).toBe(true)
    })
  }
})
