// Builds the whole product and serves it on one port: site pages and assets, /api/*, /auth/v1/*, and
// GET /{code} redirects. Used by main.ts and by the tests (which start it on a free port).
import type { Server } from 'bun'
import { createAuthService } from './auth'
import type { Config } from './config'
import type { Database } from './db/database'
import { openDatabase } from './db/open'
import { createApiApp } from './http/api-app'
import type { ApiDeps } from './http/api-deps'
import { bearerTokenOf } from './http/api-deps'
import { errorResponse } from './http/error-response'
import { createLogger, logsAt, requestLine, type Logger } from './http/logger'
import { createLogWriter } from './http/log-writer'
import { createRateLimiter } from './http/rate-limit'
import { setRequestFacts } from './http/request-context'
import { apiCsp, baseSecurityHeaders, pageCsp, withSecurityHeaders } from './http/security-headers'
import { errorCodes, limits, messages } from './contracts'
import { createClickCounter } from './redirect/click-counter'
import { addClicks } from './redirect/clicks.repository'
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
  const db = opts.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }))
  const auth = await createAuthService({ config, db, logger })
  const cache = createLinkCache()
  const counter = createClickCounter((counts) => addClicks(db, counts), 1000, (e) => logger.error('click flush failed', { error: String(e) }))
  const channel: InvalidationChannel =
    db.dialect === 'postgres' && 'client' in db
      ? await postgresInvalidation((db as Database & { client: import('postgres').Sql }).client, cache, logger)
      : localInvalidation(cache)

  const deps: ApiDeps = {
    config,
    db,
    logger,
    counter,
    anonKey: auth.anonKey,
    emailEnabled: auth.emailEnabled,
    anonCreateLimiter: createRateLimiter(config.anonCreateLimit, 60_000),
    identify: (request) => {
      const token = bearerTokenOf(request)
      return token ? auth.verifyAccessToken(token) : Promise.resolve(null)
    },
    links: { db, publicUrl: config.publicUrl, pendingClicks: counter.pending, invalidateCode: channel.invalidate },
  }
  const api = createApiApp(deps)
  const site = loadSite(config.siteDir)
  if (!site.built) logger.warn('site not built: pages answer a placeholder; run npm run build', { siteDir: config.siteDir })
  const redirectHeaders = { ...baseSecurityHeaders, 'content-security-policy': apiCsp }
  const resolveCode = createRedirectHandler({ db, cache, counter, status: config.redirectStatus, headers: redirectHeaders, cacheMisses: db.dialect === 'sqlite' })
  let sequence = 0
  const idPrefix = `${process.pid.toString(36)}${Date.now().toString(36)}`

  async function route(request: Request, path: string, ip: string): Promise<Response> {
    if (path.startsWith('/api/') || path === '/api') {
      const length = Number(request.headers.get('content-length') ?? 0)
      if (length > limits.bodyMaxBytes) return errorResponse(413, errorCodes.tooLarge, messages.api.tooLarge)
      return withSecurityHeaders(await api.handle(request), apiCsp)
    }
    if (path.startsWith('/auth/v1/') || path === '/auth/v1') return withSecurityHeaders(await auth.handle(request, ip), apiCsp)
    if (request.method !== 'GET' && request.method !== 'HEAD') return withSecurityHeaders(errorResponse(405, 'method_not_allowed', 'Method not allowed'), apiCsp)
    const file = site.find(path)
    if (file) return withSecurityHeaders(siteResponse(file, request), pageCsp([]))
    if (SHORT_CODE_PATH.test(path)) {
      const redirect = await resolveCode(path.slice(1), request)
      return redirect ?? linkNotFound(request)
    }
    return withSecurityHeaders(siteResponse(site.notFound, request, 404), pageCsp([]))
  }

  function logged(response: Response, requestId: string, method: string, path: string, started: number, plain = false): Response {
    if (logRequests) writeLog(requestLine(requestId, method, path, response.status, Math.round((performance.now() - started) * 100) / 100, plain))
    return response
  }

  function failed(error: unknown, requestId: string): Response {
    logger.error('unhandled error', { requestId, error: (error as Error)?.message, stack: (error as Error)?.stack })
    return withSecurityHeaders(errorResponse(500, errorCodes.internal, messages.api.internal), apiCsp)
  }

  const linkNotFound = (request: Request) => withSecurityHeaders(siteResponse(site.linkNotFound, request, 404), pageCsp([]))

  async function dispatch(request: Request, srv: Server<undefined>, path: string, requestId: string, started: number): Promise<Response> {
    const forwarded = config.trustProxy ? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined
    const ip = forwarded || srv.requestIP(request)?.address || 'unknown'
    setRequestFacts(request, { ip, requestId })
    let response: Response
    try {
      response = await route(request, path, ip)
    } catch (error) {
      response = failed(error, requestId)
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
          if (answer instanceof Response) return logged(answer, requestId, method, path, started, true) // path matched SHORT_CODE_PATH
          if (answer === null) return logged(linkNotFound(request), requestId, method, path, started)
          return answer.then(
            (found) => logged(found ?? linkNotFound(request), requestId, method, path, started),
            (error) => logged(failed(error, requestId), requestId, method, path, started),
          )
        } catch (error) {
          return logged(failed(error, requestId), requestId, method, path, started)
        }
      }
      return dispatch(request, srv, path, requestId, started)
    },
    error(error) {
      logger.error('server error', { error: error.message, stack: error.stack })
      return errorResponse(500, errorCodes.internal, messages.api.internal)
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
      await counter.stop()
      await channel.stop()
      await auth.stop()
      if (!opts.db) await db.close()
      writer?.flush()
    },
  }
}
