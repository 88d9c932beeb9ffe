// Builds the product's parts for one server: database, auth service, click counting, the redirect and its
// cache, the /api application behind its gate, the built site. The one place that knows every domain.
import { createAuthService } from '../auth'
import { startClickCounting } from '../clicks/click-counting'
import type { Config } from '../config'
import type { Database } from '../db/database'
import { openDatabase } from '../db/open'
import { loadSigningKey } from '../auth/tokens/signing-key'
import { actorFromApiKey, type KeyDeps } from '../keys/keys.service'
import { describeError } from '../http/describe-error'
import { createLogger, type Logger } from '../http/logger'
import { createLogWriter } from '../http/log-writer'
import { createRouteNamer } from '../http/route-names'
import { startIdempotencyJanitor } from '../idempotency/idempotent'
import { localInvalidation, postgresInvalidation, type InvalidationChannel } from '../redirect/invalidation-channel'
import { createLinkCache } from '../redirect/link-cache'
import { createRedirectHandler } from '../redirect/redirect.handler'
import { loadSite } from '../site/static-site'
import { localLimiters, type LimiterFactory } from '../http/rate-limit'
import { connectRedis } from '../shared-limits/redis-link'
import { sharedLimiters } from '../shared-limits/shared-limiters'
import { createApiApp } from './api-app'
import { createApiGate } from './api-gate'
import { createRequestLog } from './request-log'

export type Product = Awaited<ReturnType<typeof composeProduct>>

export async function composeProduct(config: Config, opts: { db?: Database; logWrite?: (line: string) => void } = {}) {
  const writer = opts.logWrite ? undefined : createLogWriter()
  const writeLog = opts.logWrite ?? writer!.write
  const logger: Logger = createLogger(config.logLevel, writeLog)
  const db = opts.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }))
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined
  await redis?.ready
  // Shared by every instance through Redis when configured; keyed by an HMAC, never by an address (decision 27).
  const limiters: LimiterFactory = redis ? sharedLimiters(redis) : localLimiters
  const auth = await createAuthService({ config, db, logger, limiters })
  const cache = createLinkCache(config.linkCacheSize)
  const clicks = startClickCounting(db, (e) => logger.error('click flush failed', { ...describeError(e) }))
  const channel: InvalidationChannel = db.driver.dialect === 'postgres' ? await postgresInvalidation(db.driver.client, cache, logger) : localInvalidation(cache)
  /** The port the server listens on, once it does: loopback addresses on it are Snip itself. */
  let listenPort = config.port

  // API keys are stored as an HMAC keyed with the auth service's signing secret (decision issue14-api-keys).
  const keys: KeyDeps = { db, secret: await loadSigningKey(db, config) }
  const api = createApiApp({
    config,
    db,
    logger,
    anonKey: auth.anonKey,
    emailEnabled: auth.emailEnabled,
    limiters,
    keys,
    links: { db, publicUrl: config.publicUrl, listenPort: () => listenPort, clicks: clicks.reader, invalidateCode: channel.invalidate },
  })
  const passApi = createApiGate({ anonCreateLimit: config.anonCreateLimit, limiters, logger, verifyAccessToken: auth.verifyAccessToken, verifyApiKey: (key) => actorFromApiKey(keys, key), handle: (r) => api.handle(r) })
  const stopIdempotencyJanitor = startIdempotencyJanitor(db, (e) => logger.warn('idempotency sweep failed', { ...describeError(e) }))
  const site = loadSite(config.siteDir)
  if (!site.built) logger.warn('site not built: pages answer a placeholder; run npm run build', { siteDir: config.siteDir })
  // A redirect has no body: document headers (CSP, frame and opener policies) mean nothing on it. It carries
  // only what the browser acts on: Location, Cache-Control and the Referrer-Policy (docs/decisions/0012).
  const resolveCode = createRedirectHandler({
    db,
    cache,
    counter: clicks.counter,
    status: config.redirectStatus,
    headers: { 'referrer-policy': config.referrerPolicy },
    cacheMisses: db.dialect === 'sqlite',
  })

  /** Request paths become the route they took, read from the API's own route table (docs/decisions/0007). */
  const routeOf = createRouteNamer(api.routes.map((r) => r.path))

  return {
    config,
    db,
    logger,
    auth,
    site,
    passApi,
    resolveCode,
    routeOf,
    limiters,
    requestLog: createRequestLog(config, writeLog, routeOf),
    listeningOn(port: number) {
      listenPort = port
    },
    /** Flushes clicks, stops background work, closes what it opened. */
    async stop() {
      stopIdempotencyJanitor()
      await clicks.stop()
      await channel.stop()
      await auth.stop()
      redis?.close()
      if (!opts.db) await db.close()
      writer?.flush()
    },
  }
}
