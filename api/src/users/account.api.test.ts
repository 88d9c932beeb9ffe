// The account settings API: PATCH /api/users/me (username, the sign-up rule) and
// GET /api/users/me/sessions (days only, the current one marked, nothing about the device or address),
// with sign-out of the other sessions and of all of them through unmodified supabase-js.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messages } from '../contracts'
import { anonKeyOf } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'

const MARKER_AGENT = 'MarkerAgent/7.7 (settings-test-4f2c9)'
const MARKER_IP = '203.0.113.77'

describe.each(testEngines)('account settings API on %s', (engine) => {
  let server: TestServer
  let anonKey: string
  let n = 0
  const newEmail = () => `acct${++n}.${Math.random().toString(36).slice(2, 8)}@example.com`
  /** A supabase-js client whose every request carries the marker user agent and forwarded address. */
  const client = (): SupabaseClient =>
    createClient(server.baseUrl, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { 'User-Agent': MARKER_AGENT, 'X-Forwarded-For': MARKER_IP } },
    })
  const tokenOf = async (sb: SupabaseClient) => (await sb.auth.getSession()).data.session!.access_token
  const api = async (sb: SupabaseClient) => {
    const call = apiClient(server.baseUrl, await tokenOf(sb))
    return (method: string, path: string, body?: unknown) => call(method, path, body, { 'user-agent': MARKER_AGENT, 'x-forwarded-for': MARKER_IP })
  }

  beforeAll(async () => {
    server = await startTestServer({ engine, env: { TRUST_PROXY: 'true' } })
    anonKey = await anonKeyOf(server.baseUrl)
  })
  afterAll(() => server?.stop())

  test('PATCH /api/users/me changes the username by the sign-up rule, and the account metadata follows', async () => {
    const sb = client()
    const email = newEmail()
    await sb.auth.signUp({ email, password: 'secret123', options: { data: { username: 'first' } } })
    const call = await api(sb)
    expect(await call('PATCH', '/api/users/me', { username: 'ab' })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: messages.auth.usernameTooShort },
    })
    expect(await call('PATCH', '/api/users/me', { username: 'x'.repeat(101) })).toMatchObject({ status: 400, body: { message: messages.auth.usernameTooLong } })
    expect(await call('PATCH', '/api/users/me', { username: 'bad\u0007name' })).toMatchObject({
      status: 400,
      body: { message: messages.api.controlCharacters },
    })
    expect((await call('PATCH', '/api/users/me', {})).status).toBe(400)
    expect((await apiClient(server.baseUrl)('PATCH', '/api/users/me', { username: 'nobody' })).status).toBe(401)

    const renamed = await call('PATCH', '/api/users/me', { username: '  Second Name  ' })
    expect(renamed).toMatchObject({ status: 200, body: { email, username: 'Second Name' } })
    expect((await call('GET', '/api/users/me')).body).toMatchObject({ username: 'Second Name' })
    const { data } = await sb.auth.refreshSession()
    expect(data.user?.user_metadata).toMatchObject({ username: 'Second Name' })
  })

  test('the sessions list marks the current one, at day granularity; sign out others leaves only it', async () => {
    const email = newEmail()
    const [a, b] = [client(), client()]
    await a.auth.signUp({ email, password: 'secret123' })
    expect((await b.auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull()
    expect((await b.auth.refreshSession()).error).toBeNull()
    const listed = await (await api(a))('GET', '/api/users/me/sessions')
    expect(listed.status).toBe(200)
    const today = new Date().toISOString().slice(0, 10)
    expect(listed.body).toHaveLength(2)
    for (const s of listed.body) expect(Object.keys(s).sort()).toEqual(['createdOn', 'current', 'id', 'lastActiveOn'])
    expect(listed.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1)
    expect(listed.body.every((s: { createdOn: string; lastActiveOn: string }) => s.createdOn === today && s.lastActiveOn === today)).toBe(true)
    const fromB = await (await api(b))('GET', '/api/users/me/sessions')
    const current = (list: { id: string; current: boolean }[]) => list.find((s) => s.current)!.id
    expect(current(fromB.body)).not.toBe(current(listed.body))

    // Nothing about the device or the address in any stored row, of any table.
    const stored = JSON.stringify(await Promise.all(Object.values(server.db.t).map((table) => server.db.orm.select().from(table as never))))
    expect(stored).toContain(email) // the search does see the stored rows
    expect(stored).not.toContain('MarkerAgent')
    expect(stored).not.toContain(MARKER_IP)

    const bRefresh = (await b.auth.getSession()).data.session!.refresh_token
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull()
    const after = await (await api(a))('GET', '/api/users/me/sessions')
    expect(after.body).toEqual([expect.objectContaining({ id: current(listed.body), current: true })])
    expect((await client().auth.refreshSession({ refresh_token: bRefresh })).error).not.toBeNull()

    const token = await tokenOf(a)
    expect((await a.auth.signOut({ scope: 'global' })).error).toBeNull()
    expect((await apiClient(server.baseUrl, token)('GET', '/api/users/me/sessions')).status).toBe(401)
  })

  test('the sessions list needs a token and shows only the caller’s sessions', async () => {
    expect((await apiClient(server.baseUrl)('GET', '/api/users/me/sessions')).status).toBe(401)
    const [mine, theirs] = [client(), client()]
    await mine.auth.signUp({ email: newEmail(), password: 'secret123' })
    await theirs.auth.signUp({ email: newEmail(), password: 'secret123' })
    expect((await (await api(mine))('GET', '/api/users/me/sessions')).body).toHaveLength(1)
  })
})
