// The home page's QR dialog offers, beside the spec's 200 px PNG, an SVG and a large PNG for print: both
// hold the short URL, named after the code.
import { describe, expect, it } from 'vitest'
import { LARGE_QR_PX } from '../site/src/lib/qr'
import { homeCopy } from '../site/src/lib/home-copy'
import { downloadedBytes, open, useProduct, visible } from './harness'
import { decodeQrPng } from './qr-decode'

const home = homeCopy

describe('home QR downloads', () => {
  const e2e = useProduct()

  it('downloads the code as SVG and as a large PNG', async () => {
    const page = await e2e.newPage({ acceptDownloads: true })
    await open(page, '/')
    await page.getByLabel('URL to shorten').fill(`${e2e.targetOrigin}/qr-formats`)
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    const shortUrl = await page.getByLabel('Your short URL').inputValue()
    const code = shortUrl.split('/').pop()!
    await page.getByRole('button', { name: home.showQr }).click()
    const dialog = page.getByRole('dialog', { name: home.qrTitle })
    await visible(dialog.getByRole('img', { name: home.qrAlt(shortUrl) }))

    const [svg] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: home.downloadSvg }).click()])
    expect(svg.suggestedFilename()).toBe(`${code}.svg`)
    expect((await downloadedBytes(svg)).toString('utf8')).toMatch(/^<svg[\s>]/)

    const [png] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: home.downloadLargePng(LARGE_QR_PX) }).click()])
    expect(png.suggestedFilename()).toBe(`${code}-${LARGE_QR_PX}.png`)
    const bytes = await downloadedBytes(png)
    expect(bytes.readUInt32BE(16)).toBe(LARGE_QR_PX) // the PNG header's width
    expect(decodeQrPng(bytes)).toBe(shortUrl)
  })
})
