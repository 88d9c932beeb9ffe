// The QR dialog's sentences with parameters (product-spec §2).
import { describe, expect, test } from 'vitest'
import { qrMessages } from './qr-copy'

describe('qr copy', () => {
  test('the download toast names the format', () => {
    expect(qrMessages.qrDownloadOk.description('SVG')).toBe('The QR code has been downloaded in SVG format.')
  })
})
