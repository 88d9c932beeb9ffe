// What the links face tells its listeners, from real requests on every engine: created, updated and deleted
// with the link's id, code and owner (and what changed), takedowns as updates, bulk actions one event per
// link, a throwing listener never failing the request — and with no listener no payload is built at all.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { createLinkEvents, createLinks, type LinkEventMap, type LinkEventName, type LinkRef } from '.'
import type { LinkDeps } from './links.service'
import { personalWorkspaceOf } from '../workspaces'

const ADMIN = 'events-admin@example.com'

describe.each(testEngines)('link events on %s', (engine) => {
  let server: TestServer
  let call: ReturnType<typeof apiClient>
  let admin: ReturnType<typeof apiClient>
  let owner: string
  const seen: { event: LinkEventName; payload: LinkEventMap[LinkEventName] }[] = []
  const record =
    <E extends LinkEventName>(event: E) =>
    (payload: LinkEventMap[E]) =>
      void seen.push({ event, payload })
  const of = (event: LinkEventName) => seen.filter((s) => s.event === event).map((s) => s.payload)

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      env: { ADMIN_EMAILS: ADMIN },
      linkListeners: {
        created: [
          record('created'),
          () => {
            throw new Error('a broken listener')
          },
        ],
        updated: [record('updated')],
        deleted: [
          record('deleted'),
          async () => {
            throw new Error('a broken async listener')
          },
        ],
      },
    })
    const user = await signUpAndSignIn(server.baseUrl)
    owner = user.userId
    call = apiClient(server.baseUrl, user.accessToken)
    admin = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl, { email: ADMIN })).accessToken)
  })
  afterAll(() => server?.stop())

  test('a create, an update and a delete are told with the link, its owner and what changed', async () => {
    seen.length = 0
    const made = await call('POST', '/api/urls', { originalUrl: 'https://example.com/events' })
    expect(made.status).toBe(201) // the throwing created listener did not fail it
    expect(of('created')).toEqual([{ id: made.body.id, code: made.body.shortCode, owner }])

    const edited = await call('PUT', `/api/urls/${made.body.id}`, { shortCode: 'events-renamed', title: 'Renamed' })
    expect(edited.status).toBe(200)
    expect(of('updated')).toEqual([{ id: made.body.id, code: 'events-renamed', owner, changed: ['shortCode', 'title'] }])

    expect((await call('DELETE', `/api/urls/${made.body.id}`)).status).toBe(200)
    expect(of('deleted')).toEqual([{ id: made.body.id, code: 'events-renamed', owner }])
  })

  test('a create under an idempotency key is told once, after the commit; its replay is not told', async () => {
    seen.length = 0
    const headers = { 'idempotency-key': `events-${engine}` }
    const first = await call('POST', '/api/urls', { originalUrl: 'https://example.com/once' }, headers)
    const again = await call('POST', '/api/urls', { originalUrl: 'https://example.com/once' }, headers)
    expect(again.headers.get('idempotency-replayed')).toBe('true')
    expect(of('created')).toEqual([{ id: first.body.id, code: first.body.shortCode, owner }])
  })

  test('an anonymous link is told with no owner', async () => {
    seen.length = 0
    const made = await apiClient(server.baseUrl)('POST', '/api/urls', { originalUrl: 'https://example.com/anonymous' })
    expect(of('created')).toEqual([{ id: made.body.id, code: made.body.shortCode, owner: null }])
  })

  test('a bulk action tells one event per changed link', async () => {
    const ids = [] as number[]
    for (const n of [1, 2]) ids.push((await call('POST', '/api/urls', { originalUrl: `https://example.com/bulk-${n}` })).body.id)
    seen.length = 0
    expect((await call('POST', '/api/urls/bulk-actions', { action: 'deactivate', ids })).body.changed).toBe(2)
    expect(
      of('updated')
        .map((p) => (p as LinkEventMap['updated']).id)
        .sort(),
    ).toEqual([...ids].sort())
    seen.length = 0
    expect((await call('POST', '/api/urls/bulk-actions', { action: 'delete', ids })).body.changed).toBe(2)
    expect(
      of('deleted')
        .map((p) => (p as LinkRef).id)
        .sort(),
    ).toEqual([...ids].sort())
  })

  test("an admin's takedown and restore are told as updates of takenDown", async () => {
    const made = await call('POST', '/api/urls', { originalUrl: 'https://example.com/down' })
    seen.length = 0
    expect((await admin('POST', `/api/admin/links/${made.body.id}/disable`, { reason: 'spam' })).status).toBe(200)
    expect((await admin('POST', `/api/admin/links/${made.body.id}/enable`)).status).toBe(200)
    const down = { id: made.body.id, code: made.body.shortCode, owner, changed: ['takenDown'] }
    expect(of('updated')).toEqual([down, down])
  })

  test('with no listener the face builds no event (the emitter is never called); with one it is', async () => {
    const events = createLinkEvents(() => {})
    let emitted = 0
    const emit = events.emit
    events.emit = (event, payload) => {
      emitted++
      emit(event, payload)
    }
    const deps: LinkDeps = {
      db: server.db,
      publicUrl: 'http://snip.test',
      clicks: { ofLink: async () => 0 } as unknown as LinkDeps['clicks'],
      invalidateCode: () => {},
    }
    const links = createLinks(deps, events)
    const { id, slug } = await personalWorkspaceOf(server.db, owner)
    const actor = { userId: owner, workspace: { id, slug, role: 'owner', membersEditAll: false } } as Parameters<typeof links.create>[0]
    const quiet = await links.create(actor, { originalUrl: 'https://example.com/quiet' })
    await links.update(actor, quiet.id, { title: 'still quiet' })
    await links.remove(actor, quiet.id)
    links.clicksFolded(new Map([[quiet.id, 3]]))
    expect(emitted).toBe(0)

    const clicked: ReadonlyMap<number, number>[] = []
    links.on('clicked', (counts) => void clicked.push(counts))
    const off = links.on('created', () => {})
    await links.create(actor, { originalUrl: 'https://example.com/heard' })
    links.clicksFolded(new Map([[7, 2]]))
    expect(emitted).toBe(2)
    expect(clicked).toEqual([new Map([[7, 2]])])
    off()
    await links.create(actor, { originalUrl: 'https://example.com/quiet-again' })
    expect(emitted).toBe(2)
  })
})
