// Link events through the product (docs/decisions/0086): links made, edited, deleted and run out through
// the real HTTP API reach a receiver started here, signed (checked with the standardwebhooks package's own
// Webhook.verify), once per endpoint that wants them; the queue survives a restart; nothing of a visitor
// reaches a payload, a webhook table or a log; two instances on one PostgreSQL database deliver each event
// once. SQLite, and PostgreSQL when TEST_DATABASE_URL is set. The server's clock is the test's: expiry and
// retries come when it is moved.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { allRows } from '../../test/all-rows'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { createPostgresDatabase, startTestServer, testEngines, type Engine, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { importClient } from '../../test/import-client'
import { loadSigningKey } from '../auth'
import { personalWorkspaceOf } from '../workspaces'
import { insertEndpoint } from './queue-store'

interface Got {
  path: string
  id: string
  status: number
  headers: Record<string, string>
  body: string
}

/** A receiver that records every request and answers 500 while `down`, else 200 (after `delayMs`). */
function startReceiver(delayMs = 0) {
  const got: Got[] = []
  const state = { down: false }
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request): Promise<Response> {
      const body = await request.text()
      const status = state.down ? 500 : 200
      if (delayMs) await Bun.sleep(delayMs)
      got.push({ path: new URL(request.url).pathname, id: request.headers.get('webhook-id') ?? '', status, headers: Object.fromEntries(request.headers), body })
      return new Response(status === 200 ? 'thanks' : 'down', { status })
    },
  })
  return { got, state, server, url: (path: string) => `http://127.0.0.1:${server.port}${path}` }
}

/** Waits (polling, not sleeping a fixed time) until `done` holds; fails after `ms`. */
async function until(done: () => boolean, ms = 15_000, what = 'the deliveries'): Promise<void> {
  const end = Date.now() + ms
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await Bun.sleep(50)
  }
}

const delivered = (got: Got[], path: string) => got.filter((g) => g.path === path && g.status === 200)
const typesOf = (got: Got[]) => got.map((g) => (JSON.parse(g.body) as { type: string }).type)

/** Each webhook-id answered 200 how many times. */
function timesEach(got: Got[]): Map<string, number> {
  const times = new Map<string, number>()
  for (const g of got) if (g.status === 200) times.set(g.id, (times.get(g.id) ?? 0) + 1)
  return times
}

const ADMIN = 'hooks-admin@example.com'
const env = { ADMIN_EMAILS: ADMIN, WEBHOOKS_ALLOW_PRIVATE: 'true', TRUST_PROXY: 'true', CLICK_FOLD_SECONDS: '1', LOG_LEVEL: 'info' }

/** A new user with their personal workspace, and an endpoint there wanting `events`; answers its secret. */
async function userWithEndpoint(server: TestServer, url: string, events: string[], now: Date) {
  const user = await signUpAndSignIn(server.baseUrl)
  const workspace = await personalWorkspaceOf(server.db, user.userId)
  const key = await loadSigningKey(server.db, server.config)
  const { secret } = await insertEndpoint(server.db, key, { workspaceId: workspace.id, url, events }, now)
  return { call: apiClient(server.baseUrl, user.accessToken), token: user.accessToken, workspaceId: workspace.id, secret, key }
}

