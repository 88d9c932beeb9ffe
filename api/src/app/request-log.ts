// One JSON line per request. A follow of a short link is logged with the route (/:code), not the code,
// and API paths with :id and :code: a timestamped line naming the link would be per-visit data the privacy
// page says Snip does not keep (docs/decisions/0007). LOG_LEVEL=debug shows the raw path.
import type { Config } from '../config'
import { logsAt, requestLine } from '../http/logger'
import type { RouteNamer } from '../http/route-names'

export interface RequestLog {
  /** Logs the answer to a request by its route. */
  logged(response: Response, requestId: string, method: string, path: string, started: number): Response
  /** Logs the answer to a follow of a short link (a redirect or not-found) as /:code. */
  followed(response: Response, requestId: string, method: string, path: string, started: number): Response
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 100) / 100

export function createRequestLog(config: Pick<Config, 'logLevel'>, writeLog: (line: string) => void, routeOf: RouteNamer): RequestLog {
  const on = logsAt(config.logLevel, 'info')
  const raw = logsAt(config.logLevel, 'debug')
  return {
    logged(response, requestId, method, path, started) {
      if (on) writeLog(requestLine(requestId, method, raw ? path : routeOf(path), response.status, elapsed(started)))
      return response
    },
    followed(response, requestId, method, path, started) {
      if (on) writeLog(requestLine(requestId, method, raw ? path : '/:code', response.status, elapsed(started), true))
      return response
    },
  }
}
