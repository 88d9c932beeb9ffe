// GET /api/urls/{id}/analytics?from=&to= or ?period=48h (owner only), GET /api/stats/clicks?days= and
// GET /api/stats/analytics?from=&to= or ?period=48h (the caller's links).
import { Elysia } from 'elysia'
import { z } from 'zod'
import { safeText } from '../contracts/safe-text'
import { authorize } from '../access'
import { actingOf } from '../http/request-context'
import { linkIdOf, linkIdParams } from '../http/link-id'
import { operation } from '../system/openapi-parts'
import { clickDays, linkAnalytics, workspaceAnalytics, type AnalyticsDeps } from './analytics.service'
import { checked } from '../http/valid-body'

const day = (description: string) => ({ in: 'query', schema: { type: 'string', format: 'date' }, description })
const period = {
  name: 'period',
  in: 'query',
  schema: { type: 'string', enum: ['48h'] },
  description:
    "The last 48 UTC hours (the current one last), answered as `hourly` with the account's time zone; from and to are then the UTC days those hours touch. Not with from or to",
}
const rangeQuery = z.object({ from: safeText(z.string()).optional(), to: safeText(z.string()).optional(), period: safeText(z.string()).optional() })

export function analyticsRoutes(deps: AnalyticsDeps) {
  return new Elysia({ name: 'analytics' })
    .get(
      '/urls/:id/analytics',
      async ({ request, params, query }) => linkAnalytics(deps, authorize(await actingOf(request), 'links.analytics'), linkIdOf(params.id), query),
      {
        params: checked(linkIdParams),
        // checked in the service, so a wrong value gets the API's own message
        query: checked(rangeQuery),
        detail: operation({
          inWorkspace: true,
          summary: "A link's clicks per day (or per hour over the last 48 hours) and where they came from (owner only; no visitor is ever stored)",
          tags: ['links'],
          idParam: true,
          parameters: [{ name: 'from', ...day('First UTC day (default: 29 days before to)') }, { name: 'to', ...day('Last UTC day (default: today)') }, period],
          ok: [200, 'Per-day clicks, breakdowns and the follows that are not clicks', 'LinkAnalytics'],
          errors: [400, 401, 404, 503],
        }),
      },
    )
    .get('/stats/clicks', async ({ request, query }) => clickDays(deps.db, authorize(await actingOf(request), 'stats.read'), query.days), {
      query: checked(z.object({ days: safeText(z.string()).optional() })),
      detail: operation({
        inWorkspace: true,
        summary: "The caller's clicks per day, for the last `days` UTC days (default 30, at most 366)",
        tags: ['stats'],
        parameters: [{ name: 'days', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 366, default: 30 } }],
        ok: [200, 'Clicks per day, zero days as zero', 'ClickDays'],
        errors: [400, 401, 503],
      }),
    })
    .get('/stats/analytics', async ({ request, query }) => workspaceAnalytics(deps, authorize(await actingOf(request), 'stats.read'), query), {
      query: checked(rangeQuery),
      detail: operation({
        inWorkspace: true,
        summary:
          "All the caller's links over a range of UTC days (or the last 48 hours): clicks per day (per hour), the most clicked links and where the clicks came from",
        tags: ['stats'],
        parameters: [{ name: 'from', ...day('First UTC day (default: 29 days before to)') }, { name: 'to', ...day('Last UTC day (default: today)') }, period],
        ok: [200, 'Per-day clicks, top links and breakdowns (no visitor is ever stored)', 'WorkspaceAnalytics'],
        errors: [400, 401, 503],
      }),
    })
}
