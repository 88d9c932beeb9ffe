// Sign-up of an address that is already registered (SMTP configured): the answer does not come faster for it
// than for a new address.
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'

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
