// Behind a proxy the browser may reach Snip under one host while its public address (PUBLIC_URL) is
// another. Every short address the site shows, copies or encodes is built from PUBLIC_URL, by one builder
// (contracts/short-url.ts): the dashboard used to build it from the page's own origin while its QR code held
// PUBLIC_URL.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { reportCopy } from '../site/src/features/report/report-copy'
import { homeCopy } from '../site/src/lib/home-copy'
import { open, TARGET_ORIGIN, useProduct, visible } from './harness'
import { createUserViaApi, signedInUser, signInThroughUi } from './users'
import { createLinkViaUi, dialogImagePng, openDashboard, row } from './dashboard-fixtures'
import { decodeQrPng } from './qr-decode'

const PUBLIC = 'https://sn.example'

describe('short addresses under a PUBLIC_URL that is not the browser’s host', () => {
  const e2e = useProduct({ PUBLIC_URL: PUBLIC })

  it('the dashboard shows, copies and encodes the PUBLIC_URL address', async () => {
    const { page } = await openDashboard(e2e)
    expect(new URL(e2e.baseUrl).host).not.toBe(new URL(PUBLIC).host)
    await createLinkViaUi(page, `${TARGET_ORIGIN}/public`, 'public-addr')
    const link = row(page, 'public-addr')
    await link.getByText(`${PUBLIC}/public-addr`).waitFor()

    await link.getByRole('button', { name: 'Copy short URL public-addr', exact: true }).click()
    await link.getByRole('button', { name: 'Copied short URL public-addr', exact: true }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${PUBLIC}/public-addr`)

    await link.getByRole('button', { name: 'Show QR code for public-addr' }).click()
    const dialog = page.getByRole('dialog', { name: 'public-addr' })
    await dialog.getByText(`${PUBLIC}/public-addr`, { exact: true }).waitFor()
    expect(decodeQrPng(await dialogImagePng(page))).toBe(`${PUBLIC}/public-addr`)
  })

  it("the report form's example address is this instance's", async () => {
    const page = await e2e.newPage()
    await open(page, '/report')
    expect(await page.getByLabel(reportCopy.link).getAttribute('placeholder')).toBe(`${PUBLIC}/abc12 or abc12`)
  })
})

/** How many lines the element's text takes. */
const lineCount = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
  })

describe('an ordinary PUBLIC_URL', () => {
  const e2e = useProduct({ PUBLIC_URL: 'https://links.example.org' })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    it(`the signed-in home shows the origin before the code input on one line (${viewport.width} px)`, async () => {
      const page = await e2e.newPage({ viewport })
      await signedInUser(page, e2e.baseUrl)
      await open(page, '/')
      await visible(page.getByTestId('origin-prefix'))
      expect(await page.getByTestId('origin-prefix').textContent()).toBe('https://links.example.org/')
      expect(await lineCount(page, 'origin-prefix')).toBe(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    })
  }
})

describe('a long PUBLIC_URL on a phone-sized screen', () => {
  const LONG = 'https://links.a-rather-long-organisation-name.example.org'
  const e2e = useProduct({ PUBLIC_URL: LONG })

  it('the signed-in home shows the whole origin before the code input, wrapped, never cut', async () => {
    const page = await e2e.newPage({ viewport: { width: 390, height: 844 } })
    await signedInUser(page, e2e.baseUrl)
    await open(page, '/')
    const prefix = page.getByTestId('origin-prefix')
    await prefix.waitFor()
    expect(await prefix.textContent()).toBe(`${LONG}/`)
    const { scrollWidth, clientWidth } = await prefix.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth) // nothing hidden behind an ellipsis or overflow
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  it('a recent link is cut in the middle on a phone, as the dashboard rows are: its code stays whole', async () => {
    const page = await e2e.newPage({ viewport: { width: 390, height: 844 } })
    await open(page, '/')
    await page.getByLabel(homeCopy.urlLabel).fill(`${TARGET_ORIGIN}/recent`)
    await page.getByRole('button', { name: homeCopy.shorten }).click()
    const shortUrl = await page.getByLabel(homeCopy.resultLabel).inputValue()
    const code = shortUrl.split('/').pop()!
    const parts = async () => {
      const link = page.getByRole('link', { name: shortUrl })
      await visible(link)
      expect(await link.getAttribute('title')).toBe(shortUrl)
      return link.evaluate((a) => [...a.querySelectorAll(':scope > span')].map((s) => ({ text: s.textContent, cut: s.scrollWidth > s.clientWidth })))
    }
    await page.reload() // the visitor's list (the page's plain script)
    expect(await parts()).toEqual([
      { text: `${LONG}/`, cut: true },
      { text: code, cut: false },
    ])
    await signInThroughUi(page, await createUserViaApi(e2e.baseUrl))
    await open(page, '/') // the signed-in list (React), which offers to add the link to the account
    expect(await parts()).toEqual([
      { text: `${LONG}/`, cut: true },
      { text: code, cut: false },
    ])
  })
})
