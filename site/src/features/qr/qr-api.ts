// The API call behind every QR image of a link: the dialog's image, its style preview and its downloads.
import type { QrFormat } from '@contracts'
import { apiFetch } from '../../lib/api-client'

/** The link's QR code as a Blob (svg or png); `style` is the QR dialog's `&size=…&fg=…` ('' for the default look). */
export async function fetchQrBlob(id: number, format: Exclude<QrFormat, 'data-url'>, style = ''): Promise<Blob> {
  const res = await apiFetch('GET', `/api/urls/${id}/qrcode?format=${format}${style}`)
  return res.blob()
}
