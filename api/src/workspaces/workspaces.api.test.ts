// /api/workspaces over real HTTP on every engine (docs/decisions/0081): every role × workspace action,
// a member of another workspace and an anonymous caller, each cell asserted; the last-owner rule; slugs.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorCodes } from '../contracts'
import { workspaceErrorCodes as codes, workspaceMessages as m } from '../contracts/workspace-schemas'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { addMember } from './members.service'

type Client = ReturnType<typeof apiClient>
const ROLES = ['owner', 'admin', 'member', 'viewer'] as const
type Who = (typeof ROLES)[number] | 'outsider' | 'anonymous'
const WHO: Who[] = [...ROLES, 'outsider', 'anonymous']

describe.each(testEngines)('workspaces on %s', (engine) => {
  let server: TestServer
  let n = 0
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  async function person(): Promise<{ call: Client; userId: string }> {
    const s = await signUpAndSignIn(server.baseUrl)
    const call = apiClient(server.baseUrl, s.accessToken)
    await call('POST', '/api/users', {})
    return { call, userId: s.userId }
  }

  /** A team with one person in each role (plus an extra member to act on) and an outsider with a team of their own. */
  async function team() {
    const slug = `team-${engine}-${++n}`
    const people = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await person()] as const))) as Record<
      (typeof ROLES)[number],
      Awaited<ReturnType<typeof person>>
    >
    expect((await people.owner.call('POST', '/api/workspaces', { name: 'The Team', slug })).status).toBe(201)
    for (const role of ['admin', 'member', 'viewer'] as const) await addMember(server.db, slug, people[role].userId, role)
    const outsider = await person()
    expect((await outsider.call('POST', '/api/workspaces', { name: 'Elsewhere', slug: `${slug}-x` })).status).toBe(201)
    const target = await person()
    await addMember(server.db, slug, target.userId, 'member')
    const callOf = (who: Who): Client => (who === 'anonymous' ? apiClient(server.baseUrl) : who === 'outsider' ? outsider.call : people[who].call)
    return { slug, people, outsider, target, callOf }
  }

  const NOT_FOUND = { status: 404, code: codes.workspaceNotFound }
  const FORBIDDEN = { status: 403, code: codes.insufficientRole }
  const UNAUTH = { status: 401, code: errorCodes.unauthorized }
  const ok = (status = 200) => ({ status, code: undefined })
  /** role → expected answer of each action (outsider: 404, anonymous: 401 everywhere). */
  const matrix: Record<string, Record<(typeof ROLES)[number], { status: number; code?: string }>> = {
    'members list': { owner: ok(), admin: ok(), member: ok(), viewer: ok() },
    'members change': { owner: ok(), admin: ok(), member: FORBIDDEN, viewer: FORBIDDEN },
    'members remove': { owner: ok(), admin: ok(), member: FORBIDDEN, viewer: FORBIDDEN },
    'workspace rename': { owner: ok(), admin: ok(), member: FORBIDDEN, viewer: FORBIDDEN },
    'workspace setting': { owner: ok(), admin: ok(), member: FORBIDDEN, viewer: FORBIDDEN },
    'workspace transfer': { owner: ok(), admin: FORBIDDEN, member: FORBIDDEN, viewer: FORBIDDEN },
    'workspace delete': { owner: ok(), admin: FORBIDDEN, member: FORBIDDEN, viewer: FORBIDDEN },
  }
  const act = (action: string, call: Client, slug: string, target: string) => {
    switch (action) {
      case 'members list':
        return call('GET', `/api/workspaces/${slug}/members`)
      case 'members change':
        return call('PATCH', `/api/workspaces/${slug}/members/${target}`, { role: 'viewer' })
      case 'members remove':
        return call('DELETE', `/api/workspaces/${slug}/members/${target}`)
      case 'workspace rename':
        return call('PATCH', `/api/workspaces/${slug}`, { name: 'Renamed' })
      case 'workspace setting':
        return call('PATCH', `/api/workspaces/${slug}`, { membersEditAll: true })
      case 'workspace transfer':
        return call('POST', `/api/workspaces/${slug}/transfer`, { userId: target })
      default:
        return call('DELETE', `/api/workspaces/${slug}`)
    }
  }
  const cells = Object.keys(matrix).flatMap((action) => WHO.map((who) => [action, who] as const))

  test.each(cells)('%s by %s', async (action, who) => {
    const { slug, callOf, target } = await team()
    const answer = await act(action, callOf(who), slug, target.userId)
    const expected = who === 'anonymous' ? UNAUTH : who === 'outsider' ? NOT_FOUND : matrix[action]![who]
    expect({ status: answer.status, code: answer.body?.code }).toEqual({ status: expected.status, code: expected.code })
  })

  test('a new account lists its personal workspace; a team is listed with the role; slugs are checked', async () => {
    const { call, userId } = await person()
    const mine = await call('GET', '/api/workspaces')
    expect(mine.status).toBe(200)
    expect(mine.body).toEqual([expect.objectContaining({ name: 'Personal', personal: true, role: 'owner', membersEditAll: false })])
    expect(mine.body[0].slug).toMatch(/^personal-\d+$/)
    const slug = `made-${engine}`
    const made = await call('POST', '/api/workspaces', { name: 'Made', slug })
    expect(made.body).toEqual(expect.objectContaining({ slug, name: 'Made', personal: false, role: 'owner' }))
    expect((await call('GET', '/api/workspaces')).body.map((w: { slug: string }) => w.slug)).toEqual([mine.body[0].slug, slug])
    const other = await person()
    expect(await other.call('POST', '/api/workspaces', { name: 'Again', slug })).toMatchObject({
      status: 409,
      body: { code: codes.slugTaken, message: m.slugTaken },
    })
    for (const bad of ['ab', 'Upper', 'a'.repeat(41), 'under_score', 'sp ace'])
      expect(await other.call('POST', '/api/workspaces', { name: 'X', slug: bad }), bad).toMatchObject({ status: 400, body: { message: m.slugInvalid } })
    expect(await other.call('POST', '/api/workspaces', { name: 'X', slug: 'personal-999' })).toMatchObject({ status: 400, body: { message: m.slugPersonal } })
    expect(await other.call('POST', '/api/workspaces', { name: ' ', slug: 'fine-slug' })).toMatchObject({ status: 400, body: { message: m.nameRequired } })
    expect((await call('GET', `/api/workspaces/${slug}/members`)).body).toEqual([expect.objectContaining({ userId, role: 'owner' })])
  })

  test('a workspace keeps its last owner: not demoted, removed or gone by leaving; a second owner frees the first', async () => {
    const { slug, people, target } = await team()
    const owner = people.owner
    const LAST = { status: 409, body: { code: codes.lastOwner, message: m.lastOwner } }
    expect(await owner.call('POST', `/api/workspaces/${slug}/leave`)).toMatchObject(LAST)
    expect(await owner.call('PATCH', `/api/workspaces/${slug}/members/${owner.userId}`, { role: 'admin' })).toMatchObject(LAST)
    expect(await owner.call('DELETE', `/api/workspaces/${slug}/members/${owner.userId}`)).toMatchObject(LAST)
    // an admin neither removes nor demotes an owner, nor makes one
    expect(await people.admin.call('DELETE', `/api/workspaces/${slug}/members/${owner.userId}`)).toMatchObject({ status: 403 })
    expect(await people.admin.call('PATCH', `/api/workspaces/${slug}/members/${target.userId}`, { role: 'owner' })).toMatchObject({ status: 403 })
    // transfer: the target owns, the caller is an admin; then the former owner may leave
    const moved = await owner.call('POST', `/api/workspaces/${slug}/transfer`, { userId: target.userId })
    expect(moved.status).toBe(200)
    const roles = Object.fromEntries(moved.body.map((x: { userId: string; role: string }) => [x.userId, x.role]))
    expect([roles[target.userId], roles[owner.userId]]).toEqual(['owner', 'admin'])
    expect((await owner.call('POST', `/api/workspaces/${slug}/leave`)).status).toBe(200)
    expect((await owner.call('GET', `/api/workspaces/${slug}/members`)).status).toBe(404)
    expect(await target.call('POST', `/api/workspaces/${slug}/leave`)).toMatchObject(LAST)
    // a personal workspace is never left or deleted
    const personal = (await owner.call('GET', '/api/workspaces')).body[0].slug
    expect(await owner.call('POST', `/api/workspaces/${personal}/leave`)).toMatchObject({ status: 409, body: { code: codes.personalWorkspace } })
    expect(await owner.call('DELETE', `/api/workspaces/${personal}`)).toMatchObject({ status: 409, body: { code: codes.personalWorkspace } })
  })

  test('what a person makes — a link, its tags, an import, a claimed link, a key — is in their personal workspace; an anonymous link in none', async () => {
    const { call } = await person()
    const personalSlug = (await call('GET', '/api/workspaces')).body[0].slug as string
    const { links, tags, apiKeys, workspaces } = server.db.t
    const [personal] = await server.db.orm.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.slug, personalSlug))
    const made = await call('POST', '/api/urls', { originalUrl: 'https://example.com/placed', title: 'Placed', tags: [`placed-${engine}`] })
    const anon = await apiClient(server.baseUrl)('POST', '/api/urls', { originalUrl: 'https://example.com/anonymous-placed' })
    const claimed = await call('POST', '/api/urls/claim', { links: [{ id: anon.body.id, token: anon.body.claimToken }] })
    expect(claimed.status).toBe(200)
    const stranger = await apiClient(server.baseUrl)('POST', '/api/urls', { originalUrl: 'https://example.com/stays-anonymous' })
    const imported = await call('POST', '/api/urls/import?format=snip-csv', `originalUrl,shortCode\nhttps://example.com/imported,placed-imp-${engine}\n`)
    expect(imported.status).toBe(200)
    const key = await call('POST', '/api/keys', { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: 'placed' })
    const workspaceOfLink = async (id: number) => (await server.db.orm.select({ w: links.workspaceId }).from(links).where(eq(links.id, id)))[0]?.w
    const [importedRow] = await server.db.orm
      .select({ id: links.id })
      .from(links)
      .where(eq(links.shortCode, `placed-imp-${engine}`))
    expect([await workspaceOfLink(made.body.id), await workspaceOfLink(anon.body.id), await workspaceOfLink(importedRow!.id)]).toEqual([
      personal!.id,
      personal!.id,
      personal!.id,
    ])
    expect(await workspaceOfLink(stranger.body.id)).toBeNull()
    expect(
      await server.db.orm
        .select({ w: tags.workspaceId })
        .from(tags)
        .where(eq(tags.name, `placed-${engine}`)),
    ).toEqual([{ w: personal!.id }])
    expect(await server.db.orm.select({ w: apiKeys.workspaceId }).from(apiKeys).where(eq(apiKeys.id, key.body.id))).toEqual([{ w: personal!.id }])
  })

  test('two owners demoting each other at once leave one owner (the changes of ownership wait for each other)', async () => {
    for (let round = 0; round < 8; round++) {
      const { slug, people } = await team()
      const [a, b] = [people.owner, people.admin]
      expect((await a.call('PATCH', `/api/workspaces/${slug}/members/${b.userId}`, { role: 'owner' })).status).toBe(200)
      const answers = await Promise.all([
        a.call('PATCH', `/api/workspaces/${slug}/members/${b.userId}`, { role: 'admin' }),
        b.call('PATCH', `/api/workspaces/${slug}/members/${a.userId}`, { role: 'admin' }),
      ])
      const members = (await people.member.call('GET', `/api/workspaces/${slug}/members`)).body as { role: string }[]
      expect(
        members.filter((x) => x.role === 'owner'),
        `round ${round}: ${answers.map((x) => x.status)}`,
      ).toHaveLength(1)
    }
  }, 120_000) // eight teams of four new accounts: sign-ups hash passwords, slow on a busy machine

  test('an API key neither lists nor creates workspaces (403), and manages none but its own (404)', async () => {
    const { slug, people } = await team()
    const key = (
      await people.owner.call('POST', '/api/keys', { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: 'not for workspaces' })
    ).body.key as string
    const byKey = apiClient(server.baseUrl, key)
    for (const [method, path, body] of [
      ['GET', '/api/workspaces'],
      ['POST', '/api/workspaces', { name: 'By key', slug: `by-key-${engine}` }],
    ] as const)
      expect((await byKey(method, path, body)).status, `${method} ${path}`).toBe(403)
    // made in the owner's personal workspace: the team is not the key's
    for (const [method, path, body] of [
      ['PATCH', `/api/workspaces/${slug}`, { name: 'By key' }],
      ['GET', `/api/workspaces/${slug}/members`],
    ] as const)
      expect((await byKey(method, path, body)).status, `${method} ${path}`).toBe(404)
  })

  test('an unknown slug and a foreign one answer alike, 404', async () => {
    const { slug, outsider } = await team()
    const unknown = await outsider.call('GET', '/api/workspaces/no-such-team/members')
    const foreign = await outsider.call('GET', `/api/workspaces/${slug}/members`)
    expect(unknown).toMatchObject({ status: 404, body: { code: codes.workspaceNotFound, message: m.workspaceNotFound } })
    expect(foreign.body).toEqual(unknown.body)
  })
})
