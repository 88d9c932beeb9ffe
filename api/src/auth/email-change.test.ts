// PUT /user with a new e-mail address through unmodified supabase-js. With SMTP: a confirmation goes to the
// new address, `new_email` is pending, and the address (also the product record's) changes only when the
// link or code is used. Without SMTP it changes at once. An address another account has → 422 email_exists.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonKeyOf, startMailbox, type Mailbox } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'

let n = 0
const newEmail = () => `chg${++n}.${Math.random().toString(36).slice(2, 8)}@example.com`

function clientsOf(server: () => TestServer, anonKey: () => string) {
  return (): SupabaseClient => createClient(server().baseUrl, anonKey(), { auth: { persistSession: false, autoRefreshToken: false } })
}
async function recordOf(server: TestServer, userId: string) {
  const { users } = server.db.t
  const [row] = await server.db.orm.select().from(users).where(eq(users.userId, userId))
  return row
}

describe.each(testEngines)('changing the e-mail address without SMTP (%s)', (engine) => {
  let server: TestServer
  let anonKey: string
  const client = clientsOf(() => server, () => anonKey)
  beforeAll(async () => {
    server = await startTestServer({ engine })
    anonKey = await anonKeyOf(server.baseUrl)
  })
  afterAll(() => server?.stop())

  it('changes at once, for sign-in and the product record', async () => {
    const [before, after] = [newEmail(), newEmail()]
    const sb = client()
    const { data: signUp } = await sb.auth.signUp({ email: before, password: 'secret123' })
    const { data, error } = await sb.auth.updateUser({ email: after.toUpperCase() })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email: after })
    expect(data.user?.new_email).toBeUndefined()
    expect((await client().auth.signInWithPassword({ email: after, password: 'secret123' })).error).toBeNull()
    expect((await client().auth.signInWithPassword({ email: before, password: 'secret123' })).error?.code).toBe('invalid_credentials')
    expect(await recordOf(server, signUp.user!.id)).toMatchObject({ email: after })
  })

  it('refuses an address another account has', async () => {
    const [mine, theirs] = [newEmail(), newEmail()]
    await client().auth.signUp({ email: theirs, password: 'secret123' })
    const sb = client()
    await sb.auth.signUp({ email: mine, password: 'secret123' })
    const { error } = await sb.auth.updateUser({ email: theirs, password: 'other-secret', current_password: 'secret123' })
    expect(error).toMatchObject({ status: 422, code: 'email_exists' })
    expect((await client().auth.signInWithPassword({ email: mine, password: 'secret123' })).error).toBeNull() // nothing changed
  })
})

describe.each(testEngines)('changing the e-mail address with SMTP (%s)', (engine) => {
  let server: TestServer
  let mailbox: Mailbox
  let anonKey: string
  const client = clientsOf(() => server, () => anonKey)
  const mailTo = async (email: string, count = 1) => {
    for (let i = 0; i < 100; i++) {
      const mails = mailbox.messages.filter((m) => m.to.includes(email))
      if (mails.length >= count) return mails[count - 1]!
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`mail ${count} to ${email} never arrived`)
  }
  const linkIn = (text: string) => /http:\/\/snip\.test\/auth\/v1\/verify\?\S+/.exec(text)![0].replace('http://snip.test', server.baseUrl)
  /** A confirmed account, signed in. */
  async function account() {
    const email = newEmail()
    const { data } = await client().auth.signUp({ email, password: 'secret123' })
    await fetch(linkIn((await mailTo(email)).text), { redirect: 'manual' })
    const sb = client()
    expect((await sb.auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull()
    return { sb, email, id: data.user!.id }
  }

  beforeAll(async () => {
    mailbox = await startMailbox()
    server = await startTestServer({ engine, env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Snip <no-reply@snip.test>', PUBLIC_URL: 'http://snip.test' } })
    anonKey = await anonKeyOf(server.baseUrl)
  })
  afterAll(async () => {
    await server?.stop()
    await mailbox?.stop()
  })

  it('mails the new address; the address changes only when the link is followed', async () => {
    const { sb, email, id } = await account()
    const next = newEmail()
    const { data, error } = await sb.auth.updateUser({ email: next })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, new_email: next })
    expect(data.user?.email_change_sent_at).toBeTruthy()
    const mail = await mailTo(next)
    expect(mail.subject).toBe('Confirm your new e-mail address for Snip')
    expect(mailbox.messages.filter((m) => m.to.includes(email))).toHaveLength(1) // only the sign-up mail
    expect((await client().auth.signInWithPassword({ email: next, password: 'secret123' })).error?.code).toBe('invalid_credentials')
    expect(await recordOf(server, id)).toMatchObject({ email })

    const res = await fetch(linkIn(mail.text), { redirect: 'manual' })
    const location = new URL(res.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe('http://snip.test/app/settings')
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('email_change')
    expect((await client().auth.signInWithPassword({ email: next, password: 'secret123' })).error).toBeNull()
    expect((await client().auth.signInWithPassword({ email, password: 'secret123' })).error?.code).toBe('invalid_credentials')
    expect(await recordOf(server, id)).toMatchObject({ email: next })
    const { data: now } = await sb.auth.getUser()
    expect(now.user).toMatchObject({ email: next })
    expect(now.user?.new_email).toBeUndefined()
    expect((await fetch(linkIn(mail.text), { redirect: 'manual' })).headers.get('location')).toContain('error_code=otp_expired') // once
  })

  it('the mailed code confirms too (verifyOtp type email_change with the new address)', async () => {
    const { sb } = await account()
    const next = newEmail()
    expect((await sb.auth.updateUser({ email: next })).error).toBeNull()
    const code = /code: (\d{6})/.exec((await mailTo(next)).text)![1]!
    const { data, error } = await client().auth.verifyOtp({ email: next, token: code, type: 'email_change' })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email: next })
  })

  it('resend type email_change mails the pending confirmation again, at most once a minute', async () => {
    const { sb, email, id } = await account()
    expect(await client().auth.resend({ type: 'email_change', email })).toEqual({ data: { user: null, session: null }, error: null }) // none pending
    const next = newEmail()
    expect((await sb.auth.updateUser({ email: next })).error).toBeNull()
    await mailTo(next)
    expect((await client().auth.resend({ type: 'email_change', email })).error?.code).toBe('over_email_send_rate_limit')
    const { authUsers } = server.db.t
    await server.db.orm.update(authUsers).set({ emailChangeSentAt: new Date(Date.now() - 120_000) }).where(eq(authUsers.id, id))
    expect((await client().auth.resend({ type: 'email_change', email })).error).toBeNull()
    const second = await mailTo(next, 2)
    expect((await fetch(linkIn(second.text), { redirect: 'manual' })).headers.get('location')).toContain('type=email_change')
    expect((await client().auth.signInWithPassword({ email: next, password: 'secret123' })).error).toBeNull()
  })

  it('refuses a taken address, and one taken before the confirmation', async () => {
    const { sb, email } = await account()
    const taken = (await account()).email
    expect((await sb.auth.updateUser({ email: taken })).error).toMatchObject({ status: 422, code: 'email_exists' })
    expect(mailbox.messages.filter((m) => m.to.includes(taken))).toHaveLength(1) // its own sign-up mail only

    const next = newEmail()
    expect((await sb.auth.updateUser({ email: next })).error).toBeNull()
    const link = linkIn((await mailTo(next)).text)
    await client().auth.signUp({ email: next, password: 'secret123' }) // someone takes it meanwhile
    expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toContain('error_code=otp_expired')
    expect((await client().auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull()
  })
})
