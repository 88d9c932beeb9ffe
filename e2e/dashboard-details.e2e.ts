// The dashboard's details: the delete dialog's words match its Undo, toasts keep off the controls, the
// stat cards say what they count, counts have separators, and the rows say what they hold.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accessToken, row, rowCodes, seedLink, toastText } from './dashboard-fixtures'
import { useProduct, visible } from './harness'
import { createUserViaApi, signInThroughUi } from './users'

const DESKTOP = { width: 1280, height: 800 }

async function dashboardWith(e2e: ReturnType<typeof useProduct>, count: number, viewport = DESKTOP) {
  const user = await createUserViaApi(e2e.baseUrl)
  const token = await accessToken(e2e.baseUrl, user)
  for (let i = 0; i < count; i++)
    await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/row/${i}`, shortCode: `row-${i}-${user.username.slice(-5)}` })
  const page = await e2e.newPage({ viewport })
  await signInThroughUi(page, user)
  if (count) await expect.poll(async () => (await rowCodes(page)).length, { timeout: 30_000 }).toBe(count)
  return { page, user, token, codes: await rowCodes(page) }
}

async function openDelete(page: Page, code: string) {
  await row(page, code)
    .getByRole('button', { name: `Delete link ${code}` })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Delete Link' })
  await dialog.waitFor()
  return dialog
}

describe('dashboard details', () => {
  const e2e = useProduct()

  it('the delete dialog promises the Undo its toast offers, not "cannot be undone"', async () => {
    const { page, codes } = await dashboardWith(e2e, 1)
    const dialog = await openDelete(page, codes[0]!)
    const words = await dialog.innerText()
    expect(words).not.toContain('cannot be undone')
    expect(words).toContain('You can undo it for 5 seconds.')
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await toastText(page, 'URL deleted successfully').waitFor()
    await page.locator('li[data-slot="toast"]').getByRole('button', { name: 'Undo' }).click()
    await visible(row(page, codes[0]!))
  })
})
