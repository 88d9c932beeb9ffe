// The composed product, end to end: a person signs in through a real OpenID Connect provider (oidc-provider),
// and each sign-in moves them between workspaces and roles, and in and out of the instance's admins, as the
// provider's groups claim says at that moment.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { startTestIssuer, type TestIssuer } from '../../test/oidc-issuer'
import { locationOf, signInThrough } from '../../test/sso-flow'
import { newPerson, newTeam, teamsOf } from '../../test/workspace-people'

const PUBLIC = 'http://snip.test'

describe.each(testEngines)('groups from single sign-on on %s', (engine) => {
  let server: TestServer
  let issuer: TestIssuer
  const editors = `editors-${engine}`
  const sales = `sales-${engine}`

  beforeAll(async () => {
    issuer = await startTestIssuer({
      snipUrl: PUBLIC,
      people: [{ sub: 'gina-1', email: `gina-${engine}@corp.example`, email_verified: true, groups: ['editors'] }],
    })
    const entry = issuer.providerEntry({
      workspaceGroups: [
        { group: 'editors', workspace: editors, role: 'member' },
        { group: 'leads', workspace: editors, role: 'admin' },
        { group: 'sales', workspace: sales, role: 'viewer' },
      ],
      adminGroups: ['ops'],
    })
    server = await startTestServer({ engine, env: { PUBLIC_URL: PUBLIC, OIDC_PROVIDERS: JSON.stringify([entry]) } })
    const owner = await newPerson(server.baseUrl)
    await newTeam(owner, editors)
    await newTeam(owner, sales)
  })
  afterAll(async () => {
    await server?.stop()
    await issuer?.stop()
  })

  /** Signs Gina in with these groups at the provider; her API client and whether she is an admin. */
  async function signInWith(groups: string[]) {
    issuer.people.get('gina-1')!.groups = groups
    const landing = await signInThrough(server, issuer, await locationOf(server, '/auth/v1/authorize?provider=corp'), 'gina-1')
    const token = landing.fragment.get('access_token')
    expect(token, landing.fragment.get('error_description') ?? '').toBeTruthy()
    const call = apiClient(server.baseUrl, token!)
    if ((await call('GET', '/api/workspaces')).status !== 200) await call('POST', '/api/users', {})
    const admin = (await call('GET', '/api/admin/settings')).status === 200
    return { teams: await teamsOf({ call }), admin }
  }

  test('each sign-in adds, changes and removes memberships and the admin flag as the groups say', async () => {
    expect(await signInWith(['editors'])).toEqual({ teams: { [editors]: 'member' }, admin: false })
    expect(await signInWith(['editors', 'leads', 'sales', 'ops'])).toEqual({ teams: { [editors]: 'admin', [sales]: 'viewer' }, admin: true })
    expect(await signInWith(['sales'])).toEqual({ teams: { [sales]: 'viewer' }, admin: false })
    expect(await signInWith([])).toEqual({ teams: {}, admin: false })
  })
})
