// Everything a route of the auth service needs, built once by createAuthService.
import type { Config } from '../config'
import type { Database } from '../db/database'
import type { Logger } from '../http/logger'
import type { AccessClaims } from './tokens/access-token'
import type { AccountGate } from './account-gate'
import type { AuthEvents } from './auth-events'
import type { AuthRateLimits } from './auth-rate-limits'
import type { Mailer } from './mail/mailer'
import type { PendingWork } from './mail/pending-work'
import type { SsoHooks } from './sso/sso-hooks'

export interface AuthContext {
  db: Database
  config: Config
  logger: Logger
  /** HS256 secret signing access tokens and deriving refresh tokens. */
  key: Uint8Array
  /** `iss` of every token: `<PUBLIC_URL>/auth/v1`. */
  issuer: string
  /** The claims of a well-signed, unexpired user token (tokens/access-token.ts), remembered until it expires (tokens/verified-tokens.ts). */
  verifiedClaims(token: string): Promise<AccessClaims | null>
  /** Null when SMTP is not configured: sign-ups are confirmed at once. */
  mailer: Mailer | null
  limits: AuthRateLimits
  /** Sign-ins, failures and refusals, counted for the metrics. */
  events: AuthEvents
  /** How long a replaced refresh token older than the previous one still counts as a concurrent refresh. */
  reuseIntervalMs: number
  /** How long the token just before the current one is still answered with the current one (a lost answer). */
  previousTokenGraceMs: number
  /** Sign-up mode and disabled accounts (moderation). */
  accounts: AccountGate
  /** Mail deliveries started after the answer; stop() waits for them. */
  pending: PendingWork
  /** Told of every sign-in through a provider before its session starts (group mapping); absent: nothing to do. */
  sso?: SsoHooks
}

/** Per request: the parsed URL, the client and JSON body (`{}` when there is none). */
export interface AuthRequest {
  request: Request
  url: URL
  /** The client as the per-address limits count it (an IPv6 address by its network), never its address as such. */
  ip: string
  body: Record<string, unknown>
  /** Path parameters, e.g. `factorId` of /factors/{factorId}/verify. */
  params?: Record<string, string>
}

export type RouteHandler = (ctx: AuthContext, req: AuthRequest) => Promise<Response>
