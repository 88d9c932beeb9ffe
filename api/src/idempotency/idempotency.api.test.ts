// POST /api/urls with an Idempotency-Key: a retry never makes a second link, on every engine.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn, type SignedInUser } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { readUntil } from '../../test/waiting'
import { startIdempotencyJanitor } from './idempotent'

describe.each(testEngines)('Idempotency-Key on %s', (engine) => {
  let server: TestServer
  let alice: SignedInUser
  let bob: SignedInUser
  let asAlice: ReturnType<typeof apiClient>
  let asBob: ReturnType<typeof apiClient>
  let anon: ReturnType<typeof apiClient>
  let n = 0
  const newKey = () => `key-${engine}-${Date.now()}-${++n}`

  beforeAll(async () => {
    server = await startTestServer({ engine })
    alice = await signUpAndSignIn(server.baseUrl)
    bob = await signUpAndSignIn(server.baseUrl)
    asAlice = apiClient(server.baseUrl, alice.accessToken)
    asBob = apiClient(server.baseUrl, bob.accessToken)
    anon = apiClient(server.baseUrl)
  })
  afterAll(() => server?.stop())

  const countLinks = async (targetUrl: string) => {
    const { links } = server.db.t
    const rows = await server.db.orm.select({ id: links.id, originalUrl: links.originalUrl }).from(links)
    return rows.filter((r) => r.originalUrl === targetUrl).length
  }

  test('a retry with the same key and body gets the first answer again, and no second link', async () => {
    const key = newKey()
    const body = { originalUrl: 'https://retry.example/once' }
    const first = await asAlice('POST', '/api/urls', body, { 'idempotency-key': key })
    const again = await asAlice('POST', '/api/urls', body, { 'idempotency-key': key })
    expect(first.status).toBe(201)
    expect([again.status, again.body]).toEqual([201, first.body])
    expect(again.headers.get('idempotency-replayed')).toBe('true')
    expect(first.headers.get('idempotency-replayed')).toBeNull()
    expect(await countLinks(body.originalUrl)).toBe(1)
  })

  test('anonymous callers too; their keys are stored without any visitor identifier', async () => {
    const key = newKey()
    const body = { originalUrl: 'https://retry.example/anon' }
    const first = await anon('POST', '/api/urls', body, { 'idempotency-key': key })
    const again = await anon('POST', '/api/urls', body, { 'idempotency-key': key })
    expect([first.status, again.status, again.body.id]).toEqual([201, 201, first.body.id])
    expect(await countLinks(body.originalUrl)).toBe(1)
    const t = server.db.t.idempotencyKeys
    const rows = await server.db.orm.select().from(t)
    const row = rows.find((r) => r.key === key)!
    expect(row.scope).toBe('anon')
    expect(JSON.stringify(rows)).not.toContain('127.0.0.1')
  })

  test('the same key with a different body is refused with 422', async () => {
    const key = newKey()
    await asAlice('POST', '/api/urls', { originalUrl: 'https://retry.example/a' }, { 'idempotency-key': key })
    const other = await asAlice('POST', '/api/urls', { originalUrl: 'https://retry.example/b' }, { 'idempotency-key': key })
    expect([other.status, other.body.code]).toEqual([422, 'idempotency_key_reused'])
    expect(await countLinks('https://retry.example/b')).toBe(0)
  })

  test('keys belong to their caller: two users with one key get two links', async () => {
    const key = newKey()
    const body = { originalUrl: 'https://retry.example/two-users' }
    const a = await asAlice('POST', '/api/urls', body, { 'idempotency-key': key })
    const b = await asBob('POST', '/api/urls', body, { 'idempotency-key': key })
    expect([a.status, b.status]).toEqual([201, 201])
    expect(a.body.id).not.toBe(b.body.id)
  })

  test('concurrent requests with one key make exactly one link and all get its answer', async () => {
    const key = newKey()
    const body = { originalUrl: 'https://retry.example/concurrent' }
    const answers = await Promise.all(Array.from({ length: 8 }, () => asAlice('POST', '/api/urls', body, { 'idempotency-key': key })))
    expect(await countLinks(body.originalUrl)).toBe(1)
    for (const a of answers) expect([a.status, a.body]).toEqual([201, answers[0]!.body])
  })

  test('a request that fails keeps nothing: the same key works once the cause is gone', async () => {
    const taken = (await asBob('POST', '/api/urls', { originalUrl: 'https://retry.example/bob', shortCode: 'retry-taken' })).body
    const key = newKey()
    const body = { originalUrl: 'https://retry.example/alice', shortCode: 'retry-taken' }
    const refused = await asAlice('POST', '/api/urls', body, { 'idempotency-key': key })
    expect([refused.status, refused.body.code]).toEqual([400, 'short_code_taken'])
    await asBob('DELETE', `/api/urls/${taken.id}`)
    const retried = await asAlice('POST', '/api/urls', body, { 'idempotency-key': key })
    expect([retried.status, retried.body.shortCode]).toEqual([201, 'retry-taken'])
  })

  test('an answer is kept 24 hours: after that the key starts afresh', async () => {
    const key = newKey()
    const body = { originalUrl: 'https://retry.example/expired' }
    const first = await asAlice('POST', '/api/urls', body, { 'idempotency-key': key })
    const t = server.db.t.idempotencyKeys
    const { eq } = await import('drizzle-orm')
    await server.db.orm
      .update(t)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(t.key, key))
    const later = await asAlice('POST', '/api/urls', body, { 'idempotency-key': key })
    expect(later.status).toBe(201)
    expect(later.body.id).not.toBe(first.body.id)
    expect(later.headers.get('idempotency-replayed')).toBeNull()
  })

  test('the sweep removes answers older than 24 hours and keeps the others', async () => {
    const { eq } = await import('drizzle-orm')
    const t = server.db.t.idempotencyKeys
    const [old, fresh] = [newKey(), newKey()]
    await asAlice('POST', '/api/urls', { originalUrl: 'https://retry.example/sweep-old' }, { 'idempotency-key': old })
    await asAlice('POST', '/api/urls', { originalUrl: 'https://retry.example/sweep-fresh' }, { 'idempotency-key': fresh })
    await server.db.orm
      .update(t)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(t.key, old))
    const errors: unknown[] = []
    const stop = startIdempotencyJanitor(server.db, (e) => errors.push(e)) // sweeps at once, then hourly
    const stored = async () => (await server.db.orm.select({ key: t.key }).from(t)).map((r) => r.key)
    const keys = await readUntil(stored, (k) => !k.includes(old) || errors.length > 0)
    stop()
    expect(errors).toEqual([])
    expect(keys).toContain(fresh)
    expect(keys).not.toContain(old)
  })

  test('a malformed key is refused with 400', async () => {
    const res = await asAlice('POST', '/api/urls', { originalUrl: 'https://retry.example/bad-key' }, { 'idempotency-key': 'k'.repeat(256) })
    expect([res.status, res.body.code]).toEqual([400, 'validation_failed'])
  })
})
