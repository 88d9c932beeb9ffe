// GET /api/users/me/export: the JSON and CSV hold what GET /api/urls, /api/stats and /api/users/me show
// (clicks exact, per-day rows after a flush), never another user's data; cells that look like formulas are
// defused; 20,000 links stream out in pages.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { readCsv } from '../../test/csv-reader'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { personalWorkspaceOf } from '../workspaces'

const EVIL_NAME = '=HYPERLINK("http://evil.example","x")'

describe.each(testEngines)('account export on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  const download = (token: string, format: string) =>
    fetch(`${server.baseUrl}/api/users/me/export?format=${format}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } })

  /** A user with three links, clicks flushed into the per-day rows, then one click more still in memory. */
  async function userWithClicks() {
    const user = await signUpAndSignIn(server.baseUrl)
    const call = apiClient(server.baseUrl, user.accessToken)
    const { users } = server.db.t
    await server.db.orm.update(users).set({ username: EVIL_NAME }).where(eq(users.userId, user.userId))
    const a = (await call('POST', '/api/urls', { originalUrl: 'https://a.example/?q="quoted",comma' })).body
    const b = (await call('POST', '/api/urls', { originalUrl: 'https://b.example/', shortCode: `-dash${Math.random().toString(36).slice(2, 10)}` })).body
    expect(b.shortCode).toMatch(/^-dash/)
    await call('POST', '/api/urls', { originalUrl: 'https://c.example/', isActive: false })
    for (const code of [a.shortCode, a.shortCode, b.shortCode]) await followShortLink(server.baseUrl, code)
    const flushed = Date.now() + 5000
    while ((await call('GET', '/api/stats')).body.clicksLast7Days < 3 && Date.now() < flushed) await new Promise((r) => setTimeout(r, 100))
    await followShortLink(server.baseUrl, a.shortCode) // counted in memory, not yet in the per-day rows
    return { user, call }
  }

  async function strangerWithLink() {
    const other = await signUpAndSignIn(server.baseUrl)
    const link = (await apiClient(server.baseUrl, other.accessToken)('POST', '/api/urls', { originalUrl: 'https://stranger.example/' })).body
    await followShortLink(server.baseUrl, link.shortCode)
    return { other, link }
  }

  test('the JSON equals what the dashboard shows: profile, links with exact clicks, per-day rows', async () => {
    const { other, link: foreign } = await strangerWithLink()
    const { user, call } = await userWithClicks()
    // The person's own settings travel with the account too.
    expect((await call('PUT', '/api/users/me/language', { language: 'pt-BR' })).status).toBe(200)
    expect((await call('PUT', '/api/users/me/time-zone', { timeZone: 'America/Sao_Paulo' })).status).toBe(200)
    const res = await download(user.accessToken, 'json')
    const [urls, stats, me] = [(await call('GET', '/api/urls')).body, (await call('GET', '/api/stats')).body, (await call('GET', '/api/users/me')).body]
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="snip-export-\d{4}-\d{2}-\d{2}\.json"$/)
    const text = await res.text()
    const data = JSON.parse(text)
    expect(data.profile).toEqual({
      userId: me.userId,
      username: me.username,
      email: me.email,
      createdAt: expect.any(String),
      language: 'pt-BR',
      timeZone: 'America/Sao_Paulo',
    })
    expect(data.links.map(({ clicksByDay, clickDetailsByDay, ...l }: { clicksByDay: unknown; clickDetailsByDay: unknown }) => l)).toEqual(urls)
    expect(data.links.reduce((n: number, l: { clicks: number }) => n + l.clicks, 0)).toBe(stats.totalClicks)
    expect(stats.totalClicks).toBe(4)
    const today = new Date().toISOString().slice(0, 10)
    const perDay = data.links.flatMap((l: { clicksByDay: { day: string; clicks: number }[] }) => l.clicksByDay)
    expect(perDay.every((d: { day: string }) => d.day === today)).toBe(true)
    expect(perDay.reduce((n: number, d: { clicks: number }) => n + d.clicks, 0)).toBe(stats.clicksLast7Days)
    for (const secret of [other.email, other.userId, foreign.shortCode, 'stranger.example']) expect(text).not.toContain(secret)
  })

  test('the CSV holds the same, RFC 4180 quoted, formula-looking cells defused', async () => {
    const { other } = await strangerWithLink()
    const { user, call } = await userWithClicks()
    const res = await download(user.accessToken, 'csv')
    const urls = (await call('GET', '/api/urls')).body as {
      id: number
      shortCode: string
      originalUrl: string
      isActive: boolean
      clicks: number
      createdAt: string
    }[]
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="snip-export-.*\.csv"$/)
    const text = await res.text()
    expect(text).not.toContain(other.email)
    const [header, profile, ...links] = readCsv(text)
    expect(header).toEqual([
      'record',
      'username',
      'email',
      'createdAt',
      'id',
      'shortCode',
      'originalUrl',
      'isActive',
      'clicks',
      'clicksByDay',
      'clickDetailsByDay',
    ])
    expect(profile!.slice(0, 3)).toEqual(['profile', `'${EVIL_NAME}`, user.email])
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
    const today = new Date().toISOString().slice(0, 10)
    expect(links.map((l) => l.slice(0, 10))).toEqual(
      // the analytics rows (last cell): analytics.api.test.ts
      urls.map((l) => {
        const flushed = l.originalUrl.startsWith('https://a.') ? 2 : l.originalUrl.startsWith('https://b.') ? 1 : 0
        const code = l.shortCode.startsWith('-') ? `'${l.shortCode}` : l.shortCode
        return ['link', '', '', l.createdAt, String(l.id), code, l.originalUrl, String(l.isActive), String(l.clicks), flushed ? `${today}:${flushed}` : '']
      }),
    )
    expect(links.filter((l) => l[5]!.startsWith("'-dash"))).toHaveLength(1)
  })

  test('needs a token and a known format', async () => {
    expect((await fetch(`${server.baseUrl}/api/users/me/export?format=json`)).status).toBe(401)
    const user = await signUpAndSignIn(server.baseUrl)
    const res = await download(user.accessToken, 'xml')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ code: 'validation_failed', message: 'Format must be json or csv' })
  })

  test('20,000 links stream out in pages, in the dashboard’s order', async () => {
    const user = await signUpAndSignIn(server.baseUrl)
    const { links } = server.db.t
    const base = Date.now() - 86_400_000
    const workspaceId = (await personalWorkspaceOf(server.db, user.userId)).id
    for (let i = 0; i < 20_000; i += 1000) {
      const rows = Array.from({ length: 1000 }, (_, j) => {
        const n = i + j
        const at = new Date(base + Math.floor(n / 3) * 1000) // three links a second: ties broken by id
        return {
          userId: user.userId,
          workspaceId,
          originalUrl: `https://bulk.example/${n}`,
          shortCode: `bulk${engine}${user.userId.slice(0, 8)}${n}`,
          codeKey: `bulk${engine}${user.userId.slice(0, 8)}${n}`.toLowerCase(),
          clicks: n % 7,
          createdAt: at,
          updatedAt: at,
        }
      })
      await server.db.orm.insert(links).values(rows)
    }
    const started = performance.now()
    const res = await download(user.accessToken, 'json')
    expect(res.headers.get('content-length')).toBeNull()
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    let text = ''
    let chunks = 0
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      chunks++
      text += decoder.decode(r.value, { stream: true })
    }
    const ms = Math.round(performance.now() - started)
    console.info(`export of 20,000 links on ${engine}: ${ms} ms, ${Math.round(text.length / 1024)} KB in ${chunks} chunks`)
    const exported = JSON.parse(text).links as { id: number; clicks: number }[]
    const listed = (await apiClient(server.baseUrl, user.accessToken)('GET', '/api/urls')).body as { id: number; clicks: number }[]
    expect(exported.length).toBe(20_000)
    expect(exported.map((l) => [l.id, l.clicks])).toEqual(listed.map((l) => [l.id, l.clicks]))
    expect(chunks).toBeGreaterThan(10)
  }, 120_000)
})
