// Your data: GET /api/users/me/export and DELETE /api/users/me — the caller's own account only.
import { Elysia } from 'elysia'
import { z } from 'zod'
import { safeText } from '../contracts/safe-text'
import { deleteAccountBody, errorCodes, exportFormats, messages, type ExportFormat } from '../contracts'
import { AppError } from '../http/app-error'
import { authorize } from '../access'
import { actorOf } from '../http/request-context'
import { operation } from '../system/openapi-parts'
import { deleteAccount, type AccountDeletionDeps } from './account-deletion'
import { exportAccount, type AccountExportDeps } from './account-export'
import { CSV_COLUMNS } from './export-formats'
import { checked } from '../http/valid-body'

export interface AccountRoutesDeps {
  export: AccountExportDeps
  deletion: AccountDeletionDeps
}

const isFormat = (v: string): v is ExportFormat => (exportFormats as readonly string[]).includes(v)

const exportDoc = operation({
  summary: 'Download everything Snip holds about your account (streamed)',
  tags: ['users'],
  ok: [200, 'The export, as an attachment'],
  errors: [400, 401, 404, 503],
})
;(exportDoc.responses as Record<number, object>)[200] = {
  description:
    'The export, as an attachment (Content-Disposition). JSON: the AccountExport schema. CSV: RFC 4180 with a header row; one `profile` row, then one `link` row per link; clicksByDay as `day:count;day:count`; clickDetailsByDay as `day:dimension:key:count;…`; cells starting with = + - @ tab or CR get a leading apostrophe',
  content: {
    'application/json': { schema: { $ref: '#/components/schemas/AccountExport' } },
    'text/csv': {
      schema: { type: 'string' },
      example: `${CSV_COLUMNS.join(',')}\r\nlink,,,2026-11-24T12:00:00.000Z,42,my-link,https://example.com/page,true,3,2026-11-24:3\r\n`,
    },
  },
}

export function accountRoutes(deps: AccountRoutesDeps) {
  return new Elysia({ name: 'account' })
    .get(
      '/users/me/export',
      async ({ request, query }) => {
        const format = query.format ?? 'json'
        if (!isFormat(format)) throw new AppError(400, errorCodes.validation, messages.account.badExportFormat)
        return exportAccount(deps.export, authorize(await actorOf(request), 'account.data'), format)
      },
      {
        // documented as the enum it is; checked above, so a wrong value gets the API's own message
        query: checked(
          z.object({
            format: safeText(z.string())
              .optional()
              .meta({ enum: [...exportFormats], default: 'json' }),
          }),
        ),
        detail: exportDoc,
      },
    )
    .delete(
      '/users/me',
      async ({ request, body }) => {
        await deleteAccount(deps.deletion, authorize(await actorOf(request), 'account.delete'), body)
        return { deleted: true }
      },
      {
        body: checked(deleteAccountBody),
        detail: operation({
          summary: 'Delete your account and everything of it (typed confirmation, current password; the links’ codes are held for 90 days)',
          tags: ['users'],
          ok: [200, 'Deleted: the tokens stop working', 'Deleted'],
          errors: [400, 401, 409, 413, 429, 503],
        }),
      },
    )
}
