// Per-IP and per-e-mail limits on the endpoints that guess passwords or send mail (config.authRateLimit
// requests per 5 minutes each; 0 disables). Over the limit → 429 over_request_rate_limit.
import { createRateLimiter, type RateLimiter } from '../http/rate-limit'
import { authErrors } from './auth-errors'

export type LimitedAction = 'signin' | 'signup' | 'recover' | 'resend' | 'verify'
const WINDOW_MS = 5 * 60 * 1000

export interface AuthRateLimits {
  /** Counts one attempt by this IP (and address, when given); throws 429 when either is over its limit. */
  check(action: LimitedAction, ip: string, email?: string): void
}

export function createAuthRateLimits(limit: number): AuthRateLimits {
  const limiters = new Map<LimitedAction, RateLimiter>()
  const limiterFor = (action: LimitedAction) => {
    let l = limiters.get(action)
    if (!l) limiters.set(action, (l = createRateLimiter(limit, WINDOW_MS)))
    return l
  }
  return {
    check(action, ip, email) {
      const limiter = limiterFor(action)
      const ipOk = limiter.hit(`ip:${ip}`)
      const emailOk = email ? limiter.hit(`email:${email}`) : true
      if (!ipOk || !emailOk) throw authErrors.rateLimited()
    },
  }
}
