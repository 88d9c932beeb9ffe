// PUT /user with a new password through unmodified supabase-js: the current password is required (contract
// §2.5 current_password_required / current_password_invalid) unless the session comes from a recovery link;
// a change ends every other session (their refresh tokens stop working).
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonKeyOf, startMailbox, type Mailbox, supabaseClientFor, uniqueEmails } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'

describe.each(testEngines)('changing the password (%s)', (engine) => {
  let server: TestServer
  let mailbox: Mailbox
  let anonKey: string
  const client = (): SupabaseClient => supabaseClientFor(server.baseUrl, anonKey)
  const newEmail = uniqueEmails('pw')
  const signedIn = async (email: string, password: string) => {
    const sb = client()
    const { error } = await sb.auth.signInWithPassword({ email, password })
    expect(error).toBeNull()
    return sb
  }

  beforeAll(async () => {
    mailbox = await startMailbox()
    server = await startTestServer({ engine, env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Snip <no-reply@snip.test>' } })
    anonKey = await anonKeyOf(server.baseUrl)
  })
  afterAll(async () => {
    await server?.stop()
    await mailbox?.stop()
  })

  /** A confirmed account (the confirmation link followed). */
  async function account(password = 'old-secret') {
    const email = newEmail()
    await client().auth.signUp({ email, password })
    const link = /http:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(await mailText(email, 1))![0]
    const res = await fetch(link.replace(/^http:\/\/[^/]+/, server.baseUrl), { redirect: 'manual' })
    expect(res.status).toBe(303)
    return email
  }
  async function mailText(email: string, count: number): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const mails = mailbox.messages.filter((m) => m.to.includes(email))
      if (mails.length >= count) return mails[count - 1]!.text
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`mail ${count} to ${email} never arrived`)
  }

  it('needs the current password: missing → current_password_required, wrong → current_password_invalid', async () => {
    const email = await account()
    const sb = await signedIn(email, 'old-secret')
    const missing = await sb.auth.updateUser({ password: 'new-secret-1' })
    expect(missing.error).toMatchObject({ status: 400, code: 'current_password_required' })
    const wrong = await sb.auth.updateUser({ password: 'new-secret-1', current_password: 'not-it' })
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid' })
    expect((await client().auth.signInWithPassword({ email, password: 'old-secret' })).error).toBeNull()
    expect((await client().auth.signInWithPassword({ email, password: 'new-secret-1' })).error?.code).toBe('invalid_credentials')
  })

  it('with the right one it changes, keeps this session and ends the others (their refresh tokens stop working)', async () => {
    const email = await account()
    const sb = await signedIn(email, 'old-secret')
    const other = await signedIn(email, 'old-secret')
    const otherRefresh = (await other.auth.getSession()).data.session!.refresh_token
    expect((await sb.auth.updateUser({ password: 'new-secret-2', current_password: 'old-secret' })).error).toBeNull()
    expect((await client().auth.signInWithPassword({ email, password: 'new-secret-2' })).error).toBeNull()
    expect((await client().auth.signInWithPassword({ email, password: 'old-secret' })).error?.code).toBe('invalid_credentials')
    const refreshed = await client().auth.refreshSession({ refresh_token: otherRefresh })
    expect(refreshed.error?.code).toMatch(/^(refresh_token_not_found|session_not_found)$/)
    expect((await sb.auth.refreshSession()).error).toBeNull()
  })

  it('a session from a recovery link sets a new password without the current one, once', async () => {
    const email = await account()
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull()
    const link = /http:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(await mailText(email, 2))![0]
    const res = await fetch(link.replace(/^http:\/\/[^/]+/, server.baseUrl), { redirect: 'manual' })
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1))
    expect(fragment.get('type')).toBe('recovery')
    const sb = client()
    await sb.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! })
    expect((await sb.auth.updateUser({ password: 'recovered-1' })).error).toBeNull()
    expect((await client().auth.signInWithPassword({ email, password: 'recovered-1' })).error).toBeNull()
    // The link proved the mailbox for one new password: the session lives on, but now needs the current one.
    expect((await sb.auth.refreshSession()).error).toBeNull()
    expect((await sb.auth.updateUser({ password: 'recovered-2' })).error?.code).toBe('current_password_required')
  })

  it('a session from a confirmation link is no recovery session', async () => {
    const email = newEmail()
    await client().auth.signUp({ email, password: 'old-secret' })
    const link = /http:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(await mailText(email, 1))![0]
    const res = await fetch(link.replace(/^http:\/\/[^/]+/, server.baseUrl), { redirect: 'manual' })
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1))
    const sb = client()
    await sb.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! })
    expect((await sb.auth.updateUser({ password: 'new-secret-3' })).error?.code).toBe('current_password_required')
  })
})
