// Keeps every instance's redirect cache right: a changed code is dropped locally at once and, on
// PostgreSQL, announced with NOTIFY so the other instances sharing the database drop it too.
import type postgres from 'postgres'
import type { Logger } from '../http/logger'
import type { LinkCache } from './link-cache'

const CHANNEL = 'snip_link_changed'

export interface InvalidationChannel {
  invalidate(code: string): void
  stop(): Promise<void>
}

export function localInvalidation(cache: LinkCache): InvalidationChannel {
  return { invalidate: (code) => cache.invalidate(code), stop: async () => {} }
}

export async function postgresInvalidation(client: postgres.Sql, cache: LinkCache, logger: Logger): Promise<InvalidationChannel> {
  const sub = await client.listen(
    CHANNEL,
    (code) => cache.invalidate(code),
    // After a lost connection is re-established, notifications may have been missed: start afresh.
    () => cache.clear(),
  )
  return {
    invalidate(code) {
      cache.invalidate(code)
      client.notify(CHANNEL, code).catch((error) => logger.warn('cache invalidation notify failed', { error: String(error) }))
    },
    stop: () => sub.unlisten(),
  }
}
