// GET /api/health (liveness, and this build's version), GET /api/ready (readiness: database and migrations) and GET /api/config
// (public; the site reads its settings at run time).
import { Elysia } from 'elysia'
import type { PublicConfigDto } from '../contracts'
import type { Config } from '../config'
import type { Database } from '../db/database'
import type { Logger } from '../http/logger'
import { migrationStatus } from '../db/migration-status'
import { describeError } from '../http/describe-error'
import { jsonResponse } from '../http/error-response'
import { operation } from './openapi-parts'
import { SNIP_VERSION } from '../version'

/**
 * The origin the client used. Behind a TLS-terminating proxy (TRUST_PROXY=true) Bun sees http://; the
 * proxy's X-Forwarded-Proto and X-Forwarded-Host say what the browser used.
 */
function originSeenByClient(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url)
  if (!trustProxy) return url.origin
  const first = (name: string) => request.headers.get(name)?.split(',')[0]?.trim()
  const proto = first('x-forwarded-proto')
  const host = first('x-forwarded-host')
  if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`
  if (host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) url.host = host
  return url.origin
}

/** What /api/health and /api/config need. */
export interface SystemRoutesDeps {
  config: Pick<Config, 'publicUrl' | 'trustProxy' | 'repositoryUrl'>
  db: Database
  logger: Logger
  anonKey: string
  emailEnabled: boolean
}

export function systemRoutes(deps: SystemRoutesDeps) {
  /** A probe's answer, never cached; a database that does not answer is a logged 503 'unavailable'. */
  const probe = async (failure: string, check: () => Promise<{ status: number; body: object }>) => {
    try {
      const { status, body } = await check()
      return jsonResponse(body, status, { 'cache-control': 'no-store' })
    } catch (error) {
      deps.logger.warn(failure, { ...describeError(error) })
      return jsonResponse({ status: 'unavailable' }, 503, { 'cache-control': 'no-store' })
    }
  }
  return new Elysia({ name: 'system' })
    .get(
      '/health',
      () =>
        probe('health check failed', async () => {
          await deps.db.ping()
          return { status: 200, body: { status: 'ok', version: SNIP_VERSION } }
        }),
      {
        detail: operation({
          summary: 'Liveness: 200 when the database answers, 503 otherwise',
          tags: ['system'],
          auth: false,
          ok: [200, 'Alive', 'Health'],
          errors: [503],
        }),
      },
    )
    .get(
      '/ready',
      () =>
        probe('readiness check failed', async () => {
          const { applied, shipped } = await migrationStatus(deps.db)
          const ready = applied >= shipped.length
          return { status: ready ? 200 : 503, body: { status: ready ? 'ready' : 'migrating', migrations: { applied, shipped: shipped.length } } }
        }),
      {
        detail: operation({
          summary: 'Readiness: 200 when the database answers and every shipped migration is applied, 503 otherwise',
          tags: ['system'],
          auth: false,
          ok: [200, 'Ready', 'Ready'],
          errors: [503],
        }),
      },
    )
    .get(
      '/config',
      ({ request }) => {
        const body: PublicConfigDto = {
          publicUrl: deps.config.publicUrl,
          // The auth service is this same server: the browser talks to the origin it loaded the page from.
          supabaseUrl: originSeenByClient(request, deps.config.trustProxy),
          supabaseAnonKey: deps.anonKey,
          repositoryUrl: deps.config.repositoryUrl,
          emailEnabled: deps.emailEnabled,
        }
        // Depends on the Host the client used: never reuse one client's answer for another.
        return jsonResponse(body, 200, { 'cache-control': 'no-store' })
      },
      {
        detail: operation({
          summary: 'Public settings for the site (and the anon key the auth service wants)',
          tags: ['system'],
          auth: false,
          ok: [200, 'The settings', 'PublicConfig'],
          errors: [],
        }),
      },
    )
}
