// A key as `Authorization: Bearer snip_…` on every engine: it acts as its owner on /api (links, stats),
// sees nobody else's links, is refused once revoked or expired (401 invalid_api_key), never works on
// /auth/v1, and records its last day of use with at most one write a day.
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { messages } from '../contracts'
import { dayOf } from '../clicks'
import type { Database } from '../db/database'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { testEngines } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { useServerWithUser } from '../../test/keys-test-server'
import { loadSigningKey } from '../auth'
import { actorFromApiKey } from './keys.service'

const refused = { code: 'invalid_api_key', message: messages.apiKeys.invalid }

describe.each(testEngines)('API keys as credentials on %s', (engine) => {
  const ctx = useServerWithUser(engine)

  const keyOf = async (
    session: ReturnType<typeof apiClient>,
    body: object = { name: 'test key', scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'] },
  ) => (await session('POST', '/api/keys', body)).body as { id: string; key: string }

  test('acts as its owner: lists and creates the owner’s links (custom codes too) and reads their stats', async () => {
    const mine = (await ctx.asAlice('POST', '/api/urls', { originalUrl: 'https://alice.example/session' })).body
    const withKey = apiClient(ctx.server.baseUrl, (await keyOf(ctx.asAlice)).key)
    const created = await withKey('POST', '/api/urls', { originalUrl: 'https://alice.example/key', shortCode: `k-${Date.now().toString(36)}` })
    expect(created.status).toBe(201)
    const viaKey = await withKey('GET', '/api/urls')
    expect(viaKey.status).toBe(200)
    expect(viaKey.body.map((l: { id: number }) => l.id).sort()).toEqual([mine.id, created.body.id].sort())
    expect((await ctx.asAlice('GET', '/api/urls')).body).toEqual(viaKey.body)
    expect((await withKey('GET', '/api/stats')).body).toMatchObject({ totalUrls: 2, totalClicks: 0 })
    expect((await withKey('PUT', `/api/urls/${mine.id}`, { isActive: false })).body.isActive).toBe(false)
  })

  test('another user’s key sees none of this user’s links and cannot touch them', async () => {
    const link = (await ctx.asAlice('POST', '/api/urls', { originalUrl: 'https://alice.example/private' })).body
    const bob = apiClient(ctx.server.baseUrl, (await signUpAndSignIn(ctx.server.baseUrl)).accessToken)
    const bobKey = apiClient(ctx.server.baseUrl, (await keyOf(bob)).key)
    expect((await bobKey('GET', '/api/urls')).body).toEqual([])
    expect((await bobKey('GET', '/api/stats')).body.totalUrls).toBe(0)
    expect((await bobKey('PUT', `/api/urls/${link.id}`, { originalUrl: 'https://bob.example' })).status).toBe(404)
    expect((await bobKey('DELETE', `/api/urls/${link.id}`)).status).toBe(404)
  })

  test('a revoked key is refused with 401 invalid_api_key, also where signing in is optional', async () => {
    const { id, key } = await keyOf(ctx.asAlice)
    const withKey = apiClient(ctx.server.baseUrl, key)
    expect((await withKey('GET', '/api/urls')).status).toBe(200)
    expect((await ctx.asAlice('DELETE', `/api/keys/${id}`)).status).toBe(200)
    expect(await withKey('GET', '/api/urls')).toMatchObject({ status: 401, body: refused })
    expect(await withKey('GET', '/api/stats')).toMatchObject({ status: 401, body: refused })
    // Never treated as an anonymous caller: no link is made.
    expect(await withKey('POST', '/api/urls', { originalUrl: 'https://anon.example' })).toMatchObject({ status: 401, body: refused })
  })

  test('a key never deletes its owner’s account, even with the right password (403, nothing deleted)', async () => {
    const withKey = apiClient(ctx.server.baseUrl, (await keyOf(ctx.asAlice)).key)
    const refused = await withKey('DELETE', '/api/users/me', { confirmation: 'DELETE', password: 'correct horse battery' })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('api_key_not_allowed')
    expect((await ctx.asAlice('GET', '/api/urls')).status).toBe(200)
  })

  test('a key with every scope tells who its owner is, and never changes the account, lists its sessions or exports it (403)', async () => {
    const withKey = apiClient(ctx.server.baseUrl, (await keyOf(ctx.asAlice)).key)
    expect((await withKey('GET', '/api/users/me')).status).toBe(200)
    expect((await withKey('GET', '/api/users/me/time-zone')).status).toBe(200)
    const sessions = (await ctx.asAlice('GET', '/api/users/me/sessions')).body as { id: string }[]
    const before = (await ctx.asAlice('GET', '/api/users/me')).body
    const asked: [string, string, object?][] = [
      ['PATCH', '/api/users/me', { username: 'taken-over' }],
      ['POST', '/api/users', {}],
      ['PUT', '/api/users/me/time-zone', { timeZone: 'Europe/Berlin' }],
      ['GET', '/api/users/me/sessions'],
      ['DELETE', `/api/users/me/sessions/${sessions[0]!.id}`],
      ['GET', '/api/users/me/export?format=json'],
    ]
    for (const [method, path, body] of asked) {
      const answer = await withKey(method, path, body)
      expect([method, path, answer.status, answer.body.code]).toEqual([method, path, 403, 'api_key_not_allowed'])
    }
    // nothing changed: the record, the time zone and the session
    expect((await ctx.asAlice('GET', '/api/users/me')).body).toEqual(before)
    const ids = (list: { id: string }[]) => list.map((x) => x.id)
    expect(ids((await ctx.asAlice('GET', '/api/users/me/sessions')).body)).toEqual(ids(sessions))
  })

  test('an unknown key is refused the same way', async () => {
    expect(await apiClient(ctx.server.baseUrl, 'snip_' + 'A'.repeat(43))('GET', '/api/urls')).toMatchObject({ status: 401, body: refused })
  })

  test('an expired key is refused (expiry set in the past in the database)', async () => {
    const { id, key } = await keyOf(ctx.asAlice, {
      scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'],
      name: 'short-lived',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    })
    const withKey = apiClient(ctx.server.baseUrl, key)
    expect((await withKey('GET', '/api/urls')).status).toBe(200)
    await ctx.server.db.orm
      .update(ctx.server.db.t.apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ctx.server.db.t.apiKeys.id, id))
    expect(await withKey('GET', '/api/urls')).toMatchObject({ status: 401, body: refused })
  })

  test('/auth/v1 refuses a key exactly as it refuses any invalid token', async () => {
    const { key } = await keyOf(ctx.asAlice)
    const userWith = async (token: string) => {
      const res = await fetch(`${ctx.server.baseUrl}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } })
      return { status: res.status, code: ((await res.json()) as { code: string }).code }
    }
    const answer = await userWith(key)
    expect(answer).toEqual(await userWith('not-a-token'))
    expect(answer.status).toBe(403)
    expect((await apiClient(ctx.server.baseUrl, key)('GET', '/api/urls')).status).toBe(200) // the key itself is good
  })

  test('records the UTC day of last use, writing at most once a day', async () => {
    const { id, key } = await keyOf(ctx.asAlice)
    const listed = async () => ((await ctx.asAlice('GET', '/api/keys')).body as { id: string; lastUsedDay: string | null }[]).find((k) => k.id === id)!
    expect((await listed()).lastUsedDay).toBeNull()
    await apiClient(ctx.server.baseUrl, key)('GET', '/api/urls')
    expect((await listed()).lastUsedDay).toBe(dayOf(new Date()))

    // Count the UPDATE statements a verification issues.
    let updates = 0
    const orm = new Proxy(ctx.server.db.orm, {
      get: (target, p, r) =>
        p === 'update' ? (...a: unknown[]) => (updates++, (target.update as (...args: unknown[]) => unknown)(...a)) : Reflect.get(target, p, r),
    })
    const counted: Database = Object.create(ctx.server.db, { orm: { value: orm } })
    const deps = { db: counted, secret: await loadSigningKey(ctx.server.db, ctx.server.config) }
    for (let i = 0; i < 5; i++) expect((await actorFromApiKey(deps, key)).apiKeyId).toBe(id)
    expect(updates).toBe(0)
    await ctx.server.db.orm.update(ctx.server.db.t.apiKeys).set({ lastUsedDay: '2020-01-01' }).where(eq(ctx.server.db.t.apiKeys.id, id))
    for (let i = 0; i < 5; i++) await actorFromApiKey(deps, key)
    expect(updates).toBe(1)
    expect((await listed()).lastUsedDay).toBe(dayOf(new Date()))
  })
})
