// What a single sign-on sign-in sets, on every engine, as the auth service will call it: the provider's groups
// claim (any shape a provider sends) becomes workspace memberships and the instance admin flag; the API, over
// real HTTP as that person, shows both.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Logger } from '../http/logger'
import { setAccountFlags } from '../moderation/account-flags.repository'
import type { SsoProvider } from '../sso-config'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { newPerson, newTeam, teamsOf, type Person } from '../../test/workspace-people'
import { addMember } from '../workspaces'
import { createSsoSignInSync, groupsOfClaim } from './sso-sign-in-sync'

test('a groups claim is a list of names, one name, or none', () => {
  expect(groupsOfClaim(['a', '/snip/b'])).toEqual(['a', '/snip/b'])
  expect(groupsOfClaim('a')).toEqual(['a'])
  expect(groupsOfClaim(['a', 3, null, { name: 'x' }, ''])).toEqual(['a'])
  for (const none of [undefined, null, '', 42, true, { a: 1 }]) expect(groupsOfClaim(none), String(none)).toEqual([])
})

describe.each(testEngines)('a single sign-on sign-in on %s', (engine) => {
  let server: TestServer
  let n = 0
  const infos: { msg: string; fields?: Record<string, unknown> }[] = []
  const logger: Logger = { debug() {}, warn() {}, error() {}, info: (msg, fields) => infos.push({ msg, fields }) }
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  const team = (owner: Person) => newTeam(owner, `sso-${engine}-${++n}`)

  const isAdmin = async (p: Person) => {
    const status = (await p.call('GET', '/api/admin/settings')).status
    expect([200, 403]).toContain(status)
    return status === 200
  }

  const provider = (over: Partial<SsoProvider>): SsoProvider => ({
    id: 'corp',
    name: 'Corp',
    issuer: 'https://id.example.com',
    clientId: 'snip',
    clientSecret: 'secret',
    scopes: ['openid'],
    groupsClaim: 'groups',
    workspaceGroups: [],
    adminGroups: [],
    ...over,
  })

  test('the provider’s groups claim, as a list, one string, absent or garbage, sets the memberships', async () => {
    const boss = await newPerson(server.baseUrl)
    const slug = await team(boss)
    const corp = provider({
      groupsClaim: 'roles',
      workspaceGroups: [
        { group: 'editors', workspace: slug, role: 'member' },
        { group: 'leads', workspace: slug, role: 'admin' },
      ],
    })
    const p = await newPerson(server.baseUrl)
    const { afterSignIn } = createSsoSignInSync(server.db, logger)
    const signIn = (claim: unknown) => afterSignIn({ accountId: p.userId, provider: corp, claims: { sub: 'x', roles: claim } })
    await signIn(['editors', 'leads'])
    expect(await teamsOf(p)).toEqual({ [slug]: 'admin' })
    await signIn('editors')
    expect(await teamsOf(p)).toEqual({ [slug]: 'member' })
    await afterSignIn({ accountId: p.userId, provider: corp, claims: { sub: 'x', groups: ['leads'] } }) // another claim than the provider's
    expect(await teamsOf(p)).toEqual({})
    await signIn('leads')
    for (const garbage of [{ leads: true }, 17, null]) {
      await signIn('leads')
      expect(await teamsOf(p)).toEqual({ [slug]: 'admin' })
      await signIn(garbage)
      expect(await teamsOf(p)).toEqual({})
    }
    // what an admin of the team sees: the person's events, each from single sign-on
    const log = await boss.call('GET', `/api/workspaces/${slug}/audit?resource=member:${p.userId}&perPage=100`)
    expect(log.body.total).toBe(9)
    expect(log.body.items.every((e: { details: { via: string; provider: string } }) => e.details.via === 'sso' && e.details.provider === 'corp')).toBe(true)
  })

  test('admin groups make the person an instance admin and take it away; without admin groups the flag stays', async () => {
    const p = await newPerson(server.baseUrl)
    const { afterSignIn } = createSsoSignInSync(server.db, logger)
    const withAdmins = provider({ adminGroups: ['snip-admins', '/ops/root'] })
    expect(await isAdmin(p)).toBe(false)
    await afterSignIn({ accountId: p.userId, provider: withAdmins, claims: { groups: ['staff', '/ops/root'] } })
    expect(await isAdmin(p)).toBe(true)
    expect(infos).toContainEqual({ msg: 'sso.admin_granted', fields: { accountId: p.userId, provider: 'corp' } })
    // a provider without admin groups leaves the flag, whatever the groups
    await afterSignIn({ accountId: p.userId, provider: provider({}), claims: { groups: [] } })
    expect(await isAdmin(p)).toBe(true)
    await afterSignIn({ accountId: p.userId, provider: withAdmins, claims: { groups: 'staff' } })
    expect(await isAdmin(p)).toBe(false)
    expect(infos).toContainEqual({ msg: 'sso.admin_revoked', fields: { accountId: p.userId, provider: 'corp' } })
    await afterSignIn({ accountId: p.userId, provider: withAdmins, claims: {} })
    expect(await isAdmin(p)).toBe(false)
    // an admin promoted by hand keeps it under a provider without admin groups
    const promoted = await newPerson(server.baseUrl)
    await setAccountFlags(server.db, promoted.userId, { isAdmin: true })
    await afterSignIn({ accountId: promoted.userId, provider: provider({ workspaceGroups: [] }), claims: { groups: 'nothing' } })
    expect(await isAdmin(promoted)).toBe(true)
  })

  test('memberships given by hand elsewhere stay when a sign-in applies the mapping', async () => {
    const boss = await newPerson(server.baseUrl)
    const [mapped, manual] = [await team(boss), await team(boss)]
    const p = await newPerson(server.baseUrl)
    await addMember(server.db, manual, p.userId, 'viewer')
    const { afterSignIn } = createSsoSignInSync(server.db, logger)
    const corp = provider({ workspaceGroups: [{ group: 'g', workspace: mapped, role: 'member' }] })
    await afterSignIn({ accountId: p.userId, provider: corp, claims: { groups: ['g'] } })
    expect(await teamsOf(p)).toEqual({ [mapped]: 'member', [manual]: 'viewer' })
    await afterSignIn({ accountId: p.userId, provider: corp, claims: {} })
    expect(await teamsOf(p)).toEqual({ [manual]: 'viewer' })
  })
})
