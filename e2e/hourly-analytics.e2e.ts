// The last 48 hours in real Chromium (docs/decisions/0078): per-hour counters seeded straight into the
// product's SQLite file for hours of the past (as a fold leaves them: hours, days and the link's total)
// and clicks followed now (staged by the flush), read on the link's page and the workspace page after the
// account chose its time zone in Settings. The hourly table's labels are the hours' starts in that zone
// (worked out here with plain arithmetic on its fixed offset), and its numbers equal the API's.
import { Database as BunSqlite } from 'bun:sqlite'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { HUMAN_AGENT } from '../api/test/http-client'
import { accessToken, seedLink } from './dashboard-fixtures'
import { open, seriousA11yViolations, useProduct, visible, type E2E } from './harness'
import { createUserViaApi, signInThroughUi } from './users'

const HOUR = 3_600_000
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** Asia/Kolkata is UTC+5:30 all year (no daylight saving): an hour's start there, "16 Jun 01:30". */
const KOLKATA = 5.5 * HOUR
const kolkataLabel = (iso: string) => {
  const d = new Date(Date.parse(iso) + KOLKATA)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`
}
const hourStart = (ms: number) => Math.floor(ms / HOUR) * HOUR

/** Adds `clicks` (hours ago → clicks) to a link's per-hour and per-day rows and its total, as a fold does. */
function seedHours(e2e: E2E, linkId: number, clicks: Record<number, number>) {
  const db = new BunSqlite(join(e2e.product.dataDir, 'snip.sqlite'))
  try {
    db.exec('PRAGMA busy_timeout = 5000')
    for (const [ago, n] of Object.entries(clicks)) {
      const at = new Date(hourStart(Date.now()) - Number(ago) * HOUR)
      const day = at.toISOString().slice(0, 10)
      db.query('INSERT INTO link_clicks_hourly (link_id, day, hour, clicks) VALUES (?, ?, ?, ?)').run(linkId, day, at.getUTCHours(), n)
      db.query(
        'INSERT INTO link_clicks_daily (link_id, day, clicks) VALUES (?, ?, ?) ON CONFLICT (link_id, day) DO UPDATE SET clicks = clicks + excluded.clicks',
      ).run(linkId, day, n)
      db.query('UPDATE links SET clicks = clicks + ? WHERE id = ?').run(n, linkId)
    }
  } finally {
    db.close()
  }
}

/** The hourly table's rows as [hour, clicks], opened from its toggle. */
async function hourTable(page: Page): Promise<string[][]> {
  const table = page.getByRole('region', { name: 'Clicks per hour' })
  if (!(await table.isVisible())) await page.getByText('Show clicks per hour as a table').click()
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())))
}

describe('hourly analytics', () => {
  const e2e = useProduct()

  it("shows the last 48 hours per hour in the account's time zone, equal to the API's, on the link's and the workspace's page", async () => {
    const user = await createUserViaApi(e2e.baseUrl)
    const token = await accessToken(e2e.baseUrl, user)
    const link = await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/hourly`, shortCode: 'hourly-one' })
    const other = await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/hourly-2`, shortCode: 'hourly-two' })
    seedHours(e2e, link.id, { 1: 4, 5: 1200, 30: 2, 47: 3, 50: 9 }) // 50 hours ago: only in its day
    seedHours(e2e, other.id, { 5: 6 })
    const apiGet = async (path: string) => (await fetch(`${e2e.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()
    // Two clicks followed now: staged by the next flush, read with the folded hours.
    for (let i = 0; i < 2; i++) await fetch(`${e2e.baseUrl}/hourly-one`, { redirect: 'manual', headers: { 'user-agent': HUMAN_AGENT } })
    await expect.poll(async () => (await apiGet(`/api/urls/${link.id}/analytics?period=48h`)).hourly.hours.at(-1).clicks, { timeout: 10_000 }).toBe(2)

    const page = await e2e.newPage()
    await signInThroughUi(page, user)
    // The zone is chosen in Settings: UTC until then.
    await open(page, '/app/settings#time-zone')
    const zone = page.getByRole('combobox', { name: 'Time zone' })
    await expect.poll(() => zone.isEnabled()).toBe(true)
    await visible(page.getByText('None chosen yet: hours are shown in UTC.'))
    // Chromium's list names India's zone by its older IANA name (ICU's canonical id): either is the same zone.
    const offered = await zone.locator('option').allTextContents()
    const india = offered.includes('Asia/Kolkata') ? 'Asia/Kolkata' : 'Asia/Calcutta'
    expect(offered).toContain(india)
    await zone.selectOption(india)
    await page.getByRole('button', { name: 'Save time zone' }).click()
    await visible(page.getByText('Time zone saved').first())
    const saved = await apiGet('/api/users/me/time-zone')
    expect(saved).toMatchObject({ chosen: true })
    expect(['Asia/Kolkata', 'Asia/Calcutta']).toContain(saved.timeZone)
    expect(await seriousA11yViolations(page)).toEqual([])

    // The link's page: "Last 48 hours" is kept in the address.
    await open(page, `/app/links/?id=${link.id}`)
    await page.getByRole('button', { name: 'Last 48 hours' }).click()
    expect(new URL(page.url()).search).toBe(`?id=${link.id}&period=48h`)
    await visible(page.getByText(`Hours in ${saved.timeZone} (GMT+5:30)`, { exact: false }).first())
    await visible(page.getByText(`Clicks (left axis) per hour (bottom axis). Hours in ${saved.timeZone} (GMT+5:30).`))
    await visible(page.getByText('Snip counts UTC hours: in this time zone each one starts at the minutes shown.'))
    const answer = await apiGet(`/api/urls/${link.id}/analytics?period=48h`)
    const expected = (hours: { hour: string; clicks: number }[]) =>
      [...hours].reverse().map((h) => [kolkataLabel(h.hour), new Intl.NumberFormat('en-US').format(h.clicks)])
    expect(answer.hourly.hours.filter((h: { clicks: number }) => h.clicks > 0).map((h: { clicks: number }) => h.clicks)).toEqual([3, 2, 1200, 4, 2])
    await expect.poll(() => hourTable(page)).toEqual(expected(answer.hourly.hours))
    expect((await hourTable(page)).find((r) => r[1] === '1,200')?.[0]).toBe(kolkataLabel(new Date(hourStart(Date.now()) - 5 * HOUR).toISOString()))
    await visible(page.getByRole('img', { name: '1,211 clicks in the last 48 hours' }))
    // a reload keeps the hours
    await page.reload()
    await visible(page.getByRole('img', { name: '1,211 clicks in the last 48 hours' }))
    expect(await seriousA11yViolations(page)).toEqual([])

    // The workspace page: both links, the same zone.
    await open(page, '/app/analytics?period=48h')
    const all = await apiGet('/api/stats/analytics?period=48h')
    expect(all.hourly.timeZone).toBe(saved.timeZone)
    await expect.poll(() => hourTable(page)).toEqual(expected(all.hourly.hours))
    await visible(page.getByRole('img', { name: '1,217 clicks in the last 48 hours' }))
  })
})
