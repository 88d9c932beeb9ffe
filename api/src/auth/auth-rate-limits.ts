// Per-IP and per-e-mail limits on the endpoints that guess passwords or send mail (config.authRateLimit
// requests per 5 minutes each; 0 disables). Over the limit → 429 over_request_rate_limit.
// Memory: the IP is counted first and a request from an IP over its limit stops there, so one IP adds at
// most `limit` address keys per window; addresses are validated (≤ 254 characters) before they become keys.
import { localLimiters, type Limiter, type LimiterFactory } from '../http/rate-limit'
import { authErrors } from './auth-errors'
import { unobservedAuth, type AuthEvents } from './auth-events'
import { MAX_EMAIL_LENGTH } from './users/email-address'

export type LimitedAction = 'signin' | 'signup' | 'recover' | 'resend' | 'verify'
const WINDOW_MS = 5 * 60 * 1000

export interface AuthRateLimits {
  /** Counts one attempt by this IP; throws 429 when it is over its limit. */
  checkIp(action: LimitedAction, ip: string): Promise<void>
  /** Counts one attempt for an address already validated by `validEmail`/`requireEmail`; 429 when over. */
  checkEmail(action: LimitedAction, email: string): Promise<void>
  /** checkIp, then checkEmail when an address is given (not counted when the IP is already over). */
  check(action: LimitedAction, ip: string, email?: string): Promise<void>
}

export function createAuthRateLimits(
  limit: number,
  makeLimiter: LimiterFactory = localLimiters,
  events: Pick<AuthEvents, 'rateLimited'> = unobservedAuth,
): AuthRateLimits {
  const limiters = new Map<LimitedAction, Limiter>()
  const limiterFor = (action: LimitedAction) => {
    let l = limiters.get(action)
    if (!l) limiters.set(action, (l = makeLimiter(`auth-${action}`, limit, WINDOW_MS)))
    return l
  }
  const refused = () => {
    events.rateLimited()
    return authErrors.rateLimited()
  }
  const limits: AuthRateLimits = {
    async checkIp(action, ip) {
      if (!(await limiterFor(action).hit(`ip:${ip}`))) throw refused()
    },
    async checkEmail(action, email) {
      if (email.length > MAX_EMAIL_LENGTH) throw new Error('checkEmail needs a validated address')
      if (!(await limiterFor(action).hit(`email:${email}`))) throw refused()
    },
    async check(action, ip, email) {
      await limits.checkIp(action, ip)
      if (email) await limits.checkEmail(action, email)
    },
  }
  return limits
}
