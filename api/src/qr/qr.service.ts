// QR codes for a link's short address (PUBLIC_URL/{code}), as SVG, PNG or a data URL.
import type { QrFormat } from '../contracts'
import { qrStyle } from '../contracts'

const options = { margin: qrStyle.margin, color: { dark: qrStyle.dark, light: qrStyle.light }, errorCorrectionLevel: 'M' as const }

export async function renderQr(text: string, format: QrFormat): Promise<{ body: string | Uint8Array<ArrayBuffer>; contentType: string }> {
  const QRCode = (await import('qrcode')).default // loaded on the first QR request, not at start
  if (format === 'svg') return { body: await QRCode.toString(text, { ...options, type: 'svg', width: 256 }), contentType: 'image/svg+xml' }
  if (format === 'png') return { body: new Uint8Array(await QRCode.toBuffer(text, { ...options, type: 'png', width: 512 })), contentType: 'image/png' }
  return { body: JSON.stringify({ dataUrl: await QRCode.toDataURL(text, { ...options, width: 256 }) }), contentType: 'application/json' }
}
