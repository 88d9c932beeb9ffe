// Per-IP and per-address limits of the auth endpoints (AUTH_RATE_LIMIT=3 per 5 minutes). TRUST_PROXY lets
// each request name its client IP in X-Forwarded-For, so one address can be tried from several IPs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailbox, type Mailbox } from '../../test/auth-fixtures'
import { startTestServer, type TestServer } from '../../test/harness'

describe('auth rate limits per IP and per address', () => {
  let server: TestServer
  let mailbox: Mailbox
  beforeAll(async () => {
    mailbox = await startMailbox()
    server = await startTestServer({
      env: { AUTH_RATE_LIMIT: '3', TRUST_PROXY: 'true', SMTP_URL: mailbox.url, MAIL_FROM: 'Snip <no-reply@snip.test>' },
    })
  })
  afterAll(async () => {
    await server?.stop()
    await mailbox?.stop()
  })

  let net = 0
  /** A fresh block of client IPs for one test: ip(0), ip(1), … */
  const ips = () => {
    const block = ++net
    return (n: number) => `10.${block}.0.${n}`
  }
  const post = async (path: string, body: unknown, ip: string) => {
    const res = await fetch(`${server.baseUrl}/auth/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json;charset=UTF-8', 'X-Forwarded-For': ip },
      body: JSON.stringify(body),
    })
    const json = (await res.json()) as { code?: string }
    return { status: res.status, code: json.code }
  }
  const signIn = (email: string, ip: string) => post('/token?grant_type=password', { email, password: 'a-guess' }, ip)

  it('limits sign-in guesses at one address coming from different IPs', async () => {
    const ip = ips()
    for (let i = 0; i < 3; i++) expect((await signIn('target@example.com', ip(i))).code).toBe('invalid_credentials')
    expect(await signIn('Target@Example.com ', ip(3))).toEqual({ status: 429, code: 'over_request_rate_limit' })
    expect((await signIn('someone-else@example.com', ip(3))).code).toBe('invalid_credentials')
  })

  it('stops counting addresses for an IP that is over its limit', async () => {
    const ip = ips()
    for (let i = 0; i < 3; i++) expect((await signIn(`filler${i}@example.com`, ip(0))).code).toBe('invalid_credentials')
    for (let i = 0; i < 3; i++) expect((await signIn('bystander@example.com', ip(0))).status).toBe(429)
    // The refused requests above did not count against the address: it still has all its attempts.
    for (let i = 1; i <= 3; i++) expect((await signIn('bystander@example.com', ip(i))).code).toBe('invalid_credentials')
  })

  it('checks the IP limit on password sign-in before looking at the input (contract §3.2 step 1)', async () => {
    const ip = ips()
    for (let i = 0; i < 3; i++) await signIn(`first${i}@example.com`, ip(0))
    expect(await post('/token?grant_type=password', {}, ip(0))).toEqual({ status: 429, code: 'over_request_rate_limit' })
  })

  it('never keys a limit on a malformed or over-long address', async () => {
    const ip = ips()
    const long = `${'a'.repeat(250)}@example.com` // 262 characters: longer than any valid address
    for (let i = 0; i < 5; i++) expect((await signIn(long, ip(i))).code).toBe('invalid_credentials')
    for (let i = 0; i < 5; i++) expect((await signIn('not-an-address', ip(10 + i))).code).toBe('invalid_credentials')
    const signUp = (i: number) => post('/signup', { email: long, password: 'secret123' }, ip(20 + i))
    for (let i = 0; i < 5; i++) expect((await signUp(i)).code).toBe('validation_failed')
  })

  it('limits password recovery per IP and per address', async () => {
    const ip = ips()
    const recover = (email: string, at: string) => post('/recover', { email }, at)
    for (let i = 0; i < 3; i++) expect((await recover('lost@example.com', ip(i))).status).toBe(200)
    expect(await recover('lost@example.com', ip(3))).toEqual({ status: 429, code: 'over_request_rate_limit' })
    for (let i = 0; i < 3; i++) expect((await recover(`r${i}@example.com`, ip(4))).status).toBe(200)
    expect(await recover('r9@example.com', ip(4))).toEqual({ status: 429, code: 'over_request_rate_limit' })
  })

  it('limits confirmation resends per IP and per address', async () => {
    const ip = ips()
    const resend = (email: string, at: string) => post('/resend', { email, type: 'signup' }, at)
    for (let i = 0; i < 3; i++) expect((await resend('pending@example.com', ip(i))).status).toBe(200)
    expect(await resend('pending@example.com', ip(3))).toEqual({ status: 429, code: 'over_request_rate_limit' })
    for (let i = 0; i < 3; i++) expect((await resend(`p${i}@example.com`, ip(4))).status).toBe(200)
    expect(await resend('p9@example.com', ip(4))).toEqual({ status: 429, code: 'over_request_rate_limit' })
  })
})
