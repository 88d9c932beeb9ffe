// GET /metrics: on the main port behind `Authorization: Bearer <METRICS_TOKEN>` (compared in constant
// time), or on METRICS_PORT, a listener of its own bound to 127.0.0.1 (the token is asked there too when
// both are set). Anything else on that port is 404.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Server } from 'bun'
import { errorCodes, messages } from '../contracts'
import { bearerTokenOf } from '../http/bearer-token'
import { errorResponse } from '../http/error-response'
import { methodNotAllowed } from '../http/methods'
import type { Metrics } from './metrics'

export const METRICS_PATH = '/metrics'

export type MetricsHandler = (request: Request) => Promise<Response>

/** Hashing both sides first makes the comparison take the same time whatever the lengths. */
const digest = (value: string) => createHash('sha256').update(value).digest()

export function metricsHandler(metrics: Pick<Metrics, 'scrape' | 'contentType'>, token: string | undefined): MetricsHandler {
  const expected = token === undefined ? undefined : digest(token)
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed()
    if (expected && !timingSafeEqual(digest(bearerTokenOf(request) ?? ''), expected)) {
      const refused = errorResponse(401, errorCodes.unauthorized, messages.api.metricsTokenRequired)
      refused.headers.set('www-authenticate', 'Bearer')
      return refused
    }
    return new Response(await metrics.scrape(), { headers: { 'content-type': metrics.contentType, 'cache-control': 'no-store' } })
  }
}

/** The metrics listener of METRICS_PORT: loopback only, /metrics only. */
export function serveMetricsPort(port: number, handle: MetricsHandler): Server<undefined> {
  return Bun.serve({
    port,
    hostname: '127.0.0.1',
    fetch: (request) => (new URL(request.url).pathname === METRICS_PATH ? handle(request) : errorResponse(404, errorCodes.notFound, messages.api.notFound)),
  })
}
