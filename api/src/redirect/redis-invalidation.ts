// Cache invalidation through Redis pub/sub, for databases without LISTEN/NOTIFY (CACHE_INVALIDATION=redis,
// decisions 31, 52): a write drops its code here, publishes "<instance>:<seq>:<code>" and waits for its own echo,
// as postgresInvalidation does. The subscription has a connection of its own (a subscribed connection can
// send nothing else). While it is down, changes made elsewhere cannot be heard: the cache is emptied every
// second until it is back (so a stale entry lives at most a second) and once more when it is.
import { RedisClient } from 'bun'
import type { Logger } from '../http/logger'
import type { RedisLink } from '../shared-limits/redis-link'
import { RETRY_MS, redisRetry } from '../shared-limits/redis-retry'
import { createEchoWait } from './echo-wait'
import { CHANNEL, type InvalidationChannel } from './invalidation-channel'
import type { LinkCache } from './link-cache'

export async function redisInvalidation(url: string, publisher: RedisLink, cache: LinkCache, logger: Logger): Promise<InvalidationChannel> {
  const echo = createEchoWait()
  const subscriber = new RedisClient(url, { enableOfflineQueue: false, connectionTimeout: 1000, autoReconnect: false })
  let stopped = false
  let up = false
  let sweeping: ReturnType<typeof setInterval> | undefined
  const sweep = (on: boolean) => {
    if (on && !sweeping) {
      cache.clear()
      sweeping = setInterval(() => cache.clear(), RETRY_MS)
    }
    if (!on && sweeping) sweeping = void clearInterval(sweeping)
    sweeping?.unref?.()
  }
  const down = 'redis unavailable: link changes from other instances are not heard; the redirect cache is emptied every second until it is back'
  const retry = redisRetry(async () => {
    await subscriber.connect()
    await subscriber.subscribe(CHANNEL, (payload) => cache.invalidate(echo.receive(payload)))
    if (!subscriber.connected) throw new Error('redis closed')
    cache.clear() // whatever was announced while this was down is unknown
    sweep(false)
    if (!up) logger.info('redis subscribed: link changes are heard from every instance')
    up = true
  })
  subscriber.onclose = () => {
    if (stopped) return
    if (up) logger.warn(down)
    up = false
    sweep(true)
    retry.schedule()
  }
  await retry.now().catch(() => {
    logger.warn(down)
    sweep(true)
    retry.schedule()
  })
  return {
    async invalidate(code) {
      cache.invalidate(code)
      const { payload, echoed, abandon } = echo.next(code)
      try {
        await publisher.client.publish(CHANNEL, payload)
        if (up) await echoed
        else abandon()
      } catch (error) {
        abandon()
        logger.warn('cache invalidation publish failed', { error: String(error) })
      }
    },
    async stop() {
      stopped = true
      retry.stop()
      sweep(false)
      subscriber.close()
    },
  }
}
