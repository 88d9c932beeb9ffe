// The links dashboard: the row QR dialog (lazy SVG, decodes to the short URL, downloads, errors),
// its Style section, keyboard use of the dialogs, and axe with a dialog open.
import { describe, expect, it } from 'vitest'
import { downloadedBytes, TARGET_ORIGIN, seriousA11yViolations, useProduct } from './harness'
import { createLinkViaUi, dialogImagePng, openDashboard, row, serverError, toastText } from './dashboard-fixtures'
import { decodeQrPng as decodeQr } from './qr-decode'
import { qrStyleMessages } from '../api/src/contracts/qr-style-messages'

describe('links dashboard: QR codes and accessibility', () => {
  const e2e = useProduct()

  it('loads the QR code lazily as SVG, shows the short URL it decodes to, and downloads SVG and PNG', async () => {
    const { page } = await openDashboard(e2e)
    const qrRequests: string[] = []
    page.on('request', (r) => r.url().includes('/qrcode') && qrRequests.push(r.url()))
    await createLinkViaUi(page, `${TARGET_ORIGIN}/qr`, 'qr-code-link')
    expect(qrRequests).toEqual([])
    const shortUrl = `${e2e.baseUrl}/qr-code-link`

    await row(page, 'qr-code-link').getByRole('button', { name: 'Show QR code for qr-code-link' }).click()
    const dialog = page.getByRole('dialog', { name: 'qr-code-link' })
    await dialog.getByText('This QR code links to:').waitFor()
    await dialog.getByText(shortUrl, { exact: true }).waitFor()
    expect(qrRequests.map((u) => new URL(u).search)).toEqual(['?format=svg'])
    expect(decodeQr(await dialogImagePng(page))).toBe(shortUrl)

    for (const format of ['svg', 'png'] as const) {
      const [download, response] = await Promise.all([
        page.waitForEvent('download'),
        page.waitForResponse((r) => r.url().endsWith(`/qrcode?format=${format}`)),
        dialog.getByRole('button', { name: `Download ${format.toUpperCase()}` }).click(),
      ])
      expect(download.suggestedFilename()).toBe(`qrcode-qr-code-link.${format}`)
      expect(response.headers()['content-type']).toBe(format === 'svg' ? 'image/svg+xml' : 'image/png')
      const bytes = await downloadedBytes(download)
      if (format === 'svg') expect(bytes.toString('utf8')).toMatch(/<svg[\s>]/)
      else expect(decodeQr(bytes)).toBe(shortUrl)
      await toastText(page, 'QR Code downloaded').waitFor()
      await toastText(page, `The QR code has been downloaded in ${format.toUpperCase()} format.`).waitFor()
    }

    // Closing and opening again does not fetch the SVG again; focus returns to the row's QR button.
    const before = qrRequests.length
    await dialog.getByRole('button', { name: 'Close dialog' }).click()
    await dialog.waitFor({ state: 'detached' })
    const qrButton = row(page, 'qr-code-link').getByRole('button', { name: 'Show QR code for qr-code-link' })
    expect(await qrButton.evaluate((b) => b === document.activeElement)).toBe(true)
    await qrButton.click()
    await dialog.getByText('This QR code links to:').waitFor()
    expect(qrRequests).toHaveLength(before)
  })

  it('styles the code: colours and size change the live preview and the PNG download; a low-contrast pair is refused', async () => {
    const { page } = await openDashboard(e2e)
    await createLinkViaUi(page, `${TARGET_ORIGIN}/qr-style`, 'qr-style-link')
    const shortUrl = `${e2e.baseUrl}/qr-style-link`
    await row(page, 'qr-style-link').getByRole('button', { name: 'Show QR code for qr-style-link' }).click()
    const dialog = page.getByRole('dialog', { name: 'qr-style-link' })
    await dialog.getByText('This QR code links to:').waitFor()
    const img = dialog.getByRole('img', { name: /^QR code for / })
    const plainSrc = await img.getAttribute('src')
    expect(await dialog.getByLabel('Foreground colour').isVisible()).toBe(false) // folded away by default

    await dialog.getByText('Style', { exact: true }).click()
    // Side by side, Size and Margin line up although Margin's help text takes two lines (fields keep their content at the top).
    const top = (label: string) => dialog.getByLabel(label).evaluate((el) => el.getBoundingClientRect().top)
    expect(await top('Margin (modules)')).toBe(await top('Size (px)'))
    const style = '&size=300&fg=%231a237e&bg=%23fff8e1&margin=4&ecc=H'
    const preview = page.waitForResponse((r) => r.url().endsWith(`/qrcode?format=svg${style}`))
    await dialog.getByLabel('Foreground colour').fill('#1a237e')
    await dialog.getByLabel('Background colour').fill('#fff8e1')
    await dialog.getByLabel('Size (px)').fill('300')
    await dialog.getByLabel('Error correction').selectOption('H')
    await preview
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' })
    expect(await img.getAttribute('src')).not.toBe(plainSrc)
    // The preview's own colours: those covering more than a few pixels of the image as drawn.
    const colours = await img.evaluate(async (el) => {
      const image = el as HTMLImageElement
      await image.decode()
      const canvas = Object.assign(document.createElement('canvas'), { width: 256, height: 256 })
      const ctx = canvas.getContext('2d')!
      ctx.drawImage(image, 0, 0, 256, 256)
      const data = ctx.getImageData(0, 0, 256, 256).data
      const counts = new Map<string, number>()
      for (let i = 0; i < data.length; i += 4) {
        const hex = '#' + [data[i], data[i + 1], data[i + 2]].map((c) => c!.toString(16).padStart(2, '0')).join('')
        counts.set(hex, (counts.get(hex) ?? 0) + 1)
      }
      return [...counts]
        .filter(([, n]) => n > 500)
        .map(([hex]) => hex)
        .sort()
    })
    expect(colours).toEqual(['#1a237e', '#fff8e1'])
    expect(decodeQr(await dialogImagePng(page))).toBe(shortUrl)

    const [download, response] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((r) => r.url().includes('/qrcode?format=png&')),
      dialog.getByRole('button', { name: 'Download PNG' }).click(),
    ])
    expect(new URL(response.url()).search).toBe(`?format=png${style}`)
    const png = await downloadedBytes(download)
    expect(png.readUInt32BE(16)).toBe(300) // IHDR width
    expect(decodeQr(png)).toBe(shortUrl)

    await dialog.getByLabel('Foreground colour').fill('#dddddd')
    await dialog.getByRole('alert').getByText(qrStyleMessages.lowContrast).waitFor()
    for (const name of ['Download SVG', 'Download PNG']) expect(await dialog.getByRole('button', { name }).isDisabled()).toBe(true)
  })

  it("never shows one link's QR image in another link's dialog, not even for one render", async () => {
    const { page } = await openDashboard(e2e)
    await createLinkViaUi(page, `${TARGET_ORIGIN}/qr-a`, 'qr-link-a')
    await createLinkViaUi(page, `${TARGET_ORIGIN}/qr-b`, 'qr-link-b')
    // Every QR image src that enters the page (added, or src changed), recorded in the page.
    await page.evaluate(() => {
      const w = window as unknown as { qrSrcs: string[] }
      w.qrSrcs = []
      const note = (node: Node) => {
        if (!(node instanceof Element)) return
        const imgs = node.matches('img') ? [node] : [...node.querySelectorAll('img')]
        for (const img of imgs) w.qrSrcs.push(img.getAttribute('src') ?? '')
      }
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === 'attributes') note(r.target)
          else r.addedNodes.forEach(note)
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] })
    })
    const seen = async () => [...new Set(await page.evaluate(() => (window as unknown as { qrSrcs: string[] }).qrSrcs.splice(0)))]
    const open = async (code: string) => {
      await row(page, code)
        .getByRole('button', { name: `Show QR code for ${code}` })
        .click()
      const dialog = page.getByRole('dialog', { name: code })
      await dialog.getByText(`${e2e.baseUrl}/${code}`, { exact: true }).waitFor()
      const src = (await dialog.getByRole('img', { name: /^QR code for / }).getAttribute('src')) ?? ''
      expect(decodeQr(await dialogImagePng(page))).toBe(`${e2e.baseUrl}/${code}`)
      await dialog.getByRole('button', { name: 'Close dialog' }).click()
      await dialog.waitFor({ state: 'detached' })
      return src
    }
    const srcA = await open('qr-link-a')
    expect(await seen()).toEqual([srcA])
    const srcB = await open('qr-link-b') // not fetched yet
    expect(srcB).not.toBe(srcA)
    expect(await seen()).toEqual([srcB])
    expect(await open('qr-link-a')).toBe(srcA) // cached
    expect(await seen()).toEqual([srcA])
    expect(await open('qr-link-b')).toBe(srcB)
    expect(await seen()).toEqual([srcB])
  })

  it("shows 'Error loading QR code' when the QR request fails, and 'Download failed' when a download fails", async () => {
    const { page } = await openDashboard(e2e)
    await createLinkViaUi(page, `${TARGET_ORIGIN}/qr-error`, 'qr-error-link')
    await page.route('**/qrcode?format=*', (route) => route.fulfill(serverError('boom')))
    await row(page, 'qr-error-link').getByRole('button', { name: 'Show QR code for qr-error-link' }).click()
    const block = page.getByRole('dialog', { name: 'qr-error-link' }).getByRole('alert')
    await block.getByText('Error loading QR code').waitFor()
    await block.getByText('Failed to fetch QR code').waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Download PNG' }).click()
    await toastText(page, 'Download failed').waitFor()
  })

  it("says 'You must be logged in to view QR codes' when the session is gone", async () => {
    const { page } = await openDashboard(e2e)
    await createLinkViaUi(page, `${TARGET_ORIGIN}/qr-anon`, 'qr-anon-link')
    await page.evaluate(() => {
      localStorage.removeItem('snip-auth-token')
      sessionStorage.removeItem('snip-auth-token')
    })
    await row(page, 'qr-anon-link').getByRole('button', { name: 'Show QR code for qr-anon-link' }).click()
    const block = page.getByRole('dialog', { name: 'qr-anon-link' }).getByRole('alert')
    await block.getByText('Error loading QR code').waitFor()
    await block.getByText('You must be logged in to view QR codes').waitFor()
  })

  it('works from the keyboard: focus stays in the dialog, Escape closes it and focus returns', async () => {
    const { page } = await openDashboard(e2e)
    const add = page.getByRole('button', { name: 'Add New Link' }).first()
    await add.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Add New Link' })
    await dialog.waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName)).toBeTruthy()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => add.evaluate((b) => b === document.activeElement), { timeout: 5_000 }).toBe(true) // focus returns as the dialog unmounts
  })

  it('has no serious or critical axe violations with a dialog open', async () => {
    const { page } = await openDashboard(e2e)
    await createLinkViaUi(page, `${TARGET_ORIGIN}/a11y`, 'a11y-link')
    expect(await seriousA11yViolations(page)).toEqual([])
    for (const action of ['Edit link', 'Show QR code for', 'Delete link'] as const) {
      await row(page, 'a11y-link')
        .getByRole('button', { name: `${action} a11y-link` })
        .click()
      await page.getByRole('dialog').waitFor()
      if (action === 'Show QR code for') await page.getByRole('dialog').getByText('This QR code links to:').waitFor()
      expect(await seriousA11yViolations(page)).toEqual([])
      await page.getByRole('dialog').getByRole('button', { name: 'Close dialog' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
    }
    await page.getByRole('button', { name: 'Add New Link' }).first().click()
    await page.getByRole('dialog').getByRole('button', { name: 'Create Link' }).click()
    await page.getByRole('dialog').getByText('URL is required').waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(e2e.foreignRequests(page)).toEqual([])
  })
})
