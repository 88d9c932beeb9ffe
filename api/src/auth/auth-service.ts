// What the rest of Snip needs from the embedded auth service, and its builder: signing key → anon key →
// mailer → rate limits → router.
import type { Config } from '../config'
import type { Database } from '../db/database'
import type { Logger } from '../http/logger'
import type { AccountGate } from './account-gate'
import type { AuthEvents } from './auth-events'
import type { SsoHooks } from './sso/sso-hooks'

import type { Actor } from '../http/actor'
import type { LimiterFactory } from '../http/rate-limit'
import type { AuthContext } from './auth-context'
import { openGate } from './account-gate'
import { createAnonKey } from './tokens/anon-key'
import { createAuthRateLimits } from './auth-rate-limits'
import { unobservedAuth } from './auth-events'
import { actorFromToken } from './sessions/authenticate'
import { createMailer, type MailMessage } from './mail/mailer'
import { createPendingWork } from './mail/pending-work'
import { AUTH_PREFIX, routeAuthRequest } from './router'
import { loadSigningKey } from './tokens/signing-key'
import { readAccessToken } from './tokens/access-token'
import { rememberVerifiedTokens } from './tokens/verified-tokens'

export type { Actor }

export interface AuthServiceDeps {
  config: Config
  db: Database
  logger: Logger
  /** Where the sign-in, sign-up and recovery limits are counted (in memory unless REDIS_URL is set). */
  limiters?: LimiterFactory
  /** Told of sign-ins, failures and rate-limited requests (the metrics). */
  events?: AuthEvents
  /** Sign-up mode and disabled accounts (moderation/); open to all when absent. */
  accounts?: AccountGate
  /** Called at every sign-in through an OpenID Connect provider, before the session starts (workspaces/ maps groups). */
  sso?: SsoHooks
}

export interface AuthService {
  /**
   * Answers any request whose path starts with /auth/v1 (Supabase-Auth-compatible subset). `limitKey` is
   * the client as per-address limits count it (http/client-ip.ts: an IPv6 address by its network).
   */
  handle(request: Request, limitKey: string): Promise<Response>
  /** The actor for a verified, unexpired access token of a live session; null for anything else. */
  verifyAccessToken(token: string): Promise<Actor | null>
  /** The public key the site passes to supabase-js (never an identity). */
  readonly anonKey: string
  /** True when SMTP is configured: confirmation and recovery mails are sent (the site's `emailEnabled`). */
  readonly emailEnabled: boolean
  /** Sends a mail through the same SMTP server (other rooms' mails: workspace invitations); null without SMTP. */
  readonly sendMail: ((message: MailMessage) => Promise<void>) | null
  /**
   * Waits for mails still being delivered after their answer (at most a few seconds), then closes the mailer.
   * Call it after the HTTP server has stopped and before closing the database (their failures write to it).
   */
  stop(): Promise<void>
}

/** A replaced refresh token presented within this many ms counts as a concurrent refresh (contract §5.2). */
export const REFRESH_REUSE_INTERVAL_MS = 10_000
/**
 * The token just before the current one is answered with the current one for this long after it was replaced:
 * auth-js retries a refresh whose answer was lost for up to ~30 s (contract §2.4). Decision auth-refresh-tokens.md.
 */
export const PREVIOUS_REFRESH_TOKEN_GRACE_MS = 60_000
/** stop() waits at most this long for mails still being delivered (container runtimes kill after ~10 s). */
export const STOP_MAIL_WAIT_MS = 8_000

export async function createAuthService(deps: AuthServiceDeps): Promise<AuthService> {
  const { config, db, logger } = deps
  const events = deps.events ?? unobservedAuth
  const key = await loadSigningKey(db, config)
  const issuer = config.publicUrl + AUTH_PREFIX
  const mailer = config.smtpUrl && config.mailFrom ? createMailer(config.smtpUrl, config.mailFrom) : null
  const ctx: AuthContext = {
    db,
    config,
    logger,
    key,
    issuer,
    verifiedClaims: rememberVerifiedTokens((token) => readAccessToken(key, issuer, token)),
    mailer,
    limits: createAuthRateLimits(config.authRateLimit, deps.limiters, events),
    events,
    reuseIntervalMs: REFRESH_REUSE_INTERVAL_MS,
    previousTokenGraceMs: PREVIOUS_REFRESH_TOKEN_GRACE_MS,
    accounts: deps.accounts ?? openGate,
    pending: createPendingWork(),
    sso: deps.sso,
  }
  const anonKey = await createAnonKey(key, issuer)
  return {
    anonKey,
    emailEnabled: mailer !== null,
    sendMail: mailer && ((message) => mailer.send(message)),
    handle: (request, limitKey) => routeAuthRequest(ctx, request, limitKey),
    verifyAccessToken: (token) => actorFromToken(ctx, token),
    async stop() {
      const unfinished = await ctx.pending.settle(STOP_MAIL_WAIT_MS)
      if (unfinished > 0) logger.warn('auth.mail_unfinished_at_stop', { count: unfinished })
      mailer?.close()
    },
  }
}