describe.each(testEngines)('link events queued for webhooks (%s)', (engine) => {
  let server: TestServer
  let offset = 0
  const clock = () => Date.now() + offset
  const receiver = startReceiver()

  beforeAll(async () => {
    server = await startTestServer({ engine, env, now: clock })
  })
  afterAll(async () => {
    await server?.stop()
    receiver.server.stop(true)
  })

  test('a create, an update and a delete through the API: each once, signed, with the link; an endpoint not wanting a type gets nothing of it', async () => {
    const all = '/all'
    const deletedOnly = '/deleted-only'
    const clicksOnly = '/clicks-only'
    const a = await userWithEndpoint(server, receiver.url(all), ['link.created', 'link.updated', 'link.deleted'], new Date(clock()))
    const key = await loadSigningKey(server.db, server.config)
    const b = await insertEndpoint(server.db, key, { workspaceId: a.workspaceId, url: receiver.url(deletedOnly), events: ['link.deleted'] }, new Date(clock()))
    await insertEndpoint(server.db, key, { workspaceId: a.workspaceId, url: receiver.url(clicksOnly), events: ['link.clicked'] }, new Date(clock()))

    const made = await a.call('POST', '/api/urls', { originalUrl: 'https://example.com/hooked', tags: ['alpha'], maxClicks: 50 })
    expect(made.status).toBe(201)
    // queued in the create's own commit: the row is there when the answer is, before any worker round
    const queued = await server.db.orm.select().from(server.db.t.webhookDeliveries)
    expect(queued.filter((r) => r.eventType === 'link.created' && (r.payload as { data: { id: number } }).data.id === made.body.id)).toHaveLength(1)
    const edited = await a.call('PUT', `/api/urls/${made.body.id}`, { originalUrl: 'https://example.com/hooked-again', tags: ['beta'] })
    expect(edited.status).toBe(200)
    expect((await a.call('DELETE', `/api/urls/${made.body.id}`)).status).toBeLessThan(300)

    await until(() => delivered(receiver.got, all).length >= 3 && delivered(receiver.got, deletedOnly).length >= 1)
    await Bun.sleep(1_500) // a round or so more: nothing is sent twice
    const got = delivered(receiver.got, all)
    expect(typesOf(got).sort()).toEqual(['link.created', 'link.deleted', 'link.updated'])
    expect(new Set(got.map((g) => g.id)).size).toBe(3)
    const verified = got.map((g) => new Webhook(a.secret).verify(g.body, g.headers) as { type: string; data: Record<string, unknown> })
    const byType = Object.fromEntries(verified.map((p) => [p.type, p.data]))
    const link = { id: made.body.id, code: made.body.shortCode, domain: null, active: true, createdAt: made.body.createdAt, expiresAt: null, maxClicks: 50 }
    expect(byType['link.created']).toEqual({ ...link, target: 'https://example.com/hooked', tags: ['alpha'] })
    expect(byType['link.updated']).toEqual({ ...link, target: 'https://example.com/hooked-again', tags: ['beta'], changed: ['originalUrl', 'tags'] })
    expect(byType['link.deleted']).toEqual({ ...link, target: 'https://example.com/hooked-again', tags: ['beta'] })
    // the endpoint wanting only deletions heard only that, signed with its own secret
    const onlyDeleted = delivered(receiver.got, deletedOnly)
    expect(typesOf(onlyDeleted)).toEqual(['link.deleted'])
    expect(new Webhook(b.secret).verify(onlyDeleted[0]!.body, onlyDeleted[0]!.headers)).toMatchObject({ data: { id: made.body.id } })
    expect(receiver.got.filter((g) => g.path === clicksOnly)).toEqual([])

    // an admin's delete of the workspace's link is told too (in the delete's transaction)
    const other = await a.call('POST', '/api/urls', { originalUrl: 'https://example.com/moderated' })
    const admin = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl, { email: ADMIN })).accessToken)
    expect((await admin('POST', `/api/admin/links/${other.body.id}/delete`, { reason: 'spam' })).status).toBe(200)
    await until(() => delivered(receiver.got, deletedOnly).length >= 2)
    expect(JSON.parse(delivered(receiver.got, deletedOnly)[1]!.body)).toMatchObject({
      type: 'link.deleted',
      data: { id: other.body.id, target: 'https://example.com/moderated' },
    })
  })

  test('bulk create, bulk deactivate, bulk delete and an import: one event per link, none failing', async () => {
    const path = '/bulk'
    const u = await userWithEndpoint(server, receiver.url(path), ['link.created', 'link.updated', 'link.deleted'], new Date(clock()))
    const bulk = await u.call('POST', '/api/urls/bulk', { urls: ['https://example.com/b1', 'not a url', 'https://example.com/b2', 'https://example.com/b3'] })
    expect(bulk.status).toBeLessThan(300)
    expect(bulk.body.created).toBe(3)
    const ids = bulk.body.results.flatMap((r: { link?: { id: number } }) => (r.link ? [r.link.id] : []))
    expect((await u.call('POST', '/api/urls/bulk-actions', { action: 'deactivate', ids })).status).toBe(200)
    expect((await u.call('POST', '/api/urls/bulk-actions', { action: 'delete', ids: ids.slice(0, 2) })).status).toBe(200)
    await until(() => delivered(receiver.got, path).length >= 8)
    await Bun.sleep(1_200)
    const got = delivered(receiver.got, path)
    const events = got.map((g) => JSON.parse(g.body) as { type: string; data: { id: number; active: boolean; changed?: string[] } })
    const of = (type: string) => events.filter((e) => e.type === type)
    expect(
      of('link.created')
        .map((e) => e.data.id)
        .sort(),
    ).toEqual([...ids].sort())
    expect(of('link.updated').map((e) => [e.data.id, e.data.active, e.data.changed])).toEqual(
      expect.arrayContaining(ids.map((id: number) => [id, false, ['isActive']])),
    )
    expect(of('link.updated')).toHaveLength(3)
    expect(
      of('link.deleted')
        .map((e) => e.data.id)
        .sort(),
    ).toEqual(ids.slice(0, 2).sort())
    expect(new Set(got.map((g) => g.id)).size).toBe(8)

    // an import's links: each batch's events commit with the batch
    const csv = 'url,code\nhttps://example.com/i1,imported-one\nhttps://example.com/i2,imported-two\nnot a url,imported-bad\n'
    const imported = await importClient(server.baseUrl, u.token).form('/api/urls/import', csv, { mode: 'skip-invalid' })
    expect(imported.body.created).toBe(2)
    await until(() => delivered(receiver.got, path).length >= 10)
    const fromImport = delivered(receiver.got, path)
      .slice(8)
      .map((g) => JSON.parse(g.body) as { type: string; data: { code: string; target: string } })
    expect(fromImport.map((e) => [e.type, e.data.code, e.data.target]).sort()).toEqual([
      ['link.created', 'imported-one', 'https://example.com/i1'],
      ['link.created', 'imported-two', 'https://example.com/i2'],
    ])
  })

  test('link.expired: once for a link whose click cap was reached, once for one past its expiry date', async () => {
    const path = '/expired'
    const u = await userWithEndpoint(server, receiver.url(path), ['link.expired'], new Date(clock()))
    const capped = (await u.call('POST', '/api/urls', { originalUrl: 'https://example.com/capped', maxClicks: 2 })).body
    const expiresAt = new Date(clock() + 60_000).toISOString()
    const dated = (await u.call('POST', '/api/urls', { originalUrl: 'https://example.com/dated', expiresAt })).body
    const follow = (code: string) => fetch(`${server.baseUrl}/${code}`, { redirect: 'manual' })
    expect((await follow(capped.shortCode)).status).toBe(302)
    expect((await follow(capped.shortCode)).status).toBe(302)
    expect((await follow(capped.shortCode)).status).toBe(410)
    await until(() => delivered(receiver.got, path).length >= 1, 10_000, 'the capped link')
    expect((await follow(dated.shortCode)).status).toBe(302)
    offset += 120_000 // the expiry date passes on the server's clock
    expect((await follow(dated.shortCode)).status).toBe(410)
    await until(() => delivered(receiver.got, path).length >= 2, 10_000, 'the dated link')
    await Bun.sleep(2_200) // later rounds and follows find the same expiries: nothing more
    expect((await follow(capped.shortCode)).status).toBe(410)
    await Bun.sleep(300)
    const got = receiver.got.filter((g) => g.path === path)
    const events = got.map(
      (g) => new Webhook(u.secret).verify(g.body, g.headers) as { type: string; data: { id: number; maxClicks: number | null; expiresAt: string | null } },
    )
    expect(events.map((e) => e.type)).toEqual(['link.expired', 'link.expired'])
    expect(events.map((e) => e.data.id)).toEqual([capped.id, dated.id])
    expect(events[0]!.data.maxClicks).toBe(2)
    expect(events[1]!.data.expiresAt).toBe(expiresAt)
  })

  test("privacy: a visitor's address, agent and referrer reach no payload, no webhook table and no log line", async () => {
    const path = '/privacy'
    const ip = '198.51.100.173'
    // a browser's agent (a bot's clicks are not counted, and this test wants counted clicks)
    const agent = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0; zqxvisitorua) Gecko/20100101 Firefox/131.0'
    const referrer = 'https://zqx-referrer.example/page?from=zqx'
    const u = await userWithEndpoint(
      server,
      receiver.url(path),
      ['link.created', 'link.updated', 'link.deleted', 'link.expired', 'link.clicked'],
      new Date(clock()),
    )
    // clicks of a link without a cap are folded into link.clicked; the capped one's last click is its link.expired
    const link = (await u.call('POST', '/api/urls', { originalUrl: 'https://example.com/private' })).body
    const capped = (await u.call('POST', '/api/urls', { originalUrl: 'https://example.com/private-capped', maxClicks: 1 })).body
    for (const code of [link.shortCode, link.shortCode, link.shortCode, capped.shortCode]) {
      const res = await fetch(`${server.baseUrl}/${code}`, { redirect: 'manual', headers: { 'x-forwarded-for': ip, 'user-agent': agent, referer: referrer } })
      expect(res.status).toBe(302)
    }
    // the clicks' aggregate names a link that still exists: it is told before the link is edited and deleted
    await until(() => typesOf(delivered(receiver.got, path)).includes('link.clicked'), 15_000, 'the clicks')
    await u.call('PUT', `/api/urls/${link.id}`, { title: 'after the clicks' })
    await u.call('DELETE', `/api/urls/${link.id}`)
    // created, expired (the cap), updated, deleted, and the clicks' aggregate
    await until(() => new Set(typesOf(delivered(receiver.got, path))).size === 5, 15_000, 'all five types')
    const payloads = receiver.got.filter((g) => g.path === path).map((g) => `${g.body}\n${JSON.stringify(g.headers)}`)
    expect(payloads.join('\n')).toContain(link.shortCode) // what is searched does hold the events
    const tables = (await allRows(server.db)).filter((t) => /(^|\.)webhook_/.test(t.table))
    expect(tables.map((t) => t.table.replace(/^public\./, '')).sort()).toEqual(['webhook_click_tallies', 'webhook_deliveries', 'webhook_endpoints'])
    const cells = JSON.stringify(tables)
    expect(cells).toContain(link.shortCode)
    const logs = server.logs.join('\n')
    for (const needle of [ip, agent, 'zqxvisitorua', 'zqx-referrer', referrer]) {
      expect(payloads.filter((p) => p.includes(needle))).toEqual([])
      expect(cells.includes(needle)).toBe(false)
      expect(logs.includes(needle)).toBe(false)
    }
  })
})

