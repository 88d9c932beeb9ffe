// GET /api/stats — the caller's totals.
import { Elysia } from 'elysia'
import { actorOf } from '../http/request-context'
import { statsFor, type StatsDeps } from './stats.service'

export function statsRoutes(statsDeps: StatsDeps) {
  return new Elysia({ name: 'stats' }).get('/stats', async ({ request }) => statsFor(statsDeps, await actorOf(request)), {
    detail: { summary: 'Total links, total clicks and average clicks per link', tags: ['stats'] },
  })
}
