// Where each request goes: GET /{code} on the hot path (a cached code answers synchronously), /api through
// its gate, /auth/v1 to the auth service, everything else to the built site. Errors become the contract's
// JSON; an unreachable database becomes 503 (decision 15), a client that hung up 499.
import type { Server } from 'bun'
import { databaseUnavailableResponse as authDatabaseUnavailable } from '../auth'
import { errorCodes, messages } from '../contracts'
import { isDatabaseUnavailable } from '../db/unavailable'
import { clientAddress, limitKeyOf } from '../http/client-ip'
import { compressedJson } from '../http/compression'
import { withinDatabaseDeadline } from '../http/database-deadline'
import { describeError } from '../http/describe-error'
import { inCallerLanguage } from '../http/error-language'
import { clientClosedRequest, databaseUnavailable, errorResponse, logDatabaseUnavailable } from '../http/error-response'
import { isImplementedMethod, methodNotAllowed, notImplemented } from '../http/methods'
import { notStored } from '../http/private-answers'
import { setRequestFacts } from '../http/request-context'
import { apiCsp, pageCsp, withSecurityHeaders } from '../http/security-headers'
import { METRICS_PATH } from '../metrics/metrics-endpoint'
import { SHORT_CODE_PATH } from '../redirect/redirect.handler'
import { languageRouting } from '../site/language-routing'
import { servedPage, tooManyRequestsText } from '../site/lifecycle-pages'
import { siteResponse } from '../site/static-site'
import { requestHost, type ServedDomain } from '../domains'
import type { Product } from './compose'

const isApiPath = (path: string) => path.startsWith('/api/') || path === '/api'
const isAuthPath = (path: string) => path.startsWith('/auth/v1/') || path === '/auth/v1'

function pathnameOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  if (start < 0) return '/'
  const q = url.indexOf('?', start)
  return q < 0 ? url.slice(start) : url.slice(start, q)
}

