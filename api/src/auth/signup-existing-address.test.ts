// Sign-up of an address that is already registered (SMTP configured): the answer does not come faster for it
// than for a new address, and an unconfirmed account takes the password of the last sign-up, not the first.
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailbox, type Mailbox } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { insertSession } from './sessions.repository'

const MAIL_FROM = 'Snip <no-reply@snip.test>'
let n = 0
const newEmail = () => `exists${++n}.${Math.random().toString(36).slice(2, 8)}@example.com`

async function post(baseUrl: string, path: string, body: unknown) {
  const started = performance.now()
  const res = await fetch(`${baseUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json;charset=UTF-8', 'X-Supabase-Api-Version': '2024-01-01' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, any>, ms: performance.now() - started }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** An SMTP server that takes `delayMs` to accept each message, like a slow or distant mail relay. */
async function startSlowSmtp(delayMs: number) {
  let received = 0
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume()
      stream.on('end', () => setTimeout(() => (received++, callback()), delayMs))
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received: () => received,
    stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}

describe.each(testEngines)('sign-up timing with a slow mail server (%s)', (engine) => {
  let server: TestServer
  let smtp: Awaited<ReturnType<typeof startSlowSmtp>>
  beforeAll(async () => {
    smtp = await startSlowSmtp(1500)
    server = await startTestServer({ engine, env: { SMTP_URL: smtp.url, MAIL_FROM } })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
  })

  it('answers a new address without waiting for the mail server, and the mail still goes out', async () => {
    const before = smtp.received()
    const res = await post(server.baseUrl, '/signup', { email: newEmail(), password: 'secret123' })
    expect(res.status).toBe(200)
    expect(res.body.identities).toHaveLength(1)
    expect(res.ms).toBeLessThan(1000)
    for (let i = 0; i < 60 && smtp.received() === before; i++) await new Promise((r) => setTimeout(r, 50))
    expect(smtp.received()).toBe(before + 1)
  })

  it('spends a password hash on a registered address too, so it does not answer measurably sooner', async () => {
    const confirmed = newEmail()
    await post(server.baseUrl, '/signup', { email: confirmed, password: 'secret123' })
    const { authUsers } = server.db.t
    await server.db.orm.update(authUsers).set({ emailConfirmedAt: new Date() }).where(eq(authUsers.email, confirmed))

    const fresh: number[] = []
    const registered: number[] = []
    for (let i = 0; i < 5; i++) {
      fresh.push((await post(server.baseUrl, '/signup', { email: newEmail(), password: 'secret123' })).ms)
      const again = await post(server.baseUrl, '/signup', { email: confirmed, password: 'secret123' })
      expect(again.body.identities).toEqual([]) // the contract's fake user
      registered.push(again.ms)
    }
    // Without the hash the registered address answers in a millisecond or two, an argon2id hash takes tens.
    expect(median(registered)).toBeGreaterThan(median(fresh) * 0.5)
  })
})

describe.each(testEngines)('sign-up of an address that is not confirmed yet (%s)', (engine) => {
  let server: TestServer
  let mailbox: Mailbox
  beforeAll(async () => {
    mailbox = await startMailbox()
    server = await startTestServer({ engine, env: { SMTP_URL: mailbox.url, MAIL_FROM } })
  })
  afterAll(async () => {
    await server?.stop()
    await mailbox?.stop()
  })

  const mailTo = async (email: string, count: number) => {
    for (let i = 0; i < 100; i++) {
      const mails = mailbox.messages.filter((m) => m.to.includes(email))
      if (mails.length >= count) return mails[count - 1]!
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`mail ${count} to ${email} never arrived`)
  }
  /** Pretends the last confirmation mail went out two minutes ago (past the 60 s limit). */
  const ageConfirmationMail = async (email: string) => {
    const { authUsers } = server.db.t
    await server.db.orm.update(authUsers).set({ confirmationSentAt: new Date(Date.now() - 120_000) }).where(eq(authUsers.email, email))
  }
  const signIn = (email: string, password: string) => post(server.baseUrl, '/token?grant_type=password', { email, password })

  it("the owner's later sign-up replaces a stranger's password; confirming ends every other session", async () => {
    const email = newEmail()
    expect((await post(server.baseUrl, '/signup', { email, password: 'stranger-pass', data: { username: 'stranger' } })).status).toBe(200)
    await mailTo(email, 1)
    await ageConfirmationMail(email)
    const owner = await post(server.baseUrl, '/signup', { email, password: 'owner-password', data: { username: 'owner' } })
    expect(owner.status).toBe(200)
    expect(owner.body.user_metadata).toEqual({ username: 'owner' })

    const { authSessions, users } = server.db.t
    const planted = await insertSession(server.db, owner.body.id, 'password') // a session that predates confirmation
    const link = /http:\/\/snip\.test\/auth\/v1\/verify\?\S+/.exec((await mailTo(email, 2)).text)![0]
    const res = await fetch(link.replace('http://snip.test', server.baseUrl), { redirect: 'manual' })
    expect(new URL(res.headers.get('location')!).hash).toContain('access_token=')

    expect((await signIn(email, 'stranger-pass')).body.code).toBe('invalid_credentials')
    expect((await signIn(email, 'owner-password')).status).toBe(200)
    const sessions = await server.db.orm.select().from(authSessions).where(eq(authSessions.userId, owner.body.id))
    expect(sessions.map((s) => s.id)).not.toContain(planted.id)
    const [record] = await server.db.orm.select().from(users).where(eq(users.userId, owner.body.id))
    expect(record!.username).toBe('owner')
  })

  it('a sign-up refused within 60 s of the last mail changes nothing', async () => {
    const email = newEmail()
    await post(server.baseUrl, '/signup', { email, password: 'first-password' })
    const again = await post(server.baseUrl, '/signup', { email, password: 'second-password' })
    expect(again).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit' } })
    const { authUsers } = server.db.t
    const [row] = await server.db.orm.select().from(authUsers).where(eq(authUsers.email, email))
    expect(await Bun.password.verify('first-password', row!.encryptedPassword)).toBe(true)
  })
})
