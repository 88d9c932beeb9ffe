// GET /api/app/me and GET /api/app/dashboard over real HTTP on every engine: the first view's one answer
// equals what the separate endpoints answer, asks the same access policy, and a 401 means the session ended.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { readUntil } from '../../test/waiting'

const ADMIN = 'first-view-admin@example.com'

describe.each(testEngines)('first view (%s)', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine, env: { ADMIN_EMAILS: ADMIN } })
  })
  afterAll(() => server?.stop())

  test('the dashboard answer carries what the separate endpoints answer, for the same list view', async () => {
    const call = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    for (const [i, tags] of [
      [1, ['news']],
      [2, []],
      [3, ['news', 'docs']],
    ] as const)
      expect((await call('POST', '/api/urls', { originalUrl: `https://first${i}.example/page`, tags })).status).toBe(201)
    const clicked = (await call('GET', '/api/urls?limit=1')).body.items[0]
    await followShortLink(server.baseUrl, clicked.shortCode)
    // the per-day counters follow at the next flush
    await readUntil(
      async () => (await call('GET', '/api/stats/clicks')).body,
      (c) => c.days.some((d: { clicks: number }) => d.clicks === 1),
    )

    const view = await call('GET', '/api/app/dashboard?limit=2&sort=oldest')
    expect(view.status).toBe(200)
    expect(view.body).toEqual({
      account: { user: (await call('GET', '/api/users/me')).body, admin: false, workspaces: (await call('GET', '/api/workspaces')).body },
      links: (await call('GET', '/api/urls?limit=2&sort=oldest')).body,
      stats: (await call('GET', '/api/stats')).body,
      tags: (await call('GET', '/api/tags')).body,
      clicks: (await call('GET', '/api/stats/clicks?days=30')).body,
    })
    expect(view.body.links.items.map((l: { originalUrl: string }) => l.originalUrl)).toEqual(['https://first1.example/page', 'https://first2.example/page'])
    // a filtered view: its first page only
    const tagged = await call('GET', '/api/app/dashboard?tag=docs&q=')
    expect(tagged.body.links).toMatchObject({ total: 1, nextCursor: null })
    expect((await call('GET', '/api/app/dashboard?sort=sideways')).status).toBe(400)
  })

  test("a team's first view is the team's: its links, totals and tags, not the personal workspace's", async () => {
    const call = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const slug = `first-view-team-${engine}`
    expect((await call('POST', '/api/workspaces', { name: 'First view team', slug })).status).toBe(201)
    expect((await call('POST', '/api/urls', { originalUrl: 'https://personal.example/page', tags: ['mine'] })).status).toBe(201)
    expect((await call('POST', `/api/urls?workspace=${slug}`, { originalUrl: 'https://team.example/page', tags: ['ours'] })).status).toBe(201)

    const team = await call('GET', `/api/app/dashboard?workspace=${slug}`)
    expect(team.status).toBe(200)
    // the header's switcher needs no request of its own: the account part lists the workspaces with the role
    expect(team.body.account.workspaces).toEqual((await call('GET', '/api/workspaces')).body)
    expect(team.body.account.workspaces).toContainEqual(expect.objectContaining({ slug, role: 'owner', personal: false }))
    expect(team.body.links.items.map((l: { originalUrl: string }) => l.originalUrl)).toEqual(['https://team.example/page'])
    expect(team.body.tags.map((t: { name: string }) => t.name)).toEqual(['ours'])
    expect(team.body.stats).toEqual((await call('GET', `/api/stats?workspace=${slug}`)).body)
    const personal = await call('GET', '/api/app/dashboard')
    expect(personal.body.links.items.map((l: { originalUrl: string }) => l.originalUrl)).toEqual(['https://personal.example/page'])
    expect((await call('GET', '/api/app/dashboard?workspace=nobody-has-this')).status).toBe(404)
  })

  test('the account answer: the user record (null while missing) and the admin flag', async () => {
    const someone = await signUpAndSignIn(server.baseUrl)
    const call = apiClient(server.baseUrl, someone.accessToken)
    const { users } = server.db.t
    await server.db.orm.delete(users).where(eq(users.userId, someone.userId)) // a record lost (spec §4)
    expect((await call('GET', '/api/app/me')).body).toMatchObject({ user: null, admin: false })
    expect((await call('GET', '/api/app/dashboard')).body.account).toMatchObject({ user: null, admin: false })
    expect((await call('POST', '/api/users', {})).status).toBe(201)
    expect((await call('GET', '/api/app/me')).body).toEqual({
      user: { userId: someone.userId, email: someone.email, username: expect.any(String) },
      admin: false,
      workspaces: (await call('GET', '/api/workspaces')).body,
    })
    const boss = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl, { email: ADMIN })).accessToken)
    expect((await boss('GET', '/api/app/me')).body).toMatchObject({ admin: true })
    expect((await boss('GET', '/api/app/dashboard')).body.account).toMatchObject({ admin: true })
    // an admin's API key acts as its owner, and is no admin
    const { key } = (await boss('POST', '/api/keys', { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: 'script' })).body
    expect((await apiClient(server.baseUrl, key)('GET', '/api/app/me')).body).toMatchObject({ admin: false, workspaces: [] })
  })

  test('401 without a credential, and once the session has ended (the site then signs out)', async () => {
    expect((await apiClient(server.baseUrl)('GET', '/api/app/me')).status).toBe(401)
    expect((await apiClient(server.baseUrl)('GET', '/api/app/dashboard')).status).toBe(401)
    const someone = await signUpAndSignIn(server.baseUrl)
    const call = apiClient(server.baseUrl, someone.accessToken)
    expect((await call('GET', '/api/app/dashboard')).status).toBe(200)
    const out = await fetch(`${server.baseUrl}/auth/v1/logout`, { method: 'POST', headers: { authorization: `Bearer ${someone.accessToken}` } })
    expect(out.status).toBe(204)
    expect(await call('GET', '/api/app/me')).toMatchObject({ status: 401, body: { code: 'unauthorized' } })
    expect(await call('GET', '/api/app/dashboard')).toMatchObject({ status: 401, body: { code: 'unauthorized' } })
  })
})
