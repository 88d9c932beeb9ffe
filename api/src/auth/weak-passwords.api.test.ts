// The new-password rule on the wire (contract §7.2, NIST SP 800-63B): too short or on the common-password list
// → 422 weak_password with its reasons, on sign-up, on a password change and on a reset from a recovery link,
// through unmodified supabase-js. Sign-in with an old password that fails today's rule still works.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contracts'
import { anonKeyOf, nthMailTo, startMailbox, type Mailbox, supabaseClientFor, uniqueEmails, verifyLinkIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { hashPassword } from './users/password-hashing'
import { findAuthUserByEmail, updateAuthUser } from './users/auth-users.repository'

describe.each(testEngines)('weak new passwords (%s)', (engine) => {
  let server: TestServer
  let mailbox: Mailbox
  let anonKey: string
  const client = (): SupabaseClient => supabaseClientFor(server.baseUrl, anonKey)
  const newEmail = uniqueEmails('weak')

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
  async function account(password = 'old-secret-9') {
    const email = newEmail()
    expect((await client().auth.signUp({ email, password })).error).toBeNull()
    const res = await fetch(verifyLinkIn(await nthMailTo(mailbox, email, 1), server.baseUrl), { redirect: 'manual' })
    expect(res.status).toBe(303)
    return email
  }

  it('sign-up refuses a common password with reason pwned and a short one with reason length', async () => {
    const common = await client().auth.signUp({ email: newEmail(), password: 'password' })
    expect(common.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'], message: messages.auth.passwordCommon })
    const capitalised = await client().auth.signUp({ email: newEmail(), password: 'Iloveyou' })
    expect(capitalised.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] })
    const short = await client().auth.signUp({ email: newEmail(), password: 'kx9-q2z' })
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'], message: messages.auth.passwordTooShort })
    const raw = await fetch(`${server.baseUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email: newEmail(), password: '123456' }),
    })
    expect(raw.status).toBe(422)
    expect(await raw.json()).toEqual({
      code: 'weak_password',
      error_code: 'weak_password',
      message: `${messages.auth.passwordTooShort} ${messages.auth.passwordCommon}`,
      weak_password: { reasons: ['length', 'pwned'] },
    })
    expect((await client().auth.signUp({ email: newEmail(), password: 'kx9-q2z-w' })).error).toBeNull()
  })

  it('a password change refuses a common new password', async () => {
    const email = await account()
    const sb = client()
    expect((await sb.auth.signInWithPassword({ email, password: 'old-secret-9' })).error).toBeNull()
    const weak = await sb.auth.updateUser({ password: 'iloveyou', current_password: 'old-secret-9' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] })
    expect((await client().auth.signInWithPassword({ email, password: 'iloveyou' })).error?.code).toBe('invalid_credentials')
  })

  it('a reset from a recovery link refuses a common new password', async () => {
    const email = await account()
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull()
    const res = await fetch(verifyLinkIn(await nthMailTo(mailbox, email, 2), server.baseUrl), { redirect: 'manual' })
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1))
    const sb = client()
    expect((await sb.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! })).error).toBeNull()
    const weak = await sb.auth.updateUser({ password: 'qwertyuiop' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] })
    expect((await sb.auth.updateUser({ password: 'a-fresh-secret-7' })).error).toBeNull()
  })

  it('an older account whose password fails today’s rule still signs in, told so in weak_password', async () => {
    const email = await account()
    const user = await findAuthUserByEmail(server.db, email)
    await updateAuthUser(server.db, user!.id, { encryptedPassword: await hashPassword('letmein') })
    const signedIn = await client().auth.signInWithPassword({ email, password: 'letmein' })
    expect(signedIn.error).toBeNull()
    expect(signedIn.data.weakPassword?.reasons).toEqual(['length', 'pwned'])
  })
})
