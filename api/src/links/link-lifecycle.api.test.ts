// Expiry, click caps and fallbacks of links (docs/decisions/0040) over real HTTP on every engine:
// the fields' validation, the DTO, expiry reached by a test clock (410 Link expired, or 302 to the
// fallback), the Expired status and reviving a link by PUT. Exact caps: redirect/click-cap.api.test.ts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { expectRefusedOnCreateAndEdit } from '../../test/link-refusals'
import { apiClient, followShortLink as follow } from '../../test/http-client'
import { lifecycleMessages } from '../contracts/lifecycle-messages'

const HOUR = 3_600_000
const inAnHour = () => new Date(Date.now() + HOUR).toISOString()

describe.each(testEngines)('link lifecycle on %s', (engine) => {
  let server: TestServer
  let call: ReturnType<typeof apiClient>
  /** The server's clock runs `ahead` ms after the real one. */
  let ahead = 0

  beforeAll(async () => {
    server = await startTestServer({ engine, now: () => Date.now() + ahead })
    call = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
  })
  afterAll(() => server?.stop())

  test.each([
    [{ expiresAt: '2001-01-01T00:00:00Z' }, lifecycleMessages.expiryInPast],
    [{ expiresAt: 'tomorrow' }, lifecycleMessages.expiryInvalid],
    [{ maxClicks: 0 }, lifecycleMessages.maxClicksRange],
    [{ maxClicks: -5 }, lifecycleMessages.maxClicksRange],
    [{ maxClicks: 1_000_000_001 }, lifecycleMessages.maxClicksRange],
    [{ maxClicks: 2.5 }, lifecycleMessages.maxClicksInvalid],
    [{ maxClicks: '10' }, lifecycleMessages.maxClicksInvalid],
    [{ password: 'abc' }, lifecycleMessages.passwordTooShort],
    [{ password: 'x'.repeat(129) }, lifecycleMessages.passwordTooLong],
    [{ fallbackUrl: 'not a url' }, lifecycleMessages.fallbackInvalid],
    [{ fallbackUrl: 'http://snip.test/elsewhere' }, lifecycleMessages.fallbackInvalid],
  ])('refuses %j on create and on edit with a clear 400', (fields, message) => expectRefusedOnCreateAndEdit(call, fields, message))

  test('returns the new fields in the DTO; null clears them', async () => {
    const expiresAt = inAnHour()
    const created = await call('POST', '/api/urls', {
      originalUrl: 'https://example.com/dto',
      expiresAt,
      maxClicks: 1_000_000_000,
      fallbackUrl: 'https://example.com/after',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      expiresAt: new Date(expiresAt).toISOString(),
      maxClicks: 1_000_000_000,
      fallbackUrl: 'https://example.com/after',
      hasPassword: false,
      expired: false,
    })
    const cleared = await call('PUT', `/api/urls/${created.body.id}`, { expiresAt: null, maxClicks: null, fallbackUrl: null })
    expect(cleared.body).toMatchObject({ expiresAt: null, maxClicks: null, fallbackUrl: null, expired: false })
    const plain = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/plain' })).body
    expect(plain).toMatchObject({ expiresAt: null, maxClicks: null, fallbackUrl: null, hasPassword: false, expired: false })
  })

  test('once the expiry passes (test clock) the short address answers 410 Link expired, not Link Not Found', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/soon-gone', expiresAt: inAnHour() })).body
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(302) // cached now, with its expiry
    ahead = 2 * HOUR
    try {
      const res = await follow(server.baseUrl, link.shortCode)
      expect(res.status).toBe(410)
      expect(res.headers.get('content-type')).toContain('text/html')
      const page = await res.text()
      expect(page).toContain('Link expired')
      expect(page).not.toContain('Link Not Found')
      expect(page).not.toContain('soon-gone')
      expect((await call('GET', '/api/urls')).body.find((l: { id: number }) => l.id === link.id).expired).toBe(true)
      expect((await call('GET', `/api/urls/by-code/${link.shortCode}`)).status).toBe(410)
      // Revived by extending the expiry: followed again at once.
      const revived = await call('PUT', `/api/urls/${link.id}`, { expiresAt: new Date(Date.now() + 3 * HOUR).toISOString() })
      expect(revived.body.expired).toBe(false)
      expect((await follow(server.baseUrl, link.shortCode)).status).toBe(302)
    } finally {
      ahead = 0
    }
  })

  test('an expired link with a fallback URL redirects there (302) instead', async () => {
    const link = (
      await call('POST', '/api/urls', { originalUrl: 'https://example.com/campaign', expiresAt: inAnHour(), fallbackUrl: 'https://example.com/campaign-over' })
    ).body
    ahead = 2 * HOUR
    try {
      const res = await follow(server.baseUrl, link.shortCode)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('https://example.com/campaign-over#')
      expect((await call('GET', `/api/urls/by-code/${link.shortCode}`)).body).toEqual({ originalUrl: 'https://example.com/campaign-over' })
    } finally {
      ahead = 0
    }
  })

  test('an exhausted link answers 410 and is Expired; raising or clearing the cap revives it at once', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/twice', maxClicks: 2 })).body
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(302)
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(302)
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(410)
    const listed = (await call('GET', '/api/urls')).body.find((l: { id: number }) => l.id === link.id)
    expect(listed).toMatchObject({ clicks: 2, maxClicks: 2, expired: true, isActive: true })
    expect((await call('PUT', `/api/urls/${link.id}`, { maxClicks: 3 })).body.expired).toBe(false)
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(302)
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(410)
    await call('PUT', `/api/urls/${link.id}`, { maxClicks: null })
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(302)
  })

  test('an inactive link stays Link Not Found (404) whatever its limits', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/off', maxClicks: 5, isActive: false })).body
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(404)
    expect(link.expired).toBe(false)
  })
})
