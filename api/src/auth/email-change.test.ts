// PUT /user with a new e-mail address through unmodified supabase-js. It needs the current password (or a
// recovery session). With SMTP (secure e-mail change): a confirmation goes to the new address and another to
// the current one, `new_email` is pending, and the address (also the product record's) changes only once both
// links or codes are used. Without SMTP it changes at once. An address another account has → 422 email_exists.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonKeyOf, codeIn, nthMailTo, startMailbox, verifyLinkIn, type Mailbox } from '../../test/auth-fixtures'
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
  const client = clientsOf(
    () => server,
    () => anonKey,
  )
  beforeAll(async () => {
    server = await startTestServer({ engine })
    anonKey = await anonKeyOf(server.baseUrl)
  })
  afterAll(() => server?.stop())

  it('changes at once, for sign-in and the product record', async () => {
    const [before, after] = [newEmail(), newEmail()]
    const sb = client()
    const { data: signUp } = await sb.auth.signUp({ email: before, password: 'secret123' })
    const { data, error } = await sb.auth.updateUser({ email: after.toUpperCase(), current_password: 'secret123' })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email: after })
    expect(data.user?.new_email).toBeUndefined()
    expect((await client().auth.signInWithPassword({ email: after, password: 'secret123' })).error).toBeNull()
    expect((await client().auth.signInWithPassword({ email: before, password: 'secret123' })).error?.code).toBe('invalid_credentials')
    expect(await recordOf(server, signUp.user!.id)).toMatchObject({ email: after })
  })

  it('needs the current password', async () => {
    const [before, after] = [newEmail(), newEmail()]
    const sb = client()
    await sb.auth.signUp({ email: before, password: 'secret123' })
    expect((await sb.auth.updateUser({ email: after })).error).toMatchObject({ status: 400, code: 'current_password_required' })
    expect((await sb.auth.updateUser({ email: after, current_password: 'wrong-one' })).error).toMatchObject({ status: 400, code: 'current_password_invalid' })
    expect((await client().auth.signInWithPassword({ email: before, password: 'secret123' })).error).toBeNull() // nothing changed
    expect((await client().auth.signInWithPassword({ email: after, password: 'secret123' })).error?.code).toBe('invalid_credentials')
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
  const client = clientsOf(
    () => server,
    () => anonKey,
  )
  const mailTo = (email: string, count = 1) => nthMailTo(mailbox, email, count)
  const linkIn = (mail: { text: string }) => verifyLinkIn(mail as Parameters<typeof verifyLinkIn>[0], server.baseUrl)
  const mailsTo = (email: string) => mailbox.messages.filter((m) => m.to.includes(email))
  const signsIn = async (email: string) => (await client().auth.signInWithPassword({ email, password: 'secret123' })).error === null
  /** Follows an e-mail link: the fragment it lands with. */
  const follow = async (link: string) => {
    const res = await fetch(link, { redirect: 'manual' })
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe('http://snip.test/app/settings')
    return new URLSearchParams(location.hash.slice(1))
  }
  /** A confirmed account, signed in. */
  async function account() {
    const email = newEmail()
    const { data } = await client().auth.signUp({ email, password: 'secret123' })
    await fetch(linkIn(await mailTo(email)), { redirect: 'manual' })
    const sb = client()
    expect((await sb.auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull()
    return { sb, email, id: data.user!.id }
  }
  /** Asks for the change with the current password; both mails have arrived. */
  async function changeTo(sb: SupabaseClient, email: string, next: string) {
    const { data, error } = await sb.auth.updateUser({ email: next, current_password: 'secret123' })
    expect(error).toBeNull()
    return { user: data.user, toNew: await mailTo(next), toCurrent: await mailTo(email, 2) }
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

  it('mails both addresses; the address changes only once both links are followed', async () => {
    const { sb, email, id } = await account()
    const next = newEmail()
    const { user, toNew, toCurrent } = await changeTo(sb, email, next)
    expect(user).toMatchObject({ email, new_email: next })
    expect(user?.email_change_sent_at).toBeTruthy()
    expect(toNew.subject).toBe('Confirm your new e-mail address for Snip')
    expect(toCurrent.subject).toBe('Confirm the change of your Snip e-mail address')
    expect(toCurrent.text).toContain(next) // the old address learns where the account is moving
    expect(toCurrent.text).toContain('If you did not ask for this')
    expect(await signsIn(next)).toBe(false)
    expect(await recordOf(server, id)).toMatchObject({ email })

    const first = await follow(linkIn(toNew))
    expect(first.get('message')).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email')
    expect(first.get('access_token')).toBeNull()
    expect(await signsIn(next)).toBe(false) // one confirmation is not enough
    expect(await signsIn(email)).toBe(true)

    const second = await follow(linkIn(toCurrent))
    expect(second.get('type')).toBe('email_change')
    expect(second.get('access_token')).toBeTruthy()
    expect(await signsIn(next)).toBe(true)
    expect(await signsIn(email)).toBe(false)
    expect(await recordOf(server, id)).toMatchObject({ email: next })
    const { data: now } = await sb.auth.getUser()
    expect(now.user).toMatchObject({ email: next })
    expect(now.user?.new_email).toBeUndefined()
    expect((await fetch(linkIn(toCurrent), { redirect: 'manual' })).headers.get('location')).toContain('error_code=otp_expired') // once
  })

  it('the mailed codes confirm too, in either order (verifyOtp type email_change with either address)', async () => {
    const { sb, email } = await account()
    const next = newEmail()
    const { toNew, toCurrent } = await changeTo(sb, email, next)
    const half = await client().auth.verifyOtp({ email, token: codeIn(toCurrent), type: 'email_change' })
    expect(half).toMatchObject({ data: { user: null, session: null }, error: null })
    expect(await signsIn(email)).toBe(true)
    const { data, error } = await client().auth.verifyOtp({ email: next, token: codeIn(toNew), type: 'email_change' })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email: next })
  })

  it('needs the current password: without it nothing is mailed and nothing changes', async () => {
    const { sb, email } = await account()
    const next = newEmail()
    expect((await sb.auth.updateUser({ email: next })).error).toMatchObject({ status: 400, code: 'current_password_required' })
    expect((await sb.auth.updateUser({ email: next, current_password: 'wrong-one' })).error?.code).toBe('current_password_invalid')
    await new Promise((r) => setTimeout(r, 200))
    expect(mailsTo(next)).toEqual([])
    expect(mailsTo(email)).toHaveLength(1) // the sign-up mail only
    expect((await sb.auth.getUser()).data.user?.new_email).toBeUndefined()
  })

  it('a recovery session needs no current password', async () => {
    const { email } = await account()
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull()
    const fragment = new URLSearchParams(new URL((await fetch(linkIn(await mailTo(email, 2)), { redirect: 'manual' })).headers.get('location')!).hash.slice(1))
    const sb = client()
    expect((await sb.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! })).error).toBeNull()
    const next = newEmail()
    expect((await sb.auth.updateUser({ email: next })).error).toBeNull()
    await mailTo(next)
    expect((await mailTo(email, 3)).subject).toBe('Confirm the change of your Snip e-mail address')
  })

  it('resend type email_change mails both confirmations again, at most once a minute, and starts the count again', async () => {
    const { sb, email, id } = await account()
    expect(await client().auth.resend({ type: 'email_change', email })).toEqual({ data: { user: null, session: null }, error: null }) // none pending
    const next = newEmail()
    const { toNew } = await changeTo(sb, email, next)
    await follow(linkIn(toNew)) // one of two
    expect((await client().auth.resend({ type: 'email_change', email })).error?.code).toBe('over_email_send_rate_limit')
    const { authUsers } = server.db.t
    await server.db.orm
      .update(authUsers)
      .set({ emailChangeSentAt: new Date(Date.now() - 120_000) })
      .where(eq(authUsers.id, id))
    expect((await client().auth.resend({ type: 'email_change', email })).error).toBeNull()
    const [again, againCurrent] = [await mailTo(next, 2), await mailTo(email, 3)]
    expect((await follow(linkIn(again))).get('message')).toBeTruthy() // the earlier confirmation no longer counts
    expect(await signsIn(next)).toBe(false)
    expect((await follow(linkIn(againCurrent))).get('type')).toBe('email_change')
    expect(await signsIn(next)).toBe(true)
  })

  it('refuses a taken address, and one taken before the confirmation', async () => {
    const { sb, email } = await account()
    const taken = (await account()).email
    expect((await sb.auth.updateUser({ email: taken, current_password: 'secret123' })).error).toMatchObject({ status: 422, code: 'email_exists' })
    expect(mailsTo(taken)).toHaveLength(1) // its own sign-up mail only

    const next = newEmail()
    const { toNew, toCurrent } = await changeTo(sb, email, next)
    await follow(linkIn(toNew))
    await client().auth.signUp({ email: next, password: 'secret123' }) // someone takes it meanwhile
    expect((await fetch(linkIn(toCurrent), { redirect: 'manual' })).headers.get('location')).toContain('error_code=otp_expired')
    expect(await signsIn(email)).toBe(true)
  })
})
