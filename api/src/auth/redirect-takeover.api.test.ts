// The account takeover through a short link: an anonymous link on Snip's own origin, named as `redirect_to` of a
// recovery (or any other auth mail), must never receive the mailed session. The e-mail link lands on the site's
// default page instead, and a short link's redirect ends with an empty fragment, so a fragment it was reached
// with (the tokens) is never carried on to its target.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonKeyOf, nthMailTo, startMailbox, supabaseClientFor, uniqueEmails, verifyLinkIn, type Mailbox } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'

const PUBLIC = 'http://snip.test'

describe.each(testEngines)('a short link as redirect_to (%s)', (engine) => {
  let server: TestServer
  let mailbox: Mailbox
  let anonKey: string
  const newEmail = uniqueEmails('takeover')
  const client = () => supabaseClientFor(server.baseUrl, anonKey)

  beforeAll(async () => {
    mailbox = await startMailbox()
    server = await startTestServer({ engine, env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Snip <no-reply@snip.test>', PUBLIC_URL: PUBLIC } })
    anonKey = await anonKeyOf(server.baseUrl)
  })
  afterAll(async () => {
    await server?.stop()
    await mailbox?.stop()
  })

  /** An attacker's anonymous short link to their own page. */
  async function attackerLink(): Promise<string> {
    const { status, body } = await apiClient(server.baseUrl)('POST', '/api/urls', { originalUrl: 'https://attacker.example/catch' })
    expect(status).toBe(201)
    return body.shortCode as string
  }

  /** A confirmed account (its confirmation mail followed). */
  async function victim(): Promise<string> {
    const email = newEmail()
    expect((await client().auth.signUp({ email, password: 'secret123' })).error).toBeNull()
    await fetch(verifyLinkIn(await nthMailTo(mailbox, email), server.baseUrl), { redirect: 'manual' })
    return email
  }

  it('recovery: the mailed link lands on the reset page, never on the short link', async () => {
    const code = await attackerLink()
    const email = await victim()
    const { error } = await client().auth.resetPasswordForEmail(email, { redirectTo: `${PUBLIC}/${code}` })
    expect(error).toBeNull()
    const link = verifyLinkIn(await nthMailTo(mailbox, email, 2), server.baseUrl)
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${PUBLIC}/app/reset-password`)

    const res = await fetch(link, { redirect: 'manual' })
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location')!)
    expect(location.pathname).not.toBe(`/${code}`)
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC}/app/reset-password`)
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('recovery')
  })

  it('a mailed link whose redirect_to was changed to the short link lands on the default page too', async () => {
    const code = await attackerLink()
    const email = await victim()
    await client().auth.resetPasswordForEmail(email)
    const tampered = new URL(verifyLinkIn(await nthMailTo(mailbox, email, 2), server.baseUrl))
    tampered.searchParams.set('redirect_to', `${PUBLIC}/${code}`)
    const location = new URL((await fetch(tampered, { redirect: 'manual' })).headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC}/app/reset-password`)
  })

  it('sign-up and resend: the confirmation never lands on the short link', async () => {
    const code = await attackerLink()
    const email = newEmail()
    await client().auth.signUp({ email, password: 'secret123', options: { emailRedirectTo: `${PUBLIC}/${code}` } })
    expect(new URL(verifyLinkIn(await nthMailTo(mailbox, email), server.baseUrl)).searchParams.get('redirect_to')).toBe(`${PUBLIC}/app/login`)
  })

  it("the short link's redirect ends with an empty fragment, so the one it was reached with stays behind", async () => {
    const code = await attackerLink()
    const res = await followShortLink(server.baseUrl, code)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://attacker.example/catch#')
  })
})
