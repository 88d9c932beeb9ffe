// Helpers for suites that need a signed-in user: plain fetch against a running server's /auth/v1.
// Works with the default test config (no SMTP → sign-ups are confirmed at once, AUTH_RATE_LIMIT=0).
import type { AddressInfo } from 'node:net'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { SMTPServer } from 'smtp-server'

export interface SignedInUser {
  accessToken: string
  refreshToken: string
  userId: string
  email: string
}

/** The public anon key the server hands to the site (from GET /api/config). */
export async function anonKeyOf(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/config`)
  if (!res.ok) throw new Error(`GET /api/config answered ${res.status}`)
  const body = (await res.json()) as { anonKey?: string; supabaseAnonKey?: string }
  const key = body.anonKey ?? body.supabaseAnonKey
  if (!key) throw new Error('GET /api/config has no anonKey')
  return key
}

/** An unmodified supabase-js client for a test server: nothing stored, no refresh timers. */
export function supabaseClientFor(baseUrl: string, anonKey: string): SupabaseClient {
  return createClient(baseUrl, anonKey, { auth: { persistSession: false, autoRefreshToken: false } })
}

/** A new address at each call, `prefix` first so a failure names its suite. */
export function uniqueEmails(prefix: string, domain = 'example.com'): () => string {
  let n = 0
  return () => `${prefix}${++n}.${Math.random().toString(36).slice(2, 8)}@${domain}`
}

async function post(url: string, body: unknown): Promise<Record<string, any>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json;charset=UTF-8', 'X-Supabase-Api-Version': '2024-01-01' },
    body: JSON.stringify(body),
  })
  const json = (await res.json()) as Record<string, any>
  if (!res.ok) throw new Error(`${new URL(url).pathname} answered ${res.status} ${json.code}: ${json.message}`)
  return json
}

let counter = 0

/** Signs a new (or the given) user up and in; returns the tokens of a fresh session. */
export async function signUpAndSignIn(baseUrl: string, opts: { email?: string; password?: string } = {}): Promise<SignedInUser> {
  const email = (opts.email ?? `user${Date.now().toString(36)}${++counter}${Math.random().toString(36).slice(2, 6)}@example.com`).toLowerCase()
  const password = opts.password ?? 'correct horse battery'
  await post(`${baseUrl}/auth/v1/signup`, { email, password, data: {} }).catch((error: Error) => {
    if (!/user_already_exists/.test(error.message)) throw error
  })
  const session = await post(`${baseUrl}/auth/v1/token?grant_type=password`, { email, password })
  return { accessToken: session.access_token, refreshToken: session.refresh_token, userId: session.user.id, email }
}

// ---- A real SMTP server that keeps every message, for tests of the confirmation and recovery mails ----

export interface CapturedMail {
  to: string[]
  subject: string
  text: string
  html: string
  raw: string
}

export interface Mailbox {
  /** SMTP_URL for the server under test. */
  url: string
  messages: CapturedMail[]
  /** The last message sent to the address (lower-cased), or undefined. */
  lastTo(email: string): CapturedMail | undefined
  stop(): Promise<void>
}

function decodePart(body: string, encoding: string): string {
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

function parseMail(raw: string, to: string[]): CapturedMail {
  const headerEnd = raw.indexOf('\r\n\r\n')
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, ' ')
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? ''
  const part = (type: string) => {
    const start = raw.search(new RegExp(`Content-Type: ${type}`, 'i'))
    if (start < 0) return ''
    const bodyStart = raw.indexOf('\r\n\r\n', start)
    const partHeaders = raw.slice(start, bodyStart)
    const bodyEnd = raw.indexOf('\r\n--', bodyStart)
    const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(partHeaders)?.[1] ?? '7bit'
    return decodePart(raw.slice(bodyStart + 4, bodyEnd < 0 ? undefined : bodyEnd), encoding)
  }
  return { to, subject, text: part('text/plain'), html: part('text/html'), raw }
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: CapturedMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    lastTo: (email) => messages.filter((m) => m.to.includes(email.toLowerCase())).at(-1),
    stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}

/** The n-th mail to an address, once it has arrived (some mails are sent after the answer). */
export async function nthMailTo(mailbox: Mailbox, email: string, count = 1): Promise<CapturedMail> {
  for (let i = 0; i < 200; i++) {
    const mails = mailbox.messages.filter((m) => m.to.includes(email.toLowerCase()))
    if (mails.length >= count) return mails[count - 1]!
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`mail ${count} to ${email} never arrived`)
}

/** The verify link in a mail's text (made for PUBLIC_URL http://snip.test), pointed at the test server. */
export function verifyLinkIn(mail: CapturedMail, baseUrl: string): string {
  const link = /http:\/\/snip\.test\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0]
  if (!link) throw new Error(`no verify link in mail: ${mail.text}`)
  return link.replace('http://snip.test', baseUrl)
}

/** The 6-digit code in a mail's text. */
export const codeIn = (mail: CapturedMail): string => /code: (\d{6})/.exec(mail.text)?.[1] ?? ''
