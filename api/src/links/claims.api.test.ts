// Claiming anonymous links (docs/decisions/0047): the token is given once and stored only
// as a hash; the right token moves the link into the caller's account; every other case is one refusal.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { allRows } from '../../test/all-rows'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { CLAIMS_PER_MINUTE } from './http/claims.routes'

const refused = { claimed: false, code: 'claim_refused', message: 'This link cannot be claimed with this token' }

describe.each(testEngines)('POST /api/urls/claim on %s', (engine) => {
  let server: TestServer
  let anon: ReturnType<typeof apiClient>
  let asAlice: ReturnType<typeof apiClient>
  let asBob: ReturnType<typeof apiClient>
  const anonLink = async (url = 'https://example.com/claim') => (await anon('POST', '/api/urls', { originalUrl: url })).body

  beforeAll(async () => {
    server = await startTestServer({ engine, env: { LOG_LEVEL: 'debug' } })
    anon = apiClient(server.baseUrl)
    asAlice = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    asBob = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
  })
  afterAll(() => server?.stop())

  test('an anonymous create answers a token once; no table and no log line holds it', async () => {
    const keyed = await anon('POST', '/api/urls', { originalUrl: 'https://example.com/keyed' }, { 'idempotency-key': 'claim-test-1' })
    const link = await anonLink()
    for (const created of [link, keyed.body]) expect(created.claimToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const replay = await anon('POST', '/api/urls', { originalUrl: 'https://example.com/keyed' }, { 'idempotency-key': 'claim-test-1' })
    expect([replay.body.id, replay.body.claimToken]).toEqual([keyed.body.id, undefined])
    const signedIn = await asAlice('POST', '/api/urls', { originalUrl: 'https://example.com/mine' })
    expect(signedIn.body).not.toHaveProperty('claimToken')
    const dump = JSON.stringify(await allRows(server.db))
    for (const token of [link.claimToken, keyed.body.claimToken]) {
      expect(dump).not.toContain(token)
      expect(server.logs.join('\n')).not.toContain(token)
    }
    expect(dump).toContain('claim_token_hash')
  })

  test('the right token moves the link (by id or by code) and clears the hash', async () => {
    const [a, b] = [await anonLink('https://example.com/a'), await anonLink('https://example.com/b')]
    const res = await asAlice('POST', '/api/urls/claim', {
      links: [
        { id: a.id, token: a.claimToken },
        { shortCode: b.shortCode, token: b.claimToken },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.results.map((r: any) => [r.claimed, r.link?.id])).toEqual([
      [true, a.id],
      [true, b.id],
    ])
    const mine = (await asAlice('GET', '/api/urls')).body.map((l: any) => l.id)
    expect(mine).toEqual(expect.arrayContaining([a.id, b.id]))
    const rows = (await allRows(server.db)).find((t) => /(^|\.)links$/.test(t.table))!.rows
    expect(rows.filter((r) => r.id === a.id || r.id === b.id).map((r) => r.claim_token_hash)).toEqual([null, null])
  })

  test('a wrong token, a claimed link, an owned link, a missing one: the same refusal per item', async () => {
    const [a, b] = [await anonLink(), await anonLink()]
    const owned = (await asBob('POST', '/api/urls', { originalUrl: 'https://example.com/bob' })).body
    expect((await asBob('POST', '/api/urls/claim', { links: [{ id: b.id, token: b.claimToken }] })).body.results[0].claimed).toBe(true)
    const res = await asAlice('POST', '/api/urls/claim', {
      links: [
        { id: a.id, token: b.claimToken }, // wrong token
        { id: b.id, token: b.claimToken }, // already claimed by Bob
        { id: owned.id, token: a.claimToken }, // made by Bob signed in
        { shortCode: 'noSuchCode1', token: a.claimToken },
        { id: b.id, shortCode: a.shortCode, token: a.claimToken }, // id and code of different links
        { id: a.id, token: a.claimToken }, // and the right one still works
      ],
    })
    expect(res.body.results.slice(0, 5).map(({ id, shortCode, ...rest }: any) => rest)).toEqual(Array(5).fill(refused))
    expect(res.body.results[5].claimed).toBe(true)
    expect((await asAlice('POST', '/api/urls/claim', { links: [{ id: a.id, token: a.claimToken }] })).body.results[0]).toMatchObject(refused) // already owned
    expect((await asBob('GET', '/api/urls')).body.map((l: any) => l.id)).not.toContain(a.id)
  })

  test('unauthenticated: 401; a malformed body: 400', async () => {
    const a = await anonLink()
    expect((await anon('POST', '/api/urls/claim', { links: [{ id: a.id, token: a.claimToken }] })).status).toBe(401)
    for (const body of [{}, { links: [] }, { links: [{ token: 'x' }] }, { links: Array(51).fill({ id: 1, token: 'x' }) }]) {
      const res = await asAlice('POST', '/api/urls/claim', body)
      expect([res.status, res.body.code]).toEqual([400, 'validation_failed'])
    }
  })

  test(`rate-limited: ${CLAIMS_PER_MINUTE} requests a minute per account`, async () => {
    const carol = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const statuses: number[] = []
    for (let i = 0; i <= CLAIMS_PER_MINUTE; i++) statuses.push((await carol('POST', '/api/urls/claim', { links: [{ id: 1, token: 'x' }] })).status)
    expect(statuses).toEqual([...Array(CLAIMS_PER_MINUTE).fill(200), 429])
  })
})
