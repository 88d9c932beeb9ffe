// Single sign-on's groups → workspace memberships on every engine: a person is added, moved between roles and
// removed as their groups change, and GET /api/workspaces (real HTTP, as that person) shows it; workspaces the
// mapping does not name, personal ones and the last owner are left alone; every change is in the audit log.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { AuditEventDto } from '../contracts/audit-schemas'
import type { Logger } from '../http/logger'
import type { SsoWorkspaceGroup } from '../sso-config'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { newPerson, newTeam, teamsOf, type Person } from '../../test/workspace-people'
import { addMember } from './members.service'
import { rolesGranted, syncSsoMemberships } from './sso-memberships'

/** A logger that keeps its warnings. */
function keptLogs() {
  const warnings: { msg: string; fields?: Record<string, unknown> }[] = []
  const logger: Logger = { debug() {}, info() {}, error() {}, warn: (msg, fields) => warnings.push({ msg, fields }) }
  return { logger, warnings }
}

test('the highest role of the groups wins; a named workspace none of them maps to gets none', () => {
  const rules: SsoWorkspaceGroup[] = [
    { group: 'viewers', workspace: 'a', role: 'viewer' },
    { group: 'leads', workspace: 'a', role: 'admin' },
    { group: 'editors', workspace: 'a', role: 'member' },
    { group: 'editors', workspace: 'b', role: 'member' },
  ]
  expect(Object.fromEntries(rolesGranted(rules, ['viewers', 'leads', 'editors']))).toEqual({ a: 'admin', b: 'member' })
  expect(Object.fromEntries(rolesGranted(rules, ['viewers']))).toEqual({ a: 'viewer', b: null })
  // exact names: a provider's case and paths are kept as sent
  expect(Object.fromEntries(rolesGranted(rules, ['Editors', '/editors']))).toEqual({ a: null, b: null })
})

