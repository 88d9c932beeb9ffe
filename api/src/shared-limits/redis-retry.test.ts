// Reconnecting to a Redis that stays down: one attempt per interval however long the outage lasts. Bun's
// client both rejects connect() and calls onclose for a refused connection; a retry scheduled from both used
// to add one more retry loop per failed attempt (decision 52).
import { RedisClient } from 'bun'
import { describe, expect, test } from 'vitest'
import { freePort, waitUntil } from '../../test/waiting'
import { redisRetry } from './redis-retry'

describe('redisRetry', () => {
  test('a refused Redis is tried once per interval, not more and more often', async () => {
    const client = new RedisClient(`redis://127.0.0.1:${await freePort()}`, { enableOfflineQueue: false, connectionTimeout: 1000, autoReconnect: false })
    const retry = redisRetry(() => client.connect(), 50)
    client.onclose = () => retry.schedule() // as the server's connections do
    await retry.now().catch(() => retry.schedule())
    await new Promise((r) => setTimeout(r, 1000)) // a fixed time: the test counts the attempts within it
    retry.stop()
    client.close()
    expect(retry.attempts).toBeGreaterThanOrEqual(5) // it does keep trying
    expect(retry.attempts).toBeLessThanOrEqual(21) // 1 + 1000 / 50
  })

  test('tries again once a connection that was up closes, and stops when told', async () => {
    let fail = true
    let connected = 0
    const retry = redisRetry(async () => {
      if (fail) throw new Error('down')
      connected++
    }, 20)
    const quiet = () => new Promise((r) => setTimeout(r, 100)) // proves nothing more happens: nothing to wait on
    await retry.now().catch(() => retry.schedule())
    await waitUntil(() => retry.attempts >= 3, 'three attempts while down')
    fail = false
    await waitUntil(() => connected === 1, 'the connection')
    const settled = retry.attempts
    await quiet()
    expect(retry.attempts).toBe(settled) // up: no more attempts
    retry.schedule() // the connection closed
    retry.schedule()
    await waitUntil(() => connected === 2, 'the reconnection')
    await quiet()
    expect(retry.attempts).toBe(settled + 1)
    retry.stop()
    retry.schedule()
    await quiet()
    expect(retry.attempts).toBe(settled + 1)
  })
})
