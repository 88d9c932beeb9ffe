// Scoped API keys over real HTTP on every engine (docs/decisions/0081): a key with each single scope × every
// action in its workspace, answered 2xx or 403 insufficient_scope naming the scope; the creator's role as the
// ceiling (at creation, after a demotion, after a removal); a key made before scopes keeps full access; a key
// with workspace:admin reads and manages members but neither deletes the workspace nor mints keys; who sees
// and revokes which keys of a team.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiKeyScopes, errorCodes, messages, type ApiKeyScope } from '../contracts'
import { workspaceErrorCodes } from '../contracts/workspace-schemas'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { importClient } from '../../test/import-client'
import { addMember } from '../workspaces'
import { scopeMessages } from '../contracts/api-key-scopes'

type Client = ReturnType<typeof apiClient>
type Answer = { status: number; body: any }

const lacks = (scope: ApiKeyScope) => ({ status: 403, body: { code: errorCodes.insufficientScope, message: scopeMessages.insufficientScope(scope) } })
const INSUFFICIENT_ROLE = { status: 403, body: { code: workspaceErrorCodes.insufficientRole } }
const NEEDS_SESSION = { status: 403, body: { code: errorCodes.apiKeyNotAllowed, message: messages.apiKeys.needsSession } }
const NO_WORKSPACE = { status: 404, body: { code: workspaceErrorCodes.workspaceNotFound } }

