// Keeps every instance's redirect cache right: a changed code is dropped locally at once and, on
// PostgreSQL, announced with NOTIFY so the other instances sharing the database drop it too.
// A write that awaits invalidate() answers its client only once this instance's own listener has
// received the notification: PostgreSQL signals every listening session at the same commit, so by then
// the other instances have it too, and a client that writes through one instance and then reads through
// another sees the change at once.
import type postgres from 'postgres'
import type { Logger } from '../http/logger'
import type { LinkCache } from './link-cache'

const CHANNEL = 'snip_link_changed'
/** Longest a write waits for its own notification to come back (a slow listener never stalls writes). */
const ECHO_WAIT_MS = 500

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
  // Payload: "<instance>:<sequence>:<code>" (codes hold no ':'); a bare code from an older instance works too.
  const instance = `${process.pid.toString(36)}${Math.random().toString(36).slice(2, 8)}`
  let sequence = 0
  const waiting = new Map<number, () => void>()
  const sub = await client.listen(
    CHANNEL,
    (payload) => {
      const parts = payload.split(':')
      const code = parts.length >= 3 ? parts.slice(2).join(':') : payload
      cache.invalidate(code)
      if (parts[0] === instance) waiting.get(Number(parts[1]))?.()
    },
    // After a lost connection is re-established, notifications may have been missed: start afresh.
    () => cache.clear(),
  )
  return {
    async invalidate(code) {
      cache.invalidate(code)
      const seq = ++sequence
      const echoed = new Promise<void>((resolve) => {
        const timer = setTimeout(() => waiting.delete(seq) && resolve(), ECHO_WAIT_MS)
        waiting.set(seq, () => {
          clearTimeout(timer)
          waiting.delete(seq)
          resolve()
        })
      })
      try {
        await client.notify(CHANNEL, `${instance}:${seq}:${code}`)
        await echoed
      } catch (error) {
        waiting.get(seq)?.()
        logger.warn('cache invalidation notify failed', { error: String(error) })
      }
    },
    stop: () => sub.unlisten(),
  }
}
