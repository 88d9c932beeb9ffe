// Two instances on one PostgreSQL database (docs/decisions/0083): a domain added, disabled or removed
// through one is answered so by the other within a moment — every domain change empties every instance's
// link cache (LISTEN/NOTIFY), and an instance reads its domains again once its cache was emptied.
// Registered only when TEST_DATABASE_URL is set (on SQLite one process serves a database file).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { createPostgresDatabase, startTestServer, testEngines, type TestDatabase, type TestServer } from '../../test/harness'
import { apiClient, getWithHost } from '../../test/http-client'

const ADMIN = 'domains-instances-admin@example.com'
const HOST = 'go.instances.example'

const statusWithHost = async (baseUrl: string, path: string, host: string) => (await getWithHost(baseUrl, path, host)).status

/** The status `read` gives once it is `want`, or the last one after `ms`. */
async function settlesOn(read: () => Promise<number>, want: number, ms = 3000): Promise<number> {
  const until = Date.now() + ms
  let status = await read()
  while (status !== want && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25))
    status = await read()
  }
  return status
}

describe.runIf(testEngines.includes('postgres'))('custom domains on two instances of one PostgreSQL database', () => {
  let database: TestDatabase
  let a: TestServer
  let b: TestServer
  beforeAll(async () => {
    database = await createPostgresDatabase()
    ;[a, b] = await Promise.all([0, 1].map(() => startTestServer({ engine: 'postgres', databaseUrl: database.url, env: { ADMIN_EMAILS: ADMIN } })))
  })
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await database?.drop()
  })

  test('a domain added, disabled, enabled and removed through one instance is answered so by the other', async () => {
    const admin = apiClient(a.baseUrl, (await signUpAndSignIn(a.baseUrl, { email: ADMIN })).accessToken)
    const onB = (path: string) => statusWithHost(b.baseUrl, path, HOST)
    expect(await onB('/elsewhere')).toBe(404) // B knows no such domain: the host answers the default domain's links
    const domain = await admin('POST', '/api/admin/domains', { host: HOST })
    expect(domain.status).toBe(201)
    const link = await admin('POST', '/api/urls', { originalUrl: 'https://example.com/branded', shortCode: 'branded', domain: HOST })
    expect(link.status).toBe(201)
    expect(await settlesOn(() => onB('/branded'), 302)).toBe(302)
    expect(await statusWithHost(b.baseUrl, '/branded', 'snip.test')).toBe(404) // never on the instance's own domain

    await admin('PATCH', `/api/admin/domains/${domain.body.id}`, { disabled: true })
    expect(await settlesOn(() => onB('/branded'), 410)).toBe(410)
    await admin('PATCH', `/api/admin/domains/${domain.body.id}`, { disabled: false })
    expect(await settlesOn(() => onB('/branded'), 302)).toBe(302)

    expect((await admin('DELETE', `/api/admin/domains/${domain.body.id}`)).status).toBe(200)
    expect(await settlesOn(() => onB('/branded'), 404)).toBe(404)
  })
})
