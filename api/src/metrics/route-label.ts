// The `route` and `method` labels of the request-duration histogram: always one of a bounded set, never a
// piece of what a client typed (a code, an id, an address). /api paths are named by the API's own route
// table (http/route-names.ts), /auth/v1 paths by the auth router's, everything else is `site`.
import type { RouteNamer } from '../http/route-names'

const AUTH_PREFIX = '/auth/v1'
const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export type RouteLabel = (path: string) => string

export function createRouteLabel(routeOf: RouteNamer, authPaths: readonly string[]): RouteLabel {
  const auth = new Set(authPaths.map((p) => AUTH_PREFIX + p))
  return (path) => {
    if (path === '/api' || path.startsWith('/api/')) return routeOf(path)
    if (path === AUTH_PREFIX || path.startsWith(`${AUTH_PREFIX}/`)) {
      const route = path.replace(/\/+$/, '')
      return auth.has(route) ? route : `${AUTH_PREFIX}/*`
    }
    return 'site'
  }
}

export const methodLabel = (method: string) => (METHODS.has(method) ? method : 'other')
/**
 * The status class. 501 is Snip's answer to a method it does not implement (http/methods.ts): the caller's
 * mistake, so it counts with the client errors and never sets off a server-error alert.
 */
export const statusLabel = (status: number) => (status === 501 ? '4xx' : `${Math.floor(status / 100)}xx`)
