// GET /api/stats — the caller's totals.
import { Elysia } from 'elysia'
import { authorize } from '../access'
import { actingOf } from '../http/request-context'
import { statsFor, type StatsDeps } from './stats.service'
import { operation } from '../system/openapi-parts'

export function statsRoutes(statsDeps: StatsDeps) {
  return new Elysia({ name: 'stats' }).get('/stats', async ({ request }) => statsFor(statsDeps, authorize(await actingOf(request), 'stats.read')), {
    detail: operation({
      inWorkspace: true,
      summary: 'Total links, total clicks, average clicks per link and the last two weeks',
      tags: ['stats'],
      ok: [200, 'The statistics', 'Stats'],
      errors: [401, 503],
    }),
  })
}
