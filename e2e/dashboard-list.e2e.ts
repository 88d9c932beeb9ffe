// The links dashboard: stat cards after real follows, search, the status filter and each sort.
import { Database as BunSqlite } from 'bun:sqlite'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { holdRequests, seriousA11yViolations, TARGET_ORIGIN, useProduct } from './harness'
import {
  accessToken,
  createLinkViaUi,
  follow,
  openDashboard,
  row,
  rowCodes,
  seedLink,
  serverError,
  statValue,
  toastText,
  visibleToasts,
  waitForRowCount,
} from './dashboard-fixtures'

async function choose(page: Page, control: 'Filter by status' | 'Sort links', option: string) {
  await page.getByRole('combobox', { name: control }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Answers every request matching `pattern` with a 500 until `stopFailing()`; `calls()` counts them all. */
async function failRequests(page: Page, pattern: string | RegExp): Promise<{ calls: () => number; stopFailing: () => void }> {
  let fail = true
  let calls = 0
  await page.route(pattern, (route) => {
    calls++
    return fail ? route.fulfill(serverError('boom')) : route.continue()
  })
  return { calls: () => calls, stopFailing: () => (fail = false) }
}

/**
 * The list's requests: its first page comes with the page's first view (GET /api/app/dashboard, decision 0079),
 * later ones are pages of GET /api/urls?…&limit=50 (docs/decisions/0049), not the other /api/urls calls.
 */
const LIST_PAGES = /\/api\/urls\?|\/api\/app\/dashboard/
/** The first view's one request: the list's first page, the stats, the tags and the account. */
const FIRST_VIEW = /\/api\/app\/dashboard/

async function expectCodes(page: Page, codes: string[]) {
  await expect.poll(() => rowCodes(page), { timeout: 10_000 }).toEqual(codes)
}

describe('links dashboard: list', () => {
  const e2e = useProduct()

  it('shows Total Links, Total Clicks and Clicks per link, and refreshes them and the list in place after a create and a delete', async () => {
    const { page } = await openDashboard(e2e)
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true)) // gone if the page reloads
    const stats = () => Promise.all((['Total Links', 'Total Clicks', 'Clicks per link'] as const).map((t) => statValue(page, t).innerText()))
    const expectStats = (values: string[]) => expect.poll(stats, { timeout: 10_000 }).toEqual(values)
    await expectStats(['0', '0', '0.0'])
    const region = page.getByRole('region', { name: 'Link statistics' })
    expect(await region.getByText('%').count()).toBe(0)
    await createLinkViaUi(page, `${TARGET_ORIGIN}/one`, 'stats-one')
    await expectStats(['1', '0', '0.0'])
    await createLinkViaUi(page, `${TARGET_ORIGIN}/two`, 'stats-two')
    await expectStats(['2', '0', '0.0'])
    for (const code of ['stats-one', 'stats-one', 'stats-one', 'stats-two']) {
      expect((await follow(`${e2e.baseUrl}/${code}`)).status).toBe(302)
    }
    // The next create reloads list and stats: the follows show up without a reload.
    await createLinkViaUi(page, `${TARGET_ORIGIN}/three`, 'stats-three')
    await expectStats(['3', '4', '1.3'])
    expect(await region.getByText('%').count()).toBe(0) // no earlier week to compare with: no made-up change (decision 11)
    expect(await statValue(page, 'Clicks per link').getAttribute('title')).toBe('Average clicks per link')
    await row(page, 'stats-one').getByText('3 clicks').waitFor()
    await row(page, 'stats-two').getByText('1 click', { exact: true }).waitFor()
    // Deleting stats-two (1 click): the cards leave it out at once, while Undo is still possible (no DELETE
    // sent), and count it again on Undo; once the deletion is sent they are reloaded.
    const deletes: string[] = []
    page.on('request', (r) => void (r.method() === 'DELETE' && deletes.push(r.url())))
    const deleteStatsTwo = async () => {
      await row(page, 'stats-two').getByRole('button', { name: 'Delete link stats-two' }).click()
      await page.getByRole('dialog', { name: 'Delete Link' }).getByRole('button', { name: 'Delete', exact: true }).click()
      await toastText(page, 'URL deleted successfully').waitFor()
    }
    await deleteStatsTwo()
    await expectStats(['2', '3', '1.5'])
    expect(deletes).toEqual([])
    await page.getByRole('button', { name: 'Undo' }).click()
    await expectStats(['3', '4', '1.3'])
    await deleteStatsTwo()
    await expect.poll(() => deletes.length, { timeout: 10_000 }).toBe(1)
    await expectStats(['2', '3', '1.5'])
    await expect.poll(() => rowCodes(page)).toEqual(['stats-three', 'stats-one'])
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
  })

  it('shows the real week-on-week change of clicks, up or down, from the per-day counters', async () => {
    const { page, user } = await openDashboard(e2e)
    const link = await seedLink(e2e.baseUrl, await accessToken(e2e.baseUrl, user), { originalUrl: `${TARGET_ORIGIN}/trend`, shortCode: 'trend-link' })
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
    const db = new BunSqlite(join(e2e.product.dataDir, 'snip.sqlite'))
    const setClicks = (rows: [number, number][]) => {
      db.exec('PRAGMA busy_timeout = 5000')
      db.prepare('delete from link_clicks_daily where link_id = ?').run(link.id)
      for (const [daysAgo, clicks] of rows)
        db.prepare('insert into link_clicks_daily (link_id, day, clicks) values (?, ?, ?)').run(link.id, day(daysAgo), clicks)
    }
    const change = page.getByRole('region', { name: 'Link statistics' }).locator('dl').filter({ hasText: 'Total Clicks' }).locator('dd > span').nth(1)
    try {
      setClicks([
        [1, 6],
        [9, 4],
      ]) // 6 this week, 4 the week before: up 50 %
      await page.reload()
      await expect.poll(() => change.innerText(), { timeout: 10_000 }).toMatch(/^50%\s*increase$/)
      expect(await change.getAttribute('title')).toBe('Clicks in the last 7 days compared with the 7 days before')
      setClicks([
        [0, 1],
        [8, 4],
      ]) // 1 against 4: down 75 %
      await page.reload()
      await expect.poll(() => change.innerText(), { timeout: 10_000 }).toMatch(/^75%\s*decrease$/)
    } finally {
      db.close()
    }
  })

  it("shows the stat cards with a dash (not 'Loading' forever) when the first view fails to load, and fills them on the next load", async () => {
    const { page } = await openDashboard(e2e)
    const stats = await failRequests(page, FIRST_VIEW)
    await page.reload()
    await page.getByText('Your links could not be loaded.').waitFor()
    const region = page.getByRole('region', { name: 'Link statistics' })
    for (const title of ['Total Links', 'Total Clicks', 'Clicks per link'] as const) {
      await expect.poll(() => statValue(page, title).innerText(), { timeout: 10_000 }).toBe('—')
    }
    expect(await region.getByRole('img', { name: 'Loading' }).count()).toBe(0)
    expect(await region.getByText('Not available').count()).toBe(3)
    expect(stats.calls()).toBe(1)
    stats.stopFailing()
    await createLinkViaUi(page, `${TARGET_ORIGIN}/after-fail`, 'after-fail')
    await expect.poll(() => statValue(page, 'Total Links').innerText(), { timeout: 10_000 }).toBe('1')
    expect(await statValue(page, 'Total Clicks').innerText()).toBe('0')
    expect(await statValue(page, 'Clicks per link').innerText()).toBe('0.0')
    expect(await region.getByText('Not available').count()).toBe(0)
  })

  it("shows 'Your links could not be loaded.' (not 'No links yet') when the list fails, and 'Try again' loads it", async () => {
    const { page, user } = await openDashboard(e2e)
    await seedLink(e2e.baseUrl, await accessToken(e2e.baseUrl, user), { originalUrl: `${TARGET_ORIGIN}/kept`, shortCode: 'kept-link' })
    const list = await failRequests(page, LIST_PAGES)
    await page.reload()
    await toastText(page, 'Failed to load URLs').waitFor()
    await page.getByText('Your links could not be loaded.').waitFor()
    expect(await page.getByText('No links yet').count()).toBe(0)
    expect(await page.getByText('Get started by creating your first shortened URL.').count()).toBe(0)
    expect(list.calls()).toBe(1)
    list.stopFailing()
    await page.getByRole('button', { name: 'Try again' }).click()
    await row(page, 'kept-link').waitFor()
    expect(list.calls()).toBe(2)
    expect(await page.getByText('Your links could not be loaded.').count()).toBe(0)
    await expect.poll(() => statValue(page, 'Total Links').innerText()).toBe('1')
  })

  it('searches case-insensitively over address and code, filters by status, sorts four ways', async () => {
    const { page, user } = await openDashboard(e2e)
    const token = await accessToken(e2e.baseUrl, user)
    // Created in this order (oldest first); clicks: older 2, middle 0, newest 1; middle is inactive.
    await seedLink(e2e.baseUrl, token, { originalUrl: `${TARGET_ORIGIN}/Alpha/Page`, shortCode: 'older-link' })
    await seedLink(e2e.baseUrl, token, { originalUrl: `${TARGET_ORIGIN}/beta`, shortCode: 'MiddleLink', isActive: false })
    await seedLink(e2e.baseUrl, token, { originalUrl: `${TARGET_ORIGIN}/gamma`, shortCode: 'newest-link' })
    for (const code of ['older-link', 'older-link', 'newest-link']) await follow(`${e2e.baseUrl}/${code}`)
    await page.reload()
    await waitForRowCount(page, (n) => n === 3)
    await expectCodes(page, ['newest-link', 'MiddleLink', 'older-link'])

    const search = page.getByRole('searchbox', { name: 'Search links' })
    await search.fill('ALPHA/page')
    await expectCodes(page, ['older-link'])
    await search.fill('middlelink')
    await expectCodes(page, ['MiddleLink'])
    await search.fill('nothing-like-this')
    await page.getByText('No links match your search or filter.').waitFor()
    await page.getByRole('button', { name: 'Clear search and filter' }).click()
    await expectCodes(page, ['newest-link', 'MiddleLink', 'older-link'])
    expect(await search.inputValue()).toBe('')

    await choose(page, 'Filter by status', 'Inactive')
    await expectCodes(page, ['MiddleLink'])
    await choose(page, 'Filter by status', 'Active')
    await expectCodes(page, ['newest-link', 'older-link'])
    await search.fill('middle')
    await page.getByText('No links match your search or filter.').waitFor()
    await page.getByRole('button', { name: 'Clear search and filter' }).click()
    expect(await page.getByRole('combobox', { name: 'Filter by status' }).innerText()).toBe('All Links')
    await expectCodes(page, ['newest-link', 'MiddleLink', 'older-link'])

    await choose(page, 'Sort links', 'Oldest first')
    await expectCodes(page, ['older-link', 'MiddleLink', 'newest-link'])
    await choose(page, 'Sort links', 'Most clicked')
    await expectCodes(page, ['older-link', 'newest-link', 'MiddleLink'])
    await choose(page, 'Sort links', 'Least clicked')
    await expectCodes(page, ['MiddleLink', 'newest-link', 'older-link'])
    await choose(page, 'Sort links', 'Newest first')
    await expectCodes(page, ['newest-link', 'MiddleLink', 'older-link'])
  })

  it('bulk actions: deactivates two selected rows; deletes all matching a search after one confirmation', async () => {
    const { page, user } = await openDashboard(e2e)
    const token = await accessToken(e2e.baseUrl, user)
    for (const code of ['bulk-one', 'bulk-two', 'bulk-three', 'kept-row'])
      await seedLink(e2e.baseUrl, token, { originalUrl: `${TARGET_ORIGIN}/${code}`, shortCode: code })
    await page.reload()
    await waitForRowCount(page, (n) => n === 4)
    await page.getByRole('checkbox', { name: 'Select bulk-one' }).check()
    await page.getByRole('checkbox', { name: 'Select bulk-two' }).check()
    const bar = page.getByRole('region', { name: 'Bulk actions' })
    await bar.getByText('2 links selected').waitFor()
    expect(await seriousA11yViolations(page)).toEqual([]) // checkboxes and the bulk bar
    await bar.getByRole('button', { name: 'Deactivate' }).click()
    await toastText(page, '2 links deactivated').waitFor()
    for (const code of ['bulk-one', 'bulk-two']) await row(page, code).getByText('Inactive', { exact: true }).waitFor()
    expect(await row(page, 'bulk-three').getByText('Inactive', { exact: true }).count()).toBe(0)
    expect((await follow(`${e2e.baseUrl}/bulk-one`)).status).toBe(404)

    await page.getByRole('searchbox', { name: 'Search links' }).fill('bulk-')
    await expectCodes(page, ['bulk-three', 'bulk-two', 'bulk-one'])
    await page.getByRole('checkbox', { name: 'Select bulk-three' }).check()
    await bar.getByRole('button', { name: 'Select all matching (3)' }).click()
    await bar.getByText('3 links selected').waitFor()
    await bar.getByRole('button', { name: 'Delete', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete 3 links?' })
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await toastText(page, '3 links deleted').waitFor()
    await page.getByRole('searchbox', { name: 'Search links' }).fill('')
    await expectCodes(page, ['kept-row'])
    await expect.poll(() => statValue(page, 'Total Links').innerText(), { timeout: 10_000 }).toBe('1')
  })

  it("toasts 'Failed to load URLs' once without retrying, stays silent on 'User not found', and does not refetch on focus", async () => {
    const { page } = await openDashboard(e2e)
    // The first dashboard's own requests (its list, the follow-ups after it) are done before counting starts:
    // on a loaded machine one of them could otherwise meet the route below and count as the reload's.
    await page.waitForLoadState('networkidle')
    let listCalls = 0
    let answer = { status: 500, body: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } }
    await page.route(LIST_PAGES, (route) => {
      listCalls++
      return route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) })
    })
    await page.reload()
    await toastText(page, 'Failed to load URLs').waitFor()
    await toastText(page, 'Please refresh the page and try again.').waitFor()
    await page.waitForTimeout(1_500)
    expect(listCalls).toBe(1)

    answer = { status: 404, body: { code: 'user_not_found', message: 'User not found' } }
    await page.reload()
    await page.getByRole('heading', { name: 'No links yet' }).waitFor()
    expect(await page.getByText('Your links could not be loaded.').count()).toBe(0)
    await page.waitForTimeout(1_500)
    expect(await visibleToasts(page)).toBe(0)
    expect(listCalls).toBe(2)

    await page.evaluate(() => {
      window.dispatchEvent(new Event('focus'))
      document.dispatchEvent(new Event('visibilitychange'))
      window.dispatchEvent(new Event('online'))
    })
    await page.waitForTimeout(1_000)
    expect(listCalls).toBe(2)
  })

  it("switches a link off and on from its row, and shows each action's name on hover and on keyboard focus", async () => {
    const { page, user } = await openDashboard(e2e)
    const token = await accessToken(e2e.baseUrl, user)
    await seedLink(e2e.baseUrl, token, { originalUrl: `${TARGET_ORIGIN}/switch`, shortCode: 'switch-me' })
    await page.reload()
    const r = row(page, 'switch-me')
    const active = r.getByRole('switch', { name: 'Active: switch-me' })
    await active.waitFor()
    expect(await active.getAttribute('aria-checked')).toBe('true')
    await active.click()
    await r.getByText('Inactive', { exact: true }).waitFor()
    expect((await fetch(`${e2e.baseUrl}/switch-me`, { redirect: 'manual' })).status).toBe(404)
    await active.click()
    await r.getByText('Active', { exact: true }).waitFor()
    expect((await fetch(`${e2e.baseUrl}/switch-me`, { redirect: 'manual' })).status).toBe(302)

    const tip = (name: string) => r.locator('[data-slot="tooltip"]', { hasText: name })
    expect(await tip('Edit link switch-me').isVisible()).toBe(false)
    await r.getByRole('button', { name: 'Edit link switch-me' }).hover()
    await tip('Edit link switch-me').waitFor({ state: 'visible' })
    await page.mouse.move(0, 0)
    await tip('Edit link switch-me').waitFor({ state: 'hidden' })
    await r.getByRole('button', { name: 'Show QR code for switch-me' }).focus()
    await tip('Show QR code for switch-me').waitFor({ state: 'visible' })
  })

  it("serves the same dashboard on /app, saying 'Loading your links...' while the list loads", async () => {
    const { page } = await openDashboard(e2e)
    const release = await holdRequests(page, LIST_PAGES)
    await page.goto('/app')
    await page.getByRole('heading', { name: 'Your Links' }).waitFor()
    await page.getByText('Loading your links...').waitFor()
    expect(await page.getByText('No links yet').count()).toBe(0)
    release()
    await page.getByRole('heading', { name: 'No links yet' }).waitFor()
    expect(await page.getByText('Loading your links...').count()).toBe(0)
  })
})
