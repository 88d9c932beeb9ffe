// One delivery attempt against real receivers started here (Bun.serve on 127.0.0.1) and a real DNS server
// (dns2 on 127.0.0.1). Loopback is what the guard refuses by default, so the happy paths pass
// allowPrivate: true, and the refusals, without it, must happen before any connection is made.
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { Webhook } from 'standardwebhooks'
import { startTestDns, type TestDns } from '../../test/dns-server'
import { dnsResolver } from '../http/outgoing-guard'
import type { Logger } from '../http/logger'
import { clickedPayload, deliver, linkEventPayload, newWebhookId, newWebhookSecret, USER_AGENT, type Delivery, type DeliveryResult } from '.'

interface Received {
  path: string
  headers: Record<string, string>
  body: string
}

/** A receiver that records what it got and answers by path. */
function startReceiver(answer: (path: string, port: number) => Response | Promise<Response>) {
  const got: Received[] = []
  const server: Bun.Server<undefined> = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    idleTimeout: 30,
    async fetch(request): Promise<Response> {
      const path = new URL(request.url).pathname
      got.push({ path, headers: Object.fromEntries(request.headers), body: await request.text() })
      return answer(path, server.port!)
    },
  })
  return { got, server, url: (path: string, host = '127.0.0.1') => `http://${host}:${server.port}${path}` }
}

const never = new Promise<Response>(() => {})
let receiver: ReturnType<typeof startReceiver>
let inner: ReturnType<typeof startReceiver>
let dns: TestDns
let resolver: ReturnType<typeof dnsResolver>

beforeAll(async () => {
  inner = startReceiver(() => new Response('inner'))
  receiver = startReceiver((path) => {
    if (path === '/ok') return new Response('thanks')
    if (path === '/busy') return new Response('busy', { status: 500 })
    if (path === '/throttled') return new Response('later', { status: 429 })
    if (path === '/missing') return new Response('no such hook', { status: 404 })
    if (path === '/redirect') return new Response(null, { status: 302, headers: { location: inner.url('/stolen') } })
    if (path === '/big') return new Response('x'.repeat(5_000_000))
    if (path === '/silent') return never
    return new Response('?', { status: 400 })
  })
  dns = await startTestDns({
    'receiver.hooks.test': { a: ['127.0.0.1'] },
    'rebind.hooks.test': { a: ['93.184.215.14', '127.0.0.1'] },
  })
  resolver = dnsResolver([dns.server])
})
afterAll(async () => {
  receiver.server.stop(true)
  inner.server.stop(true)
  await dns.close()
})
afterEach(() => {
  receiver.got.length = 0
  inner.got.length = 0
  vi.restoreAllMocks()
})

const secret = newWebhookSecret()
const link = {
  id: 7,
  originalUrl: 'https://example.com/page',
  shortCode: 'launch',
  domain: null,
  isActive: true,
  clicks: 3,
  createdAt: '2026-11-29T07:00:00.000Z',
  expiresAt: null,
  maxClicks: null,
  fallbackUrl: null,
  hasPassword: false,
  expired: false,
  createdBy: 'user-1',
  tags: ['launch'],
} as unknown as Parameters<typeof linkEventPayload>[1]

const attempt = (url: string, extra: Partial<Delivery> = {}): Promise<DeliveryResult> =>
  deliver({ url, secret, id: newWebhookId(), payload: linkEventPayload('link.created', link, new Date()), allowPrivate: true, resolver, ...extra })

