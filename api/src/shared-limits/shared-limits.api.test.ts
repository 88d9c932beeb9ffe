// With REDIS_URL, rate limits hold across instances: two instances with ANON_CREATE_LIMIT=30 allow 30 in
// all, not 60. Redis going away leaves every instance serving, with its own limits, and they share again
// once it is back. No address reaches Redis (docs/decisions/0027).
import { RedisClient } from 'bun'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPostgresDatabase, startTestServer, testEngines, type TestDatabase, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { startTestRedis, type TestRedis } from '../../test/redis-server'
import { waitUntil } from '../../test/waiting'

describe.each(testEngines)('limits shared through Redis (%s)', (engine) => {
  let redis: TestRedis
  let database: TestDatabase | undefined
  let a: TestServer
  let b: TestServer

  beforeAll(async () => {
    redis = await startTestRedis()
    database = engine === 'postgres' ? await createPostgresDatabase() : undefined
    const env = { REDIS_URL: redis.url, ANON_CREATE_LIMIT: '30', LOG_LEVEL: 'info' }
    // two instances: on PostgreSQL one database; on SQLite each its own file (only the limits are shared)
    a = await startTestServer({ engine, databaseUrl: database?.url, env })
    b = await startTestServer({ engine, databaseUrl: database?.url, env })
  })
  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    await database?.drop()
    await redis?.stop()
  })

  const create = (server: TestServer, i: number) => apiClient(server.baseUrl)('POST', '/api/urls', { originalUrl: `https://shared.example/${i}` })

  test('two instances with a limit of 30 a minute allow 30 anonymous creations in all, not 60', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 60; i++) statuses.push((await create(i % 2 ? a : b, i)).status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(30)
    expect(statuses.filter((s) => s === 429)).toHaveLength(30)
  })

  test('Redis holds no address: its keys are HMACs', async () => {
    const client = new RedisClient(redis.url)
    const keys = (await client.send('KEYS', ['*'])) as string[]
    client.close()
    const counters = keys.filter((k) => k !== 'snip:rl:salt')
    expect(counters.length).toBeGreaterThan(0)
    expect(keys.join(' ')).not.toContain('127.0.0.1')
    expect(counters.every((k) => /^snip:rl:[a-z-]+:\d+:[\w-]{22}$/.test(k))).toBe(true)
  })

  test('Redis down: both instances keep serving with their own limits and say so; back up: shared again', async () => {
    const link = (await apiClient(a.baseUrl, undefined)('GET', '/api/health')).status
    expect(link).toBe(200)
    await redis.stop()
    await waitUntil(() => a.logs.some((l) => l.includes('redis unavailable')), 'the fallback warning', 5000)
    // the window's shared count is gone with Redis: each instance now counts for itself
    const whileDown = await create(a, 1000)
    expect([201, 429]).toContain(whileDown.status)
    expect((await apiClient(b.baseUrl)('GET', '/api/health')).status).toBe(200)
    const redirect = await followShortLink(a.baseUrl, 'no-such-code-here')
    expect(redirect.status).toBe(404)

    await redis.start()
    await waitUntil(
      () => a.logs.filter((l) => l.includes('redis connected')).length >= 2 && b.logs.filter((l) => l.includes('redis connected')).length >= 2,
      'both instances to reconnect',
      10_000,
    )
    const client = new RedisClient(redis.url)
    await client.send('FLUSHALL', [])
    client.close()
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await create(i % 2 ? a : b, 2000 + i)).status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(30)
  }, 30_000)
})
