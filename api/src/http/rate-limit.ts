// Fixed-window rate limiter kept in memory, keyed by any string (an IP, an e-mail, both). With REDIS_URL
// the limits are shared by every instance instead (shared-limits/), and this one is their fallback.

/** Counts one hit for key; false when the key is over its limit in the current window. */
export interface Limiter {
  hit(key: string): boolean | Promise<boolean>
}

/** Makes the limiter for one named limit (the name keeps limits apart when they share a store). */
export type LimiterFactory = (name: string, limit: number, windowMs: number) => Limiter

export const localLimiters: LimiterFactory = (_name, limit, windowMs) => createRateLimiter(limit, windowMs)

export interface RateLimiter {
  /** Counts one hit for key; false when the key is over its limit in the current window. */
  hit(key: string): boolean
  reset(): void
}

export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  let windowStart = now()
  let counts = new Map<string, number>()
  return {
    hit(key) {
      if (limit <= 0) return true
      const t = now()
      if (t - windowStart >= windowMs) {
        windowStart = t
        counts = new Map()
      }
      const n = (counts.get(key) ?? 0) + 1
      counts.set(key, n)
      return n <= limit
    },
    reset() {
      counts = new Map()
    },
  }
}