describe.each(testEngines)('scoped API keys on %s', (engine) => {
  let server: TestServer
  let n = 0
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  async function person() {
    const s = await signUpAndSignIn(server.baseUrl)
    return { call: apiClient(server.baseUrl, s.accessToken), userId: s.userId, email: s.email }
  }
  type Person = Awaited<ReturnType<typeof person>>

  /** A key made by `maker` with these scopes, in the workspace `slug` (the personal one without it). */
  async function keyOf(maker: Person, scopes: readonly ApiKeyScope[], slug?: string) {
    const made = await maker.call('POST', `/api/keys${slug ? `?workspace=${slug}` : ''}`, { name: `key ${++n}`, scopes })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    return { call: apiClient(server.baseUrl, made.body.key), key: made.body.key as string, id: made.body.id as string }
  }

  async function team(roles: Record<string, 'admin' | 'member' | 'viewer'> = {}) {
    const owner = await person()
    const slug = `keys-${engine}-${++n}`
    expect((await owner.call('POST', '/api/workspaces', { name: 'Key team', slug })).status).toBe(201)
    const others: Record<string, Person> = {}
    for (const [name, role] of Object.entries(roles)) {
      others[name] = await person()
      await addMember(server.db, slug, others[name].userId, role)
    }
    return { owner, slug, others }
  }

  describe('each single scope × every action in the workspace', () => {
    let ann: Person
    const keys = {} as Record<ApiKeyScope, { call: Client; key: string }>
    beforeAll(async () => {
      ann = await person()
      for (const scope of apiKeyScopes) keys[scope] = await keyOf(ann, [scope])
    })
    /** A fresh link of ann's, tagged, made with her session. */
    const link = async () => (await ann.call('POST', '/api/urls', { originalUrl: `https://scoped.example/${++n}`, tags: [`tag-${n}`] })).body as { id: number }

    const actions: [string, ApiKeyScope, (k: { call: Client; key: string }) => Promise<Answer>][] = [
      ['list links', 'links:read', (k) => k.call('GET', '/api/urls')],
      ['a page of links', 'links:read', (k) => k.call('GET', '/api/urls?limit=5')],
      ['a link\u2019s QR code', 'links:read', async (k) => k.call('GET', `/api/urls/${(await link()).id}/qrcode?format=data-url`)],
      ['export', 'links:read', (k) => k.call('GET', '/api/urls/export?format=json')],
      ['list tags', 'links:read', (k) => k.call('GET', '/api/tags')],
      ['create a link', 'links:write', (k) => k.call('POST', '/api/urls', { originalUrl: `https://by-key.example/${++n}` })],
      ['bulk create', 'links:write', (k) => k.call('POST', '/api/urls/bulk', { urls: [`https://bulk.example/${++n}`] })],
      ['edit a link', 'links:write', async (k) => k.call('PUT', `/api/urls/${(await link()).id}`, { title: 'Edited by a key' })],
      ['delete a link', 'links:write', async (k) => k.call('DELETE', `/api/urls/${(await link()).id}`)],
      ['bulk deactivate', 'links:write', async (k) => k.call('POST', '/api/urls/bulk-actions', { action: 'deactivate', ids: [(await link()).id] })],
      [
        'rename a tag',
        'links:write',
        async (k) => {
          await link()
          const [tag] = (await ann.call('GET', '/api/tags')).body as { id: number }[]
          return k.call('PATCH', `/api/tags/${tag!.id}`, { name: `renamed-${++n}` })
        },
      ],
      ['import', 'links:write', (k) => importClient(server.baseUrl, k.key).raw('/api/urls/import', `url\nhttps://imported.example/${++n}\n`)],
      ['import preview', 'links:write', (k) => importClient(server.baseUrl, k.key).raw('/api/urls/import/preview', 'url\nhttps://previewed.example/\n')],
      ['stats', 'analytics:read', (k) => k.call('GET', '/api/stats')],
      ['clicks per day', 'analytics:read', (k) => k.call('GET', '/api/stats/clicks')],
      ['workspace analytics', 'analytics:read', (k) => k.call('GET', '/api/stats/analytics')],
      ['a link\u2019s analytics', 'analytics:read', async (k) => k.call('GET', `/api/urls/${(await link()).id}/analytics`)],
    ]

    test.each(actions.flatMap(([name, needs, act]) => apiKeyScopes.map((scope) => [name, scope, needs, act] as const)))(
      '%s with a %s key',
      async (_, scope, needs, act) => {
        const answer = await act(keys[scope])
        if (scope === needs) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)
        else expect(answer).toMatchObject(lacks(needs))
      },
    )

    test('a key made before scopes (none stored) answers as all four and does everything its creator may', async () => {
      const old = await keyOf(ann, ['links:read'])
      await server.db.orm.update(server.db.t.apiKeys).set({ scopes: null }).where(eq(server.db.t.apiKeys.id, old.id))
      const listed = ((await ann.call('GET', '/api/keys')).body as { id: string; scopes: string[] }[]).find((k) => k.id === old.id)
      expect(listed?.scopes).toEqual([...apiKeyScopes])
      for (const [name, , act] of actions) expect((await act(old)).status, name).toBeLessThan(300)
      const personal = ((await ann.call('GET', '/api/workspaces')).body as { slug: string }[])[0]!.slug
      expect((await old.call('GET', `/api/workspaces/${personal}/members`)).status).toBe(200)
    }, 60_000)
  })

  test('refuses a scope above the creator’s role, naming it; a workspace one is not in is 404', async () => {
    const { slug, others } = await team({ viewer: 'viewer', member: 'member' })
    const { viewer, member } = others as Record<'viewer' | 'member', Person>
    const ask = (who: Person, scopes: ApiKeyScope[], at = slug) => who.call('POST', `/api/keys?workspace=${at}`, { name: 'ceiling', scopes })
    expect(await ask(viewer, ['links:read', 'links:write'])).toMatchObject({
      status: 403,
      body: { code: workspaceErrorCodes.insufficientRole, message: scopeMessages.scopeAboveRole('links:write') },
    })
    expect((await ask(viewer, ['workspace:admin'])).body.message).toBe(scopeMessages.scopeAboveRole('workspace:admin'))
    expect(await ask(viewer, ['links:read', 'analytics:read'])).toMatchObject({
      status: 201,
      body: { workspace: slug, scopes: ['links:read', 'analytics:read'] },
    })
    expect((await ask(member, ['workspace:admin', 'links:read'])).body.message).toBe(scopeMessages.scopeAboveRole('workspace:admin'))
    expect((await ask(member, ['links:read', 'links:write', 'analytics:read'])).status).toBe(201)
    expect(await ask(member, ['links:read'], 'no-such-team')).toMatchObject(NO_WORKSPACE)
    expect(await ask(await person(), ['links:read'])).toMatchObject(NO_WORKSPACE)
  })

  test('the creator’s current role is the ceiling: demoted to viewer the key only reads; removed it acts nowhere', async () => {
    const { owner, slug, others } = await team({ member: 'member' })
    const member = others.member!
    const key = await keyOf(member, ['links:read', 'links:write', 'analytics:read'], slug)
    expect((await key.call('POST', '/api/urls', { originalUrl: 'https://before.example/' })).status).toBe(201)
    expect((await owner.call('PATCH', `/api/workspaces/${slug}/members/${member.userId}`, { role: 'viewer' })).status).toBe(200)
    expect(await key.call('POST', '/api/urls', { originalUrl: 'https://after.example/' })).toMatchObject(INSUFFICIENT_ROLE)
    expect((await key.call('GET', '/api/urls')).status).toBe(200)
    expect((await key.call('GET', '/api/stats')).status).toBe(200)
    expect((await owner.call('DELETE', `/api/workspaces/${slug}/members/${member.userId}`)).status).toBe(200)
    expect(await key.call('GET', '/api/urls')).toMatchObject(NO_WORKSPACE)
  })

  test('workspace:admin reads and manages members and settings of its own workspace, within its creator’s role; never deletes, transfers or mints keys', async () => {
    const { owner, slug, others } = await team({ admin: 'admin', member: 'member' })
    const { admin, member } = others as Record<'admin' | 'member', Person>
    const key = await keyOf(admin, ['workspace:admin'], slug)
    const members = await key.call('GET', `/api/workspaces/${slug}/members`)
    expect(members.status).toBe(200)
    expect(members.body.map((m: { userId: string }) => m.userId).sort()).toEqual([owner.userId, admin.userId, member.userId].sort())
    expect((await key.call('PATCH', `/api/workspaces/${slug}/members/${member.userId}`, { role: 'viewer' })).status).toBe(200)
    expect((await key.call('PATCH', `/api/workspaces/${slug}`, { name: 'Renamed by a key' })).status).toBe(200)
    // an admin's key touches no owner, as the admin does not
    expect(await key.call('PATCH', `/api/workspaces/${slug}/members/${owner.userId}`, { role: 'member' })).toMatchObject(INSUFFICIENT_ROLE)
    expect(await key.call('DELETE', `/api/workspaces/${slug}`)).toMatchObject(NEEDS_SESSION)
    expect(await key.call('POST', `/api/workspaces/${slug}/transfer`, { userId: member.userId })).toMatchObject(NEEDS_SESSION)
    expect(await key.call('POST', `/api/workspaces/${slug}/leave`)).toMatchObject(NEEDS_SESSION)
    expect(await key.call('POST', '/api/keys', { name: 'minted', scopes: ['links:read'] })).toMatchObject(NEEDS_SESSION)
    expect(await key.call('GET', '/api/workspaces')).toMatchObject(NEEDS_SESSION)
    expect(await key.call('GET', '/api/urls')).toMatchObject(lacks('links:read'))
    // another workspace of its creator is not the key's
    const elsewhere = `${slug}-own`
    expect((await admin.call('POST', '/api/workspaces', { name: 'Elsewhere', slug: elsewhere })).status).toBe(201)
    expect(await key.call('GET', `/api/workspaces/${elsewhere}/members`)).toMatchObject(NO_WORKSPACE)
    // without the scope, members are not a key's business
    const reader = await keyOf(admin, ['links:read'], slug)
    expect(await reader.call('GET', `/api/workspaces/${slug}/members`)).toMatchObject(lacks('workspace:admin'))
    // its creator demoted to member: the key manages nothing more
    expect((await owner.call('PATCH', `/api/workspaces/${slug}/members/${admin.userId}`, { role: 'member' })).status).toBe(200)
    expect(await key.call('PATCH', `/api/workspaces/${slug}`, { name: 'Again' })).toMatchObject(INSUFFICIENT_ROLE)
    expect((await key.call('GET', `/api/workspaces/${slug}/members`)).status).toBe(200)
  })

  test('keys are listed per workspace: owners and admins see and revoke the team’s, members their own', async () => {
    const { owner, slug, others } = await team({ member: 'member', other: 'member' })
    const { member, other } = others as Record<'member' | 'other', Person>
    const mine = await keyOf(member, ['links:read'], slug)
    const theirs = await keyOf(other, ['analytics:read'], slug)
    const ownersKey = await keyOf(owner, ['workspace:admin', 'links:read'], slug)
    const personalKey = await keyOf(member, ['links:read'])
    const idsOf = async (who: Person, at = `?workspace=${slug}`) => ((await who.call('GET', `/api/keys${at}`)).body as { id: string }[]).map((k) => k.id)
    expect((await idsOf(owner)).sort()).toEqual([mine.id, theirs.id, ownersKey.id].sort())
    expect(await idsOf(member)).toEqual([mine.id])
    expect(await idsOf(member, '')).toEqual([personalKey.id])
    const listed = (await owner.call('GET', `/api/keys?workspace=${slug}`)).body.find((k: { id: string }) => k.id === mine.id)
    expect(listed).toMatchObject({ workspace: slug, scopes: ['links:read'], createdBy: member.email })
    // a member revokes neither the owner's key nor another member's; the owner revokes a member's
    expect(await member.call('DELETE', `/api/keys/${theirs.id}?workspace=${slug}`)).toMatchObject({ status: 404, body: { code: errorCodes.apiKeyNotFound } })
    expect(await member.call('DELETE', `/api/keys/${ownersKey.id}?workspace=${slug}`)).toMatchObject({ status: 404 })
    expect((await owner.call('DELETE', `/api/keys/${theirs.id}?workspace=${slug}`)).status).toBe(200)
    expect((await theirs.call('GET', '/api/stats')).status).toBe(401)
    // one's own key goes from any workspace
    expect((await member.call('DELETE', `/api/keys/${mine.id}`)).status).toBe(200)
    expect(await idsOf(owner)).toEqual([ownersKey.id])
  })
})
