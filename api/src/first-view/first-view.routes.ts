// GET /api/app/me and GET /api/app/dashboard: what a signed-in page needs before anyone acts, in one request
// (docs/decisions/0079). A 401 means the session has ended: the site signs out, with no separate check.
import { Elysia } from 'elysia'
import { z } from 'zod'
import { linkPageQuerySchema } from '../contracts/link-listing-schemas'
import { safeText } from '../contracts/safe-text'
import { messages } from '../contracts/messages'
import { authorize } from '../access'
import { AppError } from '../http/app-error'
import { actingOf, actorOf } from '../http/request-context'
import { checked } from '../http/valid-body'
import { listingParameters } from '../links'
import { operation } from '../system/openapi-parts'
import { accountView, dashboardView, type FirstViewDeps } from './first-view.service'

const text = safeText(z.string()).optional()
/** The list's view (GET /api/urls's query without a cursor: the first view is the first page). */
const viewQuery = z.object({ q: text, status: text, tag: text, sort: text, limit: text, workspace: text })

export function firstViewRoutes(deps: FirstViewDeps) {
  return new Elysia({ name: 'first-view', prefix: '/app' })
    .get('/me', async ({ request }) => accountView(deps, authorize(await actorOf(request), 'account.read')), {
      detail: operation({
        summary: 'The signed-in account: the product user record (null when missing) and whether the caller is an admin. A 401 means the session has ended',
        tags: ['users'],
        ok: [200, 'The account', 'AccountView'],
        errors: [401, 503],
      }),
    })
    .get(
      '/dashboard',
      async ({ request, query }) => {
        // The list, totals, tags and clicks are the acting workspace's (`?workspace=`, the personal one otherwise).
        const caller = await actingOf(request)
        // An empty parameter (`status=` from a form) means no filter, as on GET /api/urls.
        const given = linkPageQuerySchema.safeParse(Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')))
        if (!given.success) throw AppError.validation(given.error.issues[0]?.message ?? messages.api.badRequest)
        // Every part's action asked before any part is read: a refusal answers alone, nothing left running.
        const readers = {
          account: authorize(caller, 'account.read'),
          links: authorize(caller, 'links.read'),
          stats: authorize(caller, 'stats.read'),
          tags: authorize(caller, 'tags.read'),
        }
        return dashboardView(deps, readers, given.data)
      },
      {
        query: checked(viewQuery),
        detail: operation({
          summary:
            "The dashboard's first view in one answer: the account (as GET /api/app/me), the list's first page (as GET /api/urls with the same query), the totals, the tags and the clicks of the last 30 days. A 401 means the session has ended",
          tags: ['links'],
          inWorkspace: true,
          parameters: listingParameters.filter((p) => p.name !== 'cursor'),
          ok: [200, 'The first view', 'DashboardView'],
          errors: [400, 401, 404, 503],
        }),
      },
    )
}
