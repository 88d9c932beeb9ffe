// The 6-digit code of a confirmation mail: five wrong tries for an address and kind use it up, counted in the
// database (so several instances share the count); the mailed link keeps working; a new mail brings a new code.
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailbox, type Mailbox } from '../../test/auth-fixtures'
import { createPostgresDatabase, startTestServer, testEngines, type TestDatabase, type TestServer } from '../../test/harness'

const MAIL_ENV = (mailbox: Mailbox) => ({ SMTP_URL: mailbox.url, MAIL_FROM: 'Snip <no-reply@snip.test>' })
let n = 0
const newEmail = () => `code${++n}.${Math.random().toString(36).slice(2, 8)}@example.com`

async function mailTo(mailbox: Mailbox, email: string, count = 1) {
  for (let i = 0; i < 100; i++) {
    const mails = mailbox.messages.filter((m) => m.to.includes(email))
    if (mails.length >= count) return mails[count - 1]!
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`mail ${count} to ${email} never arrived`)
}
const codeOf = (text: string) => /code: (\d{6})/.exec(text)?.[1] ?? ''
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function post(baseUrl: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}
const verify = (baseUrl: string, email: string, token: string, type = 'signup') => post(baseUrl, '/verify', { email, token, type })
/** The wrong tries counted on the address's sign-up token. */
async function failedAttempts(server: TestServer, email: string) {
  const { authOneTimeTokens: ott } = server.db.t
  const [row] = await server.db.orm.select().from(ott).where(eq(ott.relatesTo, email))
  return row!.failedAttempts
}

describe.each(testEngines)('guessing the mailed code (%s)', (engine) => {
  let server: TestServer
  let mailbox: Mailbox
  beforeAll(async () => {
    mailbox = await startMailbox()
    server = await startTestServer({ engine, env: MAIL_ENV(mailbox) })
  })
  afterAll(async () => {
    await server?.stop()
    await mailbox?.stop()
  })

  it('after five wrong codes the right one is refused too; the link still confirms', async () => {
    const email = newEmail()
    await post(server.baseUrl, '/signup', { email, password: 'secret123' })
    const mail = await mailTo(mailbox, email)
    const code = codeOf(mail.text)
    for (let i = 0; i < 5; i++) expect((await verify(server.baseUrl, email, wrongCode(code))).body.code).toBe('otp_expired')
    expect(await verify(server.baseUrl, email, code)).toMatchObject({ status: 403, body: { code: 'otp_expired' } })

    const link = /http:\/\/snip\.test\/auth\/v1\/verify\?\S+/.exec(mail.text)![0].replace('http://snip.test', server.baseUrl)
    const res = await fetch(link, { redirect: 'manual' })
    expect(new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1)).get('access_token')).toBeTruthy()
  })

  it('counts wrong codes per kind: guesses as recovery do not use up the sign-up code', async () => {
    const email = newEmail()
    await post(server.baseUrl, '/signup', { email, password: 'secret123' })
    const code = codeOf((await mailTo(mailbox, email)).text)
    for (let i = 0; i < 5; i++) await verify(server.baseUrl, email, wrongCode(code), 'recovery')
    for (let i = 0; i < 4; i++) await verify(server.baseUrl, email, wrongCode(code))
    expect((await verify(server.baseUrl, email, code)).status).toBe(200)
  })

  it('a new mail brings a fresh code with five new tries', async () => {
    const email = newEmail()
    await post(server.baseUrl, '/signup', { email, password: 'secret123' })
    const first = codeOf((await mailTo(mailbox, email)).text)
    for (let i = 0; i < 5; i++) await verify(server.baseUrl, email, wrongCode(first))
    const { authUsers } = server.db.t // the last mail went out two minutes ago (past the 60 s limit)
    await server.db.orm
      .update(authUsers)
      .set({ confirmationSentAt: new Date(Date.now() - 120_000) })
      .where(eq(authUsers.email, email))
    expect((await post(server.baseUrl, '/resend', { email, type: 'signup' })).status).toBe(200)
    const second = codeOf((await mailTo(mailbox, email, 2)).text)
    for (let i = 0; i < 4; i++) await verify(server.baseUrl, email, wrongCode(second))
    expect((await verify(server.baseUrl, email, second)).status).toBe(200)
  })

  it('counts every one of twelve concurrent wrong codes (no update lost), then refuses the right one', async () => {
    const email = newEmail()
    await post(server.baseUrl, '/signup', { email, password: 'secret123' })
    const code = codeOf((await mailTo(mailbox, email)).text)
    const guesses = await Promise.all(Array.from({ length: 12 }, () => verify(server.baseUrl, email, wrongCode(code))))
    expect(guesses.map((g) => g.status)).toEqual(Array(12).fill(403))
    expect(await failedAttempts(server, email)).toBe(12)
    expect((await verify(server.baseUrl, email, code)).status).toBe(403)
  })

  it('stores the code only as an HMAC keyed with the server secret', async () => {
    const email = newEmail()
    await post(server.baseUrl, '/signup', { email, password: 'secret123' })
    const code = codeOf((await mailTo(mailbox, email)).text)
    const { authOneTimeTokens: ott } = server.db.t
    const [row] = await server.db.orm.select().from(ott).where(eq(ott.relatesTo, email))
    expect(row!.otpHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row!.otpHash).not.toBe(createHash('sha256').update(`${email}\u0000${code}`).digest('hex'))
  })
})

if (testEngines.includes('postgres')) {
  describe('guessing the mailed code across two instances on one PostgreSQL database', () => {
    let database: TestDatabase
    let mailbox: Mailbox
    let a: TestServer
    let b: TestServer
    beforeAll(async () => {
      mailbox = await startMailbox()
      database = await createPostgresDatabase()
      ;[a, b] = await Promise.all([
        startTestServer({ engine: 'postgres', databaseUrl: database.url, env: MAIL_ENV(mailbox) }),
        startTestServer({ engine: 'postgres', databaseUrl: database.url, env: MAIL_ENV(mailbox) }),
      ])
    })
    afterAll(async () => {
      await a?.stop()
      await b?.stop()
      await database?.drop()
      await mailbox?.stop()
    })

    it('shares the count of wrong codes: three on one instance and two on the other use the code up', async () => {
      const email = newEmail()
      await post(a.baseUrl, '/signup', { email, password: 'secret123' })
      const code = codeOf((await mailTo(mailbox, email)).text)
      for (let i = 0; i < 3; i++) expect((await verify(a.baseUrl, email, wrongCode(code))).status).toBe(403)
      for (let i = 0; i < 2; i++) expect((await verify(b.baseUrl, email, wrongCode(code))).status).toBe(403)
      expect((await verify(a.baseUrl, email, code)).status).toBe(403)
    })

    it('lets five concurrent wrong guesses through at most, whichever instance they reach', async () => {
      const email = newEmail()
      await post(a.baseUrl, '/signup', { email, password: 'secret123' })
      const code = codeOf((await mailTo(mailbox, email)).text)
      await Promise.all(Array.from({ length: 12 }, (_, i) => verify(i % 2 ? a.baseUrl : b.baseUrl, email, wrongCode(code))))
      // Every guess is counted: a read-then-write count would lose some of these concurrent updates, and with
      // them the cap (a guess that read a stale count below five could then be compared).
      expect(await failedAttempts(a, email)).toBe(12)
      expect((await verify(b.baseUrl, email, code)).status).toBe(403)
    })
  })
}
