// The /api application: each domain's routes with the narrow dependencies it declares, one error handler,
// JSON everywhere. Identity comes from the request facts the server sets (http/request-context.ts).
import { Elysia } from 'elysia'
import { accountRoutes } from '../account/account.routes'
import { adminRoutes } from '../admin/admin.routes'
import type { AdminDeps } from '../admin/admin-links'
import { reportsRoutes } from '../moderation/reports.routes'
import { analyticsRoutes, analyticsSchemas } from '../analytics'
import { instanceOf } from '../access'
import { firstViewRoutes, firstViewSchemas } from '../first-view'
import type { SecondFactorCheck } from '../account/second-factor'
import type { Config } from '../config'
import type { Database } from '../db/database'
import { toErrorResponse } from '../http/error-response'
import type { Logger } from '../http/logger'
import type { LimiterFactory } from '../http/rate-limit'
import { requestIdOf } from '../http/request-context'
import { importsRoutes } from '../imports/imports.routes'
import { keysRoutes } from '../keys/keys.routes'
import type { KeyDeps } from '../keys/keys.service'
import { bulkActionRoutes, bulkRoutes, claimsRoutes, CODE_HOLD_MS, linksRoutes, listingSchemas, removeAllLinksIn, type Links } from '../links'
import { tagsRoutes } from '../tags'
import { workspacesRoutes, type SendMail } from '../workspaces'
import { domainSchemas, domainsRoutes, type DomainDeps } from '../domains'
import { webhookSchemas, webhooksRoutes, type WebhookDeps } from '../webhooks'
import type { ClickReader } from '../clicks'
import { qrRoutes } from '../qr/qr.routes'
import { statsRoutes } from '../stats'
import { docsRoutes } from '../system/docs.routes'
import { adminSchemas } from '../admin/admin-openapi'
import { auditSchemas } from '../audit'
import { systemRoutes } from '../system/system.routes'
import { timeZoneOf, usersRoutes } from '../users'

export interface ApiDeps {
  config: Config
  db: Database
  logger: Logger
  /** The links capability, built once in the composition. */
  links: Links
  /** Exact clicks: committed plus those still counted in memory. */
  clicks: ClickReader
  keys: KeyDeps
  /** Moderation's admin API. */
  admin: AdminDeps
  anonKey: string
  emailEnabled: boolean
  limiters: LimiterFactory
  /** Account deletion's second factor (account/second-factor.ts: the TOTP check plugs in there or here). */
  secondFactorCheck: SecondFactorCheck
  /** The clock the hourly analytics count their 48 hours back from (epoch ms; tests pass a test clock). */
  now?: () => number
  /** The instance's mailer (SMTP_URL), null without: workspace invitations are mailed with it. */
  sendMail?: SendMail | null
  /** Custom domains (docs/decisions/0083). */
  domains: DomainDeps
  /** Webhook endpoints (docs/decisions/0086). */
  webhooks: WebhookDeps
}

/** Account deletions a user may attempt in 15 minutes: a stolen token must not become a password oracle. */
const DELETE_ATTEMPTS = 10
const DELETE_WINDOW_MS = 15 * 60_000

export function createApiApp(deps: ApiDeps) {
  const { config, db, logger, links, clicks } = deps
  return new Elysia({ prefix: '/api' })
    .onError(({ code, error, request, route }) =>
      toErrorResponse(code, error, { logger, requestId: requestIdOf(request), route: `${request.method} ${route || '/api/*'}` }),
    )
    .use(docsRoutes({ ...analyticsSchemas, ...listingSchemas, ...adminSchemas, ...firstViewSchemas, ...auditSchemas, ...domainSchemas, ...webhookSchemas }))
    .use(systemRoutes({ config, db, logger, anonKey: deps.anonKey, emailEnabled: deps.emailEnabled }))
    .use(importsRoutes({ db, links, clicks }))
    .use(bulkRoutes({ links }))
    .use(bulkActionRoutes({ links }))
    .use(claimsRoutes({ links, limiters: deps.limiters }))
    .use(linksRoutes({ db, links, notFoundLimit: config.notFoundLimit, limiters: deps.limiters }))
    .use(tagsRoutes({ db }))
    .use(
      workspacesRoutes({
        db,
        links: { removeAllIn: (tx, id) => removeAllLinksIn(tx, id, new Date(Date.now() + CODE_HOLD_MS)), invalidate: links.invalidate },
        invitations: { publicUrl: config.publicUrl, sendMail: deps.sendMail ?? null, logger, now: deps.now ?? Date.now },
      }),
    )
    .use(qrRoutes({ links, publicUrl: config.publicUrl }))
    .use(statsRoutes({ db, clicks }))
    .use(
      analyticsRoutes({ db, ownedLink: (actor, id) => links.get(actor, id, 'links.analytics'), timeZoneOf: (userId) => timeZoneOf(db, userId), now: deps.now }),
    )
    .use(usersRoutes({ db, secureCookies: config.publicUrl.startsWith('https:') }))
    .use(firstViewRoutes({ db, links, clicks, instance: instanceOf(db, config.adminEmails) }))
    .use(
      accountRoutes({
        export: { db, clicks, domainOf: links.domainOf },
        deletion: {
          db,
          invalidateCode: links.invalidate,
          attempts: Object.assign(deps.limiters('account-delete', DELETE_ATTEMPTS, DELETE_WINDOW_MS), { windowMs: DELETE_WINDOW_MS }),
          secondFactorCheck: deps.secondFactorCheck,
        },
      }),
    )
    .use(keysRoutes(deps.keys))
    .use(domainsRoutes({ ...deps.domains, instance: instanceOf(db, config.adminEmails) }))
    .use(webhooksRoutes(deps.webhooks, deps.limiters))
    .use(adminRoutes(deps.admin))
    .use(reportsRoutes({ db, limiters: deps.limiters }))
}
