// A cache miss of GET /{code} (decision 60): on SQLite the lookup, moderation's screen, the cache fill and
// the answer are one synchronous step, so the server's fetch returns a Response, not a Promise; PostgreSQL
// answers after its round trip. The answers are the same either way, and a lookup that must wait (the
// blocklist still loading) does not keep what it read when the link changed meanwhile.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { composeTestProduct, type ComposedProduct } from '../../test/composed-product'
import { testEngines } from '../../test/harness'
import { HUMAN_AGENT } from '../../test/http-client'
import type { LinkClickCounter as ClickCounter } from '../clicks'
import type { Database } from '../db/database'
import { createDoorkeeper } from './doorkeeper'
import { createLinkCache } from './link-cache'
import { createRedirectHandler } from './redirect.handler'
import { createLinks, type LinksOptions } from '../links'

/** The links face's redirect read, the only part of the face these handlers use. */
const lookupOf = (db: Database) => createLinks({ db } as LinksOptions).forRedirect

const HOUR = 3_600_000

async function addLink(db: Database, shortCode: string, extra: Partial<Database['t']['links']['$inferInsert']> = {}): Promise<number> {
  const now = new Date()
  const [row] = await db.orm
    .insert(db.t.links)
    .values({
      originalUrl: `https://${shortCode}.example/`,
      shortCode,
      codeKey: shortCode.toLowerCase(),
      isActive: true,
      createdAt: now,
      updatedAt: now,
      ...extra,
    })
    .returning()
  return row!.id
}

describe.each(testEngines)('a cache miss on %s', (engine) => {
  let composed: ComposedProduct

  beforeAll(async () => {
    composed = await composeTestProduct(engine)
    const { db } = composed.product
    await addLink(db, 'plain-miss')
    await addLink(db, 'head-miss')
    await addLink(db, 'off-miss', { isActive: false })
    await addLink(db, 'gone-miss', { expiresAt: new Date(Date.now() - HOUR) })
    await addLink(db, 'fallback-miss', { expiresAt: new Date(Date.now() - HOUR), fallbackUrl: 'https://fallback.example/' })
    await addLink(db, 'locked-miss', { passwordHash: await Bun.password.hash('open sesame') })
    await db.orm.insert(db.t.linkTakedowns).values({ linkId: await addLink(db, 'down-miss'), reason: 'test', createdAt: new Date() })
    await addLink(db, 'warm-miss')
    await composed.fetch(new Request('http://snip.test/warm-miss')) // loads the blocklist, as the first miss since the cache was last emptied does
  })
  afterAll(() => composed?.stop())

  /** The first request for each code: every one a cache miss. */
  const cases: [code: string, method: string, status: number, location?: string][] = [
    ['plain-miss', 'GET', 302, 'https://plain-miss.example/#'],
    ['head-miss', 'HEAD', 302, 'https://head-miss.example/#'],
    ['no-such-code', 'GET', 404],
    ['off-miss', 'GET', 404],
    ['gone-miss', 'GET', 410],
    ['fallback-miss', 'GET', 302, 'https://fallback.example/#'],
    ['locked-miss', 'GET', 200],
    ['down-miss', 'GET', 410],
  ]

  test.each(cases)(`%s (%s) is answered ${engine === 'sqlite' ? 'at once' : 'after the lookup'}: %i`, async (code, method, status, location) => {
    const answer = composed.fetch(new Request(`http://snip.test/${code}`, { method, headers: { 'user-agent': HUMAN_AGENT } }))
    expect(answer instanceof Response).toBe(engine === 'sqlite')
    const response = await answer
    expect(response.status).toBe(status)
    if (location) expect(response.headers.get('location')).toBe(location)
    const again = await composed.fetch(new Request(`http://snip.test/${code}`, { method, headers: { 'user-agent': HUMAN_AGENT } }))
    expect(again.status).toBe(status) // from the cache (PostgreSQL keeps no "no such link")
  })
})

