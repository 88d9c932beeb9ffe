// Builds the product's parts for one server: database, auth service, click counting, the redirect and its
// cache, the /api application behind its gate, the built site. The one place that knows every domain.
import { clickTallyListener, outOfClicksListener, startWebhooks, webhookLinkJournal } from '../webhooks'
import { AUTH_ROUTE_PATHS, checkDeletionCode, createAuthService, loadSigningKey } from '../auth'
import { startClickCounting } from '../clicks'
import { createSsoSignInSync } from './sso-sign-in-sync'
import { startClickAnalytics, startDetailRetention } from '../analytics'
import type { Config } from '../config'
import type { Database } from '../db/database'
import { openDatabase } from '../db/open'
import { actorFromApiKey, type KeyDeps } from '../keys/keys.service'
import { describeError } from '../http/describe-error'
import { createLogger, type Logger } from '../http/logger'
import { createLogWriter } from '../http/log-writer'
import { createRouteNamer } from '../http/route-names'
import { startIdempotencyJanitor } from '../idempotency/idempotent'
import { postgresInvalidation, type InvalidationChannel } from '../redirect/invalidation-channel'
import { createDoorkeeper } from '../redirect/doorkeeper'
import { createLinkCache } from '../redirect/link-cache'
import { createRedirectHandler } from '../redirect/redirect.handler'
import { unobservedRedirects } from '../redirect/redirect-events'
import { createMetrics } from '../metrics/metrics'
import { metricsHandler } from '../metrics/metrics-endpoint'
import { createRouteLabel, methodLabel, statusLabel } from '../metrics/route-label'
import { loadSite } from '../site/static-site'
import { pageSettingsOf } from '../site/page-settings'
import { lifecyclePages } from '../site/lifecycle-pages'
import { createPasswordFollow, type PasswordFollowDeps } from '../redirect/password-follow'
import { createAccountGate } from '../moderation/account-gate'
import { createLinkPolicy } from '../moderation/link-policy'
import { createLinkScreen } from '../moderation/link-screen'
import { refuseDisabled } from '../moderation/disabled-accounts'
import { localLimiters, type LimiterFactory } from '../http/rate-limit'
import { redisInvalidation } from '../redirect/redis-invalidation'
import { sqliteInvalidation } from '../redirect/sqlite-link-changes'
import { connectRedis } from '../shared-limits/redis-link'
import { sharedLimiters } from '../shared-limits/shared-limiters'
import { clickedLinks, createLinkEvents, createLinks, EVERY_CODE, type LinkListeners } from '../links'
import { createDomainDirectory, domainForLink, startDomainRechecks, type DomainDeps } from '../domains'
import { blockingDomain, listBlockedDomains } from '../moderation/blocklist'
import { createApiApp } from './api-app'
import { createApiGate } from './api-gate'
import { actingWorkspaceOf } from '../workspaces'
import { startHousekeeping } from './housekeeping'
import { createRequestLog } from './request-log'
import { compileRules, forwardModeOf, previewRules } from '../smart-links'

export type Product = Awaited<ReturnType<typeof composeProduct>>

export interface ComposeOptions {
  db?: Database
  logWrite?: (line: string) => void
  /** The clock that decides links' expiry and the hour clicks are counted under (epoch ms); tests pass a test clock. */
  now?: () => number
  /** Listeners of what happens to links (created, updated, deleted, clicked), wired when the face is built. */
  linkListeners?: LinkListeners
}

