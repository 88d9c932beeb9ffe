// Every operation of the OpenAPI document, called for real: each request body it takes and each answer it
// gives (successes and errors) are validated against the document's own schemas with a JSON Schema
// validator (Ajv, draft 2020-12), and every status answered must be documented. The last test fails when
// an operation of the document was not exercised here, so a new route comes with its check.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestDns, type TestDns } from '../../test/dns-server'
import { startTestServer, type TestServer } from '../../test/harness'
import { apiClient, type ApiAnswer } from '../../test/http-client'
import { addMember } from '../workspaces'

type Schema = Record<string, unknown>
type Operation = {
  requestBody?: { content: Record<string, { schema?: Schema }> }
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>
}
type Doc = { paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> }

const ADMIN = 'openapi-admin@example.com'
const SKIPPED = new Set(['get /{code}', 'post /{code}']) // HTML pages and redirects: not JSON answers

describe('every operation answers as the OpenAPI document says', () => {
  let server: TestServer
  let dns: TestDns
  let doc: Doc
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  const compiled = new Map<string, ValidateFunction>()
  const covered = new Set<string>()

  /** The document's operation for a concrete request path. */
  function operationOf(method: string, path: string): { key: string; op: Operation } {
    const bare = path.split('?')[0]!
    for (const [template, ops] of Object.entries(doc.paths)) {
      const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`)
      if (pattern.test(bare) && ops[method.toLowerCase()]) return { key: `${method.toLowerCase()} ${template}`, op: ops[method.toLowerCase()]! }
    }
    throw new Error(`no operation in the document for ${method} ${bare}`)
  }

  function validator(key: string, schema: Schema): ValidateFunction {
    if (!compiled.has(key)) {
      const { $schema: _, ...rest } = schema
      // Schemas refer to the document's components: compiled with them at their root.
      compiled.set(key, ajv.compile({ ...rest, components: doc.components }))
    }
    return compiled.get(key)!
  }

  /** Calls the API, then checks the request body and the answer against the document. */
  async function call(method: string, path: string, token?: string, body?: unknown): Promise<ApiAnswer> {
    const { key, op } = operationOf(method, path)
    if (body !== undefined) {
      const schema = op.requestBody?.content['application/json']?.schema
      expect(schema, `${key}: request body not described`).toBeDefined()
      const valid = validator(`${key} body`, schema!)
      expect(valid(body), `${key} body ${JSON.stringify(body)}: ${JSON.stringify(valid.errors)}`).toBe(true)
    }
    const answer = await apiClient(server.baseUrl, token)(method, path, body)
    const response = op.responses[String(answer.status)]
    expect(response, `${key} answered ${answer.status}, which the document does not list: ${JSON.stringify(answer.body).slice(0, 200)}`).toBeDefined()
    const schema = response!.content?.['application/json']?.schema
    if ((answer.headers.get('content-type') ?? '').startsWith('application/json')) {
      expect(schema, `${key} ${answer.status}: JSON answer without a schema`).toBeDefined()
      const valid = validator(`${key} ${answer.status}`, schema!)
      expect(valid(answer.body), `${key} ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}: ${JSON.stringify(valid.errors)}`).toBe(true)
    }
    covered.add(key)
    return answer
  }

  beforeAll(async () => {
    dns = await startTestDns()
    // Webhooks may post to 127.0.0.1: the test button's answer is documented whatever the receiver does.
    server = await startTestServer({
      env: { ADMIN_EMAILS: ADMIN, DOMAIN_DNS_SERVERS: dns.server, WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_PER_WORKSPACE: '1' },
    })
    doc = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as Doc
  })
  afterAll(async () => {
    await server?.stop()
    await dns?.close()
  })

  test('public reads, anonymous links and claiming them', async () => {
    for (const path of ['/api/health', '/api/ready', '/api/config']) expect((await call('GET', path)).status).toBe(200)
    const anon = await call('POST', '/api/urls', undefined, { originalUrl: 'https://example.com/anonymous' })
    expect(anon.status).toBe(201)
    expect((await call('POST', '/api/urls', undefined, { originalUrl: 'not a url' })).status).toBe(400)
    expect((await call('GET', `/api/urls/by-code/${anon.body.shortCode}`)).status).toBe(200)
    expect((await call('GET', '/api/urls/by-code/nothing-here')).status).toBe(404)
    const user = await signUpAndSignIn(server.baseUrl)
    const claimed = await call('POST', '/api/urls/claim', user.accessToken, { links: [{ id: anon.body.id, token: anon.body.claimToken }] })
    expect(claimed.status).toBe(200)
    expect((await call('POST', '/api/reports', undefined, { link: anon.body.shortCode, reason: 'Looks like spam' })).status).toBe(201)
  })

  test("a signed-in person's links, tags, QR codes, stats, keys and account", async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const t = user.accessToken
    expect((await call('GET', '/api/urls', undefined)).status).toBe(401)
    expect((await call('POST', '/api/users', t, { username: 'documented' })).status).toBeLessThan(300)
    const link = await call('POST', '/api/urls', t, { originalUrl: 'https://example.com/documented', shortCode: 'documented-1', title: 'Doc', tags: ['docs'] })
    expect(link.status).toBe(201)
    const id = link.body.id as number
    expect((await call('GET', '/api/urls', t)).status).toBe(200)
    expect((await call('GET', '/api/urls?limit=10', t)).status).toBe(200)
    expect((await call('PUT', `/api/urls/${id}`, t, { originalUrl: 'https://example.com/documented-2' })).status).toBe(200)
    const rules = [
      {
        conditions: [
          { type: 'os', value: 'ios' },
          { type: 'query', key: 'src' },
        ],
        target: 'https://example.com/ios',
      },
    ]
    const split = [
      { target: 'https://example.com/a', weight: 60 },
      { target: 'https://example.com/b', weight: 40 },
    ]
    expect((await call('PUT', `/api/urls/${id}`, t, { rules, split, forwardQuery: 'visitor-wins' })).status).toBe(200)
    expect((await call('POST', `/api/urls/${id}/preview`, t, { device: 'mobile', os: 'ios', query: 'src=qr' })).status).toBe(200)
    expect((await call('POST', `/api/urls/${id}/preview`, t, { device: 'desktop' })).status).toBe(200)
    expect((await call('PATCH', `/api/urls/${id}`, t, { shortCode: 'documented-2' })).status).toBe(200)
    expect((await call('PUT', '/api/urls/999999', t, { originalUrl: 'https://example.com/x' })).status).toBe(404)
    expect((await call('GET', `/api/urls/${id}/qrcode?format=data-url`, t)).status).toBe(200)
    expect((await call('GET', `/api/urls/${id}/qrcode?size=5`, t)).status).toBe(400)
    const tags = await call('GET', '/api/tags', t)
    expect(tags.status).toBe(200)
    const tagId = (tags.body as { id: number; name: string }[]).find((g) => g.name === 'docs')!.id
    expect((await call('PATCH', `/api/tags/${tagId}`, t, { name: 'documents' })).status).toBe(200)
    expect((await call('DELETE', `/api/tags/${tagId}`, t)).status).toBe(200)
    expect((await call('GET', '/api/stats', t)).status).toBe(200)
    expect((await call('GET', '/api/stats/clicks', t)).status).toBe(200)
    expect((await call('GET', '/api/app/me', t)).status).toBe(200)
    expect((await call('GET', '/api/app/me')).status).toBe(401)
    expect((await call('GET', '/api/app/dashboard?limit=2&q=example', t)).status).toBe(200)
    expect((await call('GET', '/api/app/dashboard?limit=0', t)).status).toBe(400)
    expect((await call('GET', '/api/app/dashboard')).status).toBe(401)
    expect((await call('GET', '/api/stats/analytics?from=2026-01-01&to=2026-01-31', t)).status).toBe(200)
    expect((await call('GET', '/api/stats/analytics?from=2026-01-31&to=2026-01-01', t)).status).toBe(400)
    expect((await call('GET', `/api/urls/${id}/analytics`, t)).status).toBe(200)
    expect((await call('GET', `/api/urls/${id}/analytics?period=48h`, t)).status).toBe(200)
    expect((await call('GET', `/api/urls/${id}/analytics?period=24h`, t)).status).toBe(400)
    expect((await call('GET', '/api/stats/analytics?period=48h', t)).status).toBe(200)
    expect((await call('POST', '/api/urls/bulk', t, { urls: ['https://example.com/b1', 'https://example.com/b2'] })).status).toBe(200)
    expect((await call('POST', '/api/urls/bulk-actions', t, { action: 'deactivate', ids: [id] })).status).toBe(200)
    expect((await call('GET', '/api/urls/export?format=json', t)).status).toBe(200)
    const csv = 'originalUrl,shortCode\nhttps://example.com/imported,imported-1\n'
    expect((await call('POST', '/api/urls/import/preview?format=snip-csv', t, csv)).status).toBe(200)
    expect((await call('POST', '/api/urls/import?format=snip-csv', t, csv)).status).toBe(200)
    expect((await call('GET', '/api/users/me', t)).status).toBe(200)
    expect((await call('PATCH', '/api/users/me', t, { username: 'renamed' })).status).toBe(200)
    expect((await call('GET', '/api/users/me/time-zone', t)).status).toBe(200)
    expect((await call('PUT', '/api/users/me/time-zone', t, { timeZone: 'Europe/Paris' })).status).toBe(200)
    expect((await call('PUT', '/api/users/me/time-zone', t, { timeZone: 'Mars/Olympus_Mons' })).status).toBe(400)
    expect((await call('PUT', '/api/users/me/time-zone', t, { timeZone: null })).status).toBe(200)
    expect((await call('GET', '/api/users/me/time-zone')).status).toBe(401)
    expect((await call('GET', '/api/users/me/language', t)).status).toBe(200)
    expect((await call('PUT', '/api/users/me/language', t, { language: 'de' })).status).toBe(200)
    expect((await call('PUT', '/api/users/me/language', t, { language: null })).status).toBe(200)
    expect((await call('GET', '/api/users/me/language')).status).toBe(401)
    const sessions = await call('GET', '/api/users/me/sessions', t)
    expect(sessions.status).toBe(200)
    const another = (sessions.body as { id: string; current: boolean }[]).find((s) => !s.current)
    expect(another).toBeDefined() // the sign-up's own session, besides the sign-in's
    expect((await call('DELETE', `/api/users/me/sessions/${another!.id}`, t)).status).toBe(200)
    expect((await call('DELETE', `/api/users/me/sessions/${another!.id}`, t)).status).toBe(404)
    expect((await call('GET', '/api/users/me/export?format=json', t)).status).toBe(200)
    const key = await call('POST', '/api/keys', t, { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: 'docs' })
    expect(key.status).toBe(201)
    const reader = await call('POST', '/api/keys', t, { name: 'reader', scopes: ['links:read'] })
    expect(reader.body.scopes).toEqual(['links:read'])
    expect((await call('GET', '/api/urls', reader.body.key)).status).toBe(200)
    expect((await call('POST', '/api/urls', reader.body.key, { originalUrl: 'https://example.com/refused' })).body.code).toBe('insufficient_scope')
    expect((await call('GET', `/api/urls/${id}/analytics`, reader.body.key)).body.code).toBe('insufficient_scope')
    expect((await call('GET', '/api/stats', reader.body.key)).body.code).toBe('insufficient_scope')
    expect((await call('GET', '/api/keys', t)).status).toBe(200)
    expect((await call('DELETE', `/api/keys/${key.body.id}`, t)).status).toBe(200)
    expect((await call('DELETE', `/api/urls/${id}`, t)).status).toBe(200)
    expect((await call('DELETE', '/api/users/me', t, { confirmation: 'DELETE', password: 'correct horse battery' })).status).toBe(200)
  })

  test('workspaces: create, list, rename, members, roles, transfer, leave, delete, and their refusals', async () => {
    const owner = await signUpAndSignIn(server.baseUrl)
    const member = await signUpAndSignIn(server.baseUrl)
    const [o, mt] = [owner.accessToken, member.accessToken]
    expect((await call('GET', '/api/workspaces')).status).toBe(401)
    expect((await call('GET', '/api/workspaces', o)).status).toBe(200)
    expect((await call('POST', '/api/workspaces', o, { name: 'Documented', slug: 'documented-team' })).status).toBe(201)
    expect((await call('POST', '/api/workspaces', o, { name: 'Again', slug: 'documented-team' })).status).toBe(409)
    expect((await call('POST', '/api/workspaces', o, { name: 'Bad', slug: 'personal-team' })).status).toBe(400)
    await addMember(server.db, 'documented-team', member.userId, 'viewer')
    expect((await call('POST', '/api/keys?workspace=documented-team', mt, { name: 'too much', scopes: ['links:write'] })).status).toBe(403)
    expect((await call('POST', '/api/keys?workspace=no-such-team', mt, { name: 'nowhere', scopes: ['links:read'] })).status).toBe(404)
    const teamKey = (await call('POST', '/api/keys?workspace=documented-team', o, { name: 'team admin', scopes: ['workspace:admin'] })).body.key as string
    expect((await call('GET', '/api/workspaces/documented-team/members', teamKey)).status).toBe(200)
    expect((await call('GET', '/api/urls', teamKey)).status).toBe(403)
    expect((await call('GET', '/api/keys?workspace=documented-team', o)).status).toBe(200)
    expect((await call('PATCH', '/api/workspaces/documented-team', o, { name: 'Renamed', membersEditAll: true })).status).toBe(200)
    expect((await call('PATCH', '/api/workspaces/documented-team', mt, { name: 'Mine now' })).status).toBe(403)
    expect((await call('PATCH', '/api/workspaces/no-such-team', o, { name: 'X' })).status).toBe(404)
    expect((await call('PATCH', '/api/workspaces/documented-team', o, {})).status).toBe(400)
    expect((await call('GET', '/api/workspaces/documented-team/members', mt)).status).toBe(200)
    expect((await call('GET', '/api/workspaces/documented-team/members', o)).status).toBe(200)
    expect((await call('GET', '/api/workspaces/documented-team/audit?perPage=5', o)).status).toBe(200)
    expect((await call('GET', '/api/workspaces/documented-team/audit?action=nope', o)).status).toBe(400)
    expect((await call('GET', '/api/workspaces/documented-team/audit')).status).toBe(401)
    expect((await call('GET', '/api/workspaces/documented-team/audit', mt)).status).toBe(403)
    expect((await call('GET', '/api/workspaces/no-such-team/audit', o)).status).toBe(404)
    expect((await call('PATCH', `/api/workspaces/documented-team/members/${member.userId}`, o, { role: 'member' })).status).toBe(200)
    expect((await call('PATCH', `/api/workspaces/documented-team/members/${owner.userId}`, o, { role: 'admin' })).status).toBe(409)
    expect((await call('POST', '/api/workspaces/documented-team/leave', o)).status).toBe(409)
    expect((await call('POST', '/api/workspaces/documented-team/transfer', o, { userId: 'nobody' })).status).toBe(404)
    expect((await call('POST', '/api/workspaces/documented-team/transfer', o, { userId: member.userId })).status).toBe(200)
    expect((await call('POST', '/api/workspaces/documented-team/leave', o)).status).toBe(200)
    expect((await call('DELETE', `/api/workspaces/documented-team/members/${owner.userId}`, mt)).status).toBe(404)
    expect((await call('DELETE', '/api/workspaces/documented-team', mt)).status).toBe(200)
    expect((await call('DELETE', '/api/workspaces/documented-team', mt)).status).toBe(404)
    expect((await call('POST', '/api/workspaces', mt, { name: 'Second', slug: 'documented-second' })).status).toBe(201)
    await addMember(server.db, 'documented-second', owner.userId, 'member')
    expect((await call('DELETE', `/api/workspaces/documented-second/members/${owner.userId}`, mt)).status).toBe(200)
    expect((await call('GET', '/api/workspaces/documented-second/members', o)).status).toBe(404)
    const personal = (await call('GET', '/api/workspaces', mt)).body[0].slug as string
    expect((await call('DELETE', `/api/workspaces/${personal}`, mt)).status).toBe(409)
    expect((await call('DELETE', '/api/users/me', mt, { confirmation: 'DELETE', password: 'correct horse battery' })).status).toBe(200)
  })

  test('workspace invitations: invite, list, withdraw, see, accept, and their refusals', async () => {
    const owner = await signUpAndSignIn(server.baseUrl)
    const o = owner.accessToken
    expect((await call('POST', '/api/workspaces', o, { name: 'Inviting', slug: 'documented-invites' })).status).toBe(201)
    const at = '/api/workspaces/documented-invites/invitations'
    const invitee = `documented-invitee-${Date.now()}@example.com`
    const made = await call('POST', at, o, { email: invitee, role: 'member' })
    expect(made.status).toBe(201)
    expect((await call('POST', at, o, { email: 'nope', role: 'member' })).status).toBe(400)
    expect((await call('POST', at, undefined, { email: invitee, role: 'member' })).status).toBe(401)
    expect((await call('POST', at, o, { email: owner.email, role: 'member' })).status).toBe(409)
    expect((await call('GET', at, o)).status).toBe(200)
    expect((await call('GET', '/api/workspaces/no-such-team/invitations', o)).status).toBe(404)
    const token = new URL(made.body.link as string).hash.slice(1)
    expect((await call('GET', `/api/invitations/${token}`)).status).toBe(200)
    expect((await call('GET', '/api/invitations/unknown-token')).status).toBe(404)
    expect((await call('POST', `/api/invitations/${token}/accept`)).status).toBe(401)
    expect((await call('POST', `/api/invitations/${token}/accept`, o)).status).toBe(403)
    const joining = await signUpAndSignIn(server.baseUrl, { email: invitee })
    expect((await call('POST', `/api/invitations/${token}/accept`, joining.accessToken)).status).toBe(200)
    expect((await call('POST', `/api/invitations/${token}/accept`, joining.accessToken)).status).toBe(410)
    expect((await call('GET', `/api/invitations/${token}`)).status).toBe(410)
    const withdrawn = await call('POST', at, o, { email: `documented-other-${Date.now()}@example.com`, role: 'viewer' })
    expect((await call('DELETE', `${at}/${withdrawn.body.invitation.id}`, joining.accessToken)).status).toBe(403)
    expect((await call('DELETE', `${at}/${withdrawn.body.invitation.id}`, o)).status).toBe(200)
    expect((await call('DELETE', `${at}/${withdrawn.body.invitation.id}`, o)).status).toBe(404)
    const other = await call('POST', at, o, { email: `documented-again-${Date.now()}@example.com`, role: 'viewer' })
    const otherToken = new URL(other.body.link as string).hash.slice(1)
    expect((await call('POST', `/api/invitations/${otherToken}/accept`, joining.accessToken)).status).toBe(403)
    const mine = await call('POST', at, o, { email: `documented-late-${Date.now()}@example.com`, role: 'viewer' })
    const late = await signUpAndSignIn(server.baseUrl, { email: mine.body.invitation.email })
    await addMember(server.db, 'documented-invites', late.userId, 'viewer')
    expect((await call('POST', `/api/invitations/${new URL(mine.body.link as string).hash.slice(1)}/accept`, late.accessToken)).status).toBe(409)
  })

  test("an admin's operations", async () => {
    const admin = await signUpAndSignIn(server.baseUrl, { email: ADMIN })
    const someone = await signUpAndSignIn(server.baseUrl)
    const t = admin.accessToken
    expect((await call('GET', '/api/admin/me', someone.accessToken)).body).toEqual({ admin: false })
    expect((await call('GET', '/api/admin/links', someone.accessToken)).status).toBe(403)
    expect((await call('GET', '/api/admin/me', t)).body).toEqual({ admin: true })
    const link = await apiClient(server.baseUrl, someone.accessToken)('POST', '/api/urls', { originalUrl: 'https://example.com/moderated' })
    expect((await call('GET', '/api/admin/links?q=moderated', t)).status).toBe(200)
    expect((await call('GET', '/api/admin/links?q=moderated&page=1&limit=5', t)).body).toMatchObject({ total: 1, page: 1, pageSize: 5 })
    expect((await call('GET', '/api/admin/links?limit=0', t)).status).toBe(400)
    expect((await call('POST', `/api/admin/links/${link.body.id}/disable`, t, { reason: 'Spam' })).status).toBe(200)
    expect((await call('POST', `/api/admin/links/${link.body.id}/enable`, t)).status).toBe(200)
    expect((await call('GET', '/api/admin/users?q=example', t)).status).toBe(200)
    expect((await call('POST', `/api/admin/users/${someone.userId}/disable`, t, { reason: 'Abuse' })).status).toBe(200)
    expect((await call('POST', `/api/admin/users/${someone.userId}/enable`, t)).status).toBe(200)
    expect((await call('GET', '/api/admin/settings', t)).status).toBe(200)
    expect((await call('PATCH', '/api/admin/settings', t, { anonymousShortening: true })).status).toBe(200)
    expect((await call('POST', '/api/admin/blocklist', t, { domain: 'spam.example' })).status).toBe(200)
    expect((await call('DELETE', '/api/admin/blocklist/spam.example', t)).status).toBe(200)
    expect((await call('POST', '/api/admin/invites', t)).status).toBe(200)
    expect((await call('POST', '/api/reports', undefined, { link: link.body.shortCode, reason: 'Phishing' })).status).toBe(201)
    const reports = await call('GET', '/api/admin/reports', t)
    expect(reports.status).toBe(200)
    const report = (reports.body as { id: number; shortCode: string }[]).find((r) => r.shortCode === link.body.shortCode)!
    expect((await call('POST', `/api/admin/reports/${report.id}/resolve`, t, { action: 'dismiss' })).status).toBe(200)
    expect((await call('POST', `/api/admin/links/${link.body.id}/delete`, t, { reason: 'Gone' })).status).toBe(200)
    expect((await call('GET', '/api/admin/log', t)).status).toBe(200)
  })

  test('custom domains: a workspace adds, verifies, uses, redirects and removes one; an admin adds and disables one', async () => {
    const owner = await signUpAndSignIn(server.baseUrl)
    const o = owner.accessToken
    const admin = (await signUpAndSignIn(server.baseUrl, { email: ADMIN })).accessToken
    const slug = (await call('GET', '/api/workspaces', o)).body[0].slug as string
    const at = `/api/workspaces/${slug}/domains`
    const added = await call('POST', at, o, { host: 'go.documented.example' })
    expect(added.status).toBe(201)
    expect((await call('POST', at, o, { host: 'not a domain' })).status).toBe(400)
    expect((await call('POST', at, o, { host: 'go.documented.example' })).status).toBe(409)
    expect((await call('POST', at, undefined, { host: 'x.documented.example' })).status).toBe(401)
    expect((await call('GET', at, o)).status).toBe(200)
    expect((await call('GET', `${at}/${added.body.id}`, o)).status).toBe(200)
    expect((await call('GET', `${at}/999999`, o)).status).toBe(404)
    const txt = added.body.records[0] as { name: string; value: string }
    dns.zone[txt.name] = { txt: [txt.value] }
    dns.zone['go.documented.example'] = { cname: 'snip.test' }
    expect((await call('POST', `${at}/${added.body.id}/verify`, o)).body.status).toBe('verified')
    expect((await call('GET', '/api/domains/allowed?domain=go.documented.example')).status).toBe(200)
    expect((await call('GET', '/api/domains/allowed?domain=nope.documented.example')).status).toBe(404)
    const link = await call('POST', '/api/urls', o, { originalUrl: 'https://example.com/branded', domain: 'go.documented.example' })
    expect([link.status, link.body.domain]).toEqual([201, 'go.documented.example'])
    expect((await call('PATCH', `${at}/${added.body.id}`, o, { rootRedirect: 'https://example.com/' })).status).toBe(200)
    expect((await call('PATCH', `${at}/${added.body.id}`, o, {})).status).toBe(400)
    expect((await call('GET', '/api/admin/domains', admin)).status).toBe(200)
    expect((await call('GET', '/api/admin/domains', o)).status).toBe(403)
    const wide = await call('POST', '/api/admin/domains', admin, { host: 'wide.documented.example' })
    expect(wide.status).toBe(201)
    expect((await call('PATCH', `/api/admin/domains/${added.body.id}`, admin, { disabled: true, reason: 'Test' })).status).toBe(200)
    expect((await call('PATCH', '/api/admin/domains/999999', admin, { disabled: true })).status).toBe(404)
    expect((await call('DELETE', `/api/admin/domains/${wide.body.id}`, admin)).status).toBe(200)
    expect((await call('DELETE', `${at}/${added.body.id}`, o)).status).toBe(200)
    expect((await call('DELETE', `${at}/${added.body.id}`, o)).status).toBe(404)
  })

  test('webhook endpoints: list, add, change, test, the delivery log, remove, and their refusals', async () => {
    const owner = await signUpAndSignIn(server.baseUrl)
    const viewer = await signUpAndSignIn(server.baseUrl)
    const o = owner.accessToken
    expect((await call('POST', '/api/workspaces', o, { name: 'Hooks', slug: 'documented-hooks' })).status).toBe(201)
    await addMember(server.db, 'documented-hooks', viewer.userId, 'viewer')
    const at = '/api/workspaces/documented-hooks/webhooks'
    // port 1: nothing listens, so the test's one attempt ends at once (retry, network)
    const made = await call('POST', at, o, { url: 'http://127.0.0.1:1/hook', events: ['link.created', 'link.clicked'] })
    expect(made.status).toBe(201)
    const id = made.body.endpoint.id as string
    expect((await call('POST', at, o, { url: 'ftp://example.com/hook', events: ['link.created'] })).status).toBe(400)
    expect((await call('POST', at, o, { url: 'http://127.0.0.1:1/other', events: ['link.deleted'] })).status).toBe(409)
    expect((await call('POST', at, undefined, { url: 'http://127.0.0.1:1/hook', events: ['link.created'] })).status).toBe(401)
    expect((await call('GET', at, o)).status).toBe(200)
    expect((await call('GET', at, viewer.accessToken)).status).toBe(403)
    expect((await call('GET', '/api/workspaces/no-such-team/webhooks', o)).status).toBe(404)
    expect((await call('PATCH', `${at}/${id}`, o, { events: ['link.updated'], enabled: false })).status).toBe(200)
    expect((await call('PATCH', `${at}/${id}`, o, {})).status).toBe(400)
    expect((await call('PATCH', `${at}/whe_nope`, o, { enabled: true })).status).toBe(404)
    expect((await call('POST', `${at}/${id}/test`, o)).body.outcome).toBe('retry')
    // pressed until the limit answers (5 a minute; a fixed window may turn over once in between)
    let tests = 1
    while ((await call('POST', `${at}/${id}/test`, o)).status === 200 && tests < 11) tests++
    expect(tests).toBeLessThan(11)
    expect((await call('POST', `${at}/whe_nope/test`, o)).status).toBe(404)
    expect((await call('GET', `${at}/${id}/deliveries`, o)).body.deliveries).toHaveLength(tests)
    expect((await call('GET', `${at}/${id}/deliveries?before=0`, o)).status).toBe(400)
    expect((await call('DELETE', `${at}/${id}`, viewer.accessToken)).status).toBe(403)
    expect((await call('DELETE', `${at}/${id}`, o)).status).toBe(204)
    expect((await call('DELETE', `${at}/${id}`, o)).status).toBe(404)
  })

  test('every operation of the document was called and checked above', () => {
    const all = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`))
    expect(all.filter((k) => !covered.has(k) && !SKIPPED.has(k))).toEqual([])
  })
})
