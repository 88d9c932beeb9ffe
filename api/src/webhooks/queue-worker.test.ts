// The durable queue against a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set) and a
// real receiver (Bun.serve on 127.0.0.1, so the guard's private-address setting is on). The clock is the
// test's: retries come when it is moved, not after real waits.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Webhook } from 'standardwebhooks'
import { createPostgresDatabase, testEngines, type TestDatabase } from '../../test/harness'
import { useSuiteDatabase } from '../../test/suite-database'
import { openPostgres } from '../db/open-postgres'
import type { Database } from '../db/database'
import { addClicks } from './click-tallies'
import { claimDue, endpointSecret, enqueueEvent, insertEndpoint, pruneDeliveryPayloads } from './queue-store'
import { startWebhookWorker, type WebhookWorkerOptions } from './queue-worker'
import { DISABLE_AFTER_GIVEN_UP } from './retry-schedule'

interface Received {
  path: string
  headers: Record<string, string>
  body: string
}

/** A receiver that records what it got and answers by path; each `/flaky…` path answers 500 once, then 200. */
function startReceiver() {
  const got: Received[] = []
  const flaky = new Set<string>()
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request): Promise<Response> {
      const path = new URL(request.url).pathname
      got.push({ path, headers: Object.fromEntries(request.headers), body: await request.text() })
      if (path === '/busy') return new Response('busy', { status: 500 })
      if (path.startsWith('/flaky') && !flaky.has(path)) {
        flaky.add(path)
        return new Response('later', { status: 500 })
      }
      return new Response('thanks')
    },
  })
  return { got, server, url: (path: string) => `http://127.0.0.1:${server.port}${path}` }
}

const signingKey = randomBytes(32)
const linkData = {
  id: 1,
  code: 'abc',
  domain: null,
  target: 'https://example.com/',
  tags: [],
  active: true,
  createdAt: '2026-11-29T00:00:00.000Z',
  expiresAt: null,
  maxClicks: null,
}
const payload = (type = 'link.created') => ({ type, timestamp: '2026-11-29T00:00:00.000Z', data: linkData })

let receiver: ReturnType<typeof startReceiver>
beforeAll(() => {
  receiver = startReceiver()
})
afterAll(() => {
  receiver.server.stop(true)
})

async function newWorkspace(db: Database): Promise<number> {
  const slug = `w${randomBytes(4).toString('hex')}`
  const [row] = await db.orm.insert(db.t.workspaces).values({ slug, name: slug, createdAt: new Date() }).returning({ id: db.t.workspaces.id })
  return row!.id
}

async function deliveriesOf(db: Database, endpointId: string) {
  const all = await db.orm.select().from(db.t.webhookDeliveries)
  return all.filter((row) => row.endpointId === endpointId)
}

