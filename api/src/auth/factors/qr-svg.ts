// The enrolment QR code as GoTrue sends it: a bare SVG document, which auth-js turns into
// `data:image/svg+xml;utf-8,<svg…>`. That data URI is not percent-encoded, so the SVG must not contain `#`
// (it would end the URI): the colours are written as names.
import { qrStyle } from '../../contracts'

export async function qrSvg(text: string): Promise<string> {
  const QRCode = (await import('qrcode')).default
  const svg = await QRCode.toString(text, { type: 'svg', margin: qrStyle.margin, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } })
  return svg.replaceAll('"#000000"', '"black"').replaceAll('"#ffffff"', '"white"').trim()
}
