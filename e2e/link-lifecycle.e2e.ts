// Link lifecycle in the browser: a link gets an expiry, a click limit and a password under
// "More options"; a visitor follows it, types the password on the site's page (a plain form post) and lands
// on the target; that used the link's one click, so the link answers Link expired (410) and the dashboard
// shows it Expired, which the status filter finds.
import { describe, expect, it } from 'vitest'
import { consoleErrors, seriousA11yViolations, TARGET_ORIGIN, TARGET_TITLE, useProduct } from './harness'
import { accessToken, openDashboard, row, rowCodes, seedLink, toastText, waitForRowCount } from './dashboard-fixtures'

describe('link lifecycle', () => {
  const e2e = useProduct()

  it('sets a limit and a password under More options; the password page leads to the target; then Expired', async () => {
    const { page, user } = await openDashboard(e2e)
    await seedLink(e2e.baseUrl, await accessToken(e2e.baseUrl, user), { originalUrl: `${TARGET_ORIGIN}/plain`, shortCode: 'plain-link' })

    await page.getByRole('button', { name: 'Add New Link' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add New Link' })
    await dialog.getByLabel('Original URL').fill(`${TARGET_ORIGIN}/secret`)
    await dialog.getByLabel('Custom path (optional)').fill('guarded')
    expect(await dialog.getByLabel('Password (optional)').isVisible()).toBe(false) // folded away: the spec's flow
    await dialog.getByText('More options').click()
    await dialog.getByLabel('Expires at (optional)').fill(`${new Date().getFullYear() + 1}-06-01T12:00`)
    await dialog.getByLabel('Click limit (optional)').fill('1')
    await dialog.getByLabel('Password (optional)').fill('let me in')
    await dialog.getByRole('button', { name: 'Create Link' }).click()
    await toastText(page, 'URL shortened successfully').waitFor()
    await row(page, 'guarded').getByText('Active', { exact: true }).waitFor()
    // The settings show on the row itself, not only under Edit → More options; a plain link shows none.
    await row(page, 'guarded')
      .getByText(/^Expires in /)
      .waitFor()
    await row(page, 'guarded').getByText('Limit: 0 / 1 click', { exact: true }).waitFor()
    await row(page, 'guarded').getByText('Password protected', { exact: true }).waitFor()
    expect(
      await row(page, 'plain-link')
        .getByText(/^Expires |^Limit |^Password protected$/)
        .count(),
    ).toBe(0)

    const visitor = await e2e.newPage()
    await visitor.goto(`${e2e.baseUrl}/guarded`)
    await visitor.getByRole('heading', { name: 'This link is protected' }).waitFor()
    expect(await visitor.content()).not.toContain('/secret')
    await visitor.getByLabel('Password').fill('not the one')
    await visitor.getByRole('button', { name: 'Open link' }).click()
    await visitor.getByText('That password is not correct. Please try again.').waitFor()
    expect(await seriousA11yViolations(visitor)).toEqual([])
    await visitor.getByLabel('Password').fill('let me in')
    await visitor.getByRole('button', { name: 'Open link' }).click()
    await visitor.waitForURL(`${TARGET_ORIGIN}/secret#`) // the redirect ends with an empty fragment (decision 66)
    expect(await visitor.title()).toBe(TARGET_TITLE)
    expect(consoleErrors(visitor)).toEqual([])
    const again = await visitor.goto(`${e2e.baseUrl}/guarded`) // its one click is used: Link expired, 410
    expect(again?.status()).toBe(410)
    await visitor.getByRole('heading', { name: 'Link expired' }).waitFor()

    await page.reload()
    await row(page, 'guarded').getByText('Expired', { exact: true }).waitFor()
    await page.getByRole('combobox', { name: 'Filter by status' }).click()
    await page.getByRole('option', { name: 'Expired', exact: true }).click()
    await waitForRowCount(page, (n) => n === 1)
    expect(await rowCodes(page)).toEqual(['guarded'])
    expect(e2e.foreignRequests(page)).toEqual([])
  })
})
