// HTTPS for custom domains through a real Caddy (the product's Caddyfile shape, docs/self-hosting.md): Caddy
// asks GET /api/domains/allowed before it issues a certificate on demand, so a served domain gets one and its
// links redirect over HTTPS, while a host Snip does not serve — unknown, or added but not verified — gets none.
// Caddy's local authority issues the certificates; the client trusts its root and nothing else.
import { request as httpsRequest } from 'node:https'
import type { PeerCertificate, TLSSocket } from 'node:tls'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { CADDY, startTestCaddy, type TestCaddy } from '../../test/caddy-server'
import { startTestServer, type TestServer } from '../../test/harness'
import { apiClient, HUMAN_AGENT } from '../../test/http-client'
import { readUntil } from '../../test/waiting'

const ADMIN = 'caddy-admin@example.com'
// The instance's own address: the test server's PUBLIC_URL host, Caddy's SITE_ADDRESS.
const OWN = 'snip.test'
const SERVED = 'go.caddy-test.example'
const UNKNOWN = 'nope.caddy-test.example'
const PENDING = 'pending.caddy-test.example'
const TARGET = 'https://example.com/through-caddy'

interface HttpsAnswer {
  status: number
  location?: string
  certificate: PeerCertificate
}

/** GET `path` from Caddy as a browser would for `host` (curl --resolve host:443:127.0.0.1): SNI and Host say `host`. */
function getOverHttps(caddy: TestCaddy, host: string, path: string): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port: caddy.httpsPort,
        servername: host,
        ca: caddy.rootCertificate(),
        agent: false,
        path,
        headers: { host, 'user-agent': HUMAN_AGENT },
      },
      (res) => {
        const certificate = (res.socket as TLSSocket).getPeerCertificate()
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, certificate }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe.skipIf(!CADDY)(
  CADDY ? 'HTTPS on demand through a real Caddy' : 'HTTPS on demand through a real Caddy — SKIPPED: no caddy on PATH (Debian: apt-get install caddy)',
  () => {
    let server: TestServer
    let caddy: TestCaddy

    beforeAll(async () => {
      // As compose.yaml runs it: behind Caddy, which appends X-Forwarded-For and sets X-Forwarded-Host.
      // LOG_LEVEL info: the request log shows Caddy's asks and Snip's answers.
      server = await startTestServer({ env: { ADMIN_EMAILS: ADMIN, TRUST_PROXY: 'true', LOG_LEVEL: 'info' } })
      const admin = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl, { email: ADMIN })).accessToken)
      const owner = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
      expect((await admin('POST', '/api/admin/domains', { host: SERVED })).status).toBe(201)
      expect((await owner('POST', '/api/urls', { originalUrl: TARGET, shortCode: 'via-caddy', domain: SERVED })).status).toBe(201)
      const slug = ((await owner('GET', '/api/workspaces')).body as { slug: string }[])[0]!.slug
      expect((await owner('POST', `/api/workspaces/${slug}/domains`, { host: PENDING })).body).toMatchObject({ status: 'pending' })
      caddy = await startTestCaddy(Number(new URL(server.baseUrl).port), OWN)
    })
    /** How many of Caddy's asks Snip has answered with `status`. */
    const asks = (status: number) => server.logs.filter((line) => line.includes(`"path":"/api/domains/allowed","status":${status},`)).length

    afterAll(async () => {
      await caddy?.stop()
      await server?.stop()
    })

    test("the instance's own address has its own certificate, obtained at start without asking", async () => {
      const answer = await getOverHttps(caddy, OWN, '/api/health')
      expect(answer.status).toBe(200)
      expect(answer.certificate.subjectaltname).toBe(`DNS:${OWN}`)
      expect(asks(200) + asks(404)).toBe(0)
    })

    test('a served domain gets a certificate from Caddy on its first visit, and its link redirects over HTTPS', async () => {
      const answer = await getOverHttps(caddy, SERVED, '/via-caddy')
      expect(asks(200)).toBe(1)
      expect(answer).toMatchObject({ status: 302, location: `${TARGET}#` })
      expect(answer.certificate.subjectaltname).toBe(`DNS:${SERVED}`)
      // A second visit is served from the certificate Caddy now holds.
      expect((await getOverHttps(caddy, SERVED, '/via-caddy')).certificate.fingerprint256).toBe(answer.certificate.fingerprint256)
    })

    test('a host Snip does not serve gets no certificate: unknown, or added by a workspace and not verified', async () => {
      for (const host of [UNKNOWN, PENDING]) {
        const before = asks(404)
        const failed = await caddy.handshake(host)
        expect(failed, `${host}: ${caddy.logs()}`).toBeInstanceOf(Error)
        // It failed because Snip said no, not because Caddy could not ask.
        const asked = await readUntil(
          async () => asks(404),
          (n) => n > before,
          2000,
        )
        expect(asked, host).toBe(before + 1)
      }
      expect(await caddy.handshake(SERVED)).toBeNull()
    })
  },
)
