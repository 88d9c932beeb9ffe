// Delivery over HTTPS to the checked address: the connection goes to the IP the guard approved, while the
// certificate is still checked against the endpoint's name. A receiver on 127.0.0.1 serves a self-signed
// certificate for one name (made here with openssl); the test trusts it by adding it to the request's own
// trusted roots, so a name mismatch or a skipped check shows as a failed delivery.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Webhook } from 'standardwebhooks'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { startTestDns, type TestDns } from '../../test/dns-server'
import { tempDir } from '../../test/waiting'
import { dnsResolver } from '../http/outgoing-guard'
import { deliver, linkEventPayload, newWebhookId, newWebhookSecret } from '.'

const OPENSSL = Bun.which('openssl')
const NAME = 'secure.hooks.test'

describe.skipIf(!OPENSSL)('deliver over https', () => {
  let certificate = ''
  let server: Bun.Server<undefined>
  let dns: TestDns
  const hosts: string[] = []
  const { dir, remove } = tempDir('webhook-tls')

  beforeAll(async () => {
    const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')]
    execFileSync(
      OPENSSL!,
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        `/CN=${NAME}`,
        '-addext',
        `subjectAltName=DNS:${NAME}`,
      ],
      {
        stdio: 'ignore',
      },
    )
    certificate = readFileSync(cert, 'utf8')
    server = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      tls: { cert: certificate, key: readFileSync(key, 'utf8') },
      fetch: (request) => {
        hosts.push(request.headers.get('host') ?? '')
        return new Response('thanks')
      },
    })
    dns = await startTestDns({ [NAME]: { a: ['127.0.0.1'] }, 'other.hooks.test': { a: ['127.0.0.1'] } })
  })
  afterAll(async () => {
    server.stop(true)
    await dns.close()
    remove()
  })
  afterEach(() => {
    hosts.length = 0
    vi.restoreAllMocks()
  })

  /** Lets requests trust the test's certificate, keeping every other option deliver chose. */
  const trustTestCertificate = () => {
    const fetching = globalThis.fetch
    return vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(((input: RequestInfo | URL, init?: RequestInit & { tls?: object }) =>
        fetching(input, { ...init, tls: { ...init?.tls, ca: certificate } } as RequestInit)) as typeof fetch)
  }
  const secret = newWebhookSecret()
  const send = (host: string) =>
    deliver({
      url: `https://${host}:${server.port}/hook`,
      secret,
      id: newWebhookId(),
      payload: linkEventPayload(
        'link.deleted',
        {
          id: 1,
          shortCode: 'gone',
          domain: null,
          originalUrl: 'https://example.com/',
          tags: [],
          isActive: false,
          createdAt: '2026-11-29T00:00:00.000Z',
          expiresAt: null,
          maxClicks: null,
        } as never,
        new Date(),
      ),
      allowPrivate: true,
      resolver: dnsResolver([dns.server]),
    })

  test('a certificate for the name is accepted on a connection to the checked address', async () => {
    const fetching = trustTestCertificate()
    expect(await send(NAME)).toMatchObject({ outcome: 'delivered', status: 200 })
    expect(hosts).toEqual([`${NAME}:${server.port}`])
    const [target, init] = fetching.mock.calls[0]!
    expect(String(target)).toBe(`https://127.0.0.1:${server.port}/hook`)
    // The signature signs the bytes sent: the library verifies them as they left.
    const sent = Object.fromEntries(new Headers(init?.headers))
    expect(new Webhook(secret).verify(String(init?.body), sent)).toMatchObject({ type: 'link.deleted', data: { id: 1, code: 'gone' } })
  })

  test('the certificate is checked against the name: another name on the same address fails', async () => {
    trustTestCertificate()
    expect(await send('other.hooks.test')).toMatchObject({ outcome: 'retry', error: 'network' })
    expect(hosts).toEqual([])
  })

  test('an untrusted certificate fails: verification is never switched off', async () => {
    vi.spyOn(globalThis, 'fetch')
    expect(await send(NAME)).toMatchObject({ outcome: 'retry', error: 'network' })
    expect(hosts).toEqual([])
  })
})
