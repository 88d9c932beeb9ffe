// The connection to REDIS_URL for limits shared by every instance. Never in the way: commands fail at once
// while it is down (no offline queue), the caller then falls back to its own limits; it says so in the log
// once per outage and reconnects by itself (docs/decisions/0027).
import { RedisClient } from 'bun'
import { randomBytes } from 'node:crypto'
import type { Logger } from '../http/logger'

export interface RedisLink {
  /** Whether commands can be sent now. */
  readonly up: boolean
  /** The key for hashing what limits count (an address, an e-mail), shared by every instance on this Redis. */
  readonly salt: string
  client: RedisClient
  /** Resolves once connected, or after a second without: start-up waits for it, never longer. */
  ready: Promise<void>
  close(): void
}

const SALT_KEY = 'snip:rl:salt'

const RETRY_MS = 1000

export function connectRedis(url: string, logger: Logger): RedisLink {
  const client = new RedisClient(url, { enableOfflineQueue: false, connectionTimeout: 1000, autoReconnect: false })
  let up = false
  let salt = ''
  let markReady = () => {}
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
    setTimeout(resolve, 1000).unref?.()
  })
  let closed = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const retry = () => {
    if (closed || timer) return
    timer = setTimeout(() => {
      timer = undefined
      client.connect().catch(() => retry())
    }, RETRY_MS)
    timer.unref?.()
  }
  // Up once the shared salt is known: the first instance sets it, every other one reads the same.
  client.onconnect = () => {
    void (async () => {
      await client.send('SET', [SALT_KEY, randomBytes(32).toString('base64url'), 'NX'])
      salt = (await client.get(SALT_KEY)) ?? ''
      if (!salt) throw new Error('no salt')
      if (!up) logger.info('redis connected: limits are shared by every instance')
      up = true
      markReady()
    })().catch(() => retry())
  }
  client.onclose = () => {
    if (up) logger.warn('redis unavailable: limits fall back to this instance until it is back')
    up = false
    retry()
  }
  client.connect().catch(() => {
    logger.warn('redis unavailable: limits fall back to this instance until it is back')
    retry()
  })
  return {
    get up() {
      return up
    },
    get salt() {
      return salt
    },
    client,
    ready,
    close() {
      closed = true
      if (timer) clearTimeout(timer)
      client.close()
    },
  }
}
