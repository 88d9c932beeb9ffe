// The import and export endpoints the dashboard calls. Failures throw ApiError; nothing toasts here.
import type { ImportMode, ImportReportDto, LinkExportFormat } from '@contracts'
import { apiFetch, apiRequest } from '../../lib/api-client'
import { saveBlob } from '../../lib/download'

function formOf(file: File, fields: Record<string, string>): FormData {
  const form = new FormData()
  form.set('file', file, file.name)
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

export const previewImport = (file: File) => apiRequest<ImportReportDto>('POST', '/api/urls/import/preview', formOf(file, {}))
export const runImport = (file: File, mode: ImportMode) => apiRequest<ImportReportDto>('POST', '/api/urls/import', formOf(file, { mode }))

/** Downloads the caller's links (all, or those `choice` names: `ids=…` or `q=…&status=…&tag=…`) as the file the server names. */
export async function downloadLinks(format: LinkExportFormat, choice = ''): Promise<void> {
  const res = await apiFetch('GET', `/api/urls/export?format=${format}${choice ? `&${choice}` : ''}`, undefined, {
    accept: format === 'csv' ? 'text/csv' : 'application/json',
  })
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1]
  saveBlob(await res.blob(), named ?? `snip-links.${format}`)
}
