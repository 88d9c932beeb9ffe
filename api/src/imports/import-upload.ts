// The uploaded file and its options: a multipart form (field `file`, plus `mode`, `format`, `dryRun`) or
// the raw file as the body, options in the query string. Query options win over form fields.
import { importFormats, importModes, limits, type ImportFormat, type ImportMode, importMessages } from '../contracts'
import { AppError } from '../http/app-error'
import { isImportFormat } from './detect-format'
import { fileTooLarge } from './import-text'

export interface ImportUpload {
  file: Uint8Array
  format?: ImportFormat
  mode: ImportMode
  dryRun: boolean
}

const isMode = (v: string): v is ImportMode => (importModes as readonly string[]).includes(v)

export async function readImportUpload(request: Request): Promise<ImportUpload> {
  const query = new URL(request.url).searchParams
  const type = request.headers.get('content-type') ?? ''
  let file: Uint8Array
  const fields = new Map<string, string>()
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      throw AppError.validation(importMessages.fileRequired)
    }
    const part = form.get('file')
    if (!(part instanceof Blob)) throw AppError.validation(importMessages.fileRequired)
    if (part.size > limits.importMaxBytes) throw fileTooLarge()
    file = new Uint8Array(await part.arrayBuffer())
    for (const name of ['mode', 'format', 'dryRun']) {
      const value = form.get(name)
      if (typeof value === 'string') fields.set(name, value)
    }
  } else file = new Uint8Array(await request.arrayBuffer())
  if (file.byteLength === 0) throw AppError.validation(importMessages.fileRequired)
  const option = (name: string) => query.get(name) ?? fields.get(name) ?? undefined
  const format = option('format') || undefined
  const mode = option('mode') || 'all-or-nothing'
  if (format !== undefined && !isImportFormat(format)) throw AppError.validation(importMessages.badFormat(importFormats.join(', ')))
  if (!isMode(mode)) throw AppError.validation(importMessages.badMode)
  return { file, format, mode, dryRun: ['true', '1'].includes(option('dryRun') ?? '') }
}
