// HTTP shape of the server-side list's bulk actions (docs/decisions/0048). The paged GET /api/urls is in
// links.routes.ts, beside the spec's whole-array answer it extends.
import { Elysia } from 'elysia'
import { bulkActionBody, listingLimits, linkPageQuerySchema } from '../../contracts/link-listing-schemas'
import { messages } from '../../contracts/messages'
import { AppError } from '../../http/app-error'
import { authorize } from '../../access'
import { actingOf } from '../../http/request-context'
import { operation } from '../../system/openapi-parts'
import type { Links } from '../index'
import { checked } from '../../http/valid-body'

/** A page of GET /api/urls, the query checked here so a bad value gets the schema's own message. */
export async function linkPage(links: Links, request: Request, query: Record<string, string | undefined>) {
  const actor = await actingOf(request)
  // An empty parameter (`status=` from a form) means no filter, as a missing one does.
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''))
  const checked = linkPageQuerySchema.safeParse(given)
  if (!checked.success) throw AppError.validation(checked.error.issues[0]?.message ?? messages.api.badRequest)
  // asked after the query is checked: a bad query is a 400 even without a credential, as it always was
  return links.page(authorize(actor, 'links.read'), checked.data)
}

export function bulkActionRoutes(deps: { links: Links }) {
  return new Elysia({ name: 'bulk-actions' }).post(
    '/urls/bulk-actions',
    async ({ request, body, set }) => {
      const answer = await deps.links.changeMany(authorize(await actingOf(request), 'links.write'), body)
      set.status = 200
      return answer
    },
    {
      body: checked(bulkActionBody),
      detail: operation({
        inWorkspace: true,
        summary: `Activate, deactivate or delete the caller's links chosen by id (at most ${listingLimits.bulkIdsMax}; other users' ids select nothing) or every link matching { q, status, tag }, in one transaction; answers how many changed`,
        tags: ['links'],
        ok: [200, 'The action and how many links it changed', 'BulkActionResult'],
        errors: [400, 401, 413, 503],
      }),
    },
  )
}
