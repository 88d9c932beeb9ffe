// Routes a request under /auth/v1 to its handler; every failure becomes the contract's JSON error, and
// anything unexpected is logged and answered with a generic 500 (never a stack trace).
import type { AuthContext, RouteHandler } from './auth-context'
import { AuthError, authErrors, databaseUnavailableResponse, errorResponse } from './auth-errors'
import { readJsonBody } from './request-body'
import { health, jwks, otp, settings } from './routes/discovery'
import { authorize, callback, sso, ssoLogout } from './routes/external'
import { linkIdentity, unlinkIdentity } from './routes/identities'
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './routes/factors'
import { logout } from './routes/logout'
import { recover } from './routes/recover'
import { resend } from './routes/resend'
import { signup } from './routes/signup'
import { token } from './routes/token'
import { getUser, putUser } from './routes/user'
import { verifyLinkGet, verifyPost } from './routes/verify'
import { isDatabaseUnavailable } from '../db/unavailable'
import { describeError } from '../http/describe-error'
import { clientClosedRequest, logDatabaseUnavailable } from '../http/error-response'
import { hasEncodedNul } from '../http/json-scan'

export const AUTH_PREFIX = '/auth/v1'

const routes: Record<string, Partial<Record<string, RouteHandler>>> = {
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/user': { GET: getUser, PUT: putUser },
  '/logout': { POST: logout },
  '/recover': { POST: recover },
  '/verify': { GET: verifyLinkGet, POST: verifyPost },
  '/resend': { POST: resend },
  '/otp': { POST: otp },
  '/settings': { GET: settings },
  '/health': { GET: health },
  '/.well-known/jwks.json': { GET: jwks },
  '/factors': { POST: enrollFactor },
  '/authorize': { GET: authorize },
  '/callback': { GET: callback },
  '/sso': { POST: sso },
  '/sso/logout': { GET: ssoLogout },
  '/user/identities/authorize': { GET: linkIdentity },
}

/** Routes under /factors/{factorId}, by what follows the id. */
const factorRoutes: Record<string, Partial<Record<string, RouteHandler>>> = {
  '': { DELETE: unenrollFactor },
  '/challenge': { POST: challengeFactor },
  '/verify': { POST: verifyFactor },
}

function routeOf(path: string): { methods?: Partial<Record<string, RouteHandler>>; params?: Record<string, string> } {
  const identity = /^\/user\/identities\/([^/]+)$/.exec(path)
  if (identity && identity[1] !== 'authorize') return { methods: { DELETE: unlinkIdentity }, params: { identityId: identity[1]! } }
  const factor = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path)
  if (!factor) return { methods: routes[path] }
  return { methods: factorRoutes[factor[2] ?? ''], params: { factorId: factor[1]! } }
}

/** The paths under /auth/v1 that have a route (the metrics name requests by them). */
export const AUTH_ROUTE_PATHS: readonly string[] = Object.keys(routes)

/**
 * GET routes without side effects, which HEAD runs too. Not GET /verify: it uses up the mailed token and
 * starts a session, and mail scanners check links with HEAD before the person clicks.
 */
const HEAD_SAFE: ReadonlySet<string> = new Set(['/user', '/settings', '/health', '/.well-known/jwks.json'])

export async function routeAuthRequest(ctx: AuthContext, request: Request, ip: string): Promise<Response> {
  try {
    const url = new URL(request.url)
    const path = url.pathname.slice(url.pathname.indexOf(AUTH_PREFIX) + AUTH_PREFIX.length).replace(/\/+$/, '') || '/'
    const { methods, params } = routeOf(path)
    if (!methods) throw authErrors.notFound()
    const handler = methods[request.method] ?? (request.method === 'HEAD' && HEAD_SAFE.has(path) ? methods.GET : undefined)
    if (!handler) throw authErrors.methodNotAllowed()
    if (hasEncodedNul(request.url)) throw authErrors.validation('Text must not contain NUL characters')
    const body = await readJsonBody(request)
    return await handler(ctx, { request, url, ip, body, params })
  } catch (error) {
    if (error instanceof AuthError) return errorResponse(error)
    if (isDatabaseUnavailable(error)) {
      logDatabaseUnavailable(ctx.logger, error, { path: new URL(request.url).pathname }, 'auth.database_unavailable')
      return databaseUnavailableResponse(error)
    }
    // A client that went away (or was closed by the server for being too slow) is no failure of ours:
    // logged at debug, so nobody can fill the error log by hanging up.
    if (request.signal.aborted) {
      ctx.logger.debug('auth.request_aborted', { path: new URL(request.url).pathname, ...describeError(error) })
      return clientClosedRequest()
    }
    ctx.logger.error('auth.unexpected_failure', { path: new URL(request.url).pathname, ...describeError(error) })
    return errorResponse(authErrors.unexpected())
  }
}
