// The connection to REDIS_URL for limits shared by every instance. Never in the way: commands fail at once
// while it is down (no offline queue), the caller then falls back to its own limits; it says so in the log
// once per outage and reconnects by itself (docs/decisions/0027, 0052).
import { RedisClient } from 'bun'
import { randomBytes } from 'node:crypto'
import type { Logger } from '../http/logger'
import { redisRetry } from './redis-retry'

export interface RedisLink {
  /** Whether commands can be sent now. */
  readonly up: boolean
  /** The key for hashing what limits count (an address, an e-mail), shared by every instance on this Redis. */
  readonly salt: string
  client: RedisClient
  /** Resolves once connected, once the first attempt failed, or after a second: start-up waits for it, never longer. */
  ready: Promise<void>
  close(): void
}

const SALT_KEY = 'snip:rl:salt'

export function connectRedis(url: string, logger: Logger): RedisLink {
  const client = new RedisClient(url, { enableOfflineQueue: false, connectionTimeout: 1000, autoReconnect: false })
  let up = false
  let salt = ''
  let markReady = () => {}
  // Not unref'd: while the start waits for Redis nothing else may keep the process alive (a refused
  // connection let a SQLite start end with exit code 0 before it listened).
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
    readyTimer = setTimeout(resolve, 1000)
  }).then(() => clearTimeout(readyTimer))
  let closed = false
  // Up once the shared salt is known: the first instance sets it, every other one reads the same.
  const retry = redisRetry(async () => {
    await client.connect()
    await client.send('SET', [SALT_KEY, randomBytes(32).toString('base64url'), 'NX'])
    salt = (await client.get(SALT_KEY)) ?? ''
    if (!salt || !client.connected) throw new Error('redis not ready')
    if (!up) logger.info('redis connected: limits are shared by every instance')
    up = true
    markReady()
  })
  client.onclose = () => {
    if (closed) return
    if (up) logger.warn('redis unavailable: limits fall back to this instance until it is back')
    up = false
    retry.schedule()
  }
  retry.now().catch(() => {
    logger.warn('redis unavailable: limits fall back to this instance until it is back')
    retry.schedule()
    markReady()
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
      retry.stop()
      client.close()
    },
  }
}
