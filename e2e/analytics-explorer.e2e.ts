// Exploring analytics in real Chromium: per-day counters seeded straight into the product's SQLite file for
// days of the past (as the analytics writer leaves them), then read on the link's page and the workspace
// page: the labelled chart reads a day out on hover and on the keyboard, the table holds the same numbers,
// and what the page shows equals the API's answer for the same range.
import { Database as BunSqlite } from 'bun:sqlite'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accessToken, seedLink } from './dashboard-fixtures'
import { open, seriousA11yViolations, useProduct, visible, type E2E } from './harness'
import { createUserViaApi, signInThroughUi } from './users'

const DAY_MS = 86_400_000
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10)

/** Adds `clicks` (day → clicks) and their countries and referrers (day → key → clicks) to a link's counters. */
function seedCounters(
  e2e: E2E,
  linkId: number,
  clicks: Record<string, number>,
  details: Record<string, { dimension: string; key: string; clicks: number }[]> = {},
) {
  const db = new BunSqlite(join(e2e.product.dataDir, 'snip.sqlite'))
  try {
    db.exec('PRAGMA busy_timeout = 5000')
    for (const [day, n] of Object.entries(clicks)) db.query('INSERT INTO link_clicks_daily (link_id, day, clicks) VALUES (?, ?, ?)').run(linkId, day, n)
    for (const [day, rows] of Object.entries(details)) {
      const packed = rows
        .map((r) => {
          db.query('INSERT OR IGNORE INTO dimension_values (dimension, key) VALUES (?, ?)').run(r.dimension, r.key)
          const { id } = db.query('SELECT id FROM dimension_values WHERE dimension = ? AND key = ?').get(r.dimension, r.key) as { id: number }
          return [id, r.clicks] as const
        })
        .sort((a, b) => a[0] - b[0])
        .map(([id, n]) => `${id}:${n}`)
        .join(',')
      db.query('INSERT INTO link_day_traffic (link_id, day, dimensions) VALUES (?, ?, ?)').run(linkId, day, packed)
    }
  } finally {
    db.close()
  }
}

