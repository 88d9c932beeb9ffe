// The home page's QR image, made in the browser (spec §9): width 200, black on white, PNG, with the
// standard 4-module quiet zone (docs/decisions/0028).
import QRCode from 'qrcode'
import { qrHome } from '@contracts/constants'

export function qrPngDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, {
    type: 'image/png',
    width: qrHome.width,
    margin: qrHome.margin,
    color: { dark: qrHome.dark, light: qrHome.light },
  })
}

/** Offers a data: or blob: URL as a download with the given file name. */
export function downloadUrl(href: string, fileName: string): void {
  const a = document.createElement('a')
  a.href = href
  a.download = fileName
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
}