export function createDispatch(product: Product) {
  const { config, db, logger, auth, site, passApi, resolveCode, requestLog, routeOf, redirectEvents, metricsOnMainPort, timeRequest, domains } = product
  const { logged, followed } = requestLog
  let sequence = 0
  const idPrefix = `${process.pid.toString(36)}${Date.now().toString(36)}`
  const nextRequestId = () => `${idPrefix}-${(++sequence).toString(36)}`
  const addressOf = (request: Request, srv: Server<undefined>) => clientAddress(request, srv, config.trustProxy)
  /** Every per-address limit counts the client under this (an IPv6 address by its network); analytics gets the address. */
  const limitKeyFor = (request: Request, srv: Server<undefined>) => limitKeyOf(addressOf(request, srv), config.ipv6LimitPrefix)

  function failed(error: unknown, requestId: string): Response {
    if (isDatabaseUnavailable(error)) {
      logDatabaseUnavailable(logger, error, { requestId })
      return withSecurityHeaders(databaseUnavailable(error), apiCsp)
    }
    logger.error('unhandled error', { requestId, ...describeError(error) })
    return withSecurityHeaders(errorResponse(500, errorCodes.internal, messages.api.internal), apiCsp)
  }

  /**
   * The served custom domain a request came to (docs/decisions/0083), or undefined: the instance's own, which
   * answers every other host (its address, localhost, an internal name). The host is read only when some
   * custom domain is served.
   */
  const domainOf = (request: Request): ServedDomain | undefined => (domains.any ? domains.byHost(requestHost(request, config.trustProxy)) : undefined)
  /** A custom domain's own address for its root or its unknown codes, when it set one. */
  const domainRedirect = (to: string) =>
    withSecurityHeaders(
      new Response(null, { status: 302, headers: { location: to, 'cache-control': 'private, no-store', 'referrer-policy': config.referrerPolicy } }),
      apiCsp,
    )
  const languages = languageRouting(site, { secure: config.publicUrl.startsWith('https:') })
  const disabledDomain = (request: Request) => withSecurityHeaders(servedPage(site, 'linkDisabled', request, 410), pageCsp([]))

  // Codes that resolve to nothing are where someone probing for links ends up: limited per IP, so a
  // scan answers 429 after NOT_FOUND_LIMIT misses a minute. Found links are never limited.
  const notFoundLimiter = product.limiters('not-found', config.notFoundLimit, 60_000)
  const notFoundAnswer = (request: Request, allowed: boolean, domain?: ServedDomain): Response => {
    if (allowed) {
      redirectEvents.notFound()
      if (domain?.notFoundRedirect) return domainRedirect(domain.notFoundRedirect)
      return withSecurityHeaders(servedPage(site, 'linkNotFound', request, 404), pageCsp([]))
    }
    redirectEvents.rateLimited()
    return withSecurityHeaders(
      new Response(tooManyRequestsText(request), {
        status: 429,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60', vary: 'accept-language, cookie' },
      }),
      apiCsp,
    )
  }
  /** The Link Not Found page, or 429 past the limit; synchronous unless the limit is counted in Redis. */
  const linkNotFound = (request: Request, srv: Server<undefined>, domain?: ServedDomain): Response | Promise<Response> =>
    notFoundFrom(request, limitKeyFor(request, srv), domain)
  const notFoundFrom = (request: Request, limitKey: string, domain?: ServedDomain): Response | Promise<Response> => {
    const allowed = notFoundLimiter.hit(limitKey)
    return typeof allowed === 'boolean' ? notFoundAnswer(request, allowed, domain) : allowed.then((a) => notFoundAnswer(request, a, domain))
  }
  /**
   * POST /{code}: a password-protected link's form. Any other code answers 405 as before
   * (docs/decisions/0010), counted as a miss of NOT_FOUND_LIMIT, so probing codes by POST is limited too.
   */
  const notUnlockable = (request: Request, limitKey: string): Response | Promise<Response> => {
    const refuse = (allowed: boolean) => withSecurityHeaders(allowed ? methodNotAllowed() : notFoundAnswer(request, false), apiCsp)
    const allowed = notFoundLimiter.hit(limitKey)
    return typeof allowed === 'boolean' ? refuse(allowed) : allowed.then(refuse)
  }
  const unlock = product.unlockCode(notUnlockable)

  /**
   * PostgreSQL: a request that waits on a database that does not answer at all gets 503 within about 1.5 s
   * (http/database-deadline.ts). SQLite is in-process; its waits end with the busy timeout.
   */
  function inTime(work: Promise<Response>, path: string, requestId: string, abandon = () => {}): Promise<Response> {
    if (db.dialect !== 'postgres') return work
    return withinDatabaseDeadline(work, {
      reachable: db.reachable,
      abandon: () => {
        abandon()
        logger.warn('database unreachable', { requestId, route: routeOf(path) })
      },
      unavailable: () => withSecurityHeaders(isAuthPath(path) ? authDatabaseUnavailable() : databaseUnavailable(), apiCsp),
    })
  }

  async function route(request: Request, path: string, limitKey: string, requestId: string, abandoned: () => boolean): Promise<Response> {
    if (!isImplementedMethod(request.method)) return withSecurityHeaders(notImplemented(), apiCsp)
    if (isApiPath(path)) {
      const answer = await inCallerLanguage(request, await passApi(request, path, limitKey, requestId, abandoned))
      return withSecurityHeaders(await compressedJson(request, request.headers.has('authorization') ? notStored(answer) : answer), apiCsp)
    }
    if (isAuthPath(path)) return withSecurityHeaders(notStored(await inCallerLanguage(request, await auth.handle(request, limitKey))), apiCsp)
    if (request.method !== 'GET' && request.method !== 'HEAD') return withSecurityHeaders(methodNotAllowed(), apiCsp)
    // GET and HEAD of a short-code path never get here: fetch() answers them on the hot path.
    const domain = domainOf(request)
    if (domain && path === '/' && domain.rootRedirect) return domainRedirect(domain.rootRedirect)
    const inLanguage = languages.answer(request, path)
    if (inLanguage) return withSecurityHeaders(inLanguage, pageCsp([]))
    const app = languages.appPage(request, path)
    const file = app?.file ?? site.find(path)
    if (file) {
      const page = siteResponse(file, request)
      // An English page that has translations: who asks decides whether it is served or redirected (an app's
      // page: which language's file is served at its address).
      if (app?.translated || languages.negotiated(path)) page.headers.set('vary', 'accept-encoding, accept-language, cookie')
      return withSecurityHeaders(page, pageCsp([]))
    }
    return withSecurityHeaders(servedPage(site, 'notFound', request, 404), pageCsp([]))
  }

  async function dispatch(request: Request, srv: Server<undefined>, path: string, requestId: string, started: number): Promise<Response> {
    let response: Response
    try {
      const limitKey = limitKeyFor(request, srv)
      if (!isApiPath(path)) setRequestFacts(request, { limitKey, requestId, actor: async () => null })
      const answered = new AbortController()
      const abandoned = () => answered.signal.aborted || request.signal.aborted
      const work = route(request, path, limitKey, requestId, abandoned)
      response = isApiPath(path) || isAuthPath(path) ? await inTime(work, path, requestId, () => answered.abort()) : await work
    } catch (error) {
      // A client that hangs up mid-body is no failure of ours: at debug, so nobody can fill the error log.
      if (request.signal.aborted) logger.debug('request aborted', { requestId, route: routeOf(path), ...describeError(error) })
      response = request.signal.aborted ? clientClosedRequest() : failed(error, requestId)
    }
    // The answers made here rather than by the API's or auth's route (503 past the database's deadline, 500, a
    // method the server does not implement or a site path does not allow): in the caller's language too.
    if (response.status >= 500 || (response.status >= 400 && !isApiPath(path) && !isAuthPath(path))) response = await inCallerLanguage(request, response)
    timeRequest?.(request.method, path, response.status, started)
    return logged(response, requestId, request.method, path, started)
  }

  return {
    fetch(request: Request, srv: Server<undefined>): Response | Promise<Response> {
      const started = performance.now()
      const requestId = nextRequestId()
      const path = pathnameOf(request.url)
      const method = request.method
      if (metricsOnMainPort !== undefined && path === METRICS_PATH) return metricsOnMainPort(request).then((r) => withSecurityHeaders(r, apiCsp))
      if (method === 'POST' && SHORT_CODE_PATH.test(path) && site.find(path) === undefined) {
        const domain = domainOf(request)
        if (domain?.disabled) return logged(disabledDomain(request), requestId, method, path, started)
        return inTime(
          unlock(path.slice(1), request, limitKeyFor(request, srv), () => addressOf(request, srv), domain?.id),
          path,
          requestId,
        ).then(
          (response) => followed(response, requestId, method, path, started),
          (error) => logged(failed(error, requestId), requestId, method, path, started),
        )
      }
      // The hot path: GET /{code}. A cached code is answered synchronously, without the request facts
      // (client IP, request id lookups) that only the API and auth routes need.
      if ((method === 'GET' || method === 'HEAD') && SHORT_CODE_PATH.test(path) && path !== '/api' && site.find(path) === undefined) {
        try {
          const domain = domainOf(request)
          if (domain?.disabled) return followed(disabledDomain(request), requestId, method, path, started)
          const answer = resolveCode(path.slice(1), request, () => addressOf(request, srv), domain?.id)
          if (answer instanceof Response) return followed(answer, requestId, method, path, started)
          if (answer === null) {
            const notFound = linkNotFound(request, srv, domain)
            return notFound instanceof Response
              ? followed(notFound, requestId, method, path, started)
              : notFound.then((r) => followed(r, requestId, method, path, started))
          }
          return inTime(
            answer.then((found) => found ?? linkNotFound(request, srv, domain)),
            path,
            requestId,
          ).then(
            (response) => followed(response, requestId, method, path, started),
            (error) => logged(failed(error, requestId), requestId, method, path, started),
          )
        } catch (error) {
          return logged(failed(error, requestId), requestId, method, path, started)
        }
      }
      return dispatch(request, srv, path, requestId, started)
    },
    error(error: Error): Response {
      logger.error('server error', { requestId: `${idPrefix}-e${(++sequence).toString(36)}`, ...describeError(error) })
      return withSecurityHeaders(errorResponse(500, errorCodes.internal, messages.api.internal), apiCsp)
    },
  }
}
