// A workspace's webhook endpoints over real HTTP on every engine (docs/decisions/0086): the secret answered
// once and then only hinted at, the test button's signed event checked by the receiver's own Standard
// Webhooks verifier and found in the delivery log, changing (the secret stays), pausing and enabling again,
// removing, the limits (endpoints per workspace, test events per endpoint), who may (owners and admins) and
// who gets 403 or 404, the contract's messages, and the secret kept out of the log lines and the audit log. A receiver started here on 127.0.0.1 needs WEBHOOKS_ALLOW_PRIVATE;
// a second server without it proves loopback, private and link-local addresses are refused when given.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Webhook } from 'standardwebhooks'
import { webhookErrorCodes as codes, webhookEventTypes, webhookMessages as m } from '../contracts/webhook-schemas'
import { addMember } from '../workspaces'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { newPerson, newTeam, type Person } from '../../test/workspace-people'
import { WEBHOOK_EVENT_TYPES } from './events'

interface Received {
  path: string
  headers: Record<string, string>
  body: string
}

let receiver: ReturnType<typeof Bun.serve>
const received: Received[] = []
const at = (path: string) => `http://127.0.0.1:${receiver.port}${path}`

beforeAll(() => {
  receiver = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const path = new URL(request.url).pathname
      received.push({ path, headers: Object.fromEntries(request.headers), body: await request.text() })
      return new Response(path === '/gone' ? 'no such hook' : 'thanks', { status: path === '/gone' ? 404 : 200 })
    },
  })
})
afterAll(() => receiver?.stop(true))

test('the contract lists the event types the webhooks room sends', () => {
  expect([...webhookEventTypes]).toEqual([...WEBHOOK_EVENT_TYPES])
})

