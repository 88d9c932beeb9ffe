// GET /api/ready: readiness (the database answers and every shipped migration is applied), for load
// balancers and orchestrators that should send traffic only to a ready instance. /api/health stays liveness.
import { Elysia } from 'elysia'
import type { ApiDeps } from '../http/api-deps'
import { jsonResponse } from '../http/error-response'
import { migrationStatus } from '../ops/migrations'

const noStore = { 'cache-control': 'no-store' }

type Property = { type: 'string' | 'integer'; enum?: string[]; description?: string }
const readyBody: { type: 'object'; properties: Record<string, Property>; required: string[] } = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ready', 'unavailable'] },
    reason: { type: 'string', enum: ['database', 'migrations_pending'], description: 'Only when unavailable' },
    pendingMigrations: { type: 'integer', description: 'Only when migrations are pending' },
  },
  required: ['status'],
}

export function readinessRoutes(deps: ApiDeps) {
  return new Elysia({ name: 'readiness' }).get(
    '/ready',
    async () => {
      let pending: string[]
      try {
        await deps.db.ping()
        pending = (await migrationStatus(deps.db)).pending
      } catch (error) {
        deps.logger.warn('readiness check failed', { error: (error as Error).message })
        return jsonResponse({ status: 'unavailable', reason: 'database' }, 503, noStore)
      }
      if (pending.length > 0) return jsonResponse({ status: 'unavailable', reason: 'migrations_pending', pendingMigrations: pending.length }, 503, noStore)
      return jsonResponse({ status: 'ready' }, 200, noStore)
    },
    {
      detail: {
        summary: 'Readiness: 200 when the database answers and every migration is applied, 503 otherwise',
        tags: ['system'],
        responses: {
          200: { description: 'Ready for traffic', content: { 'application/json': { schema: readyBody } } },
          503: { description: 'The database does not answer, or migrations are pending', content: { 'application/json': { schema: readyBody } } },
        },
      },
    },
  )
}
