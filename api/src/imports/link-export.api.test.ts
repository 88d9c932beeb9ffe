// GET /api/urls/export: the caller's links (all or chosen) with clicks, in the shape the import reads back —
// a round trip into another account gives the same links; formula-looking cells are defused; nobody
// else's link ever appears.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SNIP_CSV_COLUMNS } from '../contracts/exported-link'
import { readCsv } from '../../test/csv-reader'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { followShortLink } from '../../test/http-client'
import { importingUser } from '../../test/import-client'

type Link = {
  id: number
  shortCode: string
  originalUrl: string
  isActive: boolean
  clicks: number
  createdAt: string
  expiresAt: string | null
  maxClicks: number | null
  createdBy: string | null
}
/** A link but what names the account and the row: the importing account makes its own. */
const comparable = (links: Link[]) => links.map(({ id, createdBy, ...rest }) => rest).sort((a, b) => a.shortCode.localeCompare(b.shortCode))

describe.each(testEngines)('link export on %s', (engine) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ engine })
  })
  afterAll(() => server?.stop())

  const newUser = () => importingUser(server.baseUrl)

  /** An expiry a year ahead, to the second (as a person sets one). */
  const EXPIRES_AT = new Date(Math.floor(Date.now() / 1000) * 1000 + 365 * 86_400_000).toISOString()
  const MAX_CLICKS = 50

  /** Three links: one whose code starts like a formula, one inactive, one followed twice with an expiry and a cap. */
  async function userWithLinks() {
    const owner = await newUser()
    const tag = Math.random().toString(36).slice(2, 8)
    const made: Link[] = []
    for (const body of [
      { originalUrl: 'https://a.example/?q="quoted",comma', shortCode: `-cmd${tag}` },
      { originalUrl: 'https://b.example/', shortCode: `@at${tag}`.replace('@', 'at-'), isActive: false },
      { originalUrl: 'https://c.example/', shortCode: `=eq${tag}`.replace('=', 'eq-'), expiresAt: EXPIRES_AT, maxClicks: MAX_CLICKS },
    ])
      made.push((await owner.call('POST', '/api/urls', body)).body)
    expect(made[2]).toMatchObject({ expiresAt: EXPIRES_AT, maxClicks: MAX_CLICKS })
    for (let i = 0; i < 2; i++) await followShortLink(server.baseUrl, made[2]!.shortCode)
    return { ...owner, made, tag }
  }

  test.each(['csv', 'json'])('%s: export, delete, import into another account → the same links with their clicks', async (format) => {
    const a = await userWithLinks()
    const before = (await a.call('GET', '/api/urls')).body as Link[]
    expect(before.find((l) => l.shortCode === a.made[2]!.shortCode)!.clicks).toBe(2)
    const file = await a.up.download(`format=${format}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="snip-links-\\d{4}-\\d{2}-\\d{2}\\.${format}"$`))
    if (format === 'json') {
      const byCode = new Map((JSON.parse(file.text).links as { code: string }[]).map((l) => [l.code, l]))
      expect(byCode.get(a.made[2]!.shortCode)).toMatchObject({ clicks: 2, expiresAt: EXPIRES_AT, maxClicks: MAX_CLICKS })
      expect(byCode.get(a.made[0]!.shortCode)).toMatchObject({ expiresAt: null, maxClicks: null })
    }
    for (const link of before) await a.call('DELETE', `/api/urls/${link.id}`)
    const b = await newUser()
    const imported = await b.up.form('/api/urls/import', file.text, {}, `links.${format}`)
    expect(imported.body).toMatchObject({ format: `snip-${format}`, rows: 3, created: 3, invalid: [], taken: [] })
    const after = (await b.call('GET', '/api/urls')).body as Link[]
    expect(comparable(after)).toEqual(comparable(before))
    expect(after.find((l) => l.shortCode === a.made[2]!.shortCode)).toMatchObject({ expiresAt: EXPIRES_AT, maxClicks: MAX_CLICKS }) // the expiry and the cap came back
  })

  test('CSV: the import columns, RFC 4180 quoting, and formula-looking cells escaped with a leading apostrophe', async () => {
    const a = await userWithLinks()
    const file = await a.up.download('format=csv')
    expect(file.headers.get('content-type')).toContain('text/csv')
    const [header, ...rows] = readCsv(file.text)
    expect(header).toEqual([...SNIP_CSV_COLUMNS])
    const byUrl = new Map(rows.map((r) => [r[0], r]))
    expect(byUrl.get('https://a.example/?q="quoted",comma')![1]).toBe(`'-cmd${a.tag}`)
    expect(byUrl.get('https://b.example/')![2]).toBe('false')
    expect(byUrl.get('https://c.example/')![3]).toBe('2')
    // expiresAt, maxClicks; no fallback, title, note or tags; the instance's own domain (an empty domain cell); no rules, split or forwarding
    expect(byUrl.get('https://c.example/')!.slice(5)).toEqual([EXPIRES_AT, String(MAX_CLICKS), '', '', '', '', '', '', '', ''])
    expect(byUrl.get('https://b.example/')!.slice(5)).toEqual(['', '', '', '', '', '', '', '', '', '']) // none: empty cells
    expect(file.text).toContain(`"https://a.example/?q=""quoted"",comma"`)
  })

  test('only the caller’s links, all or the ids chosen; another user’s ids name nothing', async () => {
    const a = await userWithLinks()
    const stranger = await userWithLinks()
    const all = JSON.parse((await a.up.download('format=json')).text)
    expect(all.links.map((l: { code: string }) => l.code).sort()).toEqual(a.made.map((l) => l.shortCode).sort())
    const chosen = JSON.parse((await a.up.download(`format=json&ids=${a.made[0]!.id},${stranger.made[0]!.id},${stranger.made[1]!.id}`)).text)
    expect(chosen.links).toEqual([expect.objectContaining({ code: a.made[0]!.shortCode, url: a.made[0]!.originalUrl, active: true, clicks: 0 })])
    const theirs = await a.up.download(`format=csv&ids=${stranger.made[2]!.id}`)
    expect(readCsv(theirs.text)).toHaveLength(1)
    expect(theirs.text).not.toContain(stranger.tag)
    expect((await a.up.download('format=xml')).status).toBe(400)
    expect((await a.up.download('format=csv&ids=1;drop')).status).toBe(400)
  })

  test('only the links matching q, status and tag (the dashboard’s “all matching”); not with ids; bad filters refused', async () => {
    const a = await userWithLinks()
    const stranger = await userWithLinks()
    const codes = async (query: string) => JSON.parse((await a.up.download(`format=json&${query}`)).text).links.map((l: { code: string }) => l.code)
    const [minus, inactive, eq] = a.made.map((l) => l.shortCode)
    expect(await codes('status=inactive')).toEqual([inactive])
    expect(await codes('status=active')).toEqual([eq, minus])
    expect(await codes(`q=${`EQ-EQ${a.tag}`.toUpperCase()}&status=active`)).toEqual([eq])
    expect(await codes(`q=c.example&status=inactive`)).toEqual([])
    expect(await codes('q=&status=&tag=')).toEqual([eq, inactive, minus]) // empty values: no filter, newest first
    await a.call('PUT', `/api/urls/${a.made[1]!.id}`, { originalUrl: a.made[1]!.originalUrl, isActive: false, tags: ['Keep'] })
    expect(await codes('tag=keep')).toEqual([inactive])
    expect(await codes(`q=${stranger.tag}`)).toEqual([]) // nobody else's links match
    const both = await a.up.download(`format=csv&ids=${a.made[0]!.id}&status=active`)
    expect(both.status).toBe(400)
    expect(JSON.parse(both.text)).toEqual({ code: 'validation_failed', message: 'Give either ids or q, status and tag, not both' })
    const bad = await a.up.download('format=csv&status=gone')
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.text).message).toBe('status must be active, inactive or expired')
  })
})
