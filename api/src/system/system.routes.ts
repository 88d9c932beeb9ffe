// GET /api/health and GET /api/config (public; the site reads its settings at run time).
import { Elysia } from 'elysia'
import type { PublicConfigDto } from '../contracts'
import type { ApiDeps } from '../http/api-deps'
import { jsonResponse } from '../http/error-response'

export function systemRoutes(deps: ApiDeps) {
  return new Elysia({ name: 'system' })
    .get(
      '/health',
      async () => {
        try {
          await deps.db.ping()
          return jsonResponse({ status: 'ok' }, 200, { 'cache-control': 'no-store' })
        } catch (error) {
          deps.logger.warn('health check failed', { error: (error as Error).message })
          return jsonResponse({ status: 'unavailable' }, 503, { 'cache-control': 'no-store' })
        }
      },
      { detail: { summary: 'Liveness: 200 when the database answers, 503 otherwise', tags: ['system'] } },
    )
    .get(
      '/config',
      ({ request }): PublicConfigDto => ({
        publicUrl: deps.config.publicUrl,
        // The auth service is this same server: the browser talks to the origin it loaded the page from.
        supabaseUrl: new URL(request.url).origin,
        supabaseAnonKey: deps.anonKey,
        repositoryUrl: deps.config.repositoryUrl,
        emailEnabled: deps.emailEnabled,
      }),
      { detail: { summary: 'Public settings for the site', tags: ['system'] } },
    )
}
