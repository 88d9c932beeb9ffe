// The dashboard's list from the server (docs/decisions/0049): with 120 links the first page
// shows 50, 'Load more' and scrolling bring the rest (never a row twice); search and the status filter are
// answered by the server with the matching total; "Select all matching" deactivates and exports every
// matching link, loaded or not; a link an admin took down says so on its row.
import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { consoleErrors, TARGET_ORIGIN, useProduct } from './harness'
import { accessToken, openDashboard, row, rowCodes, statValue, toastText } from './dashboard-fixtures'
import { createUserViaApi, newTestUser } from './users'

const admin = newTestUser('admin')

/** The list's page requests seen so far, as their query parameters. */
function recordListPages(page: Page): Record<string, string>[] {
  const seen: Record<string, string>[] = []
  page.on('request', (r: Request) => {
    const url = new URL(r.url())
    // the first page comes with the page's first view (decision 0079), the others from GET /api/urls
    const listed = url.pathname === '/api/urls' || url.pathname === '/api/app/dashboard'
    if (r.method() === 'GET' && listed && url.search) seen.push(Object.fromEntries(url.searchParams))
  })
  return seen
}

async function expectRows(page: Page, count: number) {
  await expect.poll(async () => (await rowCodes(page)).length, { timeout: 15_000 }).toBe(count)
  expect(new Set(await rowCodes(page)).size).toBe(count)
}

describe('links dashboard: pages from the server', () => {
  const e2e = useProduct({ ADMIN_EMAILS: admin.email })

  it('shows 50 of 120, loads more by button and by scrolling, searches and filters on the server, and deactivates all matching', async () => {
    const { page, user } = await openDashboard(e2e)
    const token = await accessToken(e2e.baseUrl, user)
    const urls = Array.from({ length: 120 }, (_, i) => `${TARGET_ORIGIN}/${i % 2 ? 'news' : 'shop'}/${i}`)
    const seeded = await fetch(`${e2e.baseUrl}/api/urls/bulk`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ urls }),
    })
    expect(seeded.status).toBe(200)
    // An admin takes the newest link down: its switch stays on, but it answers 410 (decision 43).
    const newest = (await (await fetch(`${e2e.baseUrl}/api/urls?limit=1`, { headers: { authorization: `Bearer ${token}` } })).json()).items[0]
    const adminToken = await accessToken(e2e.baseUrl, await createUserViaApi(e2e.baseUrl, admin))
    const takedown = await fetch(`${e2e.baseUrl}/api/admin/links/${newest.id}/disable`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'spam' }),
    })
    expect(takedown.status).toBe(200)
    const requests = recordListPages(page)
    await page.reload()

    await page.getByText('Showing 50 of 120 links').waitFor({ timeout: 20_000 })
    await expectRows(page, 50)
    expect(requests).toEqual([{ limit: '50' }])
    await row(page, newest.shortCode).getByText('Disabled by admin', { exact: true }).waitFor()
    expect(await page.getByText('Disabled by admin', { exact: true }).count()).toBe(1)
    await page.getByRole('button', { name: 'Load more' }).click()
    await page.getByText('Showing 100 of 120 links').waitFor()
    await expectRows(page, 100)
    const fiftyFirst = (await rowCodes(page))[50]
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Select ${fiftyFirst}`) // focus on the first new row
    expect(requests[1]).toMatchObject({ limit: '50', cursor: expect.any(String) })
    await page.getByText('Showing 100 of 120 links').scrollIntoViewIfNeeded() // the end in view: the rest comes
    await expectRows(page, 120)
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0)

    const search = page.getByRole('searchbox', { name: 'Search links' })
    await search.click()
    await page.keyboard.type('shop', { delay: 40 })
    // 'sho' matches the same 60 links: on a loaded machine a pause after it may send it first, so wait for 'shop'.
    await expect.poll(() => requests.filter((r) => r.q).at(-1)?.q).toBe('shop')
    await page.getByText('Showing 50 of 60 links').waitFor()
    const searched = requests.filter((r) => r.q).map((r) => r.q)
    expect(searched.length).toBeLessThan(4) // sent after the typing pauses, not per keystroke
    expect(searched.every((q) => 'shop'.startsWith(q!))).toBe(true)
    expect(new URL(page.url()).searchParams.get('q')).toBe('shop')
    for (const code of await rowCodes(page)) expect(await page.locator(`li[data-code="${code}"]`).getByText(`${TARGET_ORIGIN}/shop/`).count()).toBe(1)

    // All 60 matching, though 50 are loaded: deactivated and exported by the server's filter.
    await page.getByRole('checkbox', { name: `Select ${(await rowCodes(page))[0]}` }).check()
    const bar = page.getByRole('region', { name: 'Bulk actions' })
    await bar.getByRole('button', { name: 'Select all matching (60)' }).click()
    await bar.getByText('60 links selected').waitFor()
    const exported = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/urls/export')
    await bar.getByRole('button', { name: 'Export selected' }).click()
    const file = await exported
    expect(Object.fromEntries(new URL(file.url()).searchParams)).toEqual({ format: 'csv', q: 'shop' })
    expect(file.status()).toBe(200)
    const again = await fetch(file.url(), { headers: { authorization: `Bearer ${token}` } }) // its body, as the page got it
    expect((await again.text()).trim().split('\r\n')).toHaveLength(61) // the header and 60 links
    await bar.getByRole('button', { name: 'Deactivate' }).click()
    await toastText(page, '60 links deactivated').waitFor()
    const listed = (await (await fetch(`${e2e.baseUrl}/api/urls`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      originalUrl: string
      isActive: boolean
    }[]
    expect(
      listed
        .filter((l) => !l.isActive)
        .map((l) => l.originalUrl)
        .sort(),
    ).toEqual(urls.filter((u) => u.includes('/shop/')).sort())

    await page.getByRole('combobox', { name: 'Filter by status' }).click()
    await page.getByRole('option', { name: 'Active', exact: true }).click()
    await page.getByText('No links match your search or filter.').waitFor()
    await search.fill('')
    await page.getByText('Showing 50 of 60 links').waitFor()
    expect(requests.at(-1)).toEqual({ status: 'active', limit: '50' })
    expect(await page.locator('li[data-code]').getByText('Inactive', { exact: true }).count()).toBe(0)
    await expect.poll(() => statValue(page, 'Total Links').innerText()).toBe('120')
    expect(consoleErrors(page)).toEqual([])
  }, 120_000)
})
