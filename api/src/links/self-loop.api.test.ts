// A link to Snip itself would redirect to itself forever: refused under every spelling of this process's
// address — canonical addresses are compared, not text.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { checkTargetUrl, messages } from '../contracts'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'

describe.each(testEngines)('self-loop targets on %s', (engine) => {
  let server: TestServer
  let asAlice: ReturnType<typeof apiClient>
  let port: number

  beforeAll(async () => {
    server = await startTestServer({ engine })
    asAlice = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    port = Number(new URL(server.baseUrl).port)
  })
  afterAll(() => server?.stop())

  const loopbackSpellings = (p: number) => [
    `http://[::ffff:0:7f00:1]:${p}/x`, // IPv4-translated 127.0.0.1
    `http://[::ffff:7f00:1]:${p}/x`, // IPv4-mapped
    `http://[::ffff:127.0.0.2]:${p}/x`,
    `http://[::127.0.0.1]:${p}/x`, // IPv4-compatible (deprecated, still routed by some stacks)
    `http://[0:0:0:0:0:0:0:1]:${p}/x`,
    `http://[::]:${p}/x`,
    `http://localhost.localdomain:${p}/x`,
    `http://LOCALHOST.localdomain.:${p}/x`,
    `http://app.localhost:${p}/x`, // RFC 6761: *.localhost is loopback
    `http://2130706433:${p}/x`, // 127.0.0.1 as one number
    `http://0x7f.1:${p}/x`,
    `http://0:${p}/x`,
  ]

  test('refuses this process under every loopback spelling', async () => {
    for (const originalUrl of loopbackSpellings(port)) {
      const res = await asAlice('POST', '/api/urls', { originalUrl })
      expect([originalUrl, res.status, res.body.message]).toEqual([originalUrl, 400, messages.url.invalid])
    }
  })

  test('the same spellings on another port are someone else’s server: accepted (those with a domain and TLD, decision 0047)', async () => {
    const other = port === 65535 ? 65534 : port + 1
    for (const originalUrl of loopbackSpellings(other).filter((url) => checkTargetUrl(url).ok)) {
      const res = await asAlice('POST', '/api/urls', { originalUrl })
      expect([originalUrl, res.status]).toEqual([originalUrl, 201])
    }
  })

  test('an edit cannot point a link at this process either', async () => {
    const link = (await asAlice('POST', '/api/urls', { originalUrl: 'https://elsewhere.example' })).body
    const res = await asAlice('PUT', `/api/urls/${link.id}`, { originalUrl: `http://localhost.localdomain:${port}/loop`, shortCode: '', isActive: true })
    expect([res.status, res.body.message]).toEqual([400, messages.url.invalid])
  })
})