describe.each(testEngines)('webhook endpoints on %s', (engine) => {
  let server: TestServer
  let owner: Person
  let admin: Person
  let member: Person
  let viewer: Person
  let outsider: Person
  const slug = `hooks-${engine}`
  const outsiderSlug = `elsewhere-${engine}`
  const base = `/api/workspaces/${slug}/webhooks`
  const secrets: string[] = []

  beforeAll(async () => {
    server = await startTestServer({ engine, env: { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_PER_WORKSPACE: '3', LOG_LEVEL: 'debug' } })
    ;[owner, admin, member, viewer, outsider] = await Promise.all([1, 2, 3, 4, 5].map(() => newPerson(server.baseUrl)))
    await newTeam(owner, slug)
    await newTeam(outsider, outsiderSlug)
    await addMember(server.db, slug, admin.userId, 'admin')
    await addMember(server.db, slug, member.userId, 'member')
    await addMember(server.db, slug, viewer.userId, 'viewer')
  })
  afterAll(() => server?.stop())

  async function create(url: string, events: string[] = ['link.created'], by = owner) {
    const made = await by.call('POST', base, { url, events })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    secrets.push(made.body.secret)
    return made.body as { endpoint: { id: string }; secret: string }
  }

  test('creating answers the secret once; the list shows only its first characters', async () => {
    const made = await owner.call('POST', base, { url: at('/ok'), events: ['link.created', 'link.clicked', 'link.created'] })
    expect(made.status).toBe(201)
    secrets.push(made.body.secret)
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    const hint = `${made.body.secret.slice(0, 10)}…`
    expect(made.body.endpoint).toMatchObject({
      url: at('/ok'),
      events: ['link.created', 'link.clicked'],
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      secretHint: hint,
    })
    expect(made.body.endpoint.id).toMatch(/^whe_[0-9a-f]{32}$/)
    const list = await owner.call('GET', base)
    expect(list.status).toBe(200)
    expect(list.body).toMatchObject({ limit: 3, eventTypes: [...webhookEventTypes] })
    expect(list.body.endpoints).toEqual([made.body.endpoint])
    expect(JSON.stringify(list.body)).not.toContain(made.body.secret.slice(10, 30))
    await owner.call('DELETE', `${base}/${made.body.endpoint.id}`)
  })

  test('the test button delivers a signed webhook.test the receiver verifies, and logs it', async () => {
    const { endpoint, secret } = await create(at('/ok'))
    const before = received.length
    const tested = await owner.call('POST', `${base}/${endpoint.id}/test`)
    expect(tested.status).toBe(200)
    expect(tested.body).toMatchObject({ outcome: 'delivered', status: 200, error: null })
    expect(tested.body.durationMs).toBeGreaterThanOrEqual(0)
    const got = received.slice(before)
    expect(got).toHaveLength(1)
    const event = new Webhook(secret).verify(got[0]!.body, got[0]!.headers) as { type: string; data: unknown }
    expect(event).toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint.id } })
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(got[0]!.body, got[0]!.headers)).toThrow()

    const log = await owner.call('GET', `${base}/${endpoint.id}/deliveries`)
    expect(log.status).toBe(200)
    expect(log.body.nextBefore).toBeNull()
    expect(log.body.deliveries).toEqual([
      expect.objectContaining({
        eventId: got[0]!.headers['webhook-id'],
        eventType: 'webhook.test',
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 200,
        lastError: null,
        nextAttemptAt: null,
      }),
    ])
    expect(log.body.deliveries[0].deliveredAt).not.toBeNull()
  })

  test('a test the receiver refuses answers failed with its status, and is logged failed, not queued', async () => {
    const { endpoint } = await create(at('/gone'), ['link.deleted'], admin)
    const tested = await admin.call('POST', `${base}/${endpoint.id}/test`)
    expect(tested.body).toMatchObject({ outcome: 'failed', status: 404, error: 'status' })
    const log = await admin.call('GET', `${base}/${endpoint.id}/deliveries`)
    expect(log.body.deliveries).toEqual([expect.objectContaining({ status: 'failed', lastStatusCode: 404, lastError: 'status', attempts: 1 })])
    expect((await admin.call('DELETE', `${base}/${endpoint.id}`)).status).toBe(204)
  })

  test('PATCH changes the events and the address, pauses, and enabling again forgets the failures', async () => {
    const { endpoint, secret } = await create(at('/ok'))
    const url = `${base}/${endpoint.id}`
    const events = await owner.call('PATCH', url, { events: ['link.updated', 'link.expired'] })
    expect(events.status).toBe(200)
    expect(events.body.endpoint.events).toEqual(['link.updated', 'link.expired'])
    expect((await owner.call('PATCH', url, { url: at('/moved') })).body.endpoint.url).toBe(at('/moved'))

    // the page's edit sends both at once; a refused address changes neither, and no edit changes the secret
    const refused = await owner.call('PATCH', url, { url: 'ftp://example.com/hook', events: ['link.created'] })
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([400, 'validation_failed', m.urlInvalid])
    const edited = await owner.call('PATCH', url, { url: at('/edited'), events: ['link.deleted', 'link.created'] })
    expect(edited.body.endpoint).toMatchObject({ url: at('/edited'), events: ['link.deleted', 'link.created'], secretHint: `${secret.slice(0, 10)}…` })
    const before = received.length
    expect((await owner.call('POST', `${url}/test`)).body.outcome).toBe('delivered')
    const [got] = received.slice(before)
    expect(got!.path).toBe('/edited')
    expect(new Webhook(secret).verify(got!.body, got!.headers)).toMatchObject({ type: 'webhook.test' })

    const paused = await owner.call('PATCH', url, { enabled: false })
    expect(paused.body.endpoint).toMatchObject({ enabled: false, disabledReason: 'paused' })
    expect(Date.parse(paused.body.endpoint.disabledAt)).not.toBeNaN()

    // The worker disables an endpoint after five events in a row were given up on.
    const { webhookEndpoints: e } = server.db.t
    await server.db.orm.update(e).set({ disabledAt: new Date(), disabledReason: 'given-up', consecutiveGivenUp: 5 }).where(eq(e.id, endpoint.id))
    const listed = (await owner.call('GET', base)).body.endpoints.find((x: { id: string }) => x.id === endpoint.id)
    expect(listed).toMatchObject({ enabled: false, disabledReason: 'failures' })

    const enabled = await owner.call('PATCH', url, { enabled: true })
    expect(enabled.body.endpoint).toMatchObject({ enabled: true, disabledReason: null, disabledAt: null })
    const [row] = await server.db.orm.select().from(e).where(eq(e.id, endpoint.id))
    expect(row!.consecutiveGivenUp).toBe(0)
    expect(Date.parse(enabled.body.endpoint.updatedAt)).toBeGreaterThanOrEqual(Date.parse(enabled.body.endpoint.createdAt))
  })

  test('refuses what is not an endpoint, with the contract’s messages', async () => {
    const refusals: [unknown, string][] = [
      [{ url: 'ftp://example.com/hook', events: ['link.created'] }, m.urlInvalid],
      [{ url: 'not an address', events: ['link.created'] }, m.urlInvalid],
      [{ url: 'https://user:pass@example.com/hook', events: ['link.created'] }, m.urlCredentials],
      [{ url: 'https://example.com/hook', events: [] }, m.eventsRequired],
      [{ url: 'https://example.com/hook' }, m.eventsRequired],
      [{ url: 'https://example.com/hook', events: ['link.nope'] }, m.eventUnknown],
      [{ events: ['link.created'] }, m.urlInvalid],
    ]
    for (const [body, message] of refusals) {
      const answer = await owner.call('POST', base, body)
      expect([answer.status, answer.body.code, answer.body.message], JSON.stringify(body)).toEqual([400, 'validation_failed', message])
    }
    const { endpoint } = await create(at('/ok'))
    const nothing = await owner.call('PATCH', `${base}/${endpoint.id}`, {})
    expect([nothing.status, nothing.body.message]).toEqual([400, m.nothingToChange])
    expect((await owner.call('PATCH', `${base}/${endpoint.id}`, { enabled: 'yes' })).body.message).toBe(m.enabledInvalid)
    expect((await owner.call('GET', `${base}/${endpoint.id}/deliveries?before=abc`)).body.message).toBe(m.beforeInvalid)
    expect((await owner.call('DELETE', `${base}/${endpoint.id}`)).status).toBe(204)
  })

  test('a workspace has at most WEBHOOKS_PER_WORKSPACE endpoints', async () => {
    const { endpoints } = (await owner.call('GET', base)).body as { endpoints: unknown[] }
    for (let n = endpoints.length; n < 3; n++) await create(at('/ok'))
    const over = await owner.call('POST', base, { url: at('/ok'), events: ['link.created'] })
    expect([over.status, over.body.code, over.body.message]).toEqual([409, codes.limitReached, m.limitReached])
  })

  test('owners and admins may; members and viewers get 403; another workspace gets 404', async () => {
    const { endpoints } = (await admin.call('GET', base)).body as { endpoints: { id: string }[] }
    const id = endpoints[0]!.id
    const asks: [string, string, unknown?][] = [
      ['GET', base],
      ['POST', base, { url: at('/ok'), events: ['link.created'] }],
      ['PATCH', `${base}/${id}`, { enabled: false }],
      ['DELETE', `${base}/${id}`],
      ['POST', `${base}/${id}/test`],
      ['GET', `${base}/${id}/deliveries`],
    ]
    for (const person of [member, viewer])
      for (const [method, path, body] of asks) {
        const answer = await person.call(method, path, body)
        expect([answer.status, answer.body.code], `${method} ${path}`).toEqual([403, 'insufficient_role'])
      }
    for (const [method, path, body] of asks) expect((await outsider.call(method, path, body)).body.code, `${method} ${path}`).toBe('workspace_not_found')
    const theirs = `/api/workspaces/${outsiderSlug}/webhooks/${id}`
    for (const [method, path, body] of [
      ['PATCH', theirs, { enabled: false }],
      ['DELETE', theirs],
      ['POST', `${theirs}/test`],
      ['GET', `${theirs}/deliveries`],
    ] as const) {
      const answer = await outsider.call(method, path, body)
      expect([answer.status, answer.body.code, answer.body.message], `${method} ${path}`).toEqual([404, codes.webhookNotFound, m.webhookNotFound])
    }
    expect((await admin.call('GET', `${base}/whe_nope/deliveries`)).body.code).toBe(codes.webhookNotFound)
  })

  test('DELETE answers 204 with no body, and the endpoint is gone with its log', async () => {
    const { endpoints } = (await owner.call('GET', base)).body as { endpoints: { id: string }[] }
    const id = endpoints[0]!.id
    const removed = await owner.call('DELETE', `${base}/${id}`)
    expect([removed.status, removed.body]).toEqual([204, null])
    expect((await owner.call('DELETE', `${base}/${id}`)).body.code).toBe(codes.webhookNotFound)
    expect((await owner.call('GET', base)).body.endpoints.map((x: { id: string }) => x.id)).not.toContain(id)
    const { webhookDeliveries: d } = server.db.t
    expect(await server.db.orm.select().from(d).where(eq(d.endpointId, id))).toEqual([])
  })

  test('the delivery log pages 50 at a time, newest first', async () => {
    const id = (await create(at('/ok'))).endpoint.id // one with an empty log (the DELETE above left room for it)
    const now = new Date()
    const rows = Array.from({ length: 53 }, (_, i) => ({
      endpointId: id,
      eventId: `msg_page${engine}${i}`,
      eventType: 'link.created',
      payload: null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(now.getTime() + 3_600_000),
      createdAt: now,
    }))
    await server.db.orm.insert(server.db.t.webhookDeliveries).values(rows)
    const first = await owner.call('GET', `${base}/${id}/deliveries`)
    expect(first.body.deliveries).toHaveLength(50)
    expect(first.body.deliveries[0].eventId).toBe(`msg_page${engine}52`)
    expect(first.body.deliveries[0].nextAttemptAt).not.toBeNull()
    expect(first.body.nextBefore).toBe(first.body.deliveries[49].id)
    const second = await owner.call('GET', `${base}/${id}/deliveries?before=${first.body.nextBefore}`)
    expect(second.body.deliveries.map((x: { eventId: string }) => x.eventId)).toEqual([2, 1, 0].map((i) => `msg_page${engine}${i}`))
    expect(second.body.nextBefore).toBeNull()
  })

  test('each change is in the audit log, and no secret is in it or in the log lines', async () => {
    const audit = await owner.call('GET', `/api/workspaces/${slug}/audit?resource=webhook&perPage=100`)
    expect(audit.status).toBe(200)
    const actions = new Set((audit.body.items as { action: string }[]).map((e) => e.action))
    expect([...actions].sort()).toEqual(['webhook.created', 'webhook.deleted', 'webhook.tested', 'webhook.updated'])
    expect(audit.body.items.find((e: { action: string }) => e.action === 'webhook.created').resource).toMatchObject({
      type: 'webhook',
      label: `127.0.0.1:${receiver.port}`,
    })
    const stored = JSON.stringify(await server.db.orm.select().from(server.db.t.auditEvents))
    const logs = server.logs.join('\n')
    expect(logs).toContain('webhook delivery')
    expect(secrets.length).toBeGreaterThan(3)
    for (const secret of secrets) {
      const key = secret.slice('whsec_'.length)
      for (const text of [JSON.stringify(audit.body), stored, logs]) expect(text).not.toContain(key)
    }
  })
})

