// Fixed-window limits counted in Redis, so N instances allow the limit, not N times it. The key holds no
// address or e-mail: an HMAC of it under a random salt the instances share through Redis
// (docs/decisions/0027). When Redis is down or slow, each instance counts for itself, as without REDIS_URL.
import { createHmac } from 'node:crypto'
import { createRateLimiter, type Limiter, type LimiterFactory } from '../http/rate-limit'
import type { RedisLink } from './redis-link'

/** Longest a hit waits for Redis before counting locally instead. */
const REDIS_WAIT_MS = 250

export function sharedLimiters(redis: RedisLink): LimiterFactory {
  return (name, limit, windowMs): Limiter => {
    const local = createRateLimiter(limit, windowMs)
    return {
      async hit(key) {
        if (limit <= 0) return true
        if (!redis.up) return local.hit(key)
        const window = Math.floor(Date.now() / windowMs)
        const id = createHmac('sha256', redis.salt).update(key).digest('base64url').slice(0, 22)
        const redisKey = `snip:rl:${name}:${window}:${id}`
        try {
          const count = await Promise.race([
            redis.client.incr(redisKey),
            new Promise<never>((_, reject) => setTimeout(() => reject(new Error('redis too slow')), REDIS_WAIT_MS).unref?.()),
          ])
          if (count === 1) void redis.client.pexpire(redisKey, windowMs * 2).catch(() => undefined)
          return count <= limit
        } catch {
          return local.hit(key)
        }
      },
    }
  }
}