describe('deliver to a receiver that answers', () => {
  test('a 2xx is delivered, signed the Standard Webhooks way: the library itself verifies it', async () => {
    const id = newWebhookId()
    const payload = linkEventPayload('link.updated', link, new Date('2026-11-29T07:30:00.000Z'), ['originalUrl'])
    const result = await deliver({ url: receiver.url('/ok'), secret, id, payload, allowPrivate: true })
    expect(result).toMatchObject({ outcome: 'delivered', status: 200 })
    expect(result.error).toBeUndefined()
    const [got] = receiver.got
    expect(got?.headers['webhook-id']).toBe(id)
    expect(got?.headers['webhook-timestamp']).toMatch(/^\d{10}$/)
    expect(got?.headers['webhook-signature']).toMatch(/^v1,/)
    expect(got?.headers['content-type']).toBe('application/json')
    expect(got?.headers['user-agent']).toBe(USER_AGENT)
    expect(new Webhook(secret).verify(got!.body, got!.headers)).toEqual(payload)
    expect(JSON.parse(got!.body)).toEqual({
      type: 'link.updated',
      timestamp: '2026-11-29T07:30:00.000Z',
      data: {
        id: 7,
        code: 'launch',
        domain: null,
        target: 'https://example.com/page',
        tags: ['launch'],
        active: true,
        createdAt: link.createdAt,
        expiresAt: null,
        maxClicks: null,
        changed: ['originalUrl'],
      },
    })
    // The reading works: another secret's verifier refuses the same request.
    expect(() => new Webhook(newWebhookSecret()).verify(got!.body, got!.headers)).toThrow()
  })

  test('a name is looked up once and the request goes to the checked address, the name in Host', async () => {
    const before = dns.queries
    const result = await attempt(receiver.url('/ok', 'receiver.hooks.test'))
    expect(result.outcome).toBe('delivered')
    expect(receiver.got[0]?.headers.host).toBe(`receiver.hooks.test:${receiver.server.port}`)
    expect(dns.queries - before).toBe(2) // A and AAAA, nothing more
  })

  test('500 and 429 are tried again; 404 is given up on', async () => {
    expect(await attempt(receiver.url('/busy'))).toMatchObject({ outcome: 'retry', status: 500, error: 'status' })
    expect(await attempt(receiver.url('/throttled'))).toMatchObject({ outcome: 'retry', status: 429, error: 'status' })
    expect(await attempt(receiver.url('/missing'))).toMatchObject({ outcome: 'failed', status: 404, error: 'status' })
    expect(receiver.got.map((g) => g.path)).toEqual(['/busy', '/throttled', '/missing'])
  })

  test('a receiver that never answers is tried again after the deadline', async () => {
    const result = await attempt(receiver.url('/silent'), { timeoutMs: 300 })
    expect(result).toMatchObject({ outcome: 'retry', error: 'timeout' })
    expect(result.status).toBeUndefined()
    expect(result.durationMs).toBeGreaterThanOrEqual(250)
    expect(result.durationMs).toBeLessThan(3000)
  })

  test('a receiver that is not there is tried again', async () => {
    const closed = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response() })
    const port = closed.port
    closed.stop(true)
    expect(await attempt(`http://127.0.0.1:${port}/ok`)).toMatchObject({ outcome: 'retry', error: 'network' })
  })

  test('a redirect, even to loopback with loopback allowed, is not followed and gives up', async () => {
    const result = await attempt(receiver.url('/redirect'))
    expect(result).toMatchObject({ outcome: 'failed', status: 302, error: 'redirect' })
    expect(receiver.got).toHaveLength(1)
    expect(inner.got).toEqual([])
  })

  test('a huge answer is read only as far as its start', async () => {
    const result = await attempt(receiver.url('/big'))
    expect(result).toMatchObject({ outcome: 'delivered', status: 200 })
  })
})