describe.each(testEngines)('webhook queue (%s)', (engine) => {
  const db = useSuiteDatabase(engine)
  // Now: the receiver's verifier refuses a timestamp far from its own clock.
  let clock = Date.now()
  const worker = (more: Partial<WebhookWorkerOptions> = {}) =>
    startWebhookWorker({
      db: db(),
      signingKey,
      allowPrivate: true,
      now: () => clock,
      intervalMs: 3_600_000,
      schedule: (_f, _a, now) => new Date(now.getTime() + 5_000),
      ...more,
    })

  test('the secret is stored sealed and opens to the one answered at creation', async () => {
    const workspaceId = await newWorkspace(db())
    const { endpoint, secret } = await insertEndpoint(db(), signingKey, { workspaceId, url: receiver.url('/ok'), events: ['link.created'] }, new Date(clock))
    expect(secret).toMatch(/^whsec_/)
    expect(endpoint.secret).not.toContain(secret.slice(6, 20))
    expect(endpointSecret(signingKey, endpoint)).toBe(secret)
    expect(endpointSecret(randomBytes(32), endpoint)).toBeNull()
  })

  test('an event is queued for the endpoints that want it, delivered once, signed', async () => {
    const workspaceId = await newWorkspace(db())
    const wants = await insertEndpoint(db(), signingKey, { workspaceId, url: receiver.url('/ok'), events: ['link.created'] }, new Date(clock))
    const other = await insertEndpoint(db(), signingKey, { workspaceId, url: receiver.url('/ok'), events: ['link.deleted'] }, new Date(clock))
    expect(await enqueueEvent(db(), workspaceId, 'link.created', payload(), new Date(clock))).toBe(1)
    const w = worker()
    const before = receiver.got.length
    expect(await w.tick()).toBe(1)
    expect(await w.tick()).toBe(0)
    await w.stop()
    const got = receiver.got.slice(before)
    expect(got).toHaveLength(1)
    const verified = new Webhook(wants.secret).verify(got[0]!.body, got[0]!.headers) as { type: string; data: { code: string } }
    expect(verified.type).toBe('link.created')
    expect(verified.data.code).toBe('abc')
    const [row] = await deliveriesOf(db(), wants.endpoint.id)
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, lastError: null, leaseUntil: null })
    expect(row!.eventId).toBe(got[0]!.headers['webhook-id'])
    expect(await deliveriesOf(db(), other.endpoint.id)).toHaveLength(0)
  })

  test('a 500 is retried when its time comes and then delivered, with the same webhook-id', async () => {
    const workspaceId = await newWorkspace(db())
    const { endpoint } = await insertEndpoint(
      db(),
      signingKey,
      { workspaceId, url: receiver.url(`/flaky-${engine}`), events: ['link.updated'] },
      new Date(clock),
    )
    await enqueueEvent(db(), workspaceId, 'link.updated', payload('link.updated'), new Date(clock))
    const w = worker()
    expect(await w.tick()).toBe(1)
    let [row] = await deliveriesOf(db(), endpoint.id)
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'status' })
    expect(await w.tick()).toBe(0) // not due yet
    clock += 5_000
    expect(await w.tick()).toBe(1)
    await w.stop()
    ;[row] = await deliveriesOf(db(), endpoint.id)
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 })
    const ids = receiver.got.filter((g) => g.path === `/flaky-${engine}`).map((g) => g.headers['webhook-id'])
    expect(ids).toEqual([row!.eventId, row!.eventId])
  })

  test('a claimed row is not claimed again until its lease runs out (an instance that died mid-attempt)', async () => {
    const workspaceId = await newWorkspace(db())
    const { endpoint } = await insertEndpoint(db(), signingKey, { workspaceId, url: receiver.url('/ok'), events: ['link.deleted'] }, new Date(clock))
    await enqueueEvent(db(), workspaceId, 'link.deleted', payload('link.deleted'), new Date(clock))
    const claimed = await claimDue(db(), new Date(clock), 60_000, 10)
    expect(claimed.map((c) => c.endpointId)).toEqual([endpoint.id])
    expect(await claimDue(db(), new Date(clock + 30_000), 60_000, 10)).toEqual([])
    clock += 60_000
    const w = worker()
    expect(await w.tick()).toBe(1)
    await w.stop()
    expect((await deliveriesOf(db(), endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  test('a worker stopped with rows queued loses nothing: the next one delivers them', async () => {
    const workspaceId = await newWorkspace(db())
    const { endpoint } = await insertEndpoint(db(), signingKey, { workspaceId, url: receiver.url('/ok'), events: ['link.created'] }, new Date(clock))
    const first = worker()
    for (let i = 0; i < 3; i++) await enqueueEvent(db(), workspaceId, 'link.created', payload(), new Date(clock))
    await first.stop()
    expect((await deliveriesOf(db(), endpoint.id)).every((d) => d.status === 'pending')).toBe(true)
    const next = worker()
    expect(await next.tick()).toBe(3)
    await next.stop()
    expect((await deliveriesOf(db(), endpoint.id)).map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered'])
  })

  test('events given up on in a row disable the endpoint once, and it is told', async () => {
    const workspaceId = await newWorkspace(db())
    const { endpoint } = await insertEndpoint(db(), signingKey, { workspaceId, url: receiver.url('/busy'), events: ['link.created'] }, new Date(clock))
    const told: string[] = []
    const w = worker({ schedule: () => null, onDisabled: (e) => void told.push(e.id) })
    for (let i = 0; i < DISABLE_AFTER_GIVEN_UP; i++) {
      await enqueueEvent(db(), workspaceId, 'link.created', payload(), new Date(clock))
      await w.tick()
    }
    await w.stop()
    expect(told).toEqual([endpoint.id])
    const [row] = await db().orm.select().from(db().t.webhookEndpoints).where(eqId(db(), endpoint.id))
    expect(row).toMatchObject({ consecutiveGivenUp: DISABLE_AFTER_GIVEN_UP, disabledReason: 'given-up' })
    expect(row!.disabledAt).not.toBeNull()
    // A disabled endpoint is queued nothing more.
    expect(await enqueueEvent(db(), workspaceId, 'link.created', payload(), new Date(clock))).toBe(0)
    expect((await deliveriesOf(db(), endpoint.id)).every((d) => d.status === 'failed')).toBe(true)
  })

  test("a paused endpoint's queued rows wait, and go once it is enabled again", async () => {
    const workspaceId = await newWorkspace(db())
    const { endpoint } = await insertEndpoint(db(), signingKey, { workspaceId, url: receiver.url('/ok'), events: ['link.created'] }, new Date(clock))
    await enqueueEvent(db(), workspaceId, 'link.created', payload(), new Date(clock))
    const { webhookEndpoints: e } = db().t
    await db()
      .orm.update(e)
      .set({ disabledAt: new Date(clock), disabledReason: 'paused' })
      .where(eqId(db(), endpoint.id))
    const w = worker()
    expect(await w.tick()).toBe(0)
    expect((await deliveriesOf(db(), endpoint.id))[0]).toMatchObject({ status: 'pending', attempts: 0 })
    await db().orm.update(e).set({ disabledAt: null, disabledReason: null }).where(eqId(db(), endpoint.id))
    expect(await w.tick()).toBe(1)
    await w.stop()
    expect((await deliveriesOf(db(), endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 1 })
  })

  test('the retention empties settled payloads and keeps the log', async () => {
    const workspaceId = await newWorkspace(db())
    const { endpoint } = await insertEndpoint(db(), signingKey, { workspaceId, url: receiver.url('/ok'), events: ['link.expired'] }, new Date(clock))
    await enqueueEvent(db(), workspaceId, 'link.expired', payload('link.expired'), new Date(clock))
    const w = worker()
    await w.tick()
    await w.stop()
    expect(await pruneDeliveryPayloads(db(), new Date(clock + 1))).toBeGreaterThanOrEqual(1)
    expect((await deliveriesOf(db(), endpoint.id))[0]).toMatchObject({ status: 'delivered', payload: null, lastStatusCode: 200 })
  })
})

describe.each(testEngines)('link.clicked aggregates (%s)', (engine) => {
  const db = useSuiteDatabase(engine)
  let clock = Date.now()

  async function newLink(workspaceId: number, code: string): Promise<number> {
    const at = new Date(clock)
    const [row] = await db()
      .orm.insert(db().t.links)
      .values({ originalUrl: 'https://example.com/', shortCode: code, codeKey: code, workspaceId, createdAt: at, updatedAt: at })
      .returning({ id: db().t.links.id })
    return row!.id
  }

  test('clicks folded become one aggregate per link per minute, their sum exact; unheard links keep nothing', async () => {
    const workspaceId = await newWorkspace(db())
    const quiet = await newWorkspace(db())
    const { endpoint, secret } = await insertEndpoint(
      db(),
      signingKey,
      { workspaceId, url: receiver.url(`/clicks-${engine}`), events: ['link.clicked'] },
      new Date(clock),
    )
    const link = await newLink(workspaceId, `c${engine}1`)
    const unheard = await newLink(quiet, `c${engine}2`)
    const w = startWebhookWorker({ db: db(), signingKey, allowPrivate: true, now: () => clock, intervalMs: 3_600_000 })
    await addClicks(
      db(),
      new Map([
        [link, 3],
        [unheard, 9],
      ]),
      new Date(clock),
    )
    await addClicks(db(), new Map([[link, 4]]), new Date(clock))
    await w.tick()
    clock += 1_000
    await addClicks(db(), new Map([[link, 2]]), new Date(clock))
    clock += 30_000
    await w.tick() // within the minute: nothing sent
    clock += 30_000
    await addClicks(db(), new Map([[link, 1]]), new Date(clock))
    await w.tick()
    await w.stop()
    const got = receiver.got.filter((g) => g.path === `/clicks-${engine}`)
    const sent = got.map((g) => (new Webhook(secret).verify(g.body, g.headers) as { data: { linkId: number; clicks: number } }).data)
    expect(sent).toEqual([expect.objectContaining({ linkId: link, clicks: 7 }), expect.objectContaining({ linkId: link, clicks: 3 })])
    expect(sent.reduce((sum, s) => sum + s.clicks, 0)).toBe(3 + 4 + 2 + 1)
    expect(await deliveriesOf(db(), endpoint.id)).toHaveLength(2)
    const tallies = await db().orm.select().from(db().t.webhookClickTallies)
    expect(tallies.map((t) => t.linkId)).toEqual([link])
  })
})

function eqId(db: Database, id: string) {
  const { webhookEndpoints: e } = db.t
  return sql`${e.id} = ${id}`
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let database: TestDatabase
  let a: Database
  let b: Database
  beforeAll(async () => {
    database = await createPostgresDatabase()
    a = await openPostgres(database.url, { max: 4 })
    b = await openPostgres(database.url, { max: 4 })
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await database?.drop()
  })

  test('each event is delivered once', async () => {
    const workspaceId = await newWorkspace(a)
    const { endpoint } = await insertEndpoint(a, signingKey, { workspaceId, url: receiver.url('/twice'), events: ['link.created'] }, new Date())
    for (let i = 0; i < 30; i++) await enqueueEvent(a, workspaceId, 'link.created', payload(), new Date())
    const options = { signingKey, allowPrivate: true, intervalMs: 3_600_000 }
    const first = startWebhookWorker({ db: a, ...options })
    const second = startWebhookWorker({ db: b, ...options })
    const before = receiver.got.length
    for (let round = 0; round < 4; round++) await Promise.all([first.tick(), second.tick()])
    await Promise.all([first.stop(), second.stop()])
    const ids = receiver.got.slice(before).map((g) => g.headers['webhook-id'])
    expect(ids).toHaveLength(30)
    expect(new Set(ids).size).toBe(30)
    expect((await deliveriesOf(a, endpoint.id)).every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true)
  })
})
