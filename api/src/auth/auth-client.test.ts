// Drives the unmodified @supabase/supabase-js client against the running server (no SMTP: auto-confirm).
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonKeyOf, supabaseClientFor, uniqueEmails } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'

describe.each(testEngines)('supabase-js against the embedded auth service (%s)', (engine) => {
  let server: TestServer
  let anonKey: string
  const client = (): SupabaseClient => supabaseClientFor(server.baseUrl, anonKey)
  const newEmail = uniqueEmails('Client', 'Example.com')

  beforeAll(async () => {
    server = await startTestServer({ engine })
    anonKey = await anonKeyOf(server.baseUrl)
  })
  afterAll(() => server?.stop())

  it('signs up with a session at once, lower-cases the e-mail and creates the product user record', async () => {
    const email = newEmail()
    const { data, error } = await client().auth.signUp({ email, password: 'secret123', options: { data: { username: 'alice' } } })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.user?.email).toBe(email.toLowerCase())
    expect(data.user?.identities).toHaveLength(1)
    expect(data.user?.email_confirmed_at).toBeTruthy()
    const rows = await server.db.orm.select().from(server.db.t.users)
    const record = rows.find((r) => r.userId === data.user!.id)
    expect(record).toMatchObject({ email: email.toLowerCase(), username: 'alice', password: 'managed-by-auth-provider' })
  })

  it('uses the e-mail local part as username when none is given', async () => {
    const email = newEmail()
    const { data } = await client().auth.signUp({ email, password: 'secret123' })
    const rows = await server.db.orm.select().from(server.db.t.users)
    expect(rows.find((r) => r.userId === data.user!.id)?.username).toBe(email.toLowerCase().split('@')[0])
  })

  it('signs in, reads the user, refreshes, changes the password and signs out', async () => {
    const email = newEmail()
    const sb = client()
    await sb.auth.signUp({ email, password: 'secret123' })
    const signIn = await sb.auth.signInWithPassword({ email: email.toUpperCase(), password: 'secret123' })
    expect(signIn.error).toBeNull()
    expect(signIn.data.session?.token_type).toBe('bearer')
    expect(signIn.data.session!.expires_in).toBeGreaterThan(3000)

    const got = await sb.auth.getUser()
    expect(got.error).toBeNull()
    expect(got.data.user?.id).toBe(signIn.data.user!.id)

    const refreshed = await sb.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    expect(refreshed.data.session?.refresh_token).not.toBe(signIn.data.session!.refresh_token)

    const updated = await sb.auth.updateUser({ password: 'new-secret-456', current_password: 'secret123' })
    expect(updated.error).toBeNull()
    expect((await client().auth.signInWithPassword({ email, password: 'secret123' })).error?.code).toBe('invalid_credentials')
    expect((await client().auth.signInWithPassword({ email, password: 'new-secret-456' })).error).toBeNull()

    expect((await sb.auth.signOut()).error).toBeNull()
    expect((await sb.auth.getSession()).data.session).toBeNull()
  })

  it('a password change ends the other sessions but keeps the calling one', async () => {
    const email = newEmail()
    const a = client()
    const b = client()
    await a.auth.signUp({ email, password: 'secret123' })
    await b.auth.signInWithPassword({ email, password: 'secret123' })
    expect((await a.auth.updateUser({ password: 'changed-789', current_password: 'secret123' })).error).toBeNull()
    expect((await a.auth.getUser()).error).toBeNull()
    const other = await b.auth.getUser()
    expect(other.error?.name).toBe('AuthSessionMissingError')
  })

  it('signOut scope local ends only this session, others keeps this one, global ends all', async () => {
    const email = newEmail()
    const [a, b, c] = [client(), client(), client()]
    await a.auth.signUp({ email, password: 'secret123' })
    await b.auth.signInWithPassword({ email, password: 'secret123' })
    await c.auth.signInWithPassword({ email, password: 'secret123' })
    const cToken = (await c.auth.getSession()).data.session!.access_token

    expect((await c.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect((await c.auth.getUser(cToken)).error?.name).toBe('AuthSessionMissingError')
    expect((await a.auth.getUser()).error).toBeNull()
    expect((await b.auth.getUser()).error).toBeNull()

    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await a.auth.getUser()).error).toBeNull()
    expect((await b.auth.getUser()).error?.name).toBe('AuthSessionMissingError')

    const d = client()
    await d.auth.signInWithPassword({ email, password: 'secret123' })
    expect((await a.auth.signOut({ scope: 'global' })).error).toBeNull()
    expect((await d.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
  })

  it('answers the documented error codes', async () => {
    const email = newEmail()
    const sb = client()
    await sb.auth.signUp({ email, password: 'secret123' })

    const taken = await client().auth.signUp({ email, password: 'secret123' })
    expect(taken.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' })

    const weak = await client().auth.signUp({ email: newEmail(), password: 'kx9-q' })
    expect(weak.error?.name).toBe('AuthWeakPasswordError')
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] })

    const long = await client().auth.signUp({ email: newEmail(), password: 'x'.repeat(73) })
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Password cannot be longer than 72 characters' })

    const badEmail = await client().auth.signUp({ email: 'not-an-email', password: 'secret123' })
    expect(badEmail.error).toMatchObject({ status: 400, code: 'validation_failed' })

    const wrong = await client().auth.signInWithPassword({ email, password: 'wrong-password' })
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })
    const unknown = await client().auth.signInWithPassword({ email: newEmail(), password: 'secret123' })
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })

    const same = await sb.auth.updateUser({ password: 'secret123', current_password: 'secret123' })
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' })
    const weakUpdate = await sb.auth.updateUser({ password: 'abc' })
    expect(weakUpdate.error).toMatchObject({ code: 'weak_password' })

    const badRefresh = await client().auth.refreshSession({ refresh_token: 'never-issued' })
    expect(badRefresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })

    const withAnonKey = await client().auth.getUser(anonKey)
    expect(withAnonKey.error).toMatchObject({ status: 403, code: 'bad_jwt' })
  })

  it('merges user metadata on updateUser', async () => {
    const sb = client()
    await sb.auth.signUp({ email: newEmail(), password: 'secret123', options: { data: { username: 'bob', plan: 'free' } } })
    const { data, error } = await sb.auth.updateUser({ data: { plan: null, theme: 'dark' } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata).toMatchObject({ username: 'bob', theme: 'dark' })
    expect(data.user?.user_metadata).not.toHaveProperty('plan')
  })
})