// A server of its own: the limiters' fixed windows start with the server, so the presses below, made within
// seconds of its start, are all in its first minute.
describe.each(testEngines)('the test events’ limit on %s', (engine) => {
  let server: TestServer
  let owner: Person
  let member: Person
  const team = `hook-limits-${engine}`
  const hooks = `/api/workspaces/${team}/webhooks`

  beforeAll(async () => {
    server = await startTestServer({ engine, env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } })
    ;[owner, member] = await Promise.all([newPerson(server.baseUrl), newPerson(server.baseUrl)])
    await newTeam(owner, team)
    await addMember(server.db, team, member.userId, 'member')
  })
  afterAll(() => server?.stop())

  test('the 6th to one endpoint within a minute answers 429 with Retry-After and sends nothing; another endpoint still gets its own', async () => {
    const made = async (path: string) => (await owner.call('POST', hooks, { url: at(path), events: ['link.created'] })).body.endpoint.id as string
    const [first, second] = [await made('/first'), await made('/second')]
    // refusals spend nothing: a member's presses (403) come before the owner's five
    for (let i = 0; i < 5; i++) expect((await member.call('POST', `${hooks}/${first}/test`)).status).toBe(403)
    const before = received.length
    for (let i = 0; i < 5; i++) expect((await owner.call('POST', `${hooks}/${first}/test`)).body.outcome, `test ${i + 1}`).toBe('delivered')
    const sixth = await owner.call('POST', `${hooks}/${first}/test`)
    expect([sixth.status, sixth.body.code, sixth.headers.get('retry-after')]).toEqual([429, 'rate_limited', '60'])
    expect(received.slice(before).map((r) => r.path)).toEqual(Array(5).fill('/first'))
    expect((await owner.call('GET', `${hooks}/${first}/deliveries`)).body.deliveries).toHaveLength(5)
    // per endpoint: the other one of the same workspace is not held back
    expect((await owner.call('POST', `${hooks}/${second}/test`)).body.outcome).toBe('delivered')
    expect(received.at(-1)!.path).toBe('/second')
  })
})

