// The API calls of the settings section 'Your data': the streamed export, saved as the file the server
// names, and the account deletion.
import type { DeleteAccountBody, ExportFormat } from '@contracts'
import { apiFetch, apiRequest } from '../../lib/api-client'
import { saveBlob } from '../../lib/download'

/** The file name from Content-Disposition, or a dated default. */
function fileNameOf(res: Response, format: ExportFormat): string {
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1]
  return named ?? `snip-export-${new Date().toISOString().slice(0, 10)}.${format}`
}

export async function downloadExport(format: ExportFormat): Promise<void> {
  const res = await apiFetch('GET', `/api/users/me/export?format=${format}`, undefined, { accept: format === 'csv' ? 'text/csv' : 'application/json' })
  saveBlob(await res.blob(), fileNameOf(res, format))
}

export function deleteAccount(body: DeleteAccountBody): Promise<{ deleted: true }> {
  return apiRequest('DELETE', '/api/users/me', body)
}
