// A link is described once (contracts/link.ts): every answer that carries a link has exactly the fields of
// that description, with their types and limits, and the OpenAPI document's Link schema is built from it.
// A link on a custom domain names its host in each of them, the dashboard's pages and first view included.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { linkJsonSchema, linkSchema, ownerTextKeys } from '../contracts/link'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'

/** The description with no room for a field it does not name. */
const exactly = linkSchema.strict()
const ADMIN = 'link-shape-admin@example.com'

describe.each(testEngines)('a link as the API answers it, on %s', (engine) => {
  let server: TestServer
  let as: ReturnType<typeof apiClient>

  beforeAll(async () => {
    server = await startTestServer({ engine, env: { ADMIN_EMAILS: ADMIN } })
    as = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
  })
  afterAll(() => server?.stop())

  test('created, changed and listed (whole and in pages): the described fields, no more, no fewer', async () => {
    const made = await as('POST', '/api/urls', { originalUrl: 'https://example.com/shape', title: 'Shape', note: 'private', tags: ['a'], maxClicks: 5 })
    expect(made.status).toBe(201)
    expect(exactly.safeParse(made.body).error).toBeUndefined()
    expect(made.body).toMatchObject({ title: 'Shape', note: 'private', tags: ['a'], maxClicks: 5 })

    const all = await as('GET', '/api/urls')
    for (const link of all.body) expect(exactly.safeParse(link).error).toBeUndefined()

    const changed = await as('PUT', `/api/urls/${made.body.id}`, { title: '', note: null })
    expect(changed.status).toBe(200)
    expect(exactly.safeParse(changed.body).error).toBeUndefined()
    for (const key of ownerTextKeys) expect(changed.body[key]).toBeNull()

    const page = await as('GET', '/api/urls?limit=10')
    for (const link of page.body.items) expect(exactly.safeParse(link).error).toBeUndefined()
  })

  test("a link on a custom domain names its host in every answer: made, in its analytics, listed whole and in pages, the first view's", async () => {
    // an admin's instance-wide domain serves at once, without a DNS check
    const admin = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl, { email: ADMIN })).accessToken)
    const host = `shape-${engine}.example.org`
    expect((await admin('POST', '/api/admin/domains', { host })).status).toBe(201)
    const made = await as('POST', '/api/urls', { originalUrl: 'https://example.com/on-a-domain', shortCode: 'on-a-domain', domain: host })
    expect([made.status, made.body.domain]).toEqual([201, host])
    const hostOf = (list: { id: number; domain: string | null }[]) => list.find((l) => l.id === made.body.id)?.domain
    expect((await as('GET', `/api/urls/${made.body.id}/analytics`)).body.link.domain).toBe(host)
    expect(hostOf((await as('GET', '/api/urls')).body)).toBe(host)
    expect(hostOf((await as('GET', '/api/urls?limit=10')).body.items)).toBe(host)
    expect(hostOf((await as('GET', '/api/app/dashboard?limit=10')).body.links.items)).toBe(host)
  })

  test("the OpenAPI document's Link schema is the description's", async () => {
    const doc = await (await fetch(`${server.baseUrl}/api/docs/json`)).json()
    expect(doc.components.schemas.Link).toEqual(linkJsonSchema())
    expect(Object.keys(doc.components.schemas.Link.properties)).toEqual(Object.keys(linkSchema.shape))
  })
})
