// HTTP shape of import and export: POST /api/urls/import[/preview], GET /api/urls/export.
import { Elysia } from 'elysia'
import { z } from 'zod'
import { safeText } from '../contracts/safe-text'
import { errorCodes, importFormats, importModes, limits, linkExportFormats, messages, type LinkExportFormat, importMessages } from '../contracts'
import { AppError } from '../http/app-error'
import { jsonResponse } from '../http/error-response'
import { authorize } from '../access'
import { actingOf } from '../http/request-context'
import type { ClickReader } from '../clicks'
import { operation } from '../system/openapi-parts'
import { previewImport, runImport, type ImportDeps } from './import.service'
import { readImportUpload } from './import-upload'
import { linkFilterSchema, listingMessages } from '../contracts/link-listing-schemas'
import { exportLinks, type ExportChoice } from './link-export'
import { exportedLinkJsonSchema, SNIP_CSV_COLUMNS, TAG_SEPARATOR } from '../contracts/exported-link'
import { checked } from '../http/valid-body'

function uploadDoc(summary: string, ok: string): Record<string, unknown> {
  const doc = operation({
    inWorkspace: true,
    summary,
    tags: ['links'],
    ok: [200, ok, 'ImportReport'],
    errors: [400, 401, 413, 503],
    parameters: [
      {
        name: 'format',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: [...importFormats] },
        description: 'Detected from the content when left out',
      },
      { name: 'mode', in: 'query', required: false, schema: { type: 'string', enum: [...importModes], default: 'all-or-nothing' } },
      { name: 'dryRun', in: 'query', required: false, schema: { type: 'boolean', default: false }, description: 'Only preview (as /preview)' },
    ],
  })
  const responses = doc.responses as Record<number, { description: string }>
  responses[413] = { ...responses[413]!, description: `The file is larger than ${limits.importMaxBytes / 1024 / 1024} MB` }
  const requestBody = {
    required: true,
    description: `The file (at most ${limits.importMaxBytes / 1024 / 1024} MB and ${limits.importMaxRows} rows, UTF-8): as the body, or as the \`file\` field of a multipart form (which may carry mode, format and dryRun too)`,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary' }, mode: { type: 'string' }, format: { type: 'string' }, dryRun: { type: 'string' } },
        },
      },
      'text/csv': { schema: { type: 'string' } },
      'application/json': { schema: {} },
      'application/sql': { schema: { type: 'string' } },
    },
  }
  return { ...doc, requestBody }
}

/** The export's two answers (format=csv, the default, or json), as the Snip CSV/JSON import reads them. */
function exportDoc(op: Record<string, unknown>): Record<string, unknown> {
  const responses = op.responses as Record<string, Record<string, unknown>>
  responses[200] = {
    ...responses[200],
    content: {
      'text/csv': {
        schema: {
          type: 'string',
          description: `A header row, then a row per link. Columns: ${SNIP_CSV_COLUMNS.join(', ')} (as the JSON's fields; tags separated by \`${TAG_SEPARATOR}\`, rules and split as their JSON text, none as an empty cell)`,
        },
      },
      'application/json': {
        schema: {
          type: 'object',
          required: ['exportedAt', 'links'],
          properties: { exportedAt: { type: 'string', format: 'date-time' }, links: { type: 'array', items: exportedLinkJsonSchema() } },
        },
      },
    },
  }
  return op
}

const isExportFormat = (v: string): v is LinkExportFormat => (linkExportFormats as readonly string[]).includes(v)

/** `ids=1,2,3` → the numbers; anything else is a 400. */
function idsOf(raw: string | undefined): number[] | undefined {
  if (raw === undefined || raw === '') return undefined
  if (!/^\d{1,10}(,\d{1,10})*$/.test(raw)) throw AppError.validation(importMessages.badIds)
  return [...new Set(raw.split(',').map(Number))]
}

/** `ids`, or the list's filter (`q`, `status`, `tag`; empty values mean no filter), never both. */
function exportChoiceOf(params: URLSearchParams): ExportChoice {
  const ids = idsOf(params.get('ids') ?? undefined)
  const given = Object.fromEntries(['q', 'status', 'tag'].flatMap((k) => (params.get(k) ? [[k, params.get(k)]] : [])))
  if (ids && Object.keys(given).length) throw AppError.validation(listingMessages.exportSelection)
  if (ids) return { ids }
  const filter = linkFilterSchema.safeParse(given)
  if (!filter.success) throw AppError.validation(filter.error.issues[0]?.message ?? messages.api.badRequest)
  return { filter: filter.data }
}

export function importsRoutes(deps: ImportDeps & { clicks: ClickReader }) {
  const preview = async (request: Request) => {
    const actor = authorize(await actingOf(request), 'links.write')
    return previewImport(deps, actor, await readImportUpload(request))
  }
  return new Elysia({ name: 'imports' })
    .post('/urls/import/preview', ({ request }) => preview(request), {
      parse: 'none',
      detail: uploadDoc('Preview an import: how many links it creates, which codes are taken, which rows are invalid', 'What the import would do'),
    })
    .post(
      '/urls/import',
      async ({ request }) => {
        const actor = authorize(await actingOf(request), 'links.write')
        const upload = await readImportUpload(request)
        if (upload.dryRun) return previewImport(deps, actor, upload)
        const outcome = await runImport(deps, actor, upload)
        if (outcome.rejected) return jsonResponse({ code: errorCodes.importRejected, message: importMessages.rejected, ...outcome.report }, 400)
        return outcome.report
      },
      {
        parse: 'none',
        detail: uploadDoc(
          'Import links from a file (Snip CSV/JSON, Bitly, Kutt, Shlink, YOURLS); all-or-nothing answers 400 import_rejected with the report when a row is bad',
          'What the import did',
        ),
      },
    )
    .get(
      '/urls/export',
      async ({ request, query }) => {
        const format = query.format ?? 'csv'
        if (!isExportFormat(format)) throw AppError.validation(messages.account.badExportFormat)
        const actor = authorize(await actingOf(request), 'links.read')
        // read from the address itself: the framework splits `1,2,3` into a list
        const choice = exportChoiceOf(new URL(request.url).searchParams)
        return exportLinks(deps, actor, format, choice)
      },
      {
        query: checked(
          z.object({
            format: safeText(z.string())
              .optional()
              .meta({ enum: [...linkExportFormats], default: 'csv' }),
            ids: z
              .union([safeText(z.string()), z.array(safeText(z.string()))])
              .optional()
              .meta({ type: 'string', description: 'Only these of your links: ids separated by commas' }),
            q: safeText(z.string())
              .optional()
              .meta({ description: 'Only links whose code, target, title or note contain this (as GET /api/urls); not with ids' }),
            status: safeText(z.string())
              .optional()
              .meta({ enum: ['active', 'inactive', 'expired'], description: 'Only links in this status; not with ids' }),
            tag: safeText(z.string()).optional().meta({ description: 'Only links with this tag; not with ids' }),
          }),
        ),
        detail: exportDoc(
          operation({
            inWorkspace: true,
            summary: 'Download your links (all, the ids given, or those matching q/status/tag) with their clicks, as the Snip CSV/JSON import reads them',
            tags: ['links'],
            ok: [200, 'The links, as an attachment'],
            errors: [400, 401, 503],
          }),
        ),
      },
    )
}