describe('the guard refuses before any connection', () => {
  const refused = async (url: string) => {
    const fetching = vi.spyOn(globalThis, 'fetch')
    const result = await attempt(url, { allowPrivate: false })
    expect(fetching, url).not.toHaveBeenCalled()
    return result
  }

  test.each([
    ['127.0.0.1', () => receiver.url('/ok')],
    ['[::1]', () => `http://[::1]:${receiver.server.port}/ok`],
    ['10.0.0.1', () => 'http://10.0.0.1/ok'],
    ['169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'],
    ['::ffff:127.0.0.1', () => `http://[::ffff:127.0.0.1]:${receiver.server.port}/ok`],
    ['a name resolving to 127.0.0.1', () => receiver.url('/ok', 'receiver.hooks.test')],
    ['a name resolving to a public address and 127.0.0.1', () => receiver.url('/ok', 'rebind.hooks.test')],
  ])('%s', async (_, url) => {
    expect(await refused(url())).toMatchObject({ outcome: 'failed', error: 'not-public' })
    expect(receiver.got).toEqual([])
  })

  test('a URL that is not http(s), or carries credentials, is refused', async () => {
    for (const url of ['ftp://example.com/', 'file:///etc/passwd', 'http://user:pass@example.com/', 'not a url']) {
      expect(await refused(url), url).toMatchObject({ outcome: 'failed', error: 'invalid-url' })
    }
  })

  test('a secret that is not a whsec_ secret is a bug upstream: thrown, without the secret in the message', async () => {
    for (const bad of ['plain-text-secret', 'whsec_', 'whsec_!!!not-base64!!!']) {
      const error = await attempt(receiver.url('/ok'), { secret: bad }).catch((e: Error) => e)
      expect(error).toBeInstanceOf(TypeError)
      expect((error as Error).message).not.toContain(bad)
    }
    expect(receiver.got).toEqual([])
  })

  test('a name that does not resolve is tried again later', async () => {
    expect(await refused('http://absent.hooks.test/ok')).toMatchObject({ outcome: 'retry', error: 'unresolved' })
  })
})

describe('privacy', () => {
  const VISITOR_IP = '198.51.100.23'
  const VISITOR_AGENT = 'ProbeBrowser/9.1 (visitor)'

  test('nothing delivered, returned or logged holds a visitor address, agent or the secret', async () => {
    const lines: string[] = []
    const logger: Logger = Object.fromEntries(
      (['debug', 'info', 'warn', 'error'] as const).map((level) => [
        level,
        (msg: string, fields?: object) => lines.push(JSON.stringify({ level, msg, ...fields })),
      ]),
    ) as unknown as Logger
    const consoled = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) => vi.spyOn(console, name))
    // What the click counter might hand over, with more than a click aggregate may carry.
    const counted = { linkId: 7, code: 'launch', domain: null, clicks: 12, ip: VISITOR_IP, userAgent: VISITOR_AGENT, referrer: 'https://ref.example/' }
    const payload = clickedPayload(counted, new Date('2026-11-29T07:00:00.000Z'), new Date('2026-11-29T07:01:00.000Z'))
    const results = [
      await deliver({ url: receiver.url('/ok'), secret, id: newWebhookId(), payload, allowPrivate: true, logger }),
      await deliver({ url: receiver.url('/busy'), secret, id: newWebhookId(), payload, allowPrivate: true, logger }),
      await deliver({ url: receiver.url('/ok'), secret, id: newWebhookId(), payload, allowPrivate: false, logger }),
      await deliver({ url: receiver.url('/silent'), secret, id: newWebhookId(), payload, allowPrivate: true, logger, timeoutMs: 200 }),
    ]
    expect(results.map((r) => r.outcome)).toEqual(['delivered', 'retry', 'failed', 'retry'])
    expect(payload.data).toEqual({ linkId: 7, code: 'launch', domain: null, clicks: 12, since: '2026-11-29T07:00:00.000Z', until: '2026-11-29T07:01:00.000Z' })

    const everything = [
      JSON.stringify(receiver.got),
      JSON.stringify(results),
      ...lines,
      ...consoled.flatMap((spy) => spy.mock.calls.map((call) => JSON.stringify(call))),
    ].join('\n')
    expect(receiver.got.length).toBe(3)
    expect(lines.length).toBe(4)
    for (const secretOrVisitor of [VISITOR_IP, VISITOR_AGENT, 'ref.example', secret, secret.slice(6)]) expect(everything).not.toContain(secretOrVisitor)
    // Nor the receivers' own address: results and logs name a kind of failure, never where.
    expect([JSON.stringify(results), ...lines].join('\n')).not.toContain('127.0.0.1')
    expect(receiver.got[0]?.body).toContain('"clicks":12') // the reading works: the aggregate itself is there
  })
})
