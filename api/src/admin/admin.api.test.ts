// Moderation over real HTTP on every engine: who may use /api/admin, links and accounts
// taken down, the instance settings (sign-up modes, anonymous shortening, the blocklist) and reports.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ADMIN_PAGE_DEFAULT, moderationMessages } from '../contracts/moderation'
import { signUpAndSignIn, type SignedInUser } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink as follow } from '../../test/http-client'
import { setAccountFlags } from '../moderation/account-flags.repository'

const ADMIN = 'boss@example.com'

/** Every admin endpoint, with a body it would accept from an admin. */
const ENDPOINTS: [string, string, unknown?][] = [
  ['GET', '/api/admin/links?q=a'],
  ['POST', '/api/admin/links/1/disable', { reason: 'spam' }],
  ['POST', '/api/admin/links/1/enable'],
  ['POST', '/api/admin/links/1/delete', { reason: 'spam' }],
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users/x/disable', { reason: 'spam' }],
  ['POST', '/api/admin/users/x/enable'],
  ['GET', '/api/admin/settings'],
  ['PATCH', '/api/admin/settings', { signupMode: 'closed' }],
  ['POST', '/api/admin/blocklist', { domain: 'spam.example' }],
  ['DELETE', '/api/admin/blocklist/spam.example'],
  ['POST', '/api/admin/invites'],
  ['GET', '/api/admin/reports'],
  ['POST', '/api/admin/reports/1/resolve', { action: 'dismiss' }],
  ['GET', '/api/admin/log'],
]

const signUp = (baseUrl: string, email: string, data: Record<string, unknown> = {}) =>
  fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', data }),
  })

