// QR codes for a link's short address (PUBLIC_URL/{code}), as SVG, PNG or a data URL, in a checked style
// (docs/decisions/0028 and 0045): colours, margin and error correction go to the `qrcode` package as they are;
// `size` is the image's width in px (absent: 256 for SVG and the data URL, 512 for PNG, as before styles).
import type { QrFormat } from '../contracts'
import { defaultQrStyle, type QrStyleOptions } from '../contracts/qr-style'

const defaultWidth: Record<QrFormat, number> = { svg: 256, png: 512, 'data-url': 256 }

export async function renderQr(
  text: string,
  format: QrFormat,
  style: QrStyleOptions = defaultQrStyle,
): Promise<{ body: string | Uint8Array<ArrayBuffer>; contentType: string }> {
  const QRCode = (await import('qrcode')).default // loaded on the first QR request, not at start
  const options = {
    margin: style.margin,
    color: { dark: style.fg, light: style.bg },
    errorCorrectionLevel: style.ecc,
    width: style.size ?? defaultWidth[format],
  }
  if (format === 'svg') return { body: await QRCode.toString(text, { ...options, type: 'svg' }), contentType: 'image/svg+xml' }
  if (format === 'png') return { body: new Uint8Array(await QRCode.toBuffer(text, { ...options, type: 'png' })), contentType: 'image/png' }
  return { body: JSON.stringify({ dataUrl: await QRCode.toDataURL(text, options) }), contentType: 'application/json' }
}