/** A server on data that outlives it: a SQLite file in a kept data directory, or one PostgreSQL database. */
async function keptData(engine: Engine) {
  const dir = mkdtempSync(join(tmpdir(), 'snip-webhook-restart-'))
  const pg = engine === 'postgres' ? await createPostgresDatabase() : undefined
  return {
    start: (now: () => number) => startTestServer({ engine, now, env: { ...env, DATA_DIR: dir }, databaseUrl: pg?.url }),
    async drop() {
      await pg?.drop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

describe.each(testEngines)('a restart mid-queue (%s)', (engine) => {
  test('events queued while the receiver was down are delivered by the next server, each exactly once', async () => {
    const receiver = startReceiver()
    receiver.state.down = true
    const data = await keptData(engine)
    let offset = 0
    const clock = () => Date.now() + offset
    try {
      const first = await data.start(clock)
      const u = await userWithEndpoint(first, receiver.url('/restart'), ['link.created', 'link.deleted'], new Date(clock()))
      const ids: number[] = []
      for (let i = 0; i < 5; i++) ids.push((await u.call('POST', '/api/urls', { originalUrl: `https://example.com/restart-${i}` })).body.id)
      await u.call('DELETE', `/api/urls/${ids[0]}`)
      await until(() => receiver.got.length >= 1, 5_000, 'a first refused attempt') // the queue is being worked on
      await first.stop()
      const refused = receiver.got.length
      receiver.state.down = false
      offset += 60_000 // the retries are due
      const second = await data.start(clock)
      try {
        await until(() => timesEach(receiver.got).size >= 6, 15_000)
        await Bun.sleep(1_500)
        const times = timesEach(receiver.got)
        expect(times.size).toBe(6)
        expect([...times.values()]).toEqual([1, 1, 1, 1, 1, 1])
        expect(refused).toBeGreaterThan(0)
        const bodies = receiver.got.filter((g) => g.status === 200).map((g) => new Webhook(u.secret).verify(g.body, g.headers) as { type: string })
        expect(bodies.map((b) => b.type).sort()).toEqual(['link.created', 'link.created', 'link.created', 'link.created', 'link.created', 'link.deleted'])
      } finally {
        await second.stop()
      }
    } finally {
      receiver.server.stop(true)
      await data.drop()
    }
  }, 60_000)
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  test('every event is delivered once, even when both instances reach for the same rows at once', async () => {
    const receiver = startReceiver(20)
    receiver.state.down = true
    const pg = await createPostgresDatabase()
    let offset = 0
    const clock = () => Date.now() + offset
    const a = await startTestServer({ engine: 'postgres', databaseUrl: pg.url, env, now: clock })
    const b = await startTestServer({ engine: 'postgres', databaseUrl: pg.url, env, now: clock })
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
    try {
      const u = await userWithEndpoint(a, receiver.url('/two'), ['link.created'], new Date(clock()))
      const viaB = apiClient(b.baseUrl, u.token)
      const N = 60
      const made = await Promise.all(
        Array.from({ length: N }, (_, i) => (i % 2 ? viaB : u.call)('POST', '/api/urls', { originalUrl: `https://example.com/two-${i}` })),
      )
      expect(made.map((m) => m.status)).toEqual(made.map(() => 201))
      // every event tried once and refused: the rows are pending, due again once the clock moves
      await until(() => new Set(receiver.got.map((g) => g.id)).size >= N, 20_000, 'a first attempt of every event')
      // Both instances reach for the same rows at once: with the receiver back and the retries due, a
      // transaction of the test's holds the pending rows for two worker rounds of each instance. A claim
      // that locks skips the held rows; one that did not would read them, wait, and then both would send them.
      receiver.state.down = false
      offset += 60_000
      // Three times (each time over the rows still pending): one chance to double is not a proof.
      for (let hold = 0; hold < 3; hold++) {
        await sql.begin(async (tx) => {
          await tx`select id from webhook_deliveries where status = 'pending' for update`
          await Bun.sleep(2_200)
        })
        await Bun.sleep(200)
      }
      await until(() => timesEach(receiver.got).size >= N, 30_000)
      await Bun.sleep(2_000)
      const times = timesEach(receiver.got)
      expect(times.size).toBe(N)
      expect([...times.entries()].filter(([, n]) => n > 1)).toEqual([])
    } finally {
      await sql.end()
      await a.stop()
      await b.stop()
      await pg.drop()
      receiver.server.stop(true)
    }
  }, 90_000)
})
