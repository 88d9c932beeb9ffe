// Builds the whole product and serves it on one port: site pages and assets, /api/*, /auth/v1/*, and
// GET /{code} redirects. Used by main.ts and by the tests (which start it on a free port).
import type { Server } from 'bun'
import { createAuthService, databaseUnavailableResponse as authDatabaseUnavailable } from './auth'
import type { Config } from './config'
import type { Database } from './db/database'
import { openDatabase } from './db/open'
import { createApiApp } from './http/api-app'
import { startIdempotencyJanitor } from './idempotency/idempotent'
import type { ApiDeps } from './http/api-deps'
import { bearerTokenOf } from './http/api-deps'
import { guardBody } from './http/body-limit'
import { hasEncodedNul } from './http/json-scan'
import { AppError } from './http/app-error'
import { withinDatabaseDeadline } from './http/database-deadline'
import { describeError } from './http/describe-error'
import { clientClosedRequest, databaseUnavailable, errorResponse, toErrorResponse } from './http/error-response'
import { isDatabaseUnavailable } from './db/unavailable'
import { createLogger, logsAt, requestLine, routeOf, type Logger } from './http/logger'
import { createLogWriter } from './http/log-writer'
import { isImplementedMethod, methodNotAllowed, notImplemented } from './http/methods'
import { createRateLimiter } from './http/rate-limit'
import { actorOf, once, setRequestFacts } from './http/request-context'
import { apiCsp, pageCsp, withSecurityHeaders } from './http/security-headers'
import { errorCodes, limits, messages } from './contracts'
import { startClickCounting } from './clicks/click-counting'
import { localInvalidation, postgresInvalidation, type InvalidationChannel } from './redirect/invalidation-channel'
import { createLinkCache } from './redirect/link-cache'
import { createRedirectHandler, SHORT_CODE_PATH } from './redirect/redirect.handler'
import { loadSite, siteResponse } from './site/static-site'

export interface RunningServer {
  url: string
  port: number
  config: Config
  db: Database
  logger: Logger
  /** Finishes in-flight requests, flushes clicks, closes the database. */
  stop(): Promise<void>
}

const isApiPath = (path: string) => path.startsWith('/api/') || path === '/api'

function pathnameOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  if (start < 0) return '/'
  const q = url.indexOf('?', start)
  return q < 0 ? url.slice(start) : url.slice(start, q)
}

