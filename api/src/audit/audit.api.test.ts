// The audit log of a workspace over real HTTP on every engine (docs/decisions/0081): each action recorded
// with who did it (a member's e-mail, a key's name, an admin) and the fields changed, never a password's
// value; owners and admins read it, every other caller is refused; pages and filters; the retention; the
// export's part; and nothing of a visitor in it after clicks.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorCodes } from '../contracts'
import { auditMessages } from '../contracts/audit-schemas'
import { workspaceErrorCodes as codes } from '../contracts/workspace-schemas'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink, HUMAN_AGENT } from '../../test/http-client'
import { importClient } from '../../test/import-client'
import { startHousekeeping } from '../app/housekeeping'
import { createLogger } from '../http/logger'
import { addMember } from '../workspaces'
import { DELETED_ACCOUNT, recordAudit } from '.'

type Client = ReturnType<typeof apiClient>
const ROLES = ['owner', 'admin', 'member', 'viewer'] as const
type Role = (typeof ROLES)[number]
const ADMIN = 'audit-instance-admin@example.com'
const MARKER_AGENT = `${HUMAN_AGENT} AuditMarker/4.2`
const MARKER_IP = '203.0.113.58'
const DAY = 86_400_000

describe.each(testEngines)('audit log on %s', (engine) => {
  let server: TestServer
  let n = 0
  beforeAll(async () => {
    server = await startTestServer({ engine, env: { ADMIN_EMAILS: ADMIN, TRUST_PROXY: 'true' } })
  })
  afterAll(() => server?.stop())

  async function person(email?: string) {
    const s = await signUpAndSignIn(server.baseUrl, email ? { email } : {})
    const call = apiClient(server.baseUrl, s.accessToken)
    await call('POST', '/api/users', {})
    return { call, userId: s.userId, email: s.email, token: s.accessToken }
  }
  type Person = Awaited<ReturnType<typeof person>>

  /** A team with one person in each role. */
  async function team() {
    const slug = `audit-${engine}-${++n}`
    const people = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await person()] as const))) as Record<Role, Person>
    expect((await people.owner.call('POST', '/api/workspaces', { name: 'Audited', slug })).status).toBe(201)
    for (const role of ['admin', 'member', 'viewer'] as const) await addMember(server.db, slug, people[role].userId, role)
    const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}workspace=${slug}`
    return { slug, people, at }
  }

  async function log(call: Client, slug: string, query = '') {
    const answer = await call('GET', `/api/workspaces/${slug}/audit${query ? `?${query}` : ''}`)
    expect(answer.status).toBe(200)
    return answer.body as { items: any[]; total: number; page: number; perPage: number }
  }
  const only = async (call: Client, slug: string, action: string) => (await log(call, slug, `action=${action}`)).items

  test('link changes carry the member who made them and the fields changed; a password is named, never its value', async () => {
    const { slug, people, at } = await team()
    const { owner, member } = people
    const mine = await owner.call('POST', at('/api/urls'), { originalUrl: 'https://example.com/first', title: 'First' })
    const theirs = await member.call('POST', at('/api/urls'), { originalUrl: 'https://example.com/second' })
    expect([mine.status, theirs.status]).toEqual([201, 201])
    const secret = 'Sesame-Audit-9731'
    expect(
      (
        await owner.call('PUT', at(`/api/urls/${mine.body.id}`), {
          originalUrl: 'https://example.com/moved',
          title: 'Moved',
          password: secret,
          isActive: false,
        })
      ).status,
    ).toBe(200)
    expect((await member.call('PUT', at(`/api/urls/${theirs.body.id}`), { note: 'private words', tags: ['news'] })).status).toBe(200)
    expect((await owner.call('DELETE', at(`/api/urls/${theirs.body.id}`))).status).toBe(200)

    const created = await only(owner.call, slug, 'link.created')
    // written in the insert's own commit, with the new link's id
    expect(created.map((e) => [e.actor.kind, e.actor.name, e.actor.id, e.resource.type, e.resource.id, e.resource.label])).toEqual([
      ['member', member.email, member.userId, 'link', String(theirs.body.id), theirs.body.shortCode],
      ['member', owner.email, owner.userId, 'link', String(mine.body.id), mine.body.shortCode],
    ])
    const [memberEdit, ownerEdit] = await only(owner.call, slug, 'link.updated')
    expect(ownerEdit).toMatchObject({
      actor: { kind: 'member', name: owner.email },
      resource: { type: 'link', id: String(mine.body.id), label: mine.body.shortCode },
      details: {
        fields: ['title', 'originalUrl', 'isActive', 'password'],
        changes: {
          originalUrl: { from: 'https://example.com/first', to: 'https://example.com/moved' },
          title: { from: 'First', to: 'Moved' },
          isActive: { from: true, to: false },
        },
      },
    })
    expect(ownerEdit.details.changes.password).toBeUndefined()
    // a note is named without its words; tags are shown
    expect(memberEdit.actor.name).toBe(member.email)
    expect(memberEdit.details.fields.sort()).toEqual(['note', 'tags'])
    expect(memberEdit.details.changes).toEqual({ tags: { from: [], to: ['news'] } })
    const [deleted] = await only(owner.call, slug, 'link.deleted')
    expect(deleted).toMatchObject({ actor: { name: owner.email }, resource: { id: String(theirs.body.id), label: theirs.body.shortCode } })

    // the password's value and its hash are nowhere in the log
    const rows = JSON.stringify(await server.db.orm.select().from(server.db.t.auditEvents))
    expect(rows).not.toContain(secret)
    expect(rows).not.toContain('$argon2')
    expect(rows).not.toContain('private words')
  })

  test('bulk actions, bulk create, an import and an export are one event each, with counts and capped codes', async () => {
    const { slug, people, at } = await team()
    const { owner, admin } = people
    const made = await owner.call('POST', at('/api/urls/bulk'), { urls: Array.from({ length: 60 }, (_, i) => `https://example.com/bulk/${i}`) })
    expect(made.status).toBe(200)
    const ids = made.body.results.map((r: { link: { id: number } }) => r.link.id)
    expect((await admin.call('POST', at('/api/urls/bulk-actions'), { action: 'deactivate', ids: ids.slice(0, 3) })).status).toBe(200)
    const up = importClient(server.baseUrl, owner.token)
    const file = JSON.stringify({ links: [{ url: 'https://example.com/imported/1' }, { url: 'https://example.com/imported/2' }] })
    expect((await up.raw(`/api/urls/import?format=snip-json&workspace=${slug}`, file, 'application/json')).body.created).toBe(2)
    expect((await up.download(`format=csv&workspace=${slug}`)).status).toBe(200)

    const [deactivated, create] = await only(owner.call, slug, 'links.bulk')
    expect(create).toMatchObject({ actor: { name: owner.email }, resource: { type: 'links' }, details: { action: 'create', count: 60, more: 10 } })
    expect(create.details.codes).toHaveLength(50)
    expect(deactivated).toMatchObject({ actor: { name: admin.email }, details: { action: 'deactivate', count: 3, more: 0 } })
    expect(deactivated.details.codes.sort()).toEqual(
      made.body.results
        .slice(0, 3)
        .map((r: { link: { shortCode: string } }) => r.link.shortCode)
        .sort(),
    )
    // the bulk create wrote no event per link
    expect(await only(owner.call, slug, 'link.created')).toEqual([])
    expect(await only(owner.call, slug, 'links.imported')).toMatchObject([{ actor: { name: owner.email }, details: { count: 2, format: 'snip-json' } }])
    expect(await only(owner.call, slug, 'links.exported')).toMatchObject([{ actor: { name: owner.email }, details: { format: 'csv', filter: {} } }])
  })

  test('tags, members, settings and ownership: renamed, deleted, role changed, removed, left, transferred', async () => {
    const { slug, people, at } = await team()
    const { owner, admin, member, viewer } = people
    await owner.call('POST', at('/api/urls'), { originalUrl: 'https://example.com/tagged', tags: ['draft', 'old'] })
    const tags = (await owner.call('GET', at('/api/tags'))).body as { id: number; name: string }[]
    const draft = tags.find((t) => t.name === 'draft')!
    const old = tags.find((t) => t.name === 'old')!
    expect((await member.call('PATCH', at(`/api/tags/${draft.id}`), { name: 'final' })).status).toBe(200)
    expect((await admin.call('DELETE', at(`/api/tags/${old.id}`))).status).toBe(200)
    expect((await admin.call('PATCH', `/api/workspaces/${slug}`, { name: 'Audited Team', membersEditAll: true })).status).toBe(200)
    expect((await owner.call('PATCH', `/api/workspaces/${slug}/members/${member.userId}`, { role: 'viewer' })).status).toBe(200)
    expect((await admin.call('DELETE', `/api/workspaces/${slug}/members/${viewer.userId}`)).status).toBe(200)
    expect((await member.call('POST', `/api/workspaces/${slug}/leave`)).status).toBe(200)
    expect((await owner.call('POST', `/api/workspaces/${slug}/transfer`, { userId: admin.userId })).status).toBe(200)

    const events = (await log(owner.call, slug)).items
    const actions = events.map((e) => [e.action, e.actor.name, e.resource.label])
    expect(actions.slice(0, 8)).toEqual([
      ['ownership.transferred', owner.email, admin.email],
      ['member.left', member.email, member.email],
      ['member.removed', admin.email, viewer.email],
      ['member.role_changed', owner.email, member.email],
      ['workspace.settings_changed', admin.email, 'Audited Team'],
      ['workspace.renamed', admin.email, 'Audited Team'],
      ['tag.deleted', admin.email, 'old'],
      ['tag.renamed', member.email, 'final'],
    ])
    const by = (action: string) => events.find((e) => e.action === action)!
    expect(by('tag.renamed').details).toMatchObject({ fields: ['name'], changes: { name: { from: 'draft', to: 'final' } } })
    expect(by('workspace.renamed').details).toEqual({ fields: ['name'], changes: { name: { from: 'Audited', to: 'Audited Team' } } })
    expect(by('workspace.settings_changed').details).toEqual({ fields: ['membersEditAll'], changes: { membersEditAll: { from: false, to: true } } })
    expect(by('member.role_changed').details).toEqual({ fields: ['role'], changes: { role: { from: 'member', to: 'viewer' } } })
    expect(by('member.removed')).toMatchObject({ resource: { type: 'member', id: viewer.userId }, details: { role: 'viewer' } })
    expect(by('ownership.transferred').details).toEqual({ fields: ['role'], changes: { role: { from: 'admin', to: 'owner' } } })
  })

  test("keys made and revoked are in the personal workspace's log, and a key's own changes carry its name", async () => {
    const me = await person()
    const made = await me.call('POST', '/api/keys', { name: 'deploy script' })
    expect(made.status).toBe(201)
    const key = apiClient(server.baseUrl, made.body.key)
    const link = await key('POST', '/api/urls', { originalUrl: 'https://example.com/by-key' })
    expect(link.status).toBe(201)
    expect((await key('PUT', `/api/urls/${link.body.id}`, { title: 'Scripted' })).status).toBe(200)
    expect((await me.call('DELETE', `/api/keys/${made.body.id}`)).status).toBe(200)
    const personal = (await me.call('GET', '/api/workspaces')).body[0].slug as string
    const events = (await log(me.call, personal)).items.map((e) => [e.action, e.actor.kind, e.actor.id, e.actor.name, e.resource.label])
    expect(events).toEqual([
      ['key.revoked', 'member', me.userId, me.email, 'deploy script'],
      ['link.updated', 'key', made.body.id, 'deploy script', link.body.shortCode],
      ['link.created', 'key', made.body.id, 'deploy script', link.body.shortCode],
      ['key.created', 'member', me.userId, me.email, 'deploy script'],
    ])
  })

  test("an instance admin's takedown, restore and delete are in the workspace's log as the admin's, without the reason", async () => {
    const { slug, people, at } = await team()
    const admin = await person(ADMIN)
    const link = (await people.member.call('POST', at('/api/urls'), { originalUrl: 'https://example.com/reported' })).body
    expect((await admin.call('POST', `/api/admin/links/${link.id}/disable`, { reason: 'Reported as phishing by a visitor' })).status).toBe(200)
    expect((await admin.call('POST', `/api/admin/links/${link.id}/enable`)).status).toBe(200)
    expect((await admin.call('POST', `/api/admin/links/${link.id}/delete`, { reason: 'Spam campaign' })).status).toBe(200)
    const events = (await log(people.owner.call, slug, 'resource=link')).items
    expect(events.slice(0, 3).map((e) => [e.action, e.actor.kind, e.actor.name, e.resource.label])).toEqual([
      ['link.deleted', 'admin', ADMIN, link.shortCode],
      ['link.restored', 'admin', ADMIN, link.shortCode],
      ['link.taken_down', 'admin', ADMIN, link.shortCode],
    ])
    const rows = JSON.stringify(await server.db.orm.select().from(server.db.t.auditEvents))
    expect(rows).not.toContain('phishing')
    expect(rows).not.toContain('Spam campaign')
  })

  test('owners, admins and a key with workspace:admin read the log; a member, a viewer, a non-member, another key and an anonymous caller are refused', async () => {
    const { slug, people } = await team()
    const outsider = await person()
    const keyOf = async (at: string, scopes: string[]) => (await people.owner.call('POST', at, { name: 'reader', scopes })).body.key as string
    const teamKeys = `/api/keys?workspace=${slug}`
    const refused = (status: number, code: string) => ({ status, code })
    const expected: [string, Client, { status: number; code?: string }][] = [
      ['owner', people.owner.call, { status: 200 }],
      ['admin', people.admin.call, { status: 200 }],
      ['member', people.member.call, refused(403, codes.insufficientRole)],
      ['viewer', people.viewer.call, refused(403, codes.insufficientRole)],
      ['non-member', outsider.call, refused(404, codes.workspaceNotFound)],
      ['team key with workspace:admin', apiClient(server.baseUrl, await keyOf(teamKeys, ['workspace:admin'])), { status: 200 }],
      ['team key reading links', apiClient(server.baseUrl, await keyOf(teamKeys, ['links:read'])), refused(403, errorCodes.insufficientScope)],
      ['personal key', apiClient(server.baseUrl, await keyOf('/api/keys', ['workspace:admin'])), refused(404, codes.workspaceNotFound)],
      ['anonymous', apiClient(server.baseUrl), refused(401, errorCodes.unauthorized)],
    ]
    const seen = await Promise.all(
      expected.map(async ([who, call]) => {
        const answer = await call('GET', `/api/workspaces/${slug}/audit`)
        return [who, { status: answer.status, ...(answer.status === 200 ? {} : { code: answer.body.code }) }]
      }),
    )
    expect(Object.fromEntries(seen)).toEqual(Object.fromEntries(expected.map(([who, , want]) => [who, want])))
    expect((await people.owner.call('GET', '/api/workspaces/no-such-team/audit')).status).toBe(404)
  })

  test('pages newest first with the total; filters by action, person, resource and dates; a bad filter is a 400 saying why', async () => {
    const { slug, people } = await team()
    const { owner, admin } = people
    const workspaceId = (await server.db.orm.select().from(server.db.t.workspaces)).find((w) => w.slug === slug)!.id
    const base = Date.parse('2026-03-01T12:00:00Z')
    for (let i = 0; i < 7; i++) {
      const who = i % 2 ? admin : owner
      await recordAudit(server.db, {
        workspaceId,
        actor: { kind: 'member', id: who.userId, name: who.email },
        action: i < 5 ? 'link.created' : 'tag.deleted',
        resource: i < 5 ? { type: 'link', id: 100 + i, label: `code${i}` } : { type: 'tag', id: i, label: `tag${i}` },
        at: new Date(base + i * DAY),
      })
    }
    const first = await log(owner.call, slug, 'perPage=3')
    expect(first).toMatchObject({ total: 7, page: 1, perPage: 3 })
    expect(first.items.map((e) => e.resource.label)).toEqual(['tag6', 'tag5', 'code4'])
    const third = await log(owner.call, slug, 'perPage=3&page=3')
    expect(third.items.map((e) => e.resource.label)).toEqual(['code0'])
    expect((await log(owner.call, slug, 'action=tag.deleted')).total).toBe(2)
    expect((await log(owner.call, slug, `actor=${admin.userId}`)).items.map((e) => e.resource.label)).toEqual(['tag5', 'code3', 'code1'])
    expect((await log(owner.call, slug, `actor=${encodeURIComponent(admin.email.toUpperCase())}`)).total).toBe(3)
    expect((await log(owner.call, slug, 'resource=tag')).total).toBe(2)
    expect((await log(owner.call, slug, 'resource=link:102')).items.map((e) => e.resource.label)).toEqual(['code2'])
    expect((await log(owner.call, slug, 'from=2026-03-03&to=2026-03-04')).items.map((e) => e.resource.label)).toEqual(['code3', 'code2'])
    expect((await log(owner.call, slug, 'from=2026-03-06T00:00:00Z')).total).toBe(2)
    expect((await log(owner.call, slug, 'page=9')).items).toEqual([])

    const bad: [string, string][] = [
      ['page=0', auditMessages.page],
      ['page=x', auditMessages.page],
      ['perPage=101', auditMessages.perPage],
      ['action=link.exploded', auditMessages.action],
      ['resource=visitor', auditMessages.resource],
      ['resource=link:', auditMessages.resource],
      ['from=yesterday', auditMessages.date],
      ['to=2026-02-30T99:00:00Z', auditMessages.date],
      ['from=2026-03-05&to=2026-03-01', auditMessages.range],
      [`actor=${'x'.repeat(321)}`, auditMessages.actor],
    ]
    for (const [query, message] of bad)
      expect([query, await owner.call('GET', `/api/workspaces/${slug}/audit?${query}`)]).toMatchObject([
        query,
        { status: 400, body: { code: errorCodes.validation, message } },
      ])
  })

  test('the housekeeping prunes events older than AUDIT_RETENTION_DAYS, and only those', async () => {
    const { slug, people } = await team()
    const workspaceId = (await server.db.orm.select().from(server.db.t.workspaces)).find((w) => w.slug === slug)!.id
    const now = Date.now()
    const actor = { kind: 'system' as const, id: null, name: 'Snip' }
    for (const [label, daysAgo] of [
      ['ancient', 400],
      ['old', 31],
      ['recent', 29],
    ] as const)
      await recordAudit(server.db, { workspaceId, actor, action: 'link.deleted', resource: { type: 'link', label }, at: new Date(now - daysAgo * DAY) })
    const labels = async () => (await log(people.owner.call, slug, 'action=link.deleted')).items.map((e) => e.resource.label)
    const run = async (env: Record<string, unknown>) => {
      const job = startHousekeeping(server.db, { ...server.config, ...env } as typeof server.config, createLogger('silent'), () => new Date(now))
      await job.run()
      job.stop()
    }
    expect(server.config.auditRetentionDays).toBe(365)
    await run({})
    expect(await labels()).toEqual(['recent', 'old'])
    await run({ auditRetentionDays: 30 })
    expect(await labels()).toEqual(['recent'])
    // the team's own events of today stay
    expect((await log(people.owner.call, slug)).total).toBe(1)
  })

  test("the whole workspace's JSON export carries its log for owners and admins, and not for members or a filtered export", async () => {
    const { slug, people, at } = await team()
    await people.member.call('POST', at('/api/urls'), { originalUrl: 'https://example.com/exported' })
    const exported = async (p: Person, query = '') => {
      const answer = await importClient(server.baseUrl, p.token).download(`format=json&workspace=${slug}${query}`)
      expect(answer.status).toBe(200)
      return JSON.parse(answer.text) as { links: unknown[]; auditEvents?: { action: string; actor: { name: string } }[] }
    }
    const byOwner = await exported(people.owner)
    expect(byOwner.links).toHaveLength(1)
    expect(byOwner.auditEvents?.map((e) => [e.action, e.actor.name])).toEqual([
      ['links.exported', people.owner.email],
      ['link.created', people.member.email],
    ])
    expect((await exported(people.admin)).auditEvents?.length).toBe(3)
    expect((await exported(people.member)).auditEvents).toBeUndefined()
    expect((await exported(people.owner, '&q=exported')).auditEvents).toBeUndefined()
    // the import still reads the file back
    const up = importClient(server.baseUrl, people.owner.token)
    expect((await up.raw('/api/urls/import/preview?format=snip-json', JSON.stringify(byOwner), 'application/json')).status).toBe(200)
  })

  test("a deleted account's events stay in the teams that keep its links, without its address", async () => {
    const { slug, people, at } = await team()
    const { owner, member } = people
    const link = (await member.call('POST', at('/api/urls'), { originalUrl: 'https://example.com/stays' })).body
    expect((await owner.call('PATCH', `/api/workspaces/${slug}/members/${member.userId}`, { role: 'viewer' })).status).toBe(200)
    expect((await member.call('DELETE', '/api/users/me', { confirmation: 'DELETE', password: 'correct horse battery' })).status).toBe(200)
    const events = (await log(owner.call, slug)).items.map((e) => [e.action, e.actor.name, e.resource.label])
    expect(events).toEqual([
      ['member.role_changed', owner.email, DELETED_ACCOUNT],
      ['link.created', DELETED_ACCOUNT, link.shortCode],
    ])
    expect(JSON.stringify(await server.db.orm.select().from(server.db.t.auditEvents))).not.toContain(member.email)
  })

  test("clicks write nothing to the log, and no visitor's address or agent is in it", async () => {
    const { slug, people, at } = await team()
    const link = (await people.owner.call('POST', at('/api/urls'), { originalUrl: 'https://example.com/clicked' })).body
    const count = async () => (await server.db.orm.select().from(server.db.t.auditEvents)).length
    const before = await count()
    for (let i = 0; i < 3; i++) {
      const res = await followShortLink(server.baseUrl, link.shortCode, {
        headers: { 'user-agent': MARKER_AGENT, 'x-forwarded-for': MARKER_IP, referer: 'https://referrer.example/page' },
      })
      expect(res.status).toBe(302)
    }
    expect(await count()).toBe(before)
    const rows = JSON.stringify(await server.db.orm.select().from(server.db.t.auditEvents))
    for (const trace of [MARKER_IP, 'AuditMarker', 'referrer.example']) expect(rows).not.toContain(trace)
    expect((await log(people.owner.call, slug)).total).toBe(1)
  })
})
