// Bulk create (docs/decisions/0046) over real HTTP on every engine: 1,000 lines make
// 1,000 links, bad lines are reported with the single create's own message, 1,001 are refused, the
// moderation blocklist applies, and only signed-in callers may use it.
import { describe, expect, test } from 'vitest'
import { testEngines } from '../../test/harness'
import { useSignedInServer } from '../../test/signed-in-server'
import { apiClient } from '../../test/http-client'
import { messages } from '../contracts'
import { moderationMessages } from '../contracts/moderation'
import { organisationMessages as m } from '../contracts/organisation-messages'
import { signUpAndSignIn } from '../../test/auth-fixtures'

describe.each(testEngines)('bulk create on %s', (engine) => {
  const ADMIN = `bulk-admin-${engine}@example.com`
  const signedIn = useSignedInServer({ engine, env: { ADMIN_EMAILS: ADMIN } })
  const { call } = signedIn

  test('1,000 lines make 1,000 links, each with its own code', { timeout: 60_000 }, async () => {
    const urls = Array.from({ length: 1000 }, (_, i) => `https://example.com/bulk/${i}?q=${'x'.repeat(40)}`)
    const res = await call('POST', '/api/urls/bulk', { urls })
    expect(res.status).toBe(200)
    expect(res.body.created).toBe(1000)
    expect(res.body.failed).toBe(0)
    expect(res.body.results[999]).toMatchObject({ line: 1000, url: urls[999], link: { originalUrl: urls[999] } })
    expect(new Set(res.body.results.map((r: { link: { shortCode: string } }) => r.link.shortCode)).size).toBe(1000)
    expect((await call('GET', '/api/urls')).body).toHaveLength(1000)
  })

  test('bad and blocklisted lines are reported with their reason; the good ones are created', async () => {
    // Through the admin API, as an instance's blocklist changes: every instance reads it again (decision 54).
    const admin = apiClient(signedIn.server.baseUrl, (await signUpAndSignIn(signedIn.server.baseUrl, { email: ADMIN })).accessToken)
    expect((await admin('POST', '/api/admin/blocklist', { domain: 'blocked.example' })).status).toBe(200)
    const res = await call('POST', '/api/urls/bulk', {
      urls: ['https://example.com/ok', 'not a url', ' ', 'https://www.blocked.example/x', 'example.org/fine'],
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ created: 2, failed: 3 })
    expect(res.body.results.map((r: { line: number; link?: unknown; message?: string }) => [r.line, r.link ? 'created' : r.message])).toEqual([
      [1, 'created'],
      [2, messages.url.invalid],
      [3, messages.url.required],
      [4, moderationMessages.domainBlocked],
      [5, 'created'],
    ])
    expect(res.body.results[3].code).toBe('domain_blocked')
  })

  test('1,001 lines, none, or a wrong shape are refused as a whole; anonymous callers get 401', async () => {
    const tooMany = await call('POST', '/api/urls/bulk', { urls: Array.from({ length: 1001 }, (_, i) => `https://example.com/${i}`) })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toEqual({ code: 'validation_failed', message: m.bulkTooMany })
    expect((await call('POST', '/api/urls/bulk', { urls: [] })).body.message).toBe(m.bulkEmpty)
    expect((await call('POST', '/api/urls/bulk', { urls: 'https://example.com' })).body.message).toBe(m.bulkInvalid)
    expect((await apiClient(signedIn.server.baseUrl)('POST', '/api/urls/bulk', { urls: ['https://example.com/a'] })).status).toBe(401)
  })
})
