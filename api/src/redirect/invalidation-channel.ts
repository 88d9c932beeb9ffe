// Keeps every instance's redirect cache right: a changed code is dropped locally at once and, on
// PostgreSQL, announced with NOTIFY so the other instances sharing the database drop it too (or through
// Redis pub/sub: redis-invalidation.ts).
// A write that awaits invalidate() answers its client only once this instance's own listener has
// received the notification: PostgreSQL signals every listening session at the same commit, so by then
// the other instances have it too, and a client that writes through one instance and then reads through
// another sees the change at once.
import type postgres from 'postgres'
import type { Logger } from '../http/logger'
import { createEchoWait } from './echo-wait'
import type { LinkCache } from './link-cache'

export const CHANNEL = 'snip_link_changed'

export interface InvalidationChannel {
  /** Drops the code here at once; on PostgreSQL resolves once the notification went round (never rejects). */
  invalidate(code: string): Promise<void>
  stop(): Promise<void>
}

export function localInvalidation(cache: LinkCache): InvalidationChannel {
  return {
    invalidate: async (code) => cache.invalidate(code),
    stop: async () => {},
  }
}

export async function postgresInvalidation(client: postgres.Sql, cache: LinkCache, logger: Logger): Promise<InvalidationChannel> {
  const echo = createEchoWait()
  const sub = await client.listen(
    CHANNEL,
    (payload) => cache.invalidate(echo.receive(payload)),
    // After a lost connection is re-established, notifications may have been missed: start afresh.
    () => cache.clear(),
  )
  return {
    async invalidate(code) {
      cache.invalidate(code)
      const { payload, echoed, abandon } = echo.next(code)
      try {
        await client.notify(CHANNEL, payload)
        await echoed
      } catch (error) {
        abandon()
        logger.warn('cache invalidation notify failed', { error: String(error) })
      }
    },
    stop: () => sub.unlisten(),
  }
}
