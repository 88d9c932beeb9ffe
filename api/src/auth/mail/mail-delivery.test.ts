// Mails delivered after the answer (sign-up confirmation, recovery): a graceful stop waits for them, and a
// failed send gives the 60 s allowance back — but only its own, never a later mail's.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { startTestServer, testEngines, type TestServer } from '../../../test/harness'
import { startSlowSmtp, type TestSmtp } from '../../../test/smtp-servers'
import { waitUntil } from '../../../test/waiting'

const MAIL_FROM = 'Snip <no-reply@snip.test>'
let n = 0
const newEmail = () => `delivery${++n}.${Math.random().toString(36).slice(2, 8)}@example.com`

async function post(baseUrl: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json;charset=UTF-8', 'X-Supabase-Api-Version': '2024-01-01' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

/** A server on its own mail server; `use` may stop the server itself (it is stopped at the end otherwise). */
async function withServer(engine: TestServer['engine'], smtp: TestSmtp, use: (server: TestServer, stop: () => Promise<void>) => Promise<void>) {
  const server = await startTestServer({ engine, env: { SMTP_URL: smtp.url, MAIL_FROM } })
  let stopped = false
  const stop = async () => {
    stopped = true
    await server.stop()
  }
  try {
    await use(server, stop)
  } finally {
    if (!stopped) await server.stop()
    await smtp.stop()
  }
}

describe.each(testEngines)('mail delivery after the answer (%s)', (engine) => {
  it('a graceful stop right after a sign-up waits for its confirmation mail', async () => {
    const smtp = await startSlowSmtp(800)
    await withServer(engine, smtp, async (server, stop) => {
      const res = await post(server.baseUrl, '/signup', { email: newEmail(), password: 'secret123' })
      expect(res.status).toBe(200)
      expect(smtp.received()).toBe(0) // answered before the mail server accepted the mail
      await stop()
      expect(smtp.received()).toBe(1)
    })
  })

  it('a graceful stop right after a recovery request waits for the recovery mail', async () => {
    const smtp = await startSlowSmtp(800)
    await withServer(engine, smtp, async (server, stop) => {
      const email = newEmail()
      expect((await post(server.baseUrl, '/signup', { email, password: 'secret123' })).status).toBe(200)
      await waitUntil(() => smtp.received() === 1, 'the confirmation mail')
      expect(await post(server.baseUrl, '/recover', { email })).toEqual({ status: 200, body: {} })
      await stop()
      expect(smtp.received()).toBe(2)
    })
  })

  it('a confirmation mail that could not be sent gives the 60 s allowance back: resend works at once', async () => {
    const smtp = await startSlowSmtp(0, (i) => i === 0)
    await withServer(engine, smtp, async (server) => {
      const email = newEmail()
      expect((await post(server.baseUrl, '/signup', { email, password: 'secret123' })).status).toBe(200)
      await waitUntil(() => smtp.refused() === 1, 'the refused mail')
      const { authUsers } = server.db.t
      const sentAt = async () => (await server.db.orm.select().from(authUsers).where(eq(authUsers.email, email)))[0]!.confirmationSentAt
      for (let i = 0; i < 50 && (await sentAt()) !== null; i++) await new Promise((r) => setTimeout(r, 20))
      expect(await sentAt()).toBeNull()
      expect((await post(server.baseUrl, '/resend', { email, type: 'signup' })).status).toBe(200)
      expect(smtp.received()).toBe(1)
    })
  })

  it("a send that fails late, after a later mail went out, leaves that later mail's 60 s limit in place", async () => {
    // The first message is refused after a second; every later one is accepted at once.
    const smtp = await startSlowSmtp(
      (i) => (i === 0 ? 1000 : 0),
      (i) => i === 0,
    )
    await withServer(engine, smtp, async (server) => {
      const email = newEmail()
      expect((await post(server.baseUrl, '/signup', { email, password: 'secret123' })).status).toBe(200)
      await waitUntil(() => smtp.started() === 1, 'the first mail to reach the mail server')
      const { authUsers } = server.db.t // as if that first mail had been marked more than 60 s ago
      await server.db.orm
        .update(authUsers)
        .set({ confirmationSentAt: new Date(Date.now() - 120_000) })
        .where(eq(authUsers.email, email))
      expect((await post(server.baseUrl, '/resend', { email, type: 'signup' })).status).toBe(200)
      expect(smtp.received()).toBe(1)
      const [marked] = await server.db.orm.select().from(authUsers).where(eq(authUsers.email, email))

      await waitUntil(() => smtp.refused() === 1, 'the first mail to be refused')
      await new Promise((r) => setTimeout(r, 300)) // time for the failure's handling to write, if it would
      const [after] = await server.db.orm.select().from(authUsers).where(eq(authUsers.email, email))
      expect(after!.confirmationSentAt?.getTime()).toBe(marked!.confirmationSentAt!.getTime())
      expect((await post(server.baseUrl, '/resend', { email, type: 'signup' })).body.code).toBe('over_email_send_rate_limit')
      expect(smtp.received()).toBe(1)
    })
  })
})
