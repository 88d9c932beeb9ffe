// GET /api/stats — the caller's totals.
import { Elysia } from 'elysia'
import type { ApiDeps } from '../http/api-deps'
import { statsFor } from './stats.service'

export function statsRoutes(deps: ApiDeps) {
  const statsDeps = { db: deps.db, clicks: deps.links.clicks }
  return new Elysia({ name: 'stats' }).get('/stats', async ({ request }) => statsFor(statsDeps, await deps.identify(request)), {
    detail: { summary: 'Total links, total clicks and average clicks per link', tags: ['stats'] },
  })
}
