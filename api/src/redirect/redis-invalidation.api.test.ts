// CACHE_INVALIDATION=redis on one instance, every engine (decisions 31 and 52): a code
// announced on the Redis channel leaves the redirect cache; with Redis gone (behind a TCP proxy that stays
// up, so every attempt to reach it can be counted) redirects go on, the outage is logged once, the instance
// tries again about once a second — not more and more often — and hears announcements again once it is back.
// The two-instance suite (multi-instance.test.ts) proves the same between instances on PostgreSQL.
import { RedisClient } from 'bun'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { testEngines } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { startServerOverRedis, type ServerOverRedis } from '../../test/server-over-redis'
import { readUntil, waitUntil } from '../../test/waiting'
import { CHANNEL } from './invalidation-channel'

const NOT_HEARD = 'link changes from other instances are not heard'
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.each(testEngines)('cache invalidation through Redis, one instance (%s)', { timeout: 30_000 }, (engine) => {
  let over: ServerOverRedis

  beforeAll(async () => {
    over = await startServerOverRedis(engine, { LOG_LEVEL: 'info' })
  })
  afterAll(() => over?.stop())

  const location = async (code: string) => (await followShortLink(over.server.baseUrl, code)).headers.get('location')
  /** Changes the target in the database behind the server's back: only an announcement tells the cache. */
  const retarget = async (code: string, url: string) => {
    const { links } = over.server.db.t
    await over.server.db.orm.update(links).set({ originalUrl: url }).where(eq(links.shortCode, code))
  }
  const announce = async (code: string) => {
    const client = new RedisClient(over.redis.url)
    await client.publish(CHANNEL, code)
    client.close()
  }
  const cachedLink = async (url: string) => {
    const code = (await apiClient(over.server.baseUrl)('POST', '/api/urls', { originalUrl: url })).body.shortCode as string
    expect(await location(code)).toBe(`${url}#`)
    return code
  }

  test('a code announced on the Redis channel leaves the cache', async () => {
    const code = await cachedLink('https://announced.example/old')
    await retarget(code, 'https://announced.example/new')
    expect(await location(code)).toBe('https://announced.example/old#') // cached
    await announce(code)
    expect(
      await readUntil(
        () => location(code),
        (l) => l === 'https://announced.example/new#',
        1000,
      ),
    ).toBe('https://announced.example/new#')
  })

  test('Redis gone: redirects go on, logged once, retried about once a second; back: announcements are heard again', async () => {
    const code = await cachedLink('https://outage.example/before')
    await over.redis.stop() // the proxy stays: each attempt to reach Redis is accepted there, then dropped
    await waitUntil(() => over.server.logs.some((l) => l.includes(NOT_HEARD)), 'the warning', 5000)
    expect(await location(code)).toBe('https://outage.example/before#')
    await retarget(code, 'https://outage.example/during') // not announced: the cache is emptied every second meanwhile
    expect(
      await readUntil(
        () => location(code),
        (l) => l === 'https://outage.example/during#',
        2500,
      ),
    ).toBe('https://outage.example/during#')

    await sleep(3000) // an outage of seconds: attempts must not pile up
    const before = over.proxy.accepted
    await sleep(3000)
    // Two connections (shared limits, the subscription), each tried about once a second: 6 in 3 s, give or take.
    expect(over.proxy.accepted - before).toBeLessThanOrEqual(10)
    expect(over.server.logs.filter((l) => l.includes(NOT_HEARD))).toHaveLength(1)
    expect(await location(code)).toBe('https://outage.example/during#')

    await over.redis.start()
    await waitUntil(() => over.server.logs.filter((l) => l.includes('redis subscribed')).length >= 2, 'resubscribed', 5000)
    expect(await location(code)).toBe('https://outage.example/during#') // cached again, no longer swept
    await retarget(code, 'https://outage.example/after')
    await sleep(1200)
    expect(await location(code)).toBe('https://outage.example/during#')
    await announce(code)
    expect(
      await readUntil(
        () => location(code),
        (l) => l === 'https://outage.example/after#',
        1000,
      ),
    ).toBe('https://outage.example/after#')
  })
})