describe.each(testEngines)('single sign-on memberships on %s', (engine) => {
  let server: TestServer
  let n = 0
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  const teamOf = (owner: Person, name: string) => newTeam(owner, `${name}-${engine}-${++n}`, name)

  async function auditOf(owner: Person, slug: string): Promise<AuditEventDto[]> {
    const answer = await owner.call('GET', `/api/workspaces/${slug}/audit?resource=member`)
    expect(answer.status).toBe(200)
    return answer.body.items
  }

  test('groups add a person, move them between roles and workspaces, and take them out; the API shows each step', async () => {
    const boss = await newPerson(server.baseUrl)
    const [sales, support] = [await teamOf(boss, 'sales'), await teamOf(boss, 'support')]
    const rules: SsoWorkspaceGroup[] = [
      { group: 'sales-team', workspace: sales, role: 'member' },
      { group: 'sales-leads', workspace: sales, role: 'admin' },
      { group: '/snip/support', workspace: support, role: 'viewer' },
    ]
    const p = await newPerson(server.baseUrl)
    const { logger, warnings } = keptLogs()
    const sync = (groups: string[]) => syncSsoMemberships(server.db, p.userId, rules, groups, logger, 'corp')

    expect(await sync(['sales-team'])).toEqual([{ workspace: sales, from: null, to: 'member' }])
    expect(await teamsOf(p)).toEqual({ [sales]: 'member' })
    // member → admin when a group is gained; the highest of two groups wins
    expect(await sync(['sales-team', 'sales-leads'])).toEqual([{ workspace: sales, from: 'member', to: 'admin' }])
    expect(await teamsOf(p)).toEqual({ [sales]: 'admin' })
    expect(await sync(['sales-leads', 'sales-team'])).toEqual([]) // nothing changes, nothing is written
    // moved: out of sales, into support (a Keycloak path matches as sent)
    expect(await sync(['/snip/support'])).toEqual([
      { workspace: sales, from: 'admin', to: null },
      { workspace: support, from: null, to: 'viewer' },
    ])
    expect(await teamsOf(p)).toEqual({ [support]: 'viewer' })
    expect((await p.call('GET', `/api/workspaces/${sales}/members`)).status).toBe(404)
    // the groups go: so do the memberships
    expect(await sync([])).toEqual([{ workspace: support, from: 'viewer', to: null }])
    expect(await teamsOf(p)).toEqual({})
    expect(warnings).toEqual([])

    const salesLog = (await auditOf(boss, sales)).filter((e) => e.resource.id === p.userId)
    expect(salesLog.map((e) => [e.action, e.actor, e.details])).toEqual([
      ['member.removed', { kind: 'member', id: p.userId, name: p.email }, { role: 'admin', via: 'sso', provider: 'corp' }],
      [
        'member.role_changed',
        { kind: 'member', id: p.userId, name: p.email },
        { fields: ['role'], changes: { role: { from: 'member', to: 'admin' } }, via: 'sso', provider: 'corp' },
      ],
      ['member.added', { kind: 'member', id: p.userId, name: p.email }, { role: 'member', via: 'sso', provider: 'corp' }],
    ])
    expect(salesLog.every((e) => e.resource.label === p.email)).toBe(true)
  })

  test('a membership given by hand in a workspace the mapping does not name stays, and so does the personal workspace', async () => {
    const boss = await newPerson(server.baseUrl)
    const [mapped, manual] = [await teamOf(boss, 'mapped'), await teamOf(boss, 'manual')]
    const p = await newPerson(server.baseUrl)
    await addMember(server.db, manual, p.userId, 'admin')
    const personal = (await p.call('GET', '/api/workspaces')).body.find((w: { personal: boolean }) => w.personal)
    const { logger } = keptLogs()
    const rules: SsoWorkspaceGroup[] = [{ group: 'g', workspace: mapped, role: 'member' }]
    await syncSsoMemberships(server.db, p.userId, rules, ['g'], logger)
    await syncSsoMemberships(server.db, p.userId, rules, [], logger)
    expect(await teamsOf(p)).toEqual({ [manual]: 'admin' })
    expect((await p.call('GET', '/api/workspaces')).body.find((w: { personal: boolean }) => w.personal)).toEqual(personal)
    // without the provider's id the event still says it came from single sign-on
    expect((await auditOf(boss, mapped)).map((e) => [e.action, e.details])).toEqual([
      ['member.removed', { role: 'member', via: 'sso' }],
      ['member.added', { role: 'member', via: 'sso' }],
    ])
  })

  test('the last owner is neither demoted nor removed; with a second owner the mapping applies', async () => {
    const owner = await newPerson(server.baseUrl)
    const slug = await teamOf(owner, 'owned')
    const { logger, warnings } = keptLogs()
    const rules: SsoWorkspaceGroup[] = [{ group: 'staff', workspace: slug, role: 'member' }]
    expect(await syncSsoMemberships(server.db, owner.userId, rules, ['staff'], logger)).toEqual([])
    expect(await syncSsoMemberships(server.db, owner.userId, rules, [], logger)).toEqual([])
    expect(await teamsOf(owner)).toEqual({ [slug]: 'owner' })
    expect(warnings).toEqual([
      { msg: 'sso.mapping_last_owner', fields: { workspace: slug, accountId: owner.userId } },
      { msg: 'sso.mapping_last_owner', fields: { workspace: slug, accountId: owner.userId } },
    ])
    const other = await newPerson(server.baseUrl)
    expect((await other.call('GET', `/api/workspaces/${slug}/members`)).status).toBe(404)
    await addMember(server.db, slug, other.userId, 'admin')
    expect((await owner.call('PATCH', `/api/workspaces/${slug}/members/${other.userId}`, { role: 'owner' })).status).toBe(200)
    expect(await syncSsoMemberships(server.db, owner.userId, rules, ['staff'], logger)).toEqual([{ workspace: slug, from: 'owner', to: 'member' }])
    expect(await teamsOf(owner)).toEqual({ [slug]: 'member' })
    // the mapping may grant ownership too
    const ownerRules: SsoWorkspaceGroup[] = [{ group: 'heads', workspace: slug, role: 'owner' }]
    expect(await syncSsoMemberships(server.db, owner.userId, ownerRules, ['heads'], logger)).toEqual([{ workspace: slug, from: 'member', to: 'owner' }])
  })

  test('two owners demoted by sign-ins at the same moment leave one owner', async () => {
    const [first, second] = [await newPerson(server.baseUrl), await newPerson(server.baseUrl)]
    const slug = await teamOf(first, 'pair')
    await addMember(server.db, slug, second.userId, 'owner')
    const { logger, warnings } = keptLogs()
    const rules: SsoWorkspaceGroup[] = [{ group: 'staff', workspace: slug, role: 'member' }]
    const made = await Promise.all([first, second].map((p) => syncSsoMemberships(server.db, p.userId, rules, ['staff'], logger)))
    expect(made.flat()).toHaveLength(1)
    expect(warnings.map((w) => w.msg)).toEqual(['sso.mapping_last_owner'])
    const members = (await first.call('GET', `/api/workspaces/${slug}/members`)).body as { role: string }[]
    expect(members.map((m) => m.role).sort()).toEqual(['member', 'owner'])
  })

  test('a slug naming no workspace, or a personal one, is skipped with one warning; the rest still applies', async () => {
    const boss = await newPerson(server.baseUrl)
    const real = await teamOf(boss, 'real')
    const someone = await newPerson(server.baseUrl)
    const theirs = (await someone.call('GET', '/api/workspaces')).body[0].slug as string
    const p = await newPerson(server.baseUrl)
    const { logger, warnings } = keptLogs()
    const rules: SsoWorkspaceGroup[] = [
      { group: 'g', workspace: `nowhere-${engine}`, role: 'admin' },
      { group: 'h', workspace: `nowhere-${engine}`, role: 'member' },
      { group: 'g', workspace: theirs, role: 'member' },
      { group: 'g', workspace: real, role: 'viewer' },
    ]
    expect(await syncSsoMemberships(server.db, p.userId, rules, ['g', 'h'], logger)).toEqual([{ workspace: real, from: null, to: 'viewer' }])
    expect(warnings).toEqual([
      { msg: 'sso.mapping_workspace_missing', fields: { workspace: `nowhere-${engine}` } },
      { msg: 'sso.mapping_workspace_missing', fields: { workspace: theirs } },
    ])
    expect(await teamsOf(p)).toEqual({ [real]: 'viewer' })
    expect((await someone.call('GET', `/api/workspaces/${theirs}/members`)).body).toEqual([expect.objectContaining({ userId: someone.userId })])
  })

  test('groups that are not a list of names count as none', async () => {
    const boss = await newPerson(server.baseUrl)
    const slug = await teamOf(boss, 'odd')
    const p = await newPerson(server.baseUrl)
    await addMember(server.db, slug, p.userId, 'member')
    const { logger } = keptLogs()
    const rules: SsoWorkspaceGroup[] = [{ group: 'g', workspace: slug, role: 'member' }]
    // a caller typed loosely must not crash the sign-in: garbage is no groups, so the mapping removes
    expect(await syncSsoMemberships(server.db, p.userId, rules, 'g' as unknown as string[], logger)).toEqual([{ workspace: slug, from: 'member', to: null }])
    expect(await syncSsoMemberships(server.db, p.userId, rules, [7, null, 'g'] as unknown as string[], logger)).toEqual([
      { workspace: slug, from: null, to: 'member' },
    ])
  })
})
