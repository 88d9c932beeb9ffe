// Links, tags, stats, analytics and exports in a workspace over real HTTP on every engine (docs/decisions/0081):
// the workspace a request acts in (?workspace=, the personal one without it, an API key's own), and every
// role × action on what the workspace holds — owner, admin, member (with and without membersEditAll),
// viewer, a member of another workspace, an anonymous caller — each cell asserted.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorCodes } from '../contracts'
import { workspaceErrorCodes as codes } from '../contracts/workspace-schemas'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { importClient } from '../../test/import-client'
import { addMember } from './members.service'

type Client = ReturnType<typeof apiClient>
const ROLES = ['owner', 'admin', 'member', 'viewer'] as const
type Role = (typeof ROLES)[number]
type Who = Role | 'outsider' | 'anonymous'
const WHO: Who[] = [...ROLES, 'outsider', 'anonymous']
type Expected = { status: number; code?: string }

const ok = (status = 200): Expected => ({ status })
const FORBIDDEN: Expected = { status: 403, code: codes.insufficientRole }
const NO_WORKSPACE: Expected = { status: 404, code: codes.workspaceNotFound }
const UNAUTH: Expected = { status: 401, code: errorCodes.unauthorized }

describe.each(testEngines)('acting in a workspace on %s', (engine) => {
  let server: TestServer
  let n = 0
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  async function person(): Promise<{ call: Client; userId: string; token: string }> {
    const s = await signUpAndSignIn(server.baseUrl)
    const call = apiClient(server.baseUrl, s.accessToken)
    await call('POST', '/api/users', {})
    return { call, userId: s.userId, token: s.accessToken }
  }

  /** A team with one person in each role, and an outsider with a team of their own. */
  async function team(membersEditAll = false) {
    const slug = `scope-${engine}-${++n}`
    const people = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await person()] as const))) as Record<
      Role,
      Awaited<ReturnType<typeof person>>
    >
    expect((await people.owner.call('POST', '/api/workspaces', { name: 'The Team', slug })).status).toBe(201)
    for (const role of ['admin', 'member', 'viewer'] as const) await addMember(server.db, slug, people[role].userId, role)
    if (membersEditAll) expect((await people.owner.call('PATCH', `/api/workspaces/${slug}`, { membersEditAll: true })).status).toBe(200)
    const outsider = await person()
    expect((await outsider.call('POST', '/api/workspaces', { name: 'Elsewhere', slug: `${slug}-x` })).status).toBe(201)
    const callOf = (who: Who): Client => (who === 'anonymous' ? apiClient(server.baseUrl) : who === 'outsider' ? outsider.call : people[who].call)
    const tokenOf = (who: Who) => (who === 'anonymous' ? undefined : who === 'outsider' ? outsider.token : people[who].token)
    const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}workspace=${slug}`
    /** A link in the team made by `maker` (the owner unless named), tagged. */
    const link = async (maker: Role = 'owner') => {
      const made = await people[maker].call('POST', at('/api/urls'), { originalUrl: `https://made.example/${++n}`, tags: [`t${n}`] })
      expect(made.status).toBe(201)
      return made.body as { id: number; shortCode: string; tags: string[] }
    }
    return { slug, people, outsider, callOf, tokenOf, at, link }
  }

  type Team = Awaited<ReturnType<typeof team>>
  /**
   * The actions on the team's links, tags and analytics, each run by `who` (a fresh link for each that
   * changes one: made by someone else than the caller, or by the caller for "own").
   */
  const actions: Record<string, (t: Team, who: Who) => Promise<{ status: number; body: any }>> = {
    'links list': (t, who) => t.callOf(who)('GET', t.at('/api/urls')),
    'links page': (t, who) => t.callOf(who)('GET', t.at('/api/urls?limit=5')),
    'link QR code': async (t, who) => t.callOf(who)('GET', t.at(`/api/urls/${(await t.link()).id}/qrcode`)),
    'link analytics': async (t, who) => t.callOf(who)('GET', t.at(`/api/urls/${(await t.link()).id}/analytics`)),
    'link create': (t, who) => t.callOf(who)('POST', t.at('/api/urls'), { originalUrl: 'https://new.example/' }),
    'bulk create': (t, who) => t.callOf(who)('POST', t.at('/api/urls/bulk'), { urls: ['https://bulk.example/'] }),
    'edit own link': async (t, who) => t.callOf(who)('PUT', t.at(`/api/urls/${(await t.link(makerOf(who, true))).id}`), { title: 'Mine' }),
    "edit another's link": async (t, who) => t.callOf(who)('PUT', t.at(`/api/urls/${(await t.link(makerOf(who, false))).id}`), { title: 'Theirs' }),
    "delete another's link": async (t, who) => t.callOf(who)('DELETE', t.at(`/api/urls/${(await t.link(makerOf(who, false))).id}`)),
    'delete own link': async (t, who) => t.callOf(who)('DELETE', t.at(`/api/urls/${(await t.link(makerOf(who, true))).id}`)),
    "bulk deactivate another's": async (t, who) =>
      t.callOf(who)('POST', t.at('/api/urls/bulk-actions'), { action: 'deactivate', ids: [(await t.link(makerOf(who, false))).id] }),
    'claim an anonymous link': async (t, who) => {
      const anon = (await apiClient(server.baseUrl)('POST', '/api/urls', { originalUrl: 'https://anon.example/' })).body as { id: number; claimToken: string }
      return t.callOf(who)('POST', t.at('/api/urls/claim'), { links: [{ id: anon.id, token: anon.claimToken }] })
    },
    import: (t, who) => importClient(server.baseUrl, t.tokenOf(who)).raw(t.at('/api/urls/import'), `url\nhttps://imported.example/${++n}\n`),
    'import preview': (t, who) => importClient(server.baseUrl, t.tokenOf(who)).raw(t.at('/api/urls/import/preview'), 'url\nhttps://previewed.example/\n'),
    'tags list': (t, who) => t.callOf(who)('GET', t.at('/api/tags')),
    'tag rename': async (t, who) => {
      await t.link()
      const tags = (await t.people.owner.call('GET', t.at('/api/tags'))).body as { id: number }[]
      return t.callOf(who)('PATCH', t.at(`/api/tags/${tags[0]!.id}`), { name: `renamed-${++n}` })
    },
    stats: (t, who) => t.callOf(who)('GET', t.at('/api/stats')),
    'stats clicks': (t, who) => t.callOf(who)('GET', t.at('/api/stats/clicks')),
    'workspace analytics': (t, who) => t.callOf(who)('GET', t.at('/api/stats/analytics')),
    export: (t, who) => t.callOf(who)('GET', t.at('/api/urls/export?format=json')),
  }
  /** Who makes the link acted on: the caller ("own", a viewer has none: the owner's) or someone else. */
  const makerOf = (who: Who, own: boolean): Role =>
    own && (who === 'owner' || who === 'admin' || who === 'member') ? who : who === 'owner' ? 'admin' : 'owner'

  const reads = { owner: ok(), admin: ok(), member: ok(), viewer: ok() }
  const writes = (status = 200) => ({ owner: ok(status), admin: ok(status), member: ok(status), viewer: FORBIDDEN })
  /** role → the answer; outsiders get 404 workspace_not_found and anonymous callers 401 (but for an anonymous link). */
  const matrix = (membersEditAll: boolean): Record<string, Record<Role, Expected>> => ({
    'links list': reads,
    'links page': reads,
    'link QR code': reads,
    'link analytics': reads,
    'link create': writes(201),
    'bulk create': writes(),
    'edit own link': writes(),
    "edit another's link": { ...writes(), member: membersEditAll ? ok() : FORBIDDEN },
    "delete another's link": { ...writes(), member: membersEditAll ? ok() : FORBIDDEN },
    'delete own link': writes(),
    "bulk deactivate another's": { ...writes(), member: ok() }, // a member's bulk action selects only their own links: 200, none changed
    'claim an anonymous link': writes(),
    import: writes(),
    'import preview': writes(),
    'tags list': reads,
    'tag rename': writes(),
    stats: reads,
    'stats clicks': reads,
    'workspace analytics': reads,
    export: reads,
  })

  for (const membersEditAll of [false, true]) {
    test(`every role × action on the team's links, tags and analytics (membersEditAll ${membersEditAll})`, async () => {
      const t = await team(membersEditAll)
      const expected = matrix(membersEditAll)
      const cells: string[] = []
      for (const [action, run] of Object.entries(actions))
        for (const who of WHO) {
          // an anonymous caller shortens anonymously (a link in no workspace), as without ?workspace=
          const anonymous = action === 'link create' ? ok(201) : UNAUTH
          const want = who === 'anonymous' ? anonymous : who === 'outsider' ? NO_WORKSPACE : expected[action]![who]
          const res = await run(t, who)
          const got = { status: res.status, ...(res.status >= 400 ? { code: (res.body as { code?: string })?.code } : {}) }
          if (got.status !== want.status || (want.code !== undefined && got.code !== want.code))
            cells.push(`${action} by ${who}: ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`)
        }
      expect(cells).toEqual([])
    }, 120_000)
  }

  test("a member's bulk action changes only the links they made; with membersEditAll every link", async () => {
    for (const editAll of [false, true]) {
      const t = await team(editAll)
      const mine = await t.link('member')
      const theirs = await t.link('owner')
      const res = await t.people.member.call('POST', t.at('/api/urls/bulk-actions'), { action: 'deactivate', ids: [mine.id, theirs.id] })
      expect(res.body).toMatchObject({ changed: editAll ? 2 : 1 })
      const listed = (await t.people.owner.call('GET', t.at('/api/urls'))).body as { id: number; isActive: boolean }[]
      expect(listed.find((l) => l.id === theirs.id)?.isActive).toBe(!editAll)
      expect(listed.find((l) => l.id === mine.id)?.isActive).toBe(false)
    }
  }, 60_000)

  test('?workspace= selects the workspace: a team link is not in the personal list, nor a personal link in the team', async () => {
    const t = await team()
    const owner = t.people.owner.call
    const inTeam = await t.link()
    const personal = (await owner('POST', '/api/urls', { originalUrl: 'https://personal.example/', tags: ['home'] })).body as { id: number }
    const ids = async (path: string) => ((await owner('GET', path)).body as { id: number }[]).map((l) => l.id)
    expect(await ids('/api/urls')).toEqual([personal.id])
    expect(await ids(t.at('/api/urls'))).toEqual([inTeam.id])
    expect(((await owner('GET', t.at('/api/urls?limit=10'))).body as { items: { id: number }[] }).items.map((l) => l.id)).toEqual([inTeam.id])
    // every other member sees the team's link, made by someone else
    expect(await ids(t.at('/api/urls')).then(() => t.people.viewer.call('GET', t.at('/api/urls')))).toMatchObject({ body: [{ id: inTeam.id }] })
    // tags and totals are the workspace's
    expect(((await owner('GET', '/api/tags')).body as { name: string }[]).map((x) => x.name)).toEqual(['home'])
    expect(((await owner('GET', t.at('/api/tags'))).body as { name: string }[]).map((x) => x.name)).toEqual(inTeam.tags)
    expect((await owner('GET', '/api/stats')).body).toMatchObject({ totalUrls: 1 })
    expect((await owner('GET', t.at('/api/stats'))).body).toMatchObject({ totalUrls: 1 })
    // a link acted on from the other workspace is missing
    expect(await owner('PUT', `/api/urls/${inTeam.id}`, { title: 'x' })).toMatchObject({ status: 404, body: { code: errorCodes.linkNotFound } })
    expect(await owner('DELETE', t.at(`/api/urls/${personal.id}`))).toMatchObject({ status: 404, body: { code: errorCodes.linkNotFound } })
    expect((await owner('GET', `/api/urls/${inTeam.id}/analytics`)).status).toBe(404)
    // a link is made in the workspace named, and its creator stays the person
    const made = (await t.people.member.call('POST', t.at('/api/urls'), { originalUrl: 'https://by-member.example/' })).body as { id: number }
    const [row] = await server.db.orm.select().from(server.db.t.links).where(eq(server.db.t.links.id, made.id))
    expect(row).toMatchObject({ userId: t.people.member.userId })
    expect(await ids(t.at('/api/urls'))).toContain(made.id)
    // an import and a claim land in the workspace named
    const imported = await importClient(server.baseUrl, t.people.owner.token).raw(t.at('/api/urls/import'), 'url\nhttps://imported-here.example/\n')
    expect(imported.body).toMatchObject({ created: 1 })
    const anon = (await apiClient(server.baseUrl)('POST', '/api/urls', { originalUrl: 'https://claimed-here.example/' })).body as {
      id: number
      claimToken: string
    }
    expect((await owner('POST', t.at('/api/urls/claim'), { links: [{ id: anon.id, token: anon.claimToken }] })).status).toBe(200)
    const teamTargets = ((await owner('GET', t.at('/api/urls'))).body as { originalUrl: string }[]).map((l) => l.originalUrl)
    expect(teamTargets).toEqual(expect.arrayContaining(['https://imported-here.example/', 'https://claimed-here.example/']))
    expect(((await owner('GET', '/api/urls')).body as unknown[]).length).toBe(1)
    // the export holds the workspace's links only
    const exported = (await owner('GET', t.at('/api/urls/export?format=json'))).body as { links: { code: string }[] }
    expect(exported.links.map((l) => l.code)).toEqual(expect.arrayContaining([inTeam.shortCode]))
    expect(exported.links).toHaveLength(4)
  }, 60_000)

  test('an Idempotency-Key sent for another workspace is another request (422), never the replay of a link made elsewhere', async () => {
    const t = await team()
    const post = (path: string) =>
      fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.people.owner.token}`, 'content-type': 'application/json', 'idempotency-key': `k-${engine}-${t.slug}` },
        body: JSON.stringify({ originalUrl: 'https://once.example/' }),
      })
    const personal = await post('/api/urls')
    expect(personal.status).toBe(201)
    expect((await post('/api/urls')).headers.get('idempotency-replayed')).toBe('true')
    const elsewhere = await post(t.at('/api/urls'))
    expect([elsewhere.status, ((await elsewhere.json()) as { code: string }).code]).toEqual([422, 'idempotency_key_reused'])
    expect((await t.people.owner.call('GET', t.at('/api/urls'))).body).toEqual([])
  }, 60_000)

  test('an unknown slug and a workspace the person is not in are 404 workspace_not_found; a link is never found by another workspace', async () => {
    const t = await team()
    const inTeam = await t.link()
    for (const path of ['/api/urls', '/api/tags', '/api/stats', '/api/stats/analytics', '/api/urls/export'])
      for (const slug of ['no-such-team', `${t.slug}-x`])
        expect(await t.people.owner.call('GET', `${path}?workspace=${slug}`)).toMatchObject({ status: 404, body: { code: codes.workspaceNotFound } })
    expect(await t.outsider.call('PUT', t.at(`/api/urls/${inTeam.id}`), { title: 'x' })).toMatchObject(NO_WORKSPACE_BODY)
    expect(await t.outsider.call('PUT', `/api/urls/${inTeam.id}`, { title: 'x' })).toMatchObject({ status: 404, body: { code: errorCodes.linkNotFound } })
    // the account's own routes take no workspace: a stray parameter changes nothing there
    expect((await t.people.owner.call('GET', '/api/users/me?workspace=no-such-team')).status).toBe(200)
  }, 60_000)
  const NO_WORKSPACE_BODY = { status: 404, body: { code: codes.workspaceNotFound } }

  test("an API key acts in its own workspace: a team key sees the team's links with its creator's role, and no other workspace", async () => {
    const t = await team()
    const inTeam = await t.link()
    const keyOf = async (who: Role) => {
      const { key, id } = (
        await t.people[who].call('POST', '/api/keys', { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: 'ci' })
      ).body as { key: string; id: string }
      return { call: apiClient(server.baseUrl, key), id }
    }
    // a key made by a session is in the maker's personal workspace, as before
    const personalKey = await keyOf('owner')
    expect((await personalKey.call('GET', '/api/urls')).body).toEqual([])
    expect(await personalKey.call('GET', t.at('/api/urls'))).toMatchObject(NO_WORKSPACE_BODY)
    // a key of the team: what its creator's role allows there
    const [teamRow] = await server.db.orm.select({ id: server.db.t.workspaces.id }).from(server.db.t.workspaces).where(eq(server.db.t.workspaces.slug, t.slug))
    const teamKey = async (who: Role) => {
      const k = await keyOf(who)
      await server.db.orm.update(server.db.t.apiKeys).set({ workspaceId: teamRow!.id }).where(eq(server.db.t.apiKeys.id, k.id))
      return k.call
    }
    const ownerKey = await teamKey('owner')
    expect(((await ownerKey('GET', '/api/urls')).body as { id: number }[]).map((l) => l.id)).toEqual([inTeam.id])
    expect((await ownerKey('GET', t.at('/api/urls'))).status).toBe(200)
    expect((await ownerKey('POST', '/api/urls', { originalUrl: 'https://by-key.example/' })).status).toBe(201)
    expect(((await t.people.viewer.call('GET', t.at('/api/urls'))).body as unknown[]).length).toBe(2)
    const viewerKey = await teamKey('viewer')
    expect((await viewerKey('GET', '/api/urls')).status).toBe(200)
    expect(await viewerKey('POST', '/api/urls', { originalUrl: 'https://refused.example/' })).toMatchObject({
      status: 403,
      body: { code: codes.insufficientRole },
    })
    expect(await viewerKey('PUT', `/api/urls/${inTeam.id}`, { title: 'x' })).toMatchObject({ status: 403, body: { code: codes.insufficientRole } })
    // a creator who left the workspace: their key acts in it no more
    expect((await t.people.viewer.call('POST', `/api/workspaces/${t.slug}/leave`)).status).toBe(200)
    expect(await viewerKey('GET', '/api/urls')).toMatchObject(NO_WORKSPACE_BODY)
  }, 60_000)
})
