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

/** The large PNG's width: sharp when printed a few centimetres wide. */
export const LARGE_QR_PX = 1024

const drawn = { margin: qrHome.margin, color: { dark: qrHome.dark, light: qrHome.light } }

/**
 * Offers the code of `text` as a file named after `code`: the spec's 200 px PNG is what the dialog shows;
 * these are the SVG (scales to any size) and a LARGE_QR_PX PNG, drawn the same way.
 */
export async function downloadQr(text: string, code: string, kind: 'svg' | 'large-png'): Promise<void> {
  if (kind === 'svg') {
    const svg = await QRCode.toString(text, { type: 'svg', ...drawn })
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
    downloadUrl(url, `${code}.svg`)
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  } else {
    downloadUrl(await QRCode.toDataURL(text, { type: 'image/png', width: LARGE_QR_PX, ...drawn }), `${code}-${LARGE_QR_PX}.png`)
  }
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
