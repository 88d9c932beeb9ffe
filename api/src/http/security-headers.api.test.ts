// The security headers over real HTTP, on every kind of answer: site pages (found, not found, a link's
// lifecycle pages), API and auth answers (successes and refusals) carry each header the server sets, with
// its value; a redirect carries only what a browser acts on (docs/decisions/0012). The expected values are
// written out here rather than read from the module that sets them, so dropping one from there fails.
import { expect, test, describe } from 'vitest'
import { useSignedInServer } from '../../test/signed-in-server'
import { followShortLink, HUMAN_AGENT } from '../../test/http-client'
import { testEngines } from '../../test/harness'

const EVERY_DOCUMENT = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
}

function expectDocumentHeaders(res: Response, what: string, csp: RegExp) {
  for (const [name, value] of Object.entries(EVERY_DOCUMENT)) expect(res.headers.get(name), `${name} of ${what}`).toBe(value)
  expect(res.headers.get('referrer-policy'), `referrer-policy of ${what}`).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/)
  const policy = res.headers.get('content-security-policy') ?? ''
  expect(policy, `CSP of ${what}`).toMatch(csp)
  expect(policy, `CSP of ${what}`).toContain("frame-ancestors 'none'")
  const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
  expect(scriptSrc, `script-src of ${what}`).not.toContain('unsafe-inline')
}

const PAGE_CSP = /default-src 'self'/
const API_CSP = /^default-src 'none'/

/** A redirect's headers, apart from the ones every HTTP answer has. */
function redirectHeaders(res: Response): Record<string, string> {
  return Object.fromEntries([...res.headers].filter(([name]) => !['date', 'content-length', 'location'].includes(name)))
}

function submitPassword(baseUrl: string, code: string, password: string): Promise<Response> {
  return fetch(`${baseUrl}/${code}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': HUMAN_AGENT },
    body: new URLSearchParams({ password }).toString(),
  })
}

describe.each(testEngines)('security headers on %s', (engine) => {
  const signedIn = useSignedInServer({ engine })
  const { call } = signedIn
  const get = (path: string, init: RequestInit = {}) => fetch(signedIn.server.baseUrl + path, { redirect: 'manual', ...init })

  test("site pages, found or not, and a link's lifecycle pages", async () => {
    const capped = (await call('POST', '/api/urls', { originalUrl: 'https://headers.example/capped', maxClicks: 1 })).body
    expect((await followShortLink(signedIn.server.baseUrl, capped.shortCode)).status).toBe(302)
    const locked = (await call('POST', '/api/urls', { originalUrl: 'https://headers.example/locked', password: 'a long password 7' })).body
    // Home is 200 once the site is built (npm run build) and the not-found page before: headers either way.
    const pages: [string, Promise<Response>, number | null][] = [
      ['home', get('/'), null],
      ['a page that does not exist', get('/a/b/c'), 404],
      ['an unknown short code', get('/no-such-code-here'), 404],
      ['a used-up link', followShortLink(signedIn.server.baseUrl, capped.shortCode), 410],
      ["a link's password page", followShortLink(signedIn.server.baseUrl, locked.shortCode), 200],
      ['a wrong password', submitPassword(signedIn.server.baseUrl, locked.shortCode, 'not it'), 403],
    ]
    for (const [what, answer, status] of pages) {
      const res = await answer
      if (status !== null) expect(res.status, what).toBe(status)
      expectDocumentHeaders(res, what, PAGE_CSP)
    }
  })

  test('API and auth answers, successes and refusals', async () => {
    const anonymous = { 'content-type': 'application/json' }
    const answers: [string, Promise<Response>, number][] = [
      ['health', get('/api/health'), 200],
      ['a created link', get('/api/urls', { method: 'POST', headers: anonymous, body: JSON.stringify({ originalUrl: 'https://headers.example/new' }) }), 201],
      ['a refused body', get('/api/urls', { method: 'POST', headers: anonymous, body: JSON.stringify({ originalUrl: 'not a url' }) }), 400],
      ['no token', get('/api/urls'), 401],
      ['an unknown API path', get('/api/no-such-thing'), 404],
      ['a method not allowed', get('/', { method: 'DELETE' }), 405],
      ['auth settings', get('/auth/v1/settings'), 200],
      [
        'a refused sign-in',
        get('/auth/v1/token?grant_type=password', {
          method: 'POST',
          headers: anonymous,
          body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password 1' }),
        }),
        400,
      ],
    ]
    for (const [what, answer, status] of answers) {
      const res = await answer
      expect(res.status, what).toBe(status)
      expectDocumentHeaders(res, what, API_CSP)
    }
  })

  test('a redirect carries only Location, Cache-Control and Referrer-Policy no-referrer', async () => {
    const plain = (await call('POST', '/api/urls', { originalUrl: 'https://headers.example/plain' })).body
    const capped = (await call('POST', '/api/urls', { originalUrl: 'https://headers.example/capped-redirect', maxClicks: 5 })).body
    const locked = (await call('POST', '/api/urls', { originalUrl: 'https://headers.example/locked-redirect', password: 'a long password 8' })).body
    const redirects: [string, Promise<Response>][] = [
      ['a link', followShortLink(signedIn.server.baseUrl, plain.shortCode)],
      ['HEAD of a link', followShortLink(signedIn.server.baseUrl, plain.shortCode, { method: 'HEAD' })],
      ['a capped link', followShortLink(signedIn.server.baseUrl, capped.shortCode)],
      ['the right password', submitPassword(signedIn.server.baseUrl, locked.shortCode, 'a long password 8')],
    ]
    for (const [what, answer] of redirects) {
      const res = await answer
      expect(res.status, what).toBe(302)
      expect(res.headers.get('location'), what).toMatch(/^https:\/\/headers\.example\//)
      expect(redirectHeaders(res), what).toEqual({ 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' })
    }
  })
})
