// The QR style's colours can be typed: beside each colour picker a hex field holds the same colour, both
// kept in step, and a colour that is not #rrggbb is refused with the contracts' message.
import { describe, expect, it } from 'vitest'
import { qrStyleMessages } from '../api/src/contracts/qr-style-messages'
import { qrStyleCopy as t } from '../site/src/features/qr/qr-copy'
import { TARGET_ORIGIN, seriousA11yViolations, useProduct, visible } from './harness'
import { createLinkViaUi, openDashboard, row } from './dashboard-fixtures'

describe('QR style: colours as hex codes', () => {
  const e2e = useProduct()

  it('keeps each picker and its hex field in step, and refuses a colour that is not #rrggbb', async () => {
    const { page } = await openDashboard(e2e)
    await createLinkViaUi(page, `${TARGET_ORIGIN}/qr-hex`, 'qr-hex-link')
    await row(page, 'qr-hex-link').getByRole('button', { name: 'Show QR code for qr-hex-link' }).click()
    const dialog = page.getByRole('dialog', { name: 'qr-hex-link' })
    await dialog.getByText(t.style, { exact: true }).click()

    const fgHex = dialog.getByLabel(t.foregroundHex)
    await visible(fgHex)
    expect(await fgHex.inputValue()).toBe('#000000')
    const preview = page.waitForResponse((r) => r.url().toLowerCase().includes('fg=%231a237e'))
    await fgHex.fill('#1A237E')
    await expect.poll(() => dialog.getByLabel(t.foreground).inputValue()).toBe('#1a237e') // the picker follows the text
    await preview // and so does the preview
    await dialog.getByLabel(t.background).fill('#fff8e1')
    await expect.poll(() => dialog.getByLabel(t.backgroundHex).inputValue()).toBe('#fff8e1') // the text follows the picker

    await fgHex.fill('navy')
    await visible(dialog.getByRole('alert').getByText(qrStyleMessages.fgInvalid))
    expect(await fgHex.getAttribute('aria-invalid')).toBe('true')
    expect(await dialog.getByLabel(t.foreground).inputValue()).toBe('#1a237e') // the picker keeps the last good colour
    expect(await seriousA11yViolations(page)).toEqual([])
  })
})