describe('what a miss keeps', () => {
  let sqlite: ComposedProduct
  beforeAll(async () => {
    sqlite = await composeTestProduct('sqlite')
  })
  afterAll(() => sqlite?.stop())

  test('does not keep the link it read when the link changed before the screen answered', async () => {
    const { db } = sqlite.product
    const id = await addLink(db, 'racy-code')
    const cache = createLinkCache()
    let answerScreen: (down: boolean) => void = () => {}
    let screens = 0
    const counter = { add() {} } as unknown as ClickCounter
    const resolve = createRedirectHandler({
      db,
      lookup: lookupOf(db),
      cache,
      counter,
      status: 302,
      headers: {},
      // The first screen waits (the blocklist is loading), later ones answer at once.
      screen: () => (++screens === 1 ? new Promise<boolean>((ok) => (answerScreen = ok)) : false),
    })
    const request = () => new Request('http://snip.test/racy-code', { headers: { 'user-agent': 'Googlebot/2.1' } })
    const first = resolve('racy-code', request())
    expect(first).toBeInstanceOf(Promise)
    await db.orm.update(db.t.links).set({ originalUrl: 'https://edited.example/' }).where(eq(db.t.links.id, id))
    cache.invalidate('racy-code') // what the edit does (links.service through the invalidation channel)
    answerScreen(false)
    expect((await first)?.headers.get('location')).toBe('https://racy-code.example/#') // what was read then
    expect(cache.get('racy-code')).toBeUndefined() // …but not kept
    const second = resolve('racy-code', request())
    expect(second).toBeInstanceOf(Response) // read, screened and kept at once
    expect((second as Response).headers.get('location')).toBe('https://edited.example/#')
    expect(cache.get('racy-code')?.url).toBe('https://edited.example/#')
  })

  test('does not keep what it read inside another request’s open transaction (SQLite: one connection), which may roll back', async () => {
    const { db } = sqlite.product
    let roll: () => void = () => {}
    const rolledBack = new Promise<void>((go) => (roll = go))
    let inserted: () => void = () => {}
    const insertDone = new Promise<void>((go) => (inserted = go))
    const importing = db.transaction(async (tx) => {
      await addLink(tx, 'rolled-back')
      inserted()
      await rolledBack
      throw new Error('the import failed')
    })
    await insertDone
    const follow = () => sqlite.fetch(new Request('http://snip.test/rolled-back', { headers: { 'user-agent': HUMAN_AGENT } }))
    expect((await follow()).status).toBe(302) // the connection sees its open transaction's row
    roll()
    await expect(importing).rejects.toThrow('the import failed')
    expect((await follow()).status).toBe(404) // the link was never committed: not kept from that read
  })

  test('once the cache is full, keeps a code from its second lookup on (the doorkeeper), answering the same each time', async () => {
    const { db } = sqlite.product
    for (const code of ['room-one', 'room-two', 'twice-code']) await addLink(db, code)
    const cache = createLinkCache(2)
    const resolve = createRedirectHandler({
      db,
      lookup: lookupOf(db),
      cache,
      counter: { add() {} } as unknown as ClickCounter,
      status: 302,
      headers: {},
      doorkeeper: createDoorkeeper(1000),
    })
    const follow = (code: string) => resolve(code, new Request(`http://snip.test/${code}`, { headers: { 'user-agent': 'Googlebot/2.1' } })) as Response
    follow('room-one')
    follow('room-two')
    expect([cache.get('room-one')?.url, cache.get('room-two')?.url]).toEqual(['https://room-one.example/#', 'https://room-two.example/#']) // room: kept at once
    expect(follow('twice-code').headers.get('location')).toBe('https://twice-code.example/#')
    expect(cache.get('twice-code')).toBeUndefined() // full, asked once: not kept
    expect(follow('twice-code').headers.get('location')).toBe('https://twice-code.example/#')
    expect(cache.get('twice-code')?.url).toBe('https://twice-code.example/#') // asked again: kept
  })
})
