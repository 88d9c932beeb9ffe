// Password-protected links (docs/decisions/0040) over real HTTP on every engine: the hash never
// leaves the server, the password page reveals no target, the right password answers 302 and counts one
// click (a cap holds), wrong ones answer the page again (403) and, past 10 a minute per client address (an
// IPv6 client by its /64) or 600 a minute per link from all addresses, 429; neither the password nor its
// hash reaches the log.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink as follow, HUMAN_AGENT } from '../../test/http-client'
import { readUntil } from '../../test/waiting'
import { limits } from '../contracts'
import { lifecycleMessages } from '../contracts/lifecycle-messages'

const PASSWORD = 'open sesame 42'
const TARGET = 'https://example.com/secret-target-path'

/** Posts the password form as a browser does (urlencoded, JavaScript off), from the given client address. */
function submit(baseUrl: string, code: string, password: string, from = '203.0.113.1'): Promise<Response> {
  return fetch(`${baseUrl}/${code}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': HUMAN_AGENT, 'x-forwarded-for': from },
    body: new URLSearchParams({ password }).toString(),
  })
}

describe.each(testEngines)('password-protected links on %s', (engine) => {
  let server: TestServer
  let call: ReturnType<typeof apiClient>
  let hashes: () => Promise<string[]>

  beforeAll(async () => {
    server = await startTestServer({ engine, env: { LOG_LEVEL: 'debug', TRUST_PROXY: 'true' } })
    call = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    const { links } = server.db.t
    hashes = async () => (await server.db.orm.select({ h: links.passwordHash }).from(links)).flatMap((r) => (r.h ? [r.h] : []))
  })
  afterAll(() => server?.stop())

  test('stores an argon2id hash and never returns the password or its hash', async () => {
    const created = await call('POST', '/api/urls', { originalUrl: TARGET, password: PASSWORD })
    expect(created.status).toBe(201)
    expect(created.body.hasPassword).toBe(true)
    const [hash] = await hashes()
    expect(hash).toMatch(/^\$argon2id\$/)
    const answers = [created, await call('GET', '/api/urls'), await call('PUT', `/api/urls/${created.body.id}`, { isActive: true })]
    for (const answer of answers) {
      const text = JSON.stringify(answer.body)
      expect(text).not.toContain(PASSWORD)
      expect(text).not.toContain(hash!.slice(10))
      expect(text).not.toContain('passwordHash')
    }
    const removed = await call('PUT', `/api/urls/${created.body.id}`, { password: null })
    expect(removed.body.hasPassword).toBe(false)
    expect((await follow(server.baseUrl, created.body.shortCode)).status).toBe(302)
  })

  test('following shows the password page, which reveals no target (also not through by-code)', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: TARGET, password: PASSWORD })).body
    const res = await follow(server.baseUrl, link.shortCode)
    expect(res.status).toBe(200)
    expect(res.headers.get('location')).toBeNull()
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self' https: http:")
    const page = await res.text()
    expect(page).toContain('Password required') // the built page's form: e2e/link-lifecycle.e2e.ts
    expect(page).not.toContain('secret-target-path')
    expect(page).not.toContain('example.com')
    const byCode = await call('GET', `/api/urls/by-code/${link.shortCode}`)
    expect(byCode.status).toBe(401)
    expect(byCode.body).toEqual({ code: 'link_password_required', message: lifecycleMessages.passwordRequired })
  })

  test('the right password answers 302 to the target and counts one click', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: TARGET, password: PASSWORD })).body
    const wrong = await submit(server.baseUrl, link.shortCode, 'not it', '203.0.113.2')
    expect(wrong.status).toBe(403)
    expect(await wrong.text()).not.toContain('secret-target-path')
    const right = await submit(server.baseUrl, link.shortCode, PASSWORD, '203.0.113.2')
    expect(right.status).toBe(302)
    expect(right.headers.get('location')).toBe(`${TARGET}#`)
    expect(right.headers.get('set-cookie')).toBeNull()
    const clicks = await readUntil(
      async () => (await call('GET', '/api/urls')).body.find((l: { id: number }) => l.id === link.id).clicks,
      (n) => n === 1,
    )
    expect(clicks).toBe(1)
  })

  test('a capped password link: the right password takes one of its clicks', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: TARGET, password: PASSWORD, maxClicks: 1 })).body
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(200) // the password page (its facts now cached)
    expect((await submit(server.baseUrl, link.shortCode, PASSWORD, '203.0.113.3')).status).toBe(302)
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(410) // the cached facts learnt of the click
    expect((await submit(server.baseUrl, link.shortCode, PASSWORD, '203.0.113.3')).status).toBe(410)
  })

  test('a stranger hammering a link is stopped at 10 a minute without locking it for its real visitors', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: TARGET, password: PASSWORD })).body
    for (let i = 0; i < 10; i++) expect((await submit(server.baseUrl, link.shortCode, `guess-${i}`, '198.51.100.66')).status).toBe(403)
    for (let i = 0; i < 20; i++) expect((await submit(server.baseUrl, link.shortCode, `guess-${i}`, '198.51.100.66')).status).toBe(429)
    const blocked = await submit(server.baseUrl, link.shortCode, PASSWORD, '198.51.100.66')
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('location')).toBeNull()
    expect((await submit(server.baseUrl, link.shortCode, PASSWORD, '198.51.100.67')).status).toBe(302)
  })

  test('a stranger with a whole IPv6 /64 counts as one address', async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: TARGET, password: PASSWORD })).body
    for (let i = 1; i <= 10; i++) expect((await submit(server.baseUrl, link.shortCode, 'wrong', `2001:db8:77:1::${i.toString(16)}`)).status).toBe(403)
    expect((await submit(server.baseUrl, link.shortCode, PASSWORD, '2001:db8:77:1:ffff::1')).status).toBe(429)
    expect((await submit(server.baseUrl, link.shortCode, PASSWORD, '2001:db8:77:2::1')).status).toBe(302)
  })

  test(`brute force from many addresses: ${limits.linkPasswordAttemptsPerLink} attempts a minute per link, then 429 even for the right one`, async () => {
    const link = (await call('POST', '/api/urls', { originalUrl: TARGET, password: PASSWORD })).body
    const ceiling = limits.linkPasswordAttemptsPerLink
    const from = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
    // Without a password field, an attempt counts but costs no hash (the answer is the wrong-password page).
    const empty = (i: number) =>
      fetch(`${server.baseUrl}/${link.shortCode}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from(i) },
        body: '',
      })
    for (let i = 0; i < ceiling; i += 50) {
      const statuses = await Promise.all(Array.from({ length: Math.min(50, ceiling - i) }, (_, j) => empty(i + j).then((r) => r.status)))
      expect(statuses.every((s) => s === 403)).toBe(true)
    }
    const blocked = await submit(server.baseUrl, link.shortCode, PASSWORD, from(ceiling))
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('location')).toBeNull()
  })

  test('brute force from one address across links: 429 after 10', async () => {
    const codes = await Promise.all(
      Array.from({ length: 11 }, async () => (await call('POST', '/api/urls', { originalUrl: TARGET, password: PASSWORD })).body.shortCode as string),
    )
    for (const code of codes.slice(0, 10)) expect((await submit(server.baseUrl, code, 'wrong guess', '192.0.2.77')).status).toBe(403)
    expect((await submit(server.baseUrl, codes[10]!, PASSWORD, '192.0.2.77')).status).toBe(429)
    expect((await submit(server.baseUrl, codes[10]!, PASSWORD, '192.0.2.78')).status).toBe(302)
  })

  test('a form post to a link without a password, or to no link, is refused as before (405, docs/decisions/0010)', async () => {
    const plain = (await call('POST', '/api/urls', { originalUrl: TARGET })).body
    expect((await submit(server.baseUrl, plain.shortCode, PASSWORD)).status).toBe(405)
    expect((await submit(server.baseUrl, 'nosuchcode', PASSWORD)).status).toBe(405)
  })

  test('neither a password nor its hash appears in the log (at debug)', async () => {
    const all = await hashes()
    expect(all.length).toBeGreaterThan(0)
    const log = server.logs.join('\n')
    expect(log.length).toBeGreaterThan(0)
    expect(log).not.toContain(PASSWORD)
    expect(log).not.toContain(encodeURIComponent(PASSWORD))
    expect(log).not.toContain('open+sesame')
    for (const hash of all) expect(log).not.toContain(hash.slice(-22))
  })
})
