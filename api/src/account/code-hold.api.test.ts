// After an account deletion, its links' codes answer 404 and nobody may take them for 90 days (a printed QR
// code must never lead to a stranger's target), in any case, by create or by edit; after 90 days they are
// free. Deleting a single link holds nothing (the spec's link deletion is unchanged).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { allRows } from '../../test/all-rows'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'

const TAKEN = { status: 400, body: { code: 'short_code_taken', message: 'Short code already in use' } }
const DAY = 86_400_000

describe.each(testEngines)('held codes on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  /** Codes of a deleted account's links. */
  async function deletedAccountCodes(n: number): Promise<string[]> {
    const user = await signUpAndSignIn(server.baseUrl)
    const call = apiClient(server.baseUrl, user.accessToken)
    const codes: string[] = []
    for (let i = 0; i < n; i++)
      codes.push(
        (await call('POST', '/api/urls', { originalUrl: 'https://printed.example/', shortCode: `Qr${i}${Math.random().toString(36).slice(2, 9)}` })).body
          .shortCode,
      )
    expect((await call('DELETE', '/api/users/me', { confirmation: 'DELETE', password: 'correct horse battery' })).status).toBe(200)
    return codes
  }

  test('the codes are refused to everyone for 90 days, on create and on edit, then free', async () => {
    const started = Date.now()
    const [a, b] = await deletedAccountCodes(2)
    const stranger = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const own = (await stranger('POST', '/api/urls', { originalUrl: 'https://stranger.example/' })).body
    for (const code of [a!, b!]) expect((await followShortLink(server.baseUrl, code)).status).toBe(404)
    expect(await stranger('POST', '/api/urls', { originalUrl: 'https://stranger.example/', shortCode: a })).toMatchObject(TAKEN)
    expect(await stranger('POST', '/api/urls', { originalUrl: 'https://stranger.example/', shortCode: a!.toUpperCase() })).toMatchObject(TAKEN)
    expect(await stranger('PUT', `/api/urls/${own.id}`, { originalUrl: 'https://stranger.example/', shortCode: b })).toMatchObject(TAKEN)
    expect(await stranger('PATCH', `/api/urls/${own.id}`, { shortCode: b!.toLowerCase() })).toMatchObject(TAKEN)
    expect((await stranger('GET', '/api/urls')).body.map((l: { shortCode: string }) => l.shortCode)).toEqual([own.shortCode])

    const held = (await allRows(server.db)).find((t) => /(^|\.)held_codes$/.test(t.table))!
    expect(Object.keys(held.rows[0]!).sort()).toEqual(['code_key', 'release_at']) // no user id
    const { heldCodes } = server.db.t
    const holds = await server.db.orm.select().from(heldCodes)
    const mine = holds.filter((h) => h.codeKey === a!.toLowerCase() || h.codeKey === b!.toLowerCase())
    expect(mine).toHaveLength(2)
    for (const h of mine) expect(Math.abs(h.releaseAt.getTime() - (started + 90 * DAY))).toBeLessThan(60_000)

    // 90 days later
    await server.db.orm
      .update(heldCodes)
      .set({ releaseAt: sql`${heldCodes.releaseAt} - ${engine === 'postgres' ? sql`interval '90 days'` : sql`${90 * DAY}`}` })
    expect((await stranger('POST', '/api/urls', { originalUrl: 'https://stranger.example/new', shortCode: a })).status).toBe(201)
    expect((await stranger('PATCH', `/api/urls/${own.id}`, { shortCode: b })).status).toBe(200)
    expect((await followShortLink(server.baseUrl, b!)).headers.get('location')).toBe('https://stranger.example/#')
  })

  test('deleting a single link holds nothing: its code is free again at once', async () => {
    const call = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const link = (await call('POST', '/api/urls', { originalUrl: 'https://one.example/', shortCode: `One${Math.random().toString(36).slice(2, 9)}` })).body
    expect((await call('DELETE', `/api/urls/${link.id}`)).status).toBe(200)
    expect((await call('POST', '/api/urls', { originalUrl: 'https://one.example/', shortCode: link.shortCode })).status).toBe(201)
  })
})