export async function composeProduct(config: Config, opts: ComposeOptions = {}) {
  const now = opts.now ?? Date.now
  const writer = opts.logWrite ? undefined : createLogWriter()
  const writeLog = opts.logWrite ?? writer!.write
  const logger: Logger = createLogger(config.logLevel, writeLog)
  const db =
    opts.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: (message, fields) => logger.info(message, fields) }))
  const redis = config.redisUrl ? connectRedis(config.redisUrl, logger) : undefined
  await redis?.ready
  // Shared by every instance through Redis when configured; keyed by an HMAC, never by an address (decision 27).
  const limiters: LimiterFactory = redis ? sharedLimiters(redis) : localLimiters
  const cache = createLinkCache(config.linkCacheSize)
  // Off unless METRICS_TOKEN or METRICS_PORT is set; then the rooms below are told of their events.
  const metrics = config.metricsToken !== undefined || config.metricsPort !== undefined ? createMetrics(cache) : undefined
  if (metrics) db.observeWaits(metrics.dbWaited)
  // A sign-in through a provider sets the memberships and admin flag its groups claim grants (decision 0084).
  const sso = createSsoSignInSync(db, logger)
  const auth = await createAuthService({ config, db, logger, limiters, events: metrics?.auth, accounts: createAccountGate(db, now), sso })
  const clicks = startClickCounting(db, clickedLinks, (e) => logger.error('click flush failed', { ...describeError(e) }), {
    foldEveryMs: config.clickFoldSeconds * 1000,
    events: metrics?.clicks,
    onFoldError: (e) => logger.error('click fold failed', { ...describeError(e) }),
    // The links face's `clicked` event, per link per fold. Always asked for: webhooks listen (their
    // tallies keep only the links whose workspace has an endpoint for clicks).
    onFolded: (counts) => links.clicksFolded(counts),
    now,
  })
  const analyticsOptions = {
    retentionDays: config.clickDetailRetentionDays,
    writeEveryMs: config.clickDetailWriteSeconds * 1000,
    onError: (e: unknown) => logger.error('click analytics failed', { ...describeError(e) }),
  }
  // CLICK_ANALYTICS=false: clicks are counted as before, and nothing of them is captured for analytics: no
  // analytics worker, no flush; only the retention of details kept from before (detail-retention.ts).
  const analytics = config.clickAnalytics ? startClickAnalytics(db, analyticsOptions) : startDetailRetention(db, analyticsOptions)
  const housekeeping = startHousekeeping(db, config, logger, () => new Date(now()))
  const channel: InvalidationChannel =
    config.cacheInvalidation === 'redis' && redis
      ? await redisInvalidation(config.redisUrl!, redis, cache, logger)
      : db.driver.dialect === 'postgres'
        ? await postgresInvalidation(db.driver.client, cache, logger)
        : sqliteInvalidation(db.driver.client, cache)
  /** Whether the redirect keeps "no such link" answers: on SQLite only (one instance, one cache). */
  const cacheMisses = db.dialect === 'sqlite'
  /** The port the server listens on, once it does: loopback addresses on it are Snip itself. */
  let listenPort = config.port

  // API keys are stored as an HMAC keyed with the auth service's signing secret (decision 32).
  const signingKey = await loadSigningKey(db, config)
  const keys: KeyDeps = { db, secret: signingKey }
  // The webhook delivery worker: its own timer, never on a request's path (docs/decisions/0086).
  const webhooks = startWebhooks({ db, signingKey, allowPrivate: config.webhooksAllowPrivate, logger, now, sendMail: auth.sendMail })
  // Moderation (decision 43): takedowns are screened when the redirect loads a link; the blocklist is
  // read again whenever the cache was emptied (a blocklist change empties every instance's cache).
  const screen = createLinkScreen(db, () => cache.clears)
  // Custom domains (docs/decisions/0083): every domain in memory, read again whenever the cache was emptied,
  // which every domain change does on every instance.
  const domainDirectory = await createDomainDirectory(
    db,
    () => cache.clears,
    (e) => logger.error('domains reload failed', { ...describeError(e) }),
  )
  const domains: DomainDeps = {
    db,
    directory: domainDirectory,
    publicUrl: config.publicUrl,
    perWorkspace: config.domainsPerWorkspace,
    dnsServers: config.domainDnsServers,
    targetAddresses: config.domainTargetAddresses,
    blocked: async (host) => blockingDomain(host, new Set(await listBlockedDomains(db))) !== undefined,
    changed: async () => {
      await channel.invalidate(EVERY_CODE)
      await domainDirectory.reload()
    },
  }
  // The links capability, built once: the API's route sets and the redirect ask this one face.
  const links = createLinks(
    {
      db,
      publicUrl: config.publicUrl,
      listenPort: () => listenPort,
      clicks: clicks.reader,
      invalidateCode: channel.invalidate,
      // A new link's code: only caches that keep "no such link" answers hold anything to drop. On PostgreSQL
      // none does, so a create skips the NOTIFY and its echo (a round trip and a wait; docs/decisions/0054).
      newCode: cacheMisses ? channel.invalidate : () => {},
      now,
      policy: createLinkPolicy(db, screen, () => cache.clears),
      domainForLink: (workspaceId, host) => domainForLink(db, workspaceId, host),
      domainHost: (id) => domainDirectory.hostOf(id),
      // the rules' preview: the same compile the redirect runs at cache fill (docs/decisions/0085)
      previewRules: (link, visitor) => previewRules(compileRules(link), visitor, { forwardQuery: forwardModeOf(link.forwardQuery, config.forwardQuery), now }),
      // link.created/updated/deleted queued in the change's own transaction (docs/decisions/0086)
      journal: webhookLinkJournal,
    },
    createLinkEvents((event, e) => logger.error('link listener failed', { event, ...describeError(e) }), {
      ...opts.linkListeners,
      clicked: [...(opts.linkListeners?.clicked ?? []), clickTallyListener(db, now)],
    }),
  )
  const site = loadSite(config.siteDir, pageSettingsOf({ ...config, anonKey: auth.anonKey, emailEnabled: auth.emailEnabled }))
  const api = createApiApp({
    config,
    db,
    logger,
    anonKey: auth.anonKey,
    emailEnabled: auth.emailEnabled,
    sendMail: auth.sendMail,
    limiters,
    keys,
    // Deleting an account with two-factor on also needs a code (auth/factors/deletion-code.ts).
    secondFactorCheck: (on, userId, code) => checkDeletionCode(on, signingKey, userId, code),
    links,
    clicks: clicks.reader,
    now,
    admin: {
      db,
      adminEmails: config.adminEmails,
      publicUrl: config.publicUrl,
      invalidateCode: channel.invalidate,
      links,
      domainHost: (id) => domainDirectory.hostOf(id),
    },
    domains,
    webhooks: { db, signingKey, allowPrivate: config.webhooksAllowPrivate, perWorkspace: config.webhooksPerWorkspace, logger, now },
  })
  const passApi = createApiGate({
    anonCreateLimit: config.anonCreateLimit,
    limiters,
    logger,
    verifyAccessToken: auth.verifyAccessToken,
    verifyApiKey: (key) => refuseDisabled(db, actorFromApiKey(keys, key)),
    actingWorkspace: (actor, slug) => actingWorkspaceOf(db, actor, slug),
    handle: (r) => api.handle(r),
  })
  const stopDomainRechecks = startDomainRechecks(domains, (e) => logger.warn('domain re-check failed', { ...describeError(e) }))
  const stopIdempotencyJanitor = startIdempotencyJanitor(db, (e) => logger.warn('idempotency sweep failed', { ...describeError(e) }))
  if (!site.built) logger.warn('site not built: pages answer a placeholder; run npm run build', { siteDir: config.siteDir })
  // A redirect has no body: document headers (CSP, frame and opener policies) mean nothing on it. It carries
  // only what the browser acts on: Location, Cache-Control and the Referrer-Policy (docs/decisions/0012).
  const resolveCode = createRedirectHandler({
    db,
    lookup: links.forRedirect,
    cache,
    counter: clicks.counter,
    status: config.redirectStatus,
    headers: { 'referrer-policy': config.referrerPolicy },
    cacheMisses,
    // Codes asked once are not kept (they would churn the cache): from the second lookup within 8 × its size (doorkeeper.ts).
    doorkeeper: createDoorkeeper(config.linkCacheSize * 8),
    events: metrics?.redirects,
    screen,
    pages: lifecyclePages(site),
    now,
    details: analytics.details,
    forwardQuery: config.forwardQuery,
    outOfClicks: outOfClicksListener(db, now, logger),
  })

  /** Request paths become the route they took, read from the API's own route table (docs/decisions/0007). */
  const routeOf = createRouteNamer(api.routes.map((r) => r.path))
  const routeLabel = createRouteLabel(routeOf, AUTH_ROUTE_PATHS)
  const serveMetrics = metrics && metricsHandler(metrics, config.metricsToken)

  return {
    config,
    db,
    logger,
    auth,
    site,
    passApi,
    resolveCode,
    /** POST /{code}: the password form (dispatch supplies the answer for codes with nothing to unlock). */
    /** The custom domains the redirect answers on (docs/decisions/0083). */
    domains: domainDirectory,
    unlockCode: (refuse: PasswordFollowDeps['refuse']) =>
      createPasswordFollow({ passwordHashOf: links.passwordHashOf, follower: resolveCode.follower, linkFor: resolveCode.linkFor, limiters, now, refuse }),
    routeOf,
    limiters,
    requestLog: createRequestLog(config, writeLog, routeOf),
    /** Analytics (CLICK_ANALYTICS): the capture and its jobs, or with it off only the retention job. */
    analytics,
    /** The daily purge of ended sessions and, when set, of old per-day click totals. */
    housekeeping,
    /** The 404 and 429 answers of the redirect are decided in dispatch: it tells these. */
    redirectEvents: metrics?.redirects ?? unobservedRedirects,
    /** GET /metrics: on the main port (token mode), or on METRICS_PORT (server.ts); undefined when off. */
    serveMetrics,
    metricsOnMainPort: config.metricsPort === undefined ? serveMetrics : undefined,
    /** Times an answered request by its route label (short-link follows are not timed: decision 37). */
    timeRequest:
      metrics &&
      ((method: string, path: string, status: number, started: number) =>
        metrics.requestTimed(routeLabel(path), methodLabel(method), statusLabel(status), (performance.now() - started) / 1000)),
    listeningOn(port: number) {
      listenPort = port
    },
    /** Flushes clicks, stops background work, closes what it opened. */
    async stop() {
      stopIdempotencyJanitor()
      stopDomainRechecks()
      housekeeping.stop()
      await clicks.stop()
      await webhooks.stop()
      await analytics.stop()
      await channel.stop()
      await auth.stop()
      redis?.close()
      if (!opts.db) await db.close()
      writer?.flush()
    },
  }
}