export async function startServer(config: Config, opts: { db?: Database; logWrite?: (line: string) => void } = {}): Promise<RunningServer> {
  const writer = opts.logWrite ? undefined : createLogWriter()
  const writeLog = opts.logWrite ?? writer!.write
  const logger = createLogger(config.logLevel, writeLog)
  const logRequests = logsAt(config.logLevel, 'info')
  // A follow of a short link is logged with the route (/:code), not the code, and API paths with :id and
  // :code: a timestamped line naming the link would be per-visit data the privacy page says Snip does
  // not keep (docs/decisions/0007). LOG_LEVEL=debug shows the raw path.
  const logRawPaths = logsAt(config.logLevel, 'debug')
  const db = opts.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }))
  const auth = await createAuthService({ config, db, logger })
  const cache = createLinkCache(config.linkCacheSize)
  const clicks = startClickCounting(db, (e) => logger.error('click flush failed', { ...describeError(e) }))
  const counter = clicks.counter
  const channel: InvalidationChannel =
    db.driver.dialect === 'postgres'
      ? await postgresInvalidation(db.driver.client, cache, logger)
      : localInvalidation(cache)

  const deps: ApiDeps = {
    config,
    db,
    logger,
    counter,
    anonKey: auth.anonKey,
    emailEnabled: auth.emailEnabled,
    identify: actorOf,
    links: { db, publicUrl: config.publicUrl, listenPort: () => server.port ?? config.port, clicks: clicks.reader, invalidateCode: channel.invalidate },
  }
  const api = createApiApp(deps)
  const stopIdempotencyJanitor = startIdempotencyJanitor(db, (e) => logger.warn('idempotency sweep failed', { ...describeError(e) }))
  const site = loadSite(config.siteDir)
  if (!site.built) logger.warn('site not built: pages answer a placeholder; run npm run build', { siteDir: config.siteDir })
  // A redirect has no body: document headers (CSP, frame and opener policies) mean nothing on it. It carries
  // only what the browser acts on: Location, Cache-Control and the Referrer-Policy (docs/decisions/0012).
  const redirectHeaders = { 'referrer-policy': config.referrerPolicy }
  const resolveCode = createRedirectHandler({ db, cache, counter, status: config.redirectStatus, headers: redirectHeaders, cacheMisses: db.dialect === 'sqlite' })
  let sequence = 0
  const idPrefix = `${process.pid.toString(36)}${Date.now().toString(36)}`

  async function route(request: Request, srv: Server<undefined>, path: string, ip: string): Promise<Response> {
    if (path.startsWith('/auth/v1/') || path === '/auth/v1') return withSecurityHeaders(await auth.handle(request, ip), apiCsp)
    if (request.method !== 'GET' && request.method !== 'HEAD') return withSecurityHeaders(methodNotAllowed(), apiCsp)
    const file = site.find(path)
    if (file) return withSecurityHeaders(siteResponse(file, request), pageCsp([]))
    if (SHORT_CODE_PATH.test(path)) {
      const redirect = await resolveCode(path.slice(1), request)
      return redirect ?? linkNotFound(request, srv)
    }
    return withSecurityHeaders(siteResponse(site.notFound, request, 404), pageCsp([]))
  }

  function logged(response: Response, requestId: string, method: string, path: string, started: number, plain = false): Response {
    if (logRequests) writeLog(requestLine(requestId, method, logRawPaths ? path : routeOf(path), response.status, elapsed(started), plain))
    return response
  }

  /** A follow of a short link (a redirect or not-found; the path matched SHORT_CODE_PATH), see logRawPaths. */
  function followed(response: Response, requestId: string, method: string, path: string, started: number): Response {
    if (logRequests) writeLog(requestLine(requestId, method, logRawPaths ? path : '/:code', response.status, elapsed(started), true))
    return response
  }

  function failed(error: unknown, requestId: string, route?: string): Response {
    if (isDatabaseUnavailable(error)) {
      logger.warn('database unavailable', { requestId, route, ...describeError(error) })
      return withSecurityHeaders(databaseUnavailable(), apiCsp)
    }
    logger.error('unhandled error', { requestId, route, ...describeError(error) })
    return withSecurityHeaders(errorResponse(500, errorCodes.internal, messages.api.internal), apiCsp)
  }

  // Codes that resolve to nothing are where someone probing for links ends up: limited per IP, so a
  // scan answers 429 after NOT_FOUND_LIMIT misses a minute. Found links are never limited.
  const notFoundLimiter = createRateLimiter(config.notFoundLimit, 60_000)
  const linkNotFound = (request: Request, srv: Server<undefined>) =>
    notFoundLimiter.hit(clientIpOf(request, srv))
      ? withSecurityHeaders(siteResponse(site.linkNotFound, request, 404), pageCsp([]))
      : withSecurityHeaders(new Response(messages.api.rateLimited, { status: 429, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } }), apiCsp)

  // Behind a proxy, the last X-Forwarded-For entry is the address our proxy saw and appended; earlier
  // entries come from the client and can say anything.
  const clientIpOf = (request: Request, srv: Server<undefined>) =>
    (config.trustProxy ? request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined) || srv.requestIP(request)?.address || 'unknown'

  // Anonymous creations are limited per IP (ANON_CREATE_LIMIT a minute), counted before the body is even
  // read: invalid, malformed and oversized attempts count too, so a flood of them gets 429 as well.
  const anonCreateLimiter = createRateLimiter(config.anonCreateLimit, 60_000)
  const isAnonCreateOverLimit = async (request: Request, path: string, ip: string, actor: () => Promise<unknown>) =>
    request.method === 'POST' && path === '/api/urls' && !(await actor()) && !anonCreateLimiter.hit(ip)

  async function dispatchApi(request: Request, path: string, ip: string, requestId: string, abandoned: () => boolean): Promise<Response> {
    const actor = once(() => {
      const token = bearerTokenOf(request)
      return token ? auth.verifyAccessToken(token) : Promise.resolve(null)
    })
    if (await isAnonCreateOverLimit(request, path, ip, actor)) return toErrorResponse('', AppError.rateLimited(), { logger, requestId })
    if (hasEncodedNul(request.url)) return errorResponse(400, errorCodes.validation, messages.api.controlCharacters)
    const guarded = await guardBody(request, { maxBytes: limits.bodyMaxBytes, maxDepth: limits.jsonMaxDepth })
    if ('problem' in guarded) {
      if (guarded.problem === 'too-large') return errorResponse(413, errorCodes.tooLarge, messages.api.tooLarge)
      return errorResponse(400, errorCodes.validation, messages.api.tooDeep)
    }
    setRequestFacts(guarded.request, { ip, requestId, actor, abandoned })
    return api.handle(guarded.request)
  }

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
      unavailable: () => withSecurityHeaders(path.startsWith('/auth/v1') ? authDatabaseUnavailable() : databaseUnavailable(), apiCsp),
    })
  }

  async function dispatch(request: Request, srv: Server<undefined>, path: string, requestId: string, started: number): Promise<Response> {
    const ip = clientIpOf(request, srv)
    let response: Response
    try {
      if (!isImplementedMethod(request.method)) response = withSecurityHeaders(notImplemented(), apiCsp)
      else if (isApiPath(path)) {
        const answered = new AbortController()
        const abandoned = () => answered.signal.aborted || request.signal.aborted
        const work = dispatchApi(request, path, ip, requestId, abandoned).then((r) => withSecurityHeaders(r, apiCsp))
        response = await inTime(work, path, requestId, () => answered.abort())
      } else {
        setRequestFacts(request, { ip, requestId, actor: async () => null })
        response = await inTime(route(request, srv, path, ip), path, requestId)
      }
    } catch (error) {
      // A client that hangs up mid-body is no failure of ours: at debug, so nobody can fill the error log.
      if (request.signal.aborted) logger.debug('request aborted', { requestId, route: routeOf(path), ...describeError(error) })
      response = request.signal.aborted ? clientClosedRequest() : failed(error, requestId)
    }
    return logged(response, requestId, request.method, path, started)
  }

  const server: Server<undefined> = Bun.serve({
    port: config.port,
    hostname: config.host,
    maxRequestBodySize: 1024 * 1024,
    fetch(request, srv) {
      const started = performance.now()
      const requestId = `${idPrefix}-${(++sequence).toString(36)}`
      const path = pathnameOf(request.url)
      const method = request.method
      // The hot path: GET /{code}. A cached code is answered synchronously, without the request facts
      // (client IP, request id lookups) that only the API and auth routes need.
      if ((method === 'GET' || method === 'HEAD') && SHORT_CODE_PATH.test(path) && path !== '/api' && site.find(path) === undefined) {
        try {
          const answer = resolveCode(path.slice(1), request)
          if (answer instanceof Response) return followed(answer, requestId, method, path, started)
          if (answer === null) return followed(linkNotFound(request, srv), requestId, method, path, started)
          return inTime(answer.then((found) => found ?? linkNotFound(request, srv)), path, requestId).then(
            (response) => followed(response, requestId, method, path, started),
            (error) => logged(failed(error, requestId), requestId, method, path, started),
          )
        } catch (error) {
          return logged(failed(error, requestId), requestId, method, path, started)
        }
      }
      return dispatch(request, srv, path, requestId, started)
    },
    error(error) {
      logger.error('server error', { requestId: `${idPrefix}-e${(++sequence).toString(36)}`, ...describeError(error) })
      return withSecurityHeaders(errorResponse(500, errorCodes.internal, messages.api.internal), apiCsp)
    },
  })

  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${server.port}`
  return {
    url,
    port: server.port!,
    config,
    db,
    logger,
    async stop() {
      await server.stop()
      stopIdempotencyJanitor()
      await clicks.stop()
      await channel.stop()
      await auth.stop()
      if (!opts.db) await db.close()
      writer?.flush()
    },
  }
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 100) / 100
