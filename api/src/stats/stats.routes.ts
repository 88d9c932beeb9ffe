// GET /api/stats — the caller's totals.
import { Elysia } from 'elysia'
import { authorize } from '../access'
import { actorOf } from '../http/request-context'
import { statsFor, type StatsDeps } from './stats.service'
import { operation } from '../system/openapi-parts'

export function statsRoutes(statsDeps: StatsDeps) {
  return new Elysia({ name: 'stats' }).get('/stats', async ({ request }) => statsFor(statsDeps, authorize(await actorOf(request), 'stats.read')), {
    detail: operation({
      summary: 'Total links, total clicks, average clicks per link and the last two weeks',
      tags: ['stats'],
      ok: [200, 'The statistics', 'Stats'],
      errors: [401, 503],
    }),
  })
}
