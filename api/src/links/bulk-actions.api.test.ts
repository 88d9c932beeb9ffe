// POST /api/urls/bulk-actions (docs/decisions/0048): exactly the owner's chosen (or matching) links change,
// in one go; a deactivated or deleted link's short address stops redirecting at once (the redirect
// cache is told); other users' ids select nothing; 1,001 ids are refused.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { personalWorkspaceOf } from '../workspaces'

type Link = { id: number; shortCode: string; isActive: boolean }

describe.each(testEngines)('bulk actions on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  async function userWithLinks(n: number) {
    const user = await signUpAndSignIn(server.baseUrl)
    const call = apiClient(server.baseUrl, user.accessToken)
    const tag = Math.random().toString(36).slice(2, 8)
    const made: Link[] = []
    for (let i = 0; i < n; i++)
      made.push(
        (await call('POST', '/api/urls', { originalUrl: `https://b${i}.example/`, shortCode: `bk${i}-${tag}`, title: i % 2 ? `odd ${tag}` : null })).body,
      )
    const list = async () => (await call('GET', '/api/urls')).body as Link[]
    return { call, made, tag, list }
  }

  test('deactivate chosen ids: exactly those change, and their short addresses answer 404 at once', async () => {
    const a = await userWithLinks(4)
    const b = await userWithLinks(1)
    for (const l of a.made) expect((await followShortLink(server.baseUrl, l.shortCode)).status).toBe(302) // now cached
    const ids = [a.made[0]!.id, a.made[2]!.id, b.made[0]!.id]
    const res = await a.call('POST', '/api/urls/bulk-actions', { action: 'deactivate', ids })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ action: 'deactivate', changed: 2 })
    expect(
      (await a.list())
        .filter((l) => !l.isActive)
        .map((l) => l.id)
        .sort(),
    ).toEqual([a.made[0]!.id, a.made[2]!.id].sort())
    expect((await b.list())[0]!.isActive).toBe(true) // the other user's link, though its id was sent
    expect((await followShortLink(server.baseUrl, a.made[0]!.shortCode)).status).toBe(404)
    expect((await followShortLink(server.baseUrl, a.made[1]!.shortCode)).status).toBe(302)
    expect((await followShortLink(server.baseUrl, b.made[0]!.shortCode)).status).toBe(302)

    const back = await a.call('POST', '/api/urls/bulk-actions', { action: 'activate', ids })
    expect(back.body.changed).toBe(2)
    expect((await followShortLink(server.baseUrl, a.made[0]!.shortCode)).status).toBe(302)
  })

  test("delete all matching a search: only the owner's matching links go", async () => {
    const a = await userWithLinks(4)
    const b = await userWithLinks(2)
    await followShortLink(server.baseUrl, a.made[1]!.shortCode)
    const res = await a.call('POST', '/api/urls/bulk-actions', { action: 'delete', matching: { q: 'ODD' } })
    expect(res.body).toEqual({ action: 'delete', changed: 2 })
    expect((await a.list()).map((l) => l.shortCode).sort()).toEqual([a.made[0]!.shortCode, a.made[2]!.shortCode].sort())
    expect(await b.list()).toHaveLength(2)
    expect((await followShortLink(server.baseUrl, a.made[1]!.shortCode)).status).toBe(404)
  })

  test('deactivate all matching a status, and {} matching is every link of the owner', async () => {
    const a = await userWithLinks(3)
    await a.call('POST', '/api/urls/bulk-actions', { action: 'deactivate', ids: [a.made[0]!.id] })
    expect((await a.call('POST', '/api/urls/bulk-actions', { action: 'activate', matching: { status: 'inactive' } })).body.changed).toBe(1)
    expect((await a.call('POST', '/api/urls/bulk-actions', { action: 'deactivate', matching: {} })).body.changed).toBe(3)
  })

  test.each([
    [{ action: 'delete', ids: Array.from({ length: 1001 }, (_, i) => i + 1) }],
    [{ action: 'archive', ids: [1] }],
    [{ action: 'delete' }],
    [{ action: 'delete', ids: [1], matching: {} }],
    [{ action: 'delete', ids: [0] }],
    [{ action: 'delete', matching: { status: 'gone' } }],
  ])('%j → 400', async (body) => {
    const a = await userWithLinks(1)
    const res = await a.call('POST', '/api/urls/bulk-actions', body)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('validation_failed')
    expect(await a.list()).toHaveLength(1)
  })

  test('more than 1,000 links changed by matching: every cache is emptied, so a cached link stops at once', async () => {
    const a = await userWithLinks(1)
    const owner = (await a.call('GET', '/api/urls')).body as Link[]
    const userId = (await server.db.orm.select({ u: server.db.t.links.userId }).from(server.db.t.links).where(eq(server.db.t.links.id, owner[0]!.id)))[0]!.u!
    const now = new Date()
    const workspaceId = (await personalWorkspaceOf(server.db, userId)).id
    const rows = Array.from({ length: 1_100 }, (_, i) => ({
      userId,
      workspaceId,
      originalUrl: `https://many${i}.example/`,
      shortCode: `many${i}-${a.tag}`,
      codeKey: `many${i}-${a.tag}`,
      isActive: true,
      createdAt: now,
      updatedAt: now,
    }))
    for (let i = 0; i < rows.length; i += 200) await server.db.orm.insert(server.db.t.links).values(rows.slice(i, i + 200))
    expect((await followShortLink(server.baseUrl, a.made[0]!.shortCode)).status).toBe(302) // cached
    const res = await a.call('POST', '/api/urls/bulk-actions', { action: 'deactivate', matching: {} })
    expect(res.body.changed).toBe(1_101)
    expect((await followShortLink(server.baseUrl, a.made[0]!.shortCode)).status).toBe(404)
  })

  test('1,000 ids are accepted; without a token 401', async () => {
    const a = await userWithLinks(1)
    const ids = [a.made[0]!.id, ...Array.from({ length: 999 }, (_, i) => 1_000_000 + i)]
    expect((await a.call('POST', '/api/urls/bulk-actions', { action: 'deactivate', ids })).body.changed).toBe(1)
    expect((await apiClient(server.baseUrl)('POST', '/api/urls/bulk-actions', { action: 'delete', ids: [1] })).status).toBe(401)
  })
})
