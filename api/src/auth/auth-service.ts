// What the rest of Snip needs from the embedded auth service (implemented in this folder, issue #3).
import type { Config } from '../config'
import type { Database } from '../db/database'
import type { Logger } from '../http/logger'
import type { AccountGate } from './account-gate'
import type { AuthEvents } from './auth-events'

import type { Actor } from '../http/actor'
import type { LimiterFactory } from '../http/rate-limit'

export type { Actor }

export interface AuthServiceDeps {
  config: Config
  db: Database
  logger: Logger
  /** Where the sign-in, sign-up and recovery limits are counted (in memory unless REDIS_URL is set). */
  limiters?: LimiterFactory
  /** Told of sign-ins, failures and rate-limited requests (the metrics). */
  events?: AuthEvents
  /** Sign-up mode and disabled accounts (moderation: issue 17 point 4); open to all when absent. */
  accounts?: AccountGate
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
  /**
   * Waits for mails still being delivered after their answer (at most a few seconds), then closes the mailer.
   * Call it after the HTTP server has stopped and before closing the database (their failures write to it).
   */
  stop(): Promise<void>
}
