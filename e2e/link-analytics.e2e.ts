// The link analytics page in real Chromium: seeded follows (people from given addresses and
// pages, one asking not to be tracked, a link preview) of a link with a redirect rule for iPhones, reached
// from the dashboard's click count; the numbers read off the page equal the API's, clicks per rule
// included; axe finds nothing serious, on a desktop and on a phone.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { accessToken, seedLink } from './dashboard-fixtures'
import { open, seriousA11yViolations, useProduct, visible, type E2E } from './harness'
import { createUserViaApi, signInThroughUi } from './users'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FOLLOWS: Record<string, string>[] = [
  ...Array.from({ length: 3 }, () => ({ 'x-forwarded-for': '81.2.69.142', 'user-agent': PHONE, referer: 'https://news.example.com/story' })),
  ...Array.from({ length: 2 }, () => ({ 'x-forwarded-for': '8.8.8.8', 'user-agent': DESKTOP })),
  { 'x-forwarded-for': '8.8.8.8', 'user-agent': DESKTOP, 'sec-gpc': '1' },
  { 'x-forwarded-for': '8.8.8.8', 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
]

type Analytics = {
  countries: Row[]
  devices: Row[]
  browsers: Row[]
  os: Row[]
  referrers: Row[]
  rules: Row[]
  bots: number
  notShared: number
  days: { clicks: number }[]
}
type Row = { key: string; clicks: number }
const IOS_TARGET = 'https://apps.example/snip'
/** The analysed link's own target (the test's target origin is known once the product runs). */
let ANALYSED_TARGET = ''

/** A breakdown table's rows as [value, clicks, share]. */
async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('table', { name })
  await visible(table)
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())))
}

const asTable = (rows: Row[], label: (key: string) => string = (k) => k) => {
  const total = rows.reduce((n, r) => n + r.clicks, 0)
  return rows.map((r) => [label(r.key), String(r.clicks), `${((r.clicks / total) * 100).toFixed(1)}%`])
}

async function expectPageMatches(page: Page, api: Analytics) {
  expect(await tableRows(page, 'Countries')).toEqual(asTable(api.countries, (k) => ({ GB: 'United Kingdom (GB)', US: 'United States (US)' })[k] ?? k))
  expect(await tableRows(page, 'Referrers')).toEqual(asTable(api.referrers, (k) => (k === 'direct' ? 'Direct or unknown' : k)))
  expect(await tableRows(page, 'Devices')).toEqual(asTable(api.devices, (k) => k[0]!.toUpperCase() + k.slice(1)))
  expect(await tableRows(page, 'Browsers')).toEqual(asTable(api.browsers))
  expect(await tableRows(page, 'Operating systems')).toEqual(asTable(api.os))
  // the phones went by rule 1, the desktops to the link itself (the one not sharing is in neither)
  expect(api.rules).toEqual([
    { key: 'rule:1', clicks: 3 },
    { key: 'default', clicks: 2 },
  ])
  expect(await tableRows(page, 'Clicks per rule')).toEqual([
    ['Rule 1: OS iOS', IOS_TARGET, '3', '60.0%'],
    ['No rule matched', ANALYSED_TARGET, '2', '40.0%'],
  ])
  const totals = page.getByRole('heading', { name: 'In this period' }).locator('..')
  const value = (label: string) =>
    totals
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd')
      .innerText()
  expect(await value('Clicks')).toBe(String(api.days.reduce((n, d) => n + d.clicks, 0)))
  expect(await value('Bots and link previews')).toBe(String(api.bots))
  expect(await value('Not shared')).toBe(String(api.notShared))
  expect(await page.getByText(/no details in the tables below/).count()).toBe(0) // every click is in the tables or not shared
  expect(await seriousA11yViolations(page)).toEqual([])
}

/** A new user with a link at `/{code}`, followed once with each of `follows`' headers (each answered 302). */
async function followedLink(e2e: E2E, code: string, follows: Record<string, string>[], rules?: unknown[]) {
  const user = await createUserViaApi(e2e.baseUrl)
  const token = await accessToken(e2e.baseUrl, user)
  const link = await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/${code}`, shortCode: code, rules })
  for (const headers of follows) expect((await fetch(`${e2e.baseUrl}/${code}`, { redirect: 'manual', headers })).status).toBe(302)
  return { user, token, link }
}

describe('link analytics page', () => {
  const e2e = useProduct({ TRUST_PROXY: 'true', CLICK_DETAIL_WRITE_SECONDS: '1' })

  it('shows what the API counted, reached from the dashboard, on a desktop and on a phone', async () => {
    const { user, token, link } = await followedLink(e2e, 'analysed', FOLLOWS, [{ conditions: [{ type: 'os', value: 'ios' }], target: IOS_TARGET }])
    ANALYSED_TARGET = link.originalUrl
    const readApi = async () =>
      (await (await fetch(`${e2e.baseUrl}/api/urls/${link.id}/analytics`, { headers: { authorization: `Bearer ${token}` } })).json()) as Analytics
    await expect
      .poll(
        async () => {
          const a = await readApi()
          return [a.days.at(-1)!.clicks, a.countries.length, a.bots, a.notShared]
        },
        { timeout: 10_000 },
      )
      .toEqual([6, 2, 1, 1])
    const api = await readApi()

    const page = await e2e.newPage()
    await signInThroughUi(page, user)
    await visible(page.getByRole('img', { name: 'Clicks over the last 30 days: 6 in all' })) // the Total Clicks sparkline
    await page.getByRole('link', { name: /View analytics for analysed/ }).click()
    await page.waitForURL(`${e2e.baseUrl}/app/links/?id=${link.id}`)
    await visible(page.getByRole('heading', { name: 'Link analytics' }))
    expect(await page.getByTestId('total-clicks').innerText()).toBe('6')
    expect(await page.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true')
    await expectPageMatches(page, api)
    await page.getByRole('button', { name: 'Last 7 days' }).click()
    await page.getByText('Show clicks per day as a table').click()
    const perDay = page.getByRole('region', { name: 'Clicks per day' }).locator('tbody tr')
    await expect.poll(() => perDay.count()).toBe(7)
    expect(await perDay.first().locator('td').innerText()).toBe('6') // today first
    expect(await seriousA11yViolations(page)).toEqual([])

    const phone = await e2e.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await signInThroughUi(phone, user)
    await open(phone, `/app/links/?id=${link.id}`)
    await visible(phone.getByRole('heading', { name: 'Link analytics' }))
    await expectPageMatches(phone, api)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true) // nothing wider than the phone
  })
})

describe('link analytics page before the minute’s write', () => {
  const e2e = useProduct({ TRUST_PROXY: 'true', CLICK_DETAIL_WRITE_SECONDS: '3600' })

  it('says how many of the counted clicks the tables do not show yet, and why', async () => {
    const { user, link } = await followedLink(e2e, 'pending', FOLLOWS.slice(0, 2))
    const page = await e2e.newPage()
    await signInThroughUi(page, user)
    await open(page, `/app/links/?id=${link.id}`)
    await visible(page.getByTestId('total-clicks'))
    await expect
      .poll(
        async () => {
          await page.reload()
          await visible(page.getByTestId('total-clicks'))
          return page.getByTestId('total-clicks').innerText()
        },
        { timeout: 10_000 },
      )
      .toBe('2')
    await visible(page.getByText('2 clicks have no details in the tables below: the newest clicks get theirs within about a minute', { exact: false }))
    await visible(page.getByRole('table', { name: 'Countries' }).getByText('No clicks with details in this period.'))
    expect(await seriousA11yViolations(page)).toEqual([])
  })
})
