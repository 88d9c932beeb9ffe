// The /api application: routes by domain, one error handler, JSON everywhere.
import { Elysia } from 'elysia'
import { linksRoutes } from '../links/links.routes'
import { qrRoutes } from '../qr/qr.routes'
import { statsRoutes } from '../stats/stats.routes'
import { docsRoutes } from '../system/docs.routes'
import { readinessRoutes } from '../system/readiness.routes'
import { systemRoutes } from '../system/system.routes'
import { usersRoutes } from '../users/users.routes'
import type { ApiDeps } from './api-deps'
import { toErrorResponse } from './error-response'
import { requestIdOf } from './request-context'

export function createApiApp(deps: ApiDeps) {
  return new Elysia({ prefix: '/api' })
    .onError(({ code, error, request }) => toErrorResponse(code, error, { logger: deps.logger, requestId: requestIdOf(request) }))
    .use(docsRoutes())
    .use(systemRoutes(deps))
    .use(readinessRoutes(deps))
    .use(linksRoutes(deps))
    .use(qrRoutes(deps))
    .use(statsRoutes(deps))
    .use(usersRoutes(deps))
}
