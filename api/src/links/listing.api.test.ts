// GET /api/urls with limit/cursor (docs/decisions/0048): keyset pages walk every link exactly once in each
// sort, ties included; q/status/tag filter; LIKE wildcards match themselves; bad parameters are 400s;
// nobody else's link ever appears; without paging parameters the answer is still the spec's array.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sortOptions } from '../contracts'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, type ApiAnswer } from '../../test/http-client'
import { takeDownLink } from './store/takedowns.repository'
import { personalWorkspaceOf } from '../workspaces'

type Link = { id: number; shortCode: string; clicks: number; createdAt: string; isActive: boolean; expired: boolean; tags: string[] }

describe.each(testEngines)('server-side listing on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  /** A user with 12 links inserted with only two creation times and three click counts (ties everywhere). */
  async function userWithTies() {
    const user = await signUpAndSignIn(server.baseUrl)
    const call = apiClient(server.baseUrl, user.accessToken)
    const { links } = server.db.t
    const tag = Math.random().toString(36).slice(2, 8)
    const at = [new Date('2026-01-01T00:00:00Z'), new Date('2026-02-01T00:00:00Z')]
    const workspaceId = (await personalWorkspaceOf(server.db, user.userId)).id
    const rows = Array.from({ length: 12 }, (_, i) => ({
      userId: user.userId,
      workspaceId,
      originalUrl: `https://tie${i}.example/`,
      shortCode: `tie${i}-${tag}`,
      codeKey: `tie${i}-${tag}`,
      isActive: i !== 5,
      clicks: i % 3,
      createdAt: at[i % 2]!,
      updatedAt: at[i % 2]!,
      ...(i === 7 ? { expiresAt: new Date('2026-01-02T00:00:00Z') } : {}),
    }))
    await server.db.orm.insert(links).values(rows)
    return { user, call, tag }
  }

  async function walk(call: ReturnType<typeof apiClient>, params: string, limit = 5) {
    const seen: Link[] = []
    let cursor: string | null = null
    let total = -1
    do {
      const res: ApiAnswer = await call('GET', `/api/urls?limit=${limit}&${params}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      expect(res.status).toBe(200)
      expect(res.body.items.length).toBeLessThanOrEqual(limit)
      seen.push(...res.body.items)
      total = res.body.total
      cursor = res.body.nextCursor
    } while (cursor)
    return { seen, total }
  }

  test.each([...sortOptions])('paging in %s order walks every link exactly once, in the order of the whole list', async (sort) => {
    const { call } = await userWithTies()
    const { seen, total } = await walk(call, `sort=${sort}`)
    expect(total).toBe(12)
    expect(new Set(seen.map((l) => l.id)).size).toBe(12)
    const byTime = (a: Link, b: Link) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id
    const order: Record<string, (a: Link, b: Link) => number> = {
      newest: byTime,
      oldest: (a, b) => -byTime(a, b),
      'most-clicked': (a, b) => b.clicks - a.clicks || byTime(a, b),
      'least-clicked': (a, b) => a.clicks - b.clicks || byTime(a, b),
    }
    expect(seen.map((l) => l.id)).toEqual([...seen].sort(order[sort]).map((l) => l.id))
  })

  test.each(['most-clicked', 'least-clicked'])('%s counts the clicks not yet folded (staged), in the order and across pages', async (sort) => {
    const { call, user } = await userWithTies()
    const mine = (await server.db.orm.select().from(server.db.t.links)).filter((l) => l.userId === user.userId)
    // Staged clicks (docs/decisions/0055) that turn the folded order around: 7, 4, 1, 3 more for four links.
    const staged = [7, 4, 1, 3].map((clicks, i) => ({ linkId: mine[i]!.id, day: '2026-11-25', clicks }))
    await server.db.orm.insert(server.db.t.linkClicksRecent).values(staged)
    const { seen } = await walk(call, `sort=${sort}`, 4)
    expect(seen).toHaveLength(12)
    expect(seen.find((l) => l.id === mine[0]!.id)!.clicks).toBe(mine[0]!.clicks + 7)
    const byClicks = (a: Link, b: Link) =>
      (sort === 'most-clicked' ? b.clicks - a.clicks : a.clicks - b.clicks) || Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id
    expect(seen.map((l) => l.id)).toEqual([...seen].sort(byClicks).map((l) => l.id))
  })

  test('without paging parameters the answer is the whole array, as before', async () => {
    const { call } = await userWithTies()
    const res = await call('GET', '/api/urls')
    expect(Array.isArray(res.body)).toBe(true)
    expect(res.body).toHaveLength(12)
  })

  test('q matches code, target, title and note case-insensitively; % and _ match only themselves', async () => {
    const { call, tag } = await userWithTies()
    await call('POST', '/api/urls', { originalUrl: 'https://sale.example/', title: `100% OFF ${tag}`, note: 'Private NOTE', tags: ['promo'] })
    await call('POST', '/api/urls', { originalUrl: 'https://other.example/', title: `1000 off ${tag}` })
    const q = async (text: string, extra = '') =>
      (await call('GET', `/api/urls?limit=50&q=${encodeURIComponent(text)}${extra}`)).body.items.map((l: Link & { title: string }) => l.title ?? l.shortCode)
    expect(await q(`100%`)).toEqual([`100% OFF ${tag}`])
    expect(await q('private note')).toEqual([`100% OFF ${tag}`])
    expect(await q('TIE1_')).toEqual([]) // `_` is not a wildcard: no code has "tie1_"
    expect(await q('TIE1')).toHaveLength(3) // tie1, tie10, tie11, by code
    expect(await q('tie11.EXAMPLE')).toEqual([`tie11-${tag}`]) // by target
    expect(await q('', '&tag=Promo')).toEqual([`100% OFF ${tag}`])
  })

  test('status filters: inactive, expired (past expiry) and active; an empty one is none', async () => {
    const { call, tag } = await userWithTies()
    const status = async (s: string) => (await call('GET', `/api/urls?limit=50&status=${s}`)).body.items.map((l: Link) => l.shortCode)
    expect(await status('&q=&tag=')).toHaveLength(12)
    expect(await status('inactive')).toEqual([`tie5-${tag}`])
    expect(await status('expired')).toEqual([`tie7-${tag}`])
    expect(await status('active')).toHaveLength(10)
  })

  test('marks the links an admin took down (takenDown), whatever their switch says; the others not', async () => {
    const { call, tag } = await userWithTies()
    const page = async () => (await call('GET', `/api/urls?limit=50&q=${tag}`)).body.items as (Link & { takenDown: boolean })[]
    const [first, second] = await page()
    expect((await page()).every((l) => l.takenDown === false)).toBe(true)
    await takeDownLink(server.db, first!.id, 'spam')
    const after = await page()
    expect(after.filter((l) => l.takenDown).map((l) => l.shortCode)).toEqual([first!.shortCode])
    expect(after.find((l) => l.id === first!.id)!.isActive).toBe(true) // the owner's switch is untouched
    expect(after.find((l) => l.id === second!.id)!.takenDown).toBe(false)
  })

  test("another user's links never appear, in any filter", async () => {
    const { tag } = await userWithTies()
    const other = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    expect((await other('GET', `/api/urls?limit=50&q=${tag}`)).body).toEqual({ items: [], nextCursor: null, total: 0 })
  })

  test.each([
    ['limit=0'],
    ['limit=201'],
    ['limit=abc'],
    ['limit=5&sort=random'],
    ['limit=5&status=all'],
    ['cursor=not-a-cursor'],
    [`limit=5&q=${'x'.repeat(201)}`],
  ])('%s → 400 validation_failed', async (params) => {
    const { call } = await userWithTies()
    const res = await call('GET', `/api/urls?${params}`)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('validation_failed')
  })

  test('a cursor of one sort is refused by another; a page without a token is 401', async () => {
    const { call } = await userWithTies()
    const first = await call('GET', '/api/urls?limit=2&sort=newest')
    expect((await call('GET', `/api/urls?limit=2&sort=oldest&cursor=${first.body.nextCursor}`)).status).toBe(400)
    expect((await apiClient(server.baseUrl)('GET', '/api/urls?limit=2')).status).toBe(401)
  })
})
