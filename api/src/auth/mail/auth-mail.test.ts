// With SMTP configured: confirmation and recovery mails caught by a real SMTP server, links followed.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonKeyOf, startMailbox, type CapturedMail, type Mailbox, supabaseClientFor, uniqueEmails } from '../../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../../test/harness'

const PUBLIC = 'http://snip.test'

describe.each(testEngines)('auth e-mails (%s)', (engine) => {
  let server: TestServer
  let mailbox: Mailbox
  let anonKey: string
  const client = (): SupabaseClient => supabaseClientFor(server.baseUrl, anonKey)
  const newEmail = uniqueEmails('mail')

  /** The verify link of a mail, pointed at the test server instead of PUBLIC_URL. */
  const linkOf = (mail: CapturedMail | undefined) => {
    const link = /http:\/\/snip\.test\/auth\/v1\/verify\?\S+/.exec(mail?.text ?? '')?.[0]
    if (!link) throw new Error(`no verify link in mail: ${mail?.text}`)
    return link.replace(PUBLIC, server.baseUrl)
  }
  /** The n-th mail to an address, once it has arrived (recovery mails are sent after the answer). */
  const nthMailTo = async (email: string, count: number) => {
    for (let i = 0; i < 100; i++) {
      const mails = mailbox.messages.filter((m) => m.to.includes(email.toLowerCase()))
      if (mails.length >= count) return mails[count - 1]
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`mail ${count} to ${email} never arrived`)
  }
  const codeOf = (mail: CapturedMail | undefined) => /code: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? ''
  const follow = async (link: string) => {
    const res = await fetch(link, { redirect: 'manual' })
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location')!)
    return { location, fragment: new URLSearchParams(location.hash.slice(1)) }
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

  it('sign-up sends a confirmation mail; the link confirms, signs in and lands on /app/login', async () => {
    const email = newEmail()
    const { data, error } = await client().auth.signUp({ email, password: 'secret123' })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.identities).toHaveLength(1)
    expect(data.user?.confirmation_sent_at).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeUndefined()

    const notYet = await client().auth.signInWithPassword({ email, password: 'secret123' })
    expect(notYet.error).toMatchObject({ status: 400, code: 'email_not_confirmed' })
    const wrong = await client().auth.signInWithPassword({ email, password: 'wrong-one' })
    expect(wrong.error?.code).toBe('invalid_credentials')

    const mail = await nthMailTo(email, 1)
    expect(mail?.subject).toBe('Confirm your Snip account')
    expect(mail?.html).toContain('/auth/v1/verify?token=')
    const link = linkOf(mail)
    expect(new URL(link).searchParams.get('type')).toBe('signup')
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${PUBLIC}/app/login`)

    const { location, fragment } = await follow(link)
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC}/app/login`)
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('token_type')).toBe('bearer')
    const sb = client()
    const set = await sb.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! })
    expect(set.error).toBeNull()
    expect(set.data.user?.email_confirmed_at).toBeTruthy()
    expect(set.data.user?.user_metadata).toMatchObject({ email_verified: true })

    expect((await client().auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull()

    const again = await follow(link)
    expect(again.fragment.get('error')).toBe('access_denied')
    expect(again.fragment.get('error_code')).toBe('otp_expired')
  })

  it('a HEAD request to the link (a mail scanner checking it) neither uses it up nor signs in', async () => {
    const email = newEmail()
    expect((await client().auth.signUp({ email, password: 'secret123' })).error).toBeNull()
    const link = linkOf(await nthMailTo(email, 1))
    const head = await fetch(link, { method: 'HEAD', redirect: 'manual' })
    expect(head.status).toBe(405)
    expect(head.headers.get('location')).toBeNull()
    const { fragment } = await follow(link)
    expect(fragment.get('access_token')).toBeTruthy()
  })

  it('a repeated sign-up of a confirmed address answers a fake user and sends nothing', async () => {
    const email = newEmail()
    await client().auth.signUp({ email, password: 'secret123' })
    await follow(linkOf(await nthMailTo(email, 1)))
    const { data, error } = await client().auth.signUp({ email, password: 'other-password' })
    expect(error).toBeNull()
    expect(data.user?.identities).toEqual([])
    expect(data.session).toBeNull()
    await new Promise((r) => setTimeout(r, 300)) // mails go out after the answer
    expect(mailbox.messages.filter((m) => m.to.includes(email))).toHaveLength(1)
    expect((await client().auth.signInWithPassword({ email, password: 'other-password' })).error?.code).toBe('invalid_credentials')
  })

  it('a repeated sign-up of an unconfirmed address within 60 s is refused with over_email_send_rate_limit', async () => {
    const email = newEmail()
    await client().auth.signUp({ email, password: 'secret123' })
    const again = await client().auth.signUp({ email, password: 'secret123' })
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    const resend = await client().auth.resend({ type: 'signup', email })
    expect(resend.error?.code).toBe('over_email_send_rate_limit')
  })

  it('verifyOtp with the mailed 6-digit code confirms the address and returns a session', async () => {
    const email = newEmail()
    await client().auth.signUp({ email, password: 'secret123' })
    const sb = client()
    const wrong = await sb.auth.verifyOtp({ email, token: '000000' === codeOf(await nthMailTo(email, 1)) ? '111111' : '000000', type: 'signup' })
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' })
    const { data, error } = await sb.auth.verifyOtp({ email, token: codeOf(await nthMailTo(email, 1)), type: 'email' })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeTruthy()
  })

  it('a link or code presented with the wrong type is refused and stays usable with the right one', async () => {
    const email = newEmail()
    await client().auth.signUp({ email, password: 'secret123' })
    const mail = await nthMailTo(email, 1)
    const tokenHash = new URL(linkOf(mail)).searchParams.get('token')!
    const byLink = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })
    expect(byLink.error).toMatchObject({ status: 403, code: 'otp_expired' })
    const byCode = await client().auth.verifyOtp({ email, token: codeOf(mail), type: 'recovery' })
    expect(byCode.error).toMatchObject({ status: 403, code: 'otp_expired' })
    const wrongGet = await fetch(linkOf(mail).replace('type=signup', 'type=recovery'), { redirect: 'manual' })
    expect(new URLSearchParams(new URL(wrongGet.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired')

    const { data, error } = await client().auth.verifyOtp({ email, token: codeOf(mail), type: 'signup' })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
  })

  it('password recovery: the mailed link lands on /app/reset-password signed in, and updateUser sets the password', async () => {
    const email = newEmail()
    await client().auth.signUp({ email, password: 'old-secret' })
    await follow(linkOf(await nthMailTo(email, 1)))
    const elsewhere = client()
    expect((await elsewhere.auth.signInWithPassword({ email, password: 'old-secret' })).error).toBeNull()

    const reset = await client().auth.resetPasswordForEmail(email)
    expect(reset.error).toBeNull()
    const mail = await nthMailTo(email, 2)
    expect(mail?.subject).toBe('Reset your Snip password')
    const { location, fragment } = await follow(linkOf(mail))
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC}/app/reset-password`)
    expect(fragment.get('type')).toBe('recovery')

    const sb = client()
    await sb.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! })
    expect((await sb.auth.updateUser({ password: 'brand-new-secret' })).error).toBeNull()
    expect((await client().auth.signInWithPassword({ email, password: 'old-secret' })).error?.code).toBe('invalid_credentials')
    expect((await client().auth.signInWithPassword({ email, password: 'brand-new-secret' })).error).toBeNull()
    expect((await elsewhere.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
  })

  it('a repeated recovery request answers {} like any other address, and sends one mail a minute', async () => {
    const email = newEmail()
    await client().auth.signUp({ email, password: 'secret123' })
    await follow(linkOf(await nthMailTo(email, 1)))
    expect(await client().auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null })
    await nthMailTo(email, 2)
    expect(await client().auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null })
    expect(await client().auth.resetPasswordForEmail(newEmail())).toEqual({ data: {}, error: null })
    await new Promise((r) => setTimeout(r, 300)) // no mail may go out: time for one that would (mails go out after the answer)
    expect(mailbox.messages.filter((m) => m.to.includes(email)).length).toBe(2)
  })

  it('mailed links and codes last 24 hours', async () => {
    const { eq } = await import('drizzle-orm')
    const { authOneTimeTokens: ott, authUsers } = server.db.t
    /** Moves the address's token and the mail's "sent at" mark back in time, as if mailed `ms` ago. */
    const mailedAgo = async (email: string, ms: number) => {
      const [row] = await server.db.orm.select().from(ott).where(eq(ott.relatesTo, email))
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000)
      const shift = (d: Date) => new Date(d.getTime() - ms)
      await server.db.orm
        .update(ott)
        .set({ createdAt: shift(row!.createdAt), expiresAt: shift(row!.expiresAt) })
        .where(eq(ott.id, row!.id))
      const [user] = await server.db.orm.select().from(authUsers).where(eq(authUsers.email, email))
      await server.db.orm
        .update(authUsers)
        .set({ confirmationSentAt: shift(user!.confirmationSentAt!) })
        .where(eq(authUsers.email, email))
    }
    const [late, inTime] = [newEmail(), newEmail()]
    await client().auth.signUp({ email: late, password: 'secret123' })
    await client().auth.signUp({ email: inTime, password: 'secret123' })
    const lateMail = await nthMailTo(late, 1)
    await mailedAgo(late, 24 * 60 * 60 * 1000 + 60_000)
    expect((await follow(linkOf(lateMail))).fragment.get('error_code')).toBe('otp_expired')
    expect((await client().auth.verifyOtp({ email: late, token: codeOf(lateMail), type: 'signup' })).error?.code).toBe('otp_expired')

    const inTimeMail = await nthMailTo(inTime, 1)
    await mailedAgo(inTime, 23 * 60 * 60 * 1000)
    expect((await client().auth.verifyOtp({ email: inTime, token: codeOf(inTimeMail), type: 'signup' })).error).toBeNull()
  })

  it('a password change cancels the links and codes already mailed', async () => {
    const email = newEmail()
    await client().auth.signUp({ email, password: 'secret123' })
    await follow(linkOf(await nthMailTo(email, 1)))
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull()
    const recovery = await nthMailTo(email, 2)

    const sb = client()
    await sb.auth.signInWithPassword({ email, password: 'secret123' })
    expect((await sb.auth.updateUser({ password: 'changed-secret', current_password: 'secret123' })).error).toBeNull()
    expect((await follow(linkOf(recovery))).fragment.get('error_code')).toBe('otp_expired')
    expect((await client().auth.verifyOtp({ email, token: codeOf(recovery), type: 'recovery' })).error?.code).toBe('otp_expired')
  })

  it('recovery and resend for an unknown address answer {} and send nothing', async () => {
    const [a, b] = [newEmail(), newEmail()]
    const reset = await client().auth.resetPasswordForEmail(a)
    expect(reset).toEqual({ data: {}, error: null })
    expect((await client().auth.resend({ type: 'signup', email: b })).error).toBeNull()
    await new Promise((r) => setTimeout(r, 300)) // no mail may go out: time for one that would (mails go out after the answer)
    expect(mailbox.messages.filter((m) => m.to.includes(a) || m.to.includes(b))).toEqual([])
  })

  it('ignores a redirect_to outside the site origin', async () => {
    const email = newEmail()
    await client().auth.signUp({ email, password: 'secret123', options: { emailRedirectTo: 'https://evil.example/steal' } })
    const link = new URL(linkOf(await nthMailTo(email, 1)))
    expect(link.searchParams.get('redirect_to')).toBe(`${PUBLIC}/app/login`)
    const tampered = new URL(link)
    tampered.searchParams.set('redirect_to', 'https://evil.example/steal')
    const { location } = await follow(tampered.toString())
    expect(location.origin).toBe(PUBLIC)
  })

  it("keeps a redirect_to naming one of the site's landing pages", async () => {
    const email = newEmail()
    await client().auth.signUp({ email, password: 'secret123', options: { emailRedirectTo: `${PUBLIC}/app/dashboard` } })
    const { location } = await follow(linkOf(await nthMailTo(email, 1)))
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC}/app/dashboard`)
  })

  it('GET /settings reports that confirmations are required', async () => {
    const res = await fetch(`${server.baseUrl}/auth/v1/settings`)
    expect(await res.json()).toMatchObject({ mailer_autoconfirm: false, external: { email: true, phone: false } })
  })
})
