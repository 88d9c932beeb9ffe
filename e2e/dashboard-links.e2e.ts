// The links dashboard: empty state, create, validation, taken code, edit, (de)activate, delete,
// toasts — in the spec's words, against the real product in Chromium.
import { describe, expect, it } from 'vitest'
import { holdRequests, TARGET_ORIGIN, TARGET_TITLE, useProduct } from './harness'
import {
  createLinkViaUi,
  follow,
  openDashboard,
  row,
  rowCodes,
  serverError,
  submitLinkDialog,
  toastText,
  trackMostToasts,
  visibleToasts,
} from './dashboard-fixtures'

describe('links dashboard: links', () => {
  const e2e = useProduct()

  it('shows the empty state to a new user, and its Add New Link opens the dialog', async () => {
    const { page } = await openDashboard(e2e)
    await page.getByRole('heading', { name: 'No links yet' }).waitFor()
    await page.getByText('Get started by creating your first shortened URL.').waitFor()
    const addButtons = page.getByRole('button', { name: 'Add New Link' })
    expect(await addButtons.count()).toBe(2) // page header + empty state
    await addButtons.nth(1).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Link' })
    await dialog.waitFor()
    expect(await dialog.getByLabel('Original URL').inputValue()).toBe('')
    await dialog.getByText('Must be at least 5 characters. Leave blank to generate a random code.').waitFor()
    await dialog.getByText('This link will be immediately available for use.').waitFor()
    expect(await dialog.getByRole('switch', { name: 'Active' }).getAttribute('aria-checked')).toBe('true')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(e2e.foreignRequests(page)).toEqual([])
  })

  it('creates links with a random and with a custom code, adding https:// when no scheme is given', async () => {
    const { page } = await openDashboard(e2e)
    const random = await createLinkViaUi(page, `${TARGET_ORIGIN}/random`)
    expect(random).toMatch(/^[A-Za-z0-9_-]{7}$/)
    await toastText(page, 'Your new short link is ready to use.').waitFor()
    const custom = await createLinkViaUi(page, 'target.snip.test/custom', 'my-custom-path')
    const r = row(page, custom)
    await r.getByText(`${e2e.baseUrl}/my-custom-path`).waitFor()
    await r.getByText('https://target.snip.test/custom').waitFor()
    await r.getByText('Active', { exact: true }).waitFor()
    await r.getByText('0 clicks').waitFor()
    await r.getByText('Created this minute').waitFor()
    expect(await rowCodes(page)).toEqual([custom, random])
    const res = await follow(`${e2e.baseUrl}/my-custom-path`)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://target.snip.test/custom#')
  })

  it('shows the validation messages and keeps the dialog open', async () => {
    const { page } = await openDashboard(e2e)
    await page.getByRole('button', { name: 'Add New Link' }).first().click()
    await submitLinkDialog(page, {})
    const dialog = page.getByRole('dialog', { name: 'Add New Link' })
    await dialog.getByText('URL is required').waitFor()
    await expect.poll(() => dialog.getByLabel('Original URL').evaluate((el) => el === document.activeElement)).toBe(true)
    await submitLinkDialog(page, { url: '[bad-url', code: 'abc' })
    await dialog.getByText('Please enter a valid URL', { exact: true }).waitFor()
    await dialog.getByText('Short code must be at least 5 characters').waitFor()
    expect(await dialog.getByLabel('Custom path (optional)').getAttribute('aria-invalid')).toBe('true')
    // The code's alphabet too, on the field, before any request (it came back as a server error block and a toast).
    const posts: string[] = []
    page.on('request', (r) => void (r.method() === 'POST' && posts.push(new URL(r.url()).pathname)))
    await submitLinkDialog(page, { url: 'https://target.snip.test/ok', code: 'my custom/path!' })
    await dialog.getByText('Short code may only contain letters, digits, - and _').waitFor()
    expect(await dialog.getByLabel('Custom path (optional)').getAttribute('aria-invalid')).toBe('true')
    expect(posts).toEqual([])
    expect(await rowCodes(page)).toEqual([])
  })

  it('shows a server refusal in the error block, keeps the dialog open, and clears the error on close', async () => {
    const { page } = await openDashboard(e2e)
    await page.getByRole('button', { name: 'Add New Link' }).first().click()
    // A target on the product's own origin: a valid URL to the form, refused by the server (no redirect loops).
    const [refusal] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/urls' && r.request().method() === 'POST'),
      submitLinkDialog(page, { url: `${e2e.baseUrl}/loop` }),
    ])
    expect(refusal.status()).toBe(400)
    expect(((await refusal.json()) as { message: string }).message).toBe('Please enter a valid URL')
    const dialog = page.getByRole('dialog', { name: 'Add New Link' })
    const block = dialog.getByRole('alert').filter({ hasText: 'Error creating link' })
    await block.waitFor()
    expect(await block.innerText()).toContain('Please enter a valid URL')
    await toastText(page, 'Failed to create short URL').waitFor()
    await page.keyboard.press('Escape') // closes the dialog even with the toast on screen
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Add New Link' }).first().click()
    await page.getByRole('dialog', { name: 'Add New Link' }).waitFor()
    expect(await page.getByText('Error creating link').count()).toBe(0)
    expect(await rowCodes(page)).toEqual([])
  })

  it('shows a taken custom path inline, with a red border, no toast, and the dialog still open', async () => {
    const { page } = await openDashboard(e2e)
    await createLinkViaUi(page, `${TARGET_ORIGIN}/first`, 'taken-code')
    await page.locator('li[data-slot="toast"]').getByRole('button', { name: 'Close notification' }).click()
    await page.getByRole('button', { name: 'Add New Link' }).first().click()
    await submitLinkDialog(page, { url: `${TARGET_ORIGIN}/second`, code: 'taken-code' })
    const dialog = page.getByRole('dialog', { name: 'Add New Link' })
    await dialog.getByText('This custom path is already taken. Please choose another one.').waitFor()
    const field = dialog.getByLabel('Custom path (optional)')
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await field.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(185, 28, 28)')
    expect(await dialog.getByText('Error creating link').count()).toBe(0)
    expect(await visibleToasts(page)).toBe(0)
    // The error goes on a successful retry with another code.
    await submitLinkDialog(page, { code: 'free-code' })
    await dialog.waitFor({ state: 'detached' })
    await row(page, 'free-code').waitFor()
  })

  it('edits the target and the code, and shows the click count', async () => {
    const { page } = await openDashboard(e2e)
    await createLinkViaUi(page, `${TARGET_ORIGIN}/before`, 'edit-me')
    await follow(`${e2e.baseUrl}/edit-me`)
    await page.reload()
    await row(page, 'edit-me').getByRole('button', { name: 'Edit link edit-me' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Link' })
    expect(await dialog.getByLabel('Original URL').inputValue()).toBe(`${TARGET_ORIGIN}/before`)
    expect(await dialog.getByLabel('Custom path (optional)').inputValue()).toBe('edit-me')
    await dialog.getByText('This link has been clicked 1 times since it was created.').waitFor()
    const warning = dialog.getByText('After saving, the old address ending in /edit-me and any QR code printed with it stop working.')
    expect(await warning.count()).toBe(0) // nothing changed yet
    await dialog.getByLabel('Custom path (optional)').fill('edited')
    await warning.waitFor() // the code is about to change: say what that breaks
    await submitLinkDialog(page, { url: `${TARGET_ORIGIN}/after`, code: 'edited' }, 'Save Changes')
    await dialog.waitFor({ state: 'detached' })
    await toastText(page, 'URL updated successfully').waitFor()
    await row(page, 'edited').getByText(`${TARGET_ORIGIN}/after`).waitFor()
    expect(await row(page, 'edit-me').count()).toBe(0)
    expect((await follow(`${e2e.baseUrl}/edited`)).headers.get('location')).toBe(`${TARGET_ORIGIN}/after#`)
    expect((await follow(`${e2e.baseUrl}/edit-me`)).status).toBe(404)
  })

  it('deactivates a link (Link Not Found in the browser) and reactivates it (redirects again)', async () => {
    const { page } = await openDashboard(e2e)
    await createLinkViaUi(page, `${TARGET_ORIGIN}/toggle`, 'toggle-me')
    await row(page, 'toggle-me').getByRole('button', { name: 'Edit link toggle-me' }).click()
    await submitLinkDialog(page, { active: false }, 'Save Changes')
    await row(page, 'toggle-me').getByText('Inactive', { exact: true }).waitFor()
    expect((await follow(`${e2e.baseUrl}/toggle-me`)).status).toBe(404)
    const visitor = await e2e.newPage()
    await visitor.goto(`/toggle-me`)
    await visitor.getByRole('heading', { name: 'Link Not Found' }).waitFor()
    await row(page, 'toggle-me').getByRole('button', { name: 'Edit link toggle-me' }).click()
    await submitLinkDialog(page, { active: true }, 'Save Changes')
    await row(page, 'toggle-me').getByText('Active', { exact: true }).waitFor()
    expect((await follow(`${e2e.baseUrl}/toggle-me`)).status).toBe(302)
    await visitor.goto(`/toggle-me`)
    await visitor.waitForURL(`${TARGET_ORIGIN}/toggle#`) // the redirect ends with an empty fragment (decision 66)
    expect(await visitor.title()).toBe(TARGET_TITLE)
  })

  it('deletes a link after the warning; the short link is gone', async () => {
    const { page } = await openDashboard(e2e)
    await createLinkViaUi(page, `${TARGET_ORIGIN}/bye`, 'delete-me')
    await row(page, 'delete-me').getByRole('button', { name: 'Delete link delete-me' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete Link' })
    await dialog.getByText(/analytics data will be lost and the short URL will stop working/).waitFor()
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await toastText(page, 'URL deleted successfully').waitFor()
    await page.getByRole('heading', { name: 'No links yet' }).waitFor()
    // The deletion is sent once the toast's 5 s of Undo are over.
    await expect.poll(async () => (await follow(`${e2e.baseUrl}/delete-me`)).status, { timeout: 10_000 }).toBe(404)
    const visitor = await e2e.newPage()
    await visitor.goto('/delete-me')
    await visitor.getByRole('heading', { name: 'Link Not Found' }).waitFor()
    await visitor.getByText('The short URL with code "delete-me" doesn\'t exist or has been deactivated.').waitFor()
  })

  it('copies the short URL; Copied (named with the code) for 2 s, restarted by another copy; never more than one toast', async () => {
    const { page } = await openDashboard(e2e)
    await createLinkViaUi(page, `${TARGET_ORIGIN}/copy`, 'copy-me')
    const r = row(page, 'copy-me')
    const copy = r.getByRole('button', { name: 'Copy short URL copy-me', exact: true })
    const copied = r.getByRole('button', { name: 'Copied short URL copy-me', exact: true })
    // In the page: when the copy button is clicked and when its name changes (performance.now() clock).
    await copy.evaluate((button) => {
      const w = window as unknown as { copyLog: { at: number; what: string }[] }
      w.copyLog = []
      button.addEventListener('click', (e) => w.copyLog.push({ at: e.timeStamp, what: 'click' }), true)
      new MutationObserver(() => w.copyLog.push({ at: performance.now(), what: button.getAttribute('aria-label') ?? '' })).observe(button, {
        attributes: true,
        attributeFilter: ['aria-label'],
      })
    })
    /** Milliseconds from the last click to the name's return to 'Copy short URL copy-me'. */
    const copiedFor = async () => {
      await copy.waitFor({ timeout: 5_000 })
      const log = await page.evaluate(() => (window as unknown as { copyLog: { at: number; what: string }[] }).copyLog)
      const click = log.filter((e) => e.what === 'click').at(-1)!
      const reset = log.find((e) => e.at > click.at && e.what === 'Copy short URL copy-me')!
      return reset.at - click.at
    }

    await copy.click()
    await toastText(page, 'URL copied to clipboard').waitFor()
    await copied.waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.baseUrl}/copy-me`)
    // The other buttons keep their names while copied.
    for (const name of ['Show QR code for copy-me', 'Edit link copy-me', 'Delete link copy-me'])
      expect(await r.getByRole('button', { name, exact: true }).count()).toBe(1)
    // Timed by the page's own clock (copyLog), not by this test's: however slow the machine, the name
    // must come back no sooner than 2 s and no later than 3 s after the click.
    const first = await copiedFor()
    expect(first).toBeGreaterThanOrEqual(2_000)
    expect(first).toBeLessThan(3_000)

    // A copy while 'Copied' shows starts the 2 s again.
    const mostToasts = await trackMostToasts(page)
    await copy.click()
    await copied.waitFor()
    await page.waitForTimeout(500)
    await copied.click()
    const second = await copiedFor()
    expect(second).toBeGreaterThanOrEqual(2_000)
    expect(second).toBeLessThan(3_000)

    await createLinkViaUi(page, `${TARGET_ORIGIN}/copy2`, 'copy-two')
    expect(await visibleToasts(page)).toBe(1)
    expect(await mostToasts()).toBe(1)
    expect(await toastText(page, 'URL copied to clipboard').count()).toBe(0)
  })

  it('clears the server error as soon as the form is submitted again, while that request is still in flight', async () => {
    const { page } = await openDashboard(e2e)
    await page.route('**/api/urls', (route) => (route.request().method() === 'POST' ? route.fulfill(serverError('Server exploded')) : route.continue()))
    await page.getByRole('button', { name: 'Add New Link' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add New Link' })
    await submitLinkDialog(page, { url: `${TARGET_ORIGIN}/slow`, code: 'slow-code' })
    await dialog.getByRole('alert').filter({ hasText: 'Error creating link' }).getByText('Server exploded').waitFor()
    const release = await holdRequests(page, '**/api/urls', { method: 'POST' }) // added later, so it answers before the failing route
    await dialog.getByRole('button', { name: 'Create Link' }).click()
    await dialog.getByRole('button', { name: 'Creating...' }).waitFor() // the second request is in flight
    expect(await dialog.getByText('Error creating link').count()).toBe(0)
    expect(await dialog.getByText('Server exploded').count()).toBe(0)
    release()
    await dialog.waitFor({ state: 'detached' })
    await row(page, 'slow-code').waitFor()
  })

  it("keeps the dialogs open on other failures: 'Error updating link' and 'Failed to update URL', 'Failed to delete URL', 'Failed to copy URL'", async () => {
    const { page } = await openDashboard(e2e)
    await createLinkViaUi(page, `${TARGET_ORIGIN}/fail`, 'fail-link')
    const boom = serverError('Server exploded')
    await page.route('**/api/urls/*', (route) => (['PUT', 'DELETE'].includes(route.request().method()) ? route.fulfill(boom) : route.continue()))

    await row(page, 'fail-link').getByRole('button', { name: 'Edit link fail-link' }).click()
    await submitLinkDialog(page, { url: `${TARGET_ORIGIN}/changed` }, 'Save Changes')
    const edit = page.getByRole('dialog', { name: 'Edit Link' })
    const block = edit.getByRole('alert').filter({ hasText: 'Error updating link' })
    await block.getByText('Server exploded').waitFor()
    await toastText(page, 'Failed to update URL').waitFor()
    // The server error is cleared on the next submit.
    await page.unroute('**/api/urls/*')
    await page.route('**/api/urls/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill(boom) : route.continue()))
    await submitLinkDialog(page, {}, 'Save Changes')
    await edit.waitFor({ state: 'detached' })
    await row(page, 'fail-link').getByText(`${TARGET_ORIGIN}/changed`).waitFor()

    await row(page, 'fail-link').getByRole('button', { name: 'Delete link fail-link' }).click()
    const del = page.getByRole('dialog', { name: 'Delete Link' })
    await del.getByRole('button', { name: 'Delete', exact: true }).click()
    await del.waitFor({ state: 'detached' })
    // Sent after the 5 s of Undo: the failure is toasted and the row comes back.
    await toastText(page, 'Failed to delete URL').waitFor({ timeout: 10_000 })
    await row(page, 'fail-link').waitFor()

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))
    })
    await row(page, 'fail-link').getByRole('button', { name: 'Copy short URL fail-link' }).click()
    await toastText(page, 'Failed to copy URL').waitFor()
    await toastText(page, 'Please try again or copy manually.').waitFor()
  })
})