describe('webhook endpoints with WEBHOOKS_ALLOW_PRIVATE off', () => {
  let server: TestServer
  let owner: Person
  const slug = 'hooks-public-only'
  const base = `/api/workspaces/${slug}/webhooks`

  beforeAll(async () => {
    server = await startTestServer()
    owner = await newPerson(server.baseUrl)
    await newTeam(owner, slug)
  })
  afterAll(() => server?.stop())

  test('loopback, private and link-local addresses are refused when given, naming the kind of range, never the address', async () => {
    const refused: [string, string][] = [
      ['http://127.0.0.1:8080/hook', 'loopback'],
      ['http://10.0.0.1/hook', 'private network'],
      ['http://169.254.169.254/latest/meta-data/', 'link-local'],
      ['http://[::1]:8080/hook', 'loopback'],
    ]
    for (const [url, kind] of refused) {
      const answer = await owner.call('POST', base, { url, events: ['link.created'] })
      expect([answer.status, answer.body.code], url).toEqual([422, codes.urlRefused])
      expect(answer.body.message).toContain(kind)
      expect(answer.body.message).not.toContain(new URL(url).hostname.replace(/^\[|\]$/g, ''))
    }
    expect((await owner.call('GET', base)).body.endpoints).toEqual([])

    // A public address is taken (no connection is made when it is given), and cannot be moved to a private one.
    const made = await owner.call('POST', base, { url: 'https://93.184.215.14/hook', events: ['link.created'] })
    expect(made.status).toBe(201)
    const moved = await owner.call('PATCH', `${base}/${made.body.endpoint.id}`, { url: 'http://192.168.1.10/hook' })
    expect([moved.status, moved.body.code]).toEqual([422, codes.urlRefused])
  })
})