async function signedInWithLink(e2e: E2E, code: string) {
  const user = await createUserViaApi(e2e.baseUrl)
  const token = await accessToken(e2e.baseUrl, user)
  const link = await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/${code}`, shortCode: code })
  const page = await e2e.newPage()
  await signInThroughUi(page, user)
  return { user, token, link, page }
}

/** The per-day table's rows as [day, clicks], opened from its toggle. */
async function dayTable(page: Page, region = 'Clicks per day'): Promise<string[][]> {
  const table = page.getByRole('region', { name: region })
  if (!(await table.isVisible())) await page.getByText('Show clicks per day as a table').click()
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())))
}

describe('analytics explorer', () => {
  const e2e = useProduct()

  it('labels the chart, reads a day out on hover and on the keyboard, and offers the same numbers as a table', async () => {
    const { link, page } = await signedInWithLink(e2e, 'charted')
    seedCounters(e2e, link.id, { [utcDay(1)]: 4, [utcDay(3)]: 9 })
    await open(page, `/app/links/?id=${link.id}`)
    const chart = page.getByRole('img', { name: `13 clicks from ${utcDay(29)} to ${utcDay(0)}` })
    await visible(chart)
    await visible(page.getByText('Clicks (left axis) per day (bottom axis). Days in UTC.'))
    await visible(page.getByText('10', { exact: true })) // the value axis's top, above the 9 of the highest day

    const explore = page.getByRole('group', { name: 'Clicks per day chart: the arrow keys read one day at a time' })
    const box = (await explore.boundingBox())!
    await explore.hover({ position: { x: box.width * ((26 + 0.5) / 30), y: box.height / 2 } }) // the bar of three days ago
    await visible(page.getByText(`${utcDay(3)}: 9 clicks`))
    await explore.focus()
    await page.keyboard.press('End')
    await visible(page.getByText(`${utcDay(0)}: 0 clicks`))
    await page.keyboard.press('ArrowLeft')
    await visible(page.getByText(`${utcDay(1)}: 4 clicks`))

    const rows = await dayTable(page)
    expect(rows).toHaveLength(30)
    expect(rows.slice(0, 4)).toEqual([
      [utcDay(0), '0'],
      [utcDay(1), '4'],
      [utcDay(2), '0'],
      [utcDay(3), '9'],
    ])
    expect(await seriousA11yViolations(page)).toEqual([])
  })
  it('keeps the period in the address: fixed days or a preset survive a reload, and a wrong range is said', async () => {
    const { link, page } = await signedInWithLink(e2e, 'ranged')
    seedCounters(e2e, link.id, { [utcDay(1)]: 4, [utcDay(3)]: 9, [utcDay(12)]: 2 })
    await open(page, `/app/links/?id=${link.id}&from=${utcDay(10)}&to=${utcDay(3)}`)
    await visible(page.getByText(`Showing ${utcDay(10)} to ${utcDay(3)}. Days in UTC.`))
    await visible(page.getByRole('img', { name: `9 clicks from ${utcDay(10)} to ${utcDay(3)}` }))
    expect(await dayTable(page)).toHaveLength(8)
    await page.reload()
    await visible(page.getByRole('img', { name: `9 clicks from ${utcDay(10)} to ${utcDay(3)}` }))
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(utcDay(10))

    await page.getByRole('button', { name: 'Last 7 days' }).click()
    await visible(page.getByRole('img', { name: `13 clicks from ${utcDay(6)} to ${utcDay(0)}` }))
    expect(new URL(page.url()).search).toBe(`?id=${link.id}&period=7`)
    await page.reload()
    await visible(page.getByText(`Showing ${utcDay(6)} to ${utcDay(0)}. Days in UTC.`))
    expect(await page.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true')

    await page.getByLabel('From', { exact: true }).fill(utcDay(20))
    await page.getByLabel('To', { exact: true }).fill(utcDay(2))
    await page.getByRole('button', { name: 'Show these days' }).click()
    await visible(page.getByRole('img', { name: `11 clicks from ${utcDay(20)} to ${utcDay(2)}` }))
    expect(new URL(page.url()).search).toBe(`?id=${link.id}&from=${utcDay(20)}&to=${utcDay(2)}`)
    expect(await page.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('false')

    await open(page, `/app/links/?id=${link.id}&from=${utcDay(2)}&to=${utcDay(20)}`)
    await visible(page.getByRole('alert').getByText('from must not be after to, and the range must be at most 366 days'))
    expect(await page.getByRole('img', { name: /clicks from/ }).count()).toBe(0)
    expect(await seriousA11yViolations(page)).toEqual([])
  })
  it('names the breakdown columns, narrows them exactly to a chosen day, and says that rows cannot filter each other', async () => {
    const { link, page } = await signedInWithLink(e2e, 'broken')
    seedCounters(
      e2e,
      link.id,
      { [utcDay(1)]: 4, [utcDay(3)]: 9 },
      {
        [utcDay(1)]: [
          { dimension: 'country', key: 'GB', clicks: 4 },
          { dimension: 'referrer', key: 'news.example.com', clicks: 4 },
        ],
        [utcDay(3)]: [
          { dimension: 'country', key: 'US', clicks: 9 },
          { dimension: 'referrer', key: 'direct', clicks: 9 },
        ],
      },
    )
    await open(page, `/app/links/?id=${link.id}`)
    const countries = page.getByRole('table', { name: 'Countries' })
    await visible(countries.getByRole('columnheader', { name: 'Country' }))
    await visible(page.getByRole('table', { name: 'Referrers' }).getByRole('columnheader', { name: 'Referrer domain' }))
    await visible(page.getByRole('table', { name: 'Devices' }).getByRole('columnheader', { name: 'Device' }))
    await visible(page.getByText(/Filtering by a row of these tables: not available: counted separately\./))
    expect(await countries.locator('tbody tr').count()).toBe(2)

    await page.getByText('Show clicks per day as a table').click()
    await page.getByRole('button', { name: `Show only ${utcDay(3)}` }).click()
    await visible(page.getByText(`Showing ${utcDay(3)} to ${utcDay(3)}. Days in UTC.`))
    expect(new URL(page.url()).search).toBe(`?id=${link.id}&from=${utcDay(3)}&to=${utcDay(3)}`)
    await expect.poll(() => countries.locator('tbody tr').allInnerTexts()).toEqual(['United States (US)\n\t9\t100.0%'])
    expect(await page.getByRole('table', { name: 'Referrers' }).locator('tbody tr').allInnerTexts()).toEqual(['Direct or unknown\n\t9\t100.0%'])
    expect(await seriousA11yViolations(page)).toEqual([])
  })
  it('shows a link without clicks as such, with its title, tags, expiry and click limit, and copies and edits it', async () => {
    const { token, page } = await signedInWithLink(e2e, 'unclicked-other')
    const expiresAt = new Date(Date.now() + 30 * DAY_MS).toISOString()
    const res = await fetch(`${e2e.baseUrl}/api/urls`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        originalUrl: `${e2e.targetOrigin}/fresh`,
        shortCode: 'unclicked',
        title: 'Winter sale',
        tags: ['campaign'],
        maxClicks: 50,
        expiresAt,
      }),
    })
    expect(res.status).toBe(201)
    const link = (await res.json()) as { id: number }
    await open(page, `/app/links/?id=${link.id}`)
    await visible(page.getByRole('heading', { name: 'No clicks yet' }))
    await visible(page.getByText(`Share ${e2e.baseUrl}/unclicked: each click will be counted here, per UTC day.`, { exact: false }))
    await visible(page.getByRole('heading', { name: 'Winter sale' }))
    await visible(page.getByText('campaign', { exact: true }))
    await visible(page.getByText('0 of 50 clicks used'))
    await visible(page.locator(`time[datetime="${expiresAt}"]`))
    expect(await page.getByRole('img', { name: /clicks from/ }).count()).toBe(0)
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Copy', exact: true }).click()
    await visible(page.getByRole('button', { name: 'Copied', exact: true }))
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.baseUrl}/unclicked`)

    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Link' })
    await visible(dialog)
    expect(await dialog.getByLabel('Original URL').inputValue()).toBe(`${e2e.targetOrigin}/fresh`)
    expect(new URL(page.url()).searchParams.get('edit')).toBe(null)
  })
  it("shows the same numbers as the API for a seeded range, on a link's page and on the workspace page reached from the dashboard", async () => {
    const { user, token, link, page } = await signedInWithLink(e2e, 'seeded-one')
    const second = await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/two`, shortCode: 'seeded-two' })
    const gb = (n: number) => ({ dimension: 'country', key: 'GB', clicks: n })
    const us = (n: number) => ({ dimension: 'country', key: 'US', clicks: n })
    seedCounters(e2e, link.id, { [utcDay(2)]: 5, [utcDay(4)]: 1, [utcDay(15)]: 8 }, { [utcDay(2)]: [gb(5)], [utcDay(4)]: [us(1)], [utcDay(15)]: [us(8)] })
    seedCounters(e2e, second.id, { [utcDay(3)]: 7, [utcDay(4)]: 2 }, { [utcDay(3)]: [us(7)], [utcDay(4)]: [gb(2)] })
    const [from, to] = [utcDay(12), utcDay(1)]
    const apiGet = async (path: string) => (await fetch(`${e2e.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()
    const perDay = (days: { day: string; clicks: number }[]) => days.map((d) => [d.day, String(d.clicks)]).reverse()

    const linkApi = await apiGet(`/api/urls/${link.id}/analytics?from=${from}&to=${to}`)
    await open(page, `/app/links/?id=${link.id}&from=${from}&to=${to}`)
    await visible(page.getByRole('img', { name: `6 clicks from ${from} to ${to}` }))
    expect(await dayTable(page)).toEqual(perDay(linkApi.days))

    await open(page, '/app/dashboard')
    await page.getByRole('link', { name: 'All analytics' }).click()
    await visible(page.getByRole('heading', { name: 'All analytics', level: 1 }))
    await open(page, `/app/analytics?from=${from}&to=${to}`)
    const api = await apiGet(`/api/stats/analytics?from=${from}&to=${to}`)
    expect(api.days.reduce((n: number, d: { clicks: number }) => n + d.clicks, 0)).toBe(15)
    await visible(page.getByRole('img', { name: `15 clicks from ${from} to ${to}` }))
    expect(await dayTable(page)).toEqual(perDay(api.days))
    const rows = (name: string) =>
      page
        .getByRole('table', { name })
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((r) => [...r.querySelectorAll('th, td')].slice(0, 2).map((c) => (c.textContent ?? '').trim())))
    expect(await rows('Top links')).toEqual(api.links.map((l: { shortCode: string; clicks: number }) => [l.shortCode, String(l.clicks)]))
    expect(await rows('Countries')).toEqual(
      api.countries.map((c: { key: string; clicks: number }) => [c.key === 'GB' ? 'United Kingdom (GB)' : 'United States (US)', String(c.clicks)]),
    )
    expect(api.links.map((l: { shortCode: string }) => l.shortCode)).toEqual(['seeded-two', 'seeded-one'])
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'seeded-two' }).click()
    await visible(page.getByRole('img', { name: `9 clicks from ${from} to ${to}` }))
    expect(user.email).toBeTruthy()
  })
})