describe.each(testEngines)('moderation (%s)', (engine) => {
  let server: TestServer
  let admin: ReturnType<typeof apiClient>
  let someone: SignedInUser
  let asSomeone: ReturnType<typeof apiClient>

  beforeAll(async () => {
    server = await startTestServer({ engine, env: { ADMIN_EMAILS: ` Other@example.com, ${ADMIN.toUpperCase()} ` } })
    admin = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl, { email: ADMIN })).accessToken)
    someone = await signUpAndSignIn(server.baseUrl)
    asSomeone = apiClient(server.baseUrl, someone.accessToken)
  })
  afterAll(() => server?.stop())

  test('a non-admin gets 403 on every admin endpoint, and nothing changes; no token gets 401', async () => {
    for (const [method, path, body] of ENDPOINTS) {
      const answer = await asSomeone(method, path, body)
      expect(answer.status, `${method} ${path}`).toBe(403)
      expect(answer.body.code).toBe('admin_only')
      expect((await apiClient(server.baseUrl)(method, path, body)).status, `${method} ${path} anonymous`).toBe(401)
    }
    expect((await admin('GET', '/api/admin/settings')).body).toEqual({ signupMode: 'open', anonymousShortening: true, blockedDomains: [] })
  })

  test('GET /api/admin/me tells any signed-in caller whether they are an admin, without a 403; no token gets 401', async () => {
    expect(await asSomeone('GET', '/api/admin/me')).toMatchObject({ status: 200, body: { admin: false } })
    expect(await admin('GET', '/api/admin/me')).toMatchObject({ status: 200, body: { admin: true } })
    expect((await apiClient(server.baseUrl)('GET', '/api/admin/me')).status).toBe(401)
  })

  test("an admin's API key is no admin: /me says so and the admin endpoints answer 403", async () => {
    const { key } = (await admin('POST', '/api/keys', { scopes: ['links:read', 'links:write', 'analytics:read', 'workspace:admin'], name: 'admin script' }))
      .body
    const withKey = apiClient(server.baseUrl, key)
    expect(await withKey('GET', '/api/admin/me')).toMatchObject({ status: 200, body: { admin: false } })
    expect(await withKey('GET', '/api/admin/settings')).toMatchObject({ status: 403, body: { code: 'admin_only' } })
  })

  test('ADMIN_EMAILS (any case, spaces) and the stored admin flag make an admin', async () => {
    expect((await admin('GET', '/api/admin/me')).body).toEqual({ admin: true })
    const promoted = await signUpAndSignIn(server.baseUrl)
    await setAccountFlags(server.db, promoted.userId, { isAdmin: true })
    expect((await apiClient(server.baseUrl, promoted.accessToken)('GET', '/api/admin/me')).body).toEqual({ admin: true })
    const users = (await admin('GET', `/api/admin/users?q=${encodeURIComponent(promoted.email)}`)).body
    expect(users).toEqual([expect.objectContaining({ email: promoted.email, isAdmin: true, disabled: false, links: 0 })])
    // the account's own links are counted, not another account's or anonymous ones
    for (const url of ['https://counted.example/1', 'https://counted.example/2'])
      expect((await apiClient(server.baseUrl, promoted.accessToken)('POST', '/api/urls', { originalUrl: url })).status).toBe(201)
    expect((await apiClient(server.baseUrl)('POST', '/api/urls', { originalUrl: 'https://counted.example/anonymous' })).status).toBe(201)
    expect((await admin('GET', `/api/admin/users?q=${encodeURIComponent(promoted.email)}`)).body).toEqual([
      expect.objectContaining({ email: promoted.email, links: 2 }),
    ])
  })

  test('a blocklisted domain and its subdomains are refused on create and edit; links to it stop, and come back when unblocked', async () => {
    const before = (await asSomeone('POST', '/api/urls', { originalUrl: 'https://www.blocked.example/page' })).body
    const fine = (await asSomeone('POST', '/api/urls', { originalUrl: 'https://fine.example/page' })).body
    expect((await follow(server.baseUrl, before.shortCode)).status).toBe(302) // cached
    expect((await admin('POST', '/api/admin/blocklist', { domain: '*.Blocked.Example.' })).body.blockedDomains).toEqual(['blocked.example'])
    expect((await admin('POST', '/api/admin/blocklist', { domain: 'not a domain' })).body).toMatchObject({
      code: 'validation_failed',
      message: moderationMessages.badDomain,
    })

    for (const originalUrl of ['https://blocked.example', 'https://a.b.BLOCKED.example/x', 'blocked.example/x']) {
      const refused = await asSomeone('POST', '/api/urls', { originalUrl })
      expect(refused.status, originalUrl).toBe(400)
      expect(refused.body).toEqual({ code: 'domain_blocked', message: moderationMessages.domainBlocked })
    }
    expect((await apiClient(server.baseUrl)('POST', '/api/urls', { originalUrl: 'https://blocked.example' })).body.code).toBe('domain_blocked')
    expect((await asSomeone('POST', '/api/urls', { originalUrl: 'https://notblocked.example' })).status).toBe(201)
    expect((await asSomeone('PUT', `/api/urls/${fine.id}`, { originalUrl: 'https://sub.blocked.example' })).body.code).toBe('domain_blocked')

    const gone = await follow(server.baseUrl, before.shortCode)
    expect(gone.status).toBe(410)
    expect(gone.headers.get('location')).toBeNull()
    expect(await gone.text()).toContain('Link disabled')
    expect((await apiClient(server.baseUrl)('GET', `/api/urls/by-code/${before.shortCode}`)).status).toBe(404)
    expect((await admin('GET', `/api/admin/links?q=${before.shortCode}`)).body[0]).toMatchObject({
      shortCode: before.shortCode,
      blocked: true,
      ownerEmail: someone.email,
      domain: null,
    })

    expect((await admin('DELETE', '/api/admin/blocklist/blocked.example')).body.blockedDomains).toEqual([])
    expect((await follow(server.baseUrl, before.shortCode)).status).toBe(302)
  })

  test("closed sign-ups answer GoTrue's signup_disabled; invite-only lets exactly one sign-up through per invite", async () => {
    expect((await admin('PATCH', '/api/admin/settings', { signupMode: 'closed' })).body.signupMode).toBe('closed')
    const closed = await signUp(server.baseUrl, `closed-${engine}@example.com`)
    expect(closed.status).toBe(422)
    expect(closed.headers.get('x-sb-error-code')).toBe('signup_disabled')
    expect(await closed.json()).toMatchObject({ code: 'signup_disabled', error_code: 'signup_disabled', message: 'Signups not allowed for this instance' })
    expect((await admin('PATCH', '/api/admin/settings', { signupMode: 'sometimes' })).body.message).toBe(moderationMessages.badSignupMode)

    await admin('PATCH', '/api/admin/settings', { signupMode: 'invite-only' })
    expect((await signUp(server.baseUrl, `noinvite-${engine}@example.com`)).status).toBe(422)
    expect((await signUp(server.baseUrl, `badinvite-${engine}@example.com`, { invite: 'made-up' })).status).toBe(422)
    const invite = (await admin('POST', '/api/admin/invites')).body.url as string
    expect(invite).toMatch(/^http:\/\/snip\.test\/app\/register\?invite=[\w-]{20,}$/)
    const token = new URL(invite).searchParams.get('invite')
    const invited = await signUp(server.baseUrl, `invited-${engine}@example.com`, { invite: token, username: 'invited' })
    expect(invited.status).toBe(200)
    const body = (await invited.json()) as { user: { user_metadata: Record<string, unknown> } }
    expect(body.user.user_metadata).toMatchObject({ username: 'invited' })
    expect(body.user.user_metadata).not.toHaveProperty('invite') // the invite is not kept
    expect((await signUp(server.baseUrl, `again-${engine}@example.com`, { invite: token })).status).toBe(422) // used up
    await admin('PATCH', '/api/admin/settings', { signupMode: 'open' })
    expect((await signUp(server.baseUrl, `open-${engine}@example.com`)).status).toBe(200)
  })

  test('anonymous shortening off: a clear error without an account, links as before with one', async () => {
    expect((await admin('PATCH', '/api/admin/settings', { anonymousShortening: false })).body.anonymousShortening).toBe(false)
    const refused = await apiClient(server.baseUrl)('POST', '/api/urls', { originalUrl: 'https://anon.example' })
    expect(refused.status).toBe(401)
    expect(refused.body).toEqual({ code: 'anonymous_shortening_off', message: moderationMessages.anonymousShorteningOff })
    expect((await asSomeone('POST', '/api/urls', { originalUrl: 'https://anon.example' })).status).toBe(201)
    await admin('PATCH', '/api/admin/settings', { anonymousShortening: true })
    expect((await apiClient(server.baseUrl)('POST', '/api/urls', { originalUrl: 'https://anon.example' })).status).toBe(201)
  })

  test('an admin takes any link down with a reason (410), restores it, and deletes it with a reason kept in the log', async () => {
    const link = (await asSomeone('POST', '/api/urls', { originalUrl: 'https://taken.example' })).body
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(302)
    expect((await admin('POST', `/api/admin/links/${link.id}/disable`, {})).body.message).toBe(moderationMessages.reasonRequired)
    const down = (await admin('POST', `/api/admin/links/${link.id}/disable`, { reason: 'Phishing' })).body
    expect(down.takedown).toMatchObject({ reason: 'Phishing' })
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(410)
    expect((await admin('GET', '/api/admin/links?q=TAKEN.example')).body.map((l: { id: number }) => l.id)).toEqual([link.id])
    expect((await admin('GET', '/api/admin/links?q=%25')).body).toEqual([]) // a LIKE wildcard is searched for as itself
    expect((await admin('GET', '/api/admin/links?q=taken_example')).body).toEqual([])
    expect((await admin('POST', `/api/admin/links/${link.id}/enable`)).body.takedown).toBeNull()
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(302)
    expect((await admin('POST', `/api/admin/links/${link.id}/delete`, { reason: 'Malware' })).body).toEqual({ deleted: true })
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(404)
    expect((await admin('GET', '/api/admin/log')).body[0]).toMatchObject({
      action: 'link.delete',
      subject: `${link.shortCode} → https://taken.example`,
      reason: 'Malware',
    })
    expect((await admin('POST', '/api/admin/links/999999/disable', { reason: 'x' })).status).toBe(404)
  })

  test('the link list comes in pages: page and limit give items, the total and the page; bad values are refused', async () => {
    const urls = Array.from({ length: 23 }, (_, i) => `https://paged-${engine}.example/${i}`)
    expect((await asSomeone('POST', '/api/urls/bulk', { urls })).status).toBe(200)
    const q = `paged-${engine}.example`
    const first = (await admin('GET', `/api/admin/links?q=${q}&limit=10`)).body
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 10 })
    expect(first.items).toHaveLength(10)
    const second = (await admin('GET', `/api/admin/links?q=${q}&limit=10&page=2`)).body
    const third = (await admin('GET', `/api/admin/links?q=${q}&limit=10&page=3`)).body
    expect([second.items.length, third.items.length, third.total, third.page]).toEqual([10, 3, 23, 3])
    const seen = [...first.items, ...second.items, ...third.items].map((l: { originalUrl: string }) => l.originalUrl)
    expect(new Set(seen)).toEqual(new Set(urls)) // every link once, newest first across the pages
    expect(seen[0]).toBe(urls[22])
    expect((await admin('GET', `/api/admin/links?q=${q}&limit=10&page=4`)).body).toMatchObject({ items: [], total: 23, page: 4 })
    expect((await admin('GET', `/api/admin/links?q=${q}&page=1`)).body).toMatchObject({ total: 23, pageSize: ADMIN_PAGE_DEFAULT })
    for (const bad of ['limit=0', 'limit=101', 'limit=ten', 'page=0', 'page=-1', 'page=1.5']) {
      const refused = await admin('GET', `/api/admin/links?${bad}`)
      expect(refused.status, bad).toBe(400)
      expect(refused.body.message, bad).toBe(bad.startsWith('limit') ? moderationMessages.badPageSize : moderationMessages.badPage)
    }
  })

  test('a disabled account is signed out, cannot sign in (user_banned), and its links stop; enabling brings all back', async () => {
    const user = await signUpAndSignIn(server.baseUrl, { email: `disabled-${engine}@example.com` })
    const link = (await apiClient(server.baseUrl, user.accessToken)('POST', '/api/urls', { originalUrl: 'https://owner.example' })).body
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(302)
    expect((await admin('POST', `/api/admin/users/${user.userId}/disable`, { reason: 'Spammer' })).body).toMatchObject({ disabled: true })
    expect((await apiClient(server.baseUrl, user.accessToken)('GET', '/api/urls')).status).toBe(401)
    await expect(signUpAndSignIn(server.baseUrl, { email: user.email })).rejects.toThrow(/400 user_banned/)
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(410)
    // only that owner's links: someone else's and an anonymous link, first looked up now, still redirect
    const others = [
      (await asSomeone('POST', '/api/urls', { originalUrl: 'https://other-owner.example' })).body,
      (await apiClient(server.baseUrl)('POST', '/api/urls', { originalUrl: 'https://no-owner.example' })).body,
    ]
    for (const other of others) expect((await follow(server.baseUrl, other.shortCode)).status).toBe(302)
    expect((await admin('POST', `/api/admin/users/${user.userId}/enable`)).body).toMatchObject({ disabled: false })
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(302)
    expect((await signUpAndSignIn(server.baseUrl, { email: user.email })).userId).toBe(user.userId)
  })

  test('reports keep the code and the reason only; the queue resolves them; one address is limited', async () => {
    const link = (await asSomeone('POST', '/api/urls', { originalUrl: 'https://reported.example' })).body
    const anyone = apiClient(server.baseUrl)
    expect(
      (await anyone('POST', '/api/reports', { link: `http://snip.test/${link.shortCode}`, reason: 'Scam' }, { 'user-agent': 'Reporter/1.0' })).status,
    ).toBe(201)
    expect((await anyone('POST', '/api/reports', { link: 'nothing-here', reason: 'Gone' })).status).toBe(201)
    expect((await anyone('POST', '/api/reports', { link: '', reason: 'x' })).body.message).toBe(moderationMessages.reportCodeRequired)
    const rows = await server.db.orm.select().from(server.db.t.linkReports)
    expect(Object.keys(rows[0]!).sort()).toEqual(['createdAt', 'id', 'reason', 'resolution', 'resolvedAt', 'shortCode'])
    expect(JSON.stringify(rows)).not.toMatch(/127\.0\.0\.1|Reporter/)

    const queue = (await admin('GET', '/api/admin/reports')).body
    expect(queue).toEqual([
      expect.objectContaining({
        shortCode: link.shortCode,
        reason: 'Scam',
        link: expect.objectContaining({ id: link.id, ownerEmail: someone.email, takenDown: false }),
      }),
      expect.objectContaining({ shortCode: 'nothing-here', link: null }),
    ])
    expect((await admin('POST', `/api/admin/reports/${queue[0].id}/resolve`, { action: 'disable-link' })).status).toBe(200)
    expect((await follow(server.baseUrl, link.shortCode)).status).toBe(410)
    expect((await admin('POST', `/api/admin/reports/${queue[1].id}/resolve`, { action: 'dismiss' })).status).toBe(200)
    expect((await admin('GET', '/api/admin/reports')).body).toEqual([])

    let limited = await anyone('POST', '/api/reports', { link: 'abcde', reason: 'again' })
    for (let i = 0; i < 12 && limited.status !== 429; i++) limited = await anyone('POST', '/api/reports', { link: 'abcde', reason: 'again' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('3600') // the reports' window is an hour
  })
})
