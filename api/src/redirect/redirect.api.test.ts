// GET /{code} over real HTTP on every engine: status, headers, cache freshness, exact click counting.
import { describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines } from '../../test/harness'
import { useSignedInServer } from '../../test/signed-in-server'
import { apiClient, followShortLink as follow, HUMAN_AGENT } from '../../test/http-client'
import { readUntil } from '../../test/waiting'
import { clicksInDb } from '../../test/stored-clicks'

describe.each(testEngines)('redirects on %s', (engine) => {
  const signedIn = useSignedInServer({ engine })
  const { call } = signedIn

  test('answers 302 to the original URL, not cacheable, passing no referrer (docs/decisions/0012)', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: 'https://example.com/target?q=1' })).body
    const res = await follow(signedIn.server.baseUrl, link.shortCode)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://example.com/target?q=1#')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
  })

  test('a target with non-ASCII characters redirects to its ASCII form (punycode host, percent-encoded path)', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: 'https://例え.jp/café?q=é' })).body
    expect(link.originalUrl).toBe('https://例え.jp/café?q=é')
    const res = await follow(signedIn.server.baseUrl, link.shortCode)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://xn--r8jz45g.jp/caf%C3%A9?q=%C3%A9#')
  })

  test('codes are case-sensitive', async () => {
    await call('POST', '/api/urls', { originalUrl: 'https://case.example', shortCode: 'CaseCode' })
    expect((await follow(signedIn.server.baseUrl, 'CaseCode')).status).toBe(302)
    expect((await follow(signedIn.server.baseUrl, 'casecode')).status).toBe(404)
  })

  test('an unknown code gets the Link Not Found page with 404; other unknown paths the 404 page', async () => {
    const res = await follow(signedIn.server.baseUrl, 'no-such-code')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('text/html')
    const other = await follow(signedIn.server.baseUrl, 'some/deep/path')
    expect(other.status).toBe(404)
    expect(other.headers.get('content-type')).toContain('text/html')
    // The unknown code gets the redirect page (/not-found), the unknown path the generic 404 page.
    const redirectPage = await (await fetch(`${signedIn.server.baseUrl}/not-found`)).text()
    expect(await res.text()).toBe(redirectPage)
    expect(await other.text()).not.toBe(redirectPage)
  })

  test('deactivation, edits and deletion take effect at once, past the cache', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: 'https://first.example', shortCode: 'fresh-1' })).body
    expect((await follow(signedIn.server.baseUrl, 'fresh-1')).headers.get('location')).toBe('https://first.example#')
    await call('PUT', `/api/urls/${link.id}`, { originalUrl: 'https://second.example' })
    expect((await follow(signedIn.server.baseUrl, 'fresh-1')).headers.get('location')).toBe('https://second.example#')
    await call('PUT', `/api/urls/${link.id}`, { isActive: false })
    expect((await follow(signedIn.server.baseUrl, 'fresh-1')).status).toBe(404)
    await call('PUT', `/api/urls/${link.id}`, { isActive: true })
    expect((await follow(signedIn.server.baseUrl, 'fresh-1')).status).toBe(302)
    await call('PATCH', `/api/urls/${link.id}`, { shortCode: 'fresh-2' })
    expect((await follow(signedIn.server.baseUrl, 'fresh-1')).status).toBe(404)
    expect((await follow(signedIn.server.baseUrl, 'fresh-2')).status).toBe(302)
    await call('DELETE', `/api/urls/${link.id}`)
    expect((await follow(signedIn.server.baseUrl, 'fresh-2')).status).toBe(404)
  })

  test('a code that missed the cache starts working as soon as it is created', async () => {
    expect((await follow(signedIn.server.baseUrl, 'later-made')).status).toBe(404)
    await call('POST', '/api/urls', { originalUrl: 'https://later.example', shortCode: 'later-made' })
    expect((await follow(signedIn.server.baseUrl, 'later-made')).status).toBe(302)
  })

  test('300 concurrent follows count exactly 300 clicks, in the total and the day', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: 'https://popular.example' })).body
    const answers = await Promise.all(Array.from({ length: 300 }, () => follow(signedIn.server.baseUrl, link.shortCode)))
    expect(answers.every((r) => r.status === 302)).toBe(true)
    const counted = await readUntil(
      () => clicksInDb(signedIn.server, link.id),
      (c) => c.total >= 300,
    )
    expect(counted).toEqual({ total: 300, daily: 300 })
    const listed = (await call('GET', '/api/urls')).body.find((l: { id: number }) => l.id === link.id)
    expect(listed.clicks).toBe(300)
  })

  test('bots, HEAD requests and misses are not counted; the list shows clicks before they are flushed', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: 'https://quiet.example' })).body
    const bots = ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', 'facebookexternalhit/1.1', 'Mozilla/5.0 (compatible; Googlebot/2.1)']
    for (const ua of bots) expect((await follow(signedIn.server.baseUrl, link.shortCode, { headers: { 'user-agent': ua } })).status).toBe(302)
    expect((await follow(signedIn.server.baseUrl, link.shortCode, { method: 'HEAD' })).status).toBe(302)
    await follow(signedIn.server.baseUrl, link.shortCode, { headers: { 'user-agent': HUMAN_AGENT } })
    const listed = (await call('GET', '/api/urls')).body.find((l: { id: number }) => l.id === link.id)
    expect(listed.clicks).toBe(1)
    // the flush writes the human's click with whatever else would have been counted
    expect(
      await readUntil(
        () => clicksInDb(signedIn.server, link.id),
        (c) => c.total > 0,
      ),
    ).toEqual({ total: 1, daily: 1 })
  })
})

