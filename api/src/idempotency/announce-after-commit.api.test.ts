// POST /api/urls with an Idempotency-Key runs in one transaction (idempotent.ts). On SQLite every request is
// served on one connection, so whatever that transaction waits for outside the database (here Redis, which
// carries the new code's announcement with CACHE_INVALIDATION=redis) lets other requests read its
// uncommitted link: a visitor is sent there and their click counted under its id. If the create then rolls
// back (its client went away), SQLite hands the same id to the next link, which inherits the click
// (docs/decisions/0064). The announcement goes out once the link is committed, so nobody sees it before.
// PostgreSQL announces no new code (no cache keeps "no such link" there): the same answers, nothing waited for.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { testEngines } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { startServerOverRedis, type ServerOverRedis } from '../../test/server-over-redis'
import { readUntil } from '../../test/waiting'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.each(testEngines)('an Idempotency-Key create with CACHE_INVALIDATION=redis (%s)', { timeout: 30_000 }, (engine) => {
  let over: ServerOverRedis

  beforeAll(async () => {
    over = await startServerOverRedis(engine)
  })
  afterAll(() => over?.stop())

  /** The stored answer under the key: status 0 while its create is under way. */
  const answerUnder = async (key: string) => {
    const t = over.server.db.t.idempotencyKeys
    return (await over.server.db.orm.select({ key: t.key, status: t.status }).from(t)).find((r) => r.key === key)
  }
  const linkCoded = async (code: string) => {
    const { links } = over.server.db.t
    return (await over.server.db.orm.select({ shortCode: links.shortCode }).from(links)).some((l) => l.shortCode === code)
  }

  test('a visitor who follows the new code while the create waits is sent and counted only for a link that stays', async () => {
    const alice = await signUpAndSignIn(over.server.baseUrl)
    const key = `poster-${engine}-${Date.now()}`
    const code = `poster-${engine}`
    over.proxy.stall() // Redis answers nothing until restored: the announcement waits
    const client = new AbortController()
    const creating = fetch(`${over.server.baseUrl}/api/urls`, {
      method: 'POST',
      signal: client.signal,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.accessToken}`, 'idempotency-key': key },
      body: JSON.stringify({ originalUrl: 'https://poster.example/', shortCode: code }),
    }).catch(() => undefined)
    expect(
      await readUntil(
        () => linkCoded(code),
        (seen) => seen,
        5000,
      ),
    ).toBe(true) // what the server's connection reads

    const followed = await followShortLink(over.server.baseUrl, code)
    expect(followed.status).toBe(302)
    client.abort() // the creating client goes away: nobody waits for its answer
    await sleep(200) // time for the server to hear it
    await over.proxy.restore()
    await creating // gone (SQLite: it was waiting for Redis), or answered before it went (PostgreSQL)
    await readUntil(
      async () => (await answerUnder(key))?.status ?? -1,
      (status) => status !== 0,
      5000,
    ) // the create has ended

    const asAlice = apiClient(over.server.baseUrl, alice.accessToken)
    expect((await asAlice('POST', '/api/urls', { originalUrl: 'https://second.example/', shortCode: `second-${engine}` })).status).toBe(201)
    const links = (await asAlice('GET', '/api/urls')).body as { shortCode: string; clicks: number }[]
    // The visitor was sent to `code`: it exists, with their click; the link made next has none.
    expect(Object.fromEntries(links.map((l) => [l.shortCode, l.clicks]))).toEqual({ [code]: 1, [`second-${engine}`]: 0 })
  })
})
