// Behind a proxy the browser may reach Snip under one host while its public address (PUBLIC_URL) is
// another. Every short address the site shows, copies or encodes is built from PUBLIC_URL, by one builder
// (contracts/short-url.ts): the dashboard used to build it from the page's own origin while its QR code held
// PUBLIC_URL.
import { describe, expect, it } from 'vitest'
import { open, TARGET_ORIGIN, useProduct } from './harness'
import { signedInUser } from './users'
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
})