describe('redirect configuration and shutdown', () => {
  test('REDIRECT_STATUS=301 answers 301', async () => {
    const server = await startTestServer({ env: { REDIRECT_STATUS: '301' } })
    try {
      const link = (await apiClient(server.baseUrl)('POST', '/api/urls', { originalUrl: 'https://moved.example' })).body
      expect((await follow(server.baseUrl, link.shortCode)).status).toBe(301)
    } finally {
      await server.stop()
    }
  })

  test('a graceful stop flushes clicks not yet written', async () => {
    const { openSqlite } = await import('../db/open-sqlite')
    const { loadConfig } = await import('../config')
    const { startServer } = await import('../app/server')
    const { mkdtempSync } = await import('node:fs')
    const { join } = await import('node:path')
    const { tmpdir } = await import('node:os')
    const dir = mkdtempSync(join(tmpdir(), 'snip-stop-'))
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent', ANON_CREATE_LIMIT: '0' })
    const first = await startServer(config, { logWrite: () => {} })
    const link = (await apiClient(first.url)('POST', '/api/urls', { originalUrl: 'https://flush.example' })).body
    for (let i = 0; i < 7; i++) await follow(first.url, link.shortCode)
    await first.stop() // well within the 1 s flush period
    const db = openSqlite(join(dir, 'snip.sqlite'))
    const { eq } = await import('drizzle-orm')
    const [row] = await db.orm.select().from(db.t.links).where(eq(db.t.links.id, link.id))
    expect(row?.clicks).toBe(7)
    await db.close()
  })

  test('NOT_FOUND_LIMIT: after that many unknown codes a minute an IP gets 429, while real links still redirect', async () => {
    const server = await startTestServer({ env: { NOT_FOUND_LIMIT: '3' } })
    try {
      const { accessToken } = await signUpAndSignIn(server.baseUrl)
      const link = (await apiClient(server.baseUrl, accessToken)('POST', '/api/urls', { originalUrl: 'https://example.com/kept' })).body
      const statuses: number[] = []
      for (const code of ['probe1', 'probe2', 'probe3', 'probe4', 'probe5']) {
        const res = await follow(server.baseUrl, code)
        statuses.push(res.status)
        if (res.status === 429) {
          expect(res.headers.get('retry-after')).toBe('60')
          expect(await res.text()).toBe('Too many requests. Please slow down and try again shortly.')
        } else await res.body?.cancel()
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429])
      const ok = await follow(server.baseUrl, link.shortCode)
      expect(ok.status).toBe(302)
      expect(ok.headers.get('location')).toBe('https://example.com/kept#')
    } finally {
      await server.stop()
    }
  })

  test('TRUST_PROXY: the client is the last X-Forwarded-For entry (the one the proxy appended), not the spoofable first', async () => {
    const server = await startTestServer({ env: { NOT_FOUND_LIMIT: '1', TRUST_PROXY: 'true' } })
    const probe = async (code: string, xff: string) => {
      const res = await fetch(`${server.baseUrl}/${code}`, { redirect: 'manual', headers: { 'x-forwarded-for': xff } })
      await res.body?.cancel()
      return res.status
    }
    try {
      expect(await probe('probeA', '198.51.100.1, 203.0.113.7')).toBe(404)
      // The same client behind the proxy, claiming another address in front: still limited.
      expect(await probe('probeB', '198.51.100.2, 203.0.113.7')).toBe(429)
      expect(await probe('probeC', '203.0.113.7')).toBe(429)
      // Another client, as the proxy saw it: its own allowance.
      expect(await probe('probeD', '198.51.100.1, 203.0.113.8')).toBe(404)
    } finally {
      await server.stop()
    }
  })
})
