// Decodes a QR code from a PNG (a data: URL or raw bytes) with jsqr + pngjs.
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

export function decodeQrPng(input: string | Buffer): string | null {
  const bytes = typeof input === 'string' ? Buffer.from(input.replace(/^data:image\/png;base64,/, ''), 'base64') : input
  const png = PNG.sync.read(bytes)
  const result = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)
  return result?.data ?? null
}
