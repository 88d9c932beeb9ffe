// After the CLI changes links, running servers drop the codes from their redirect caches: the CLI announces
// them on the channel the servers hear — Redis pub/sub with CACHE_INVALIDATION=redis, PostgreSQL's NOTIFY
// otherwise (decisions 25, 31, 52), and on SQLite a row the servers look at each second
// (redirect/sqlite-link-changes.ts). A bare code is understood by every server.
import { RedisClient } from 'bun'
import type { Database } from '../db/database'
import { CHANNEL } from '../redirect/invalidation-channel'
import { recordLinkChanges } from '../redirect/sqlite-link-changes'
import { configured } from './databases'
import { say } from './output'

export async function announce(db: Database, codes: string[]): Promise<void> {
  if (!codes.length) return
  const config = configured()
  if (db.driver.dialect === 'sqlite') recordLinkChanges(db.driver.client, codes)
  if (config.cacheInvalidation === 'redis') return publish(config.redisUrl!, codes)
  if (db.driver.dialect === 'postgres') for (const code of codes) await db.driver.client.notify(CHANNEL, code)
}

async function publish(url: string, codes: string[]): Promise<void> {
  const client = new RedisClient(url, { enableOfflineQueue: false, connectionTimeout: 2000, autoReconnect: false })
  try {
    await client.connect()
    for (const code of codes) await client.publish(CHANNEL, code)
  } catch {
    say('note: Redis cannot be reached; running servers empty their redirect caches every second until it is back')
  } finally {
    client.close()
  }
}
