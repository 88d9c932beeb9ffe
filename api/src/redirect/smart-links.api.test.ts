// Smart links over real HTTP on every engine (docs/decisions/0085): each condition through real follows, the
// first matching rule winning, the split's weights, query forwarding both ways and the instance's default,
// no forwarding onto a fallback, the preview agreeing with follows, and the API's refusals.
import { describe, expect, test } from 'vitest'
import { testEngines } from '../../test/harness'
import { followShortLink } from '../../test/http-client'
import { importClient } from '../../test/import-client'
import { useSignedInServer } from '../../test/signed-in-server'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7; rv:120.0) Gecko/20100101 Firefox/120.0'
const EDGE_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0'
/** Addresses the test GeoIP data places (smart-links/visit.test.ts): the proxy's entry is read with TRUST_PROXY. */
const GERMANY = '91.0.0.1'
const JAPAN = '133.0.0.1'

const PAST = '2020-01-01T00:00:00Z'
const FUTURE = '2099-01-01T00:00:00Z'

interface Visitor {
  agent?: string
  language?: string
  address?: string
  query?: string
}

describe.each(testEngines)('smart links on %s', (engine) => {
  // The instance forwards queries by default, target's values winning: links say otherwise per link.
  const signedIn = useSignedInServer({ engine, env: { TRUST_PROXY: 'true', FORWARD_QUERY: 'target-wins', LOG_LEVEL: 'error' } })
  const { call } = signedIn

  /** Where a visitor lands: the Location of a real follow. */
  async function landing(code: string, v: Visitor = {}): Promise<string | null> {
    const headers: Record<string, string> = {}
    if (v.agent) headers['user-agent'] = v.agent
    if (v.language) headers['accept-language'] = v.language
    if (v.address) headers['x-forwarded-for'] = v.address
    const res = await followShortLink(signedIn.server.baseUrl, `${code}${v.query ? `?${v.query}` : ''}`, { headers })
    expect(res.status, signedIn.server.logs.join('\n')).toBe(302)
    return res.headers.get('location')
  }

  async function make(body: Record<string, unknown>) {
    const res = await call('POST', '/api/urls', { originalUrl: 'https://own.example/', forwardQuery: 'off', ...body })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as { id: number; shortCode: string; rules: unknown[]; split: unknown[]; forwardQuery: string | null }
  }

  test('each condition type sends the visitors it names, and no one else, through real follows', async () => {
    const rule = (condition: Record<string, unknown>, to: string) => ({ conditions: [condition], target: `https://${to}.example/` })
    const cases: [Record<string, unknown>, Visitor, Visitor][] = [
      [{ type: 'device', value: 'mobile' }, { agent: IPHONE }, { agent: FIREFOX_MAC }],
      [{ type: 'os', value: 'android' }, { agent: ANDROID_PHONE }, { agent: IPHONE }],
      [{ type: 'browser', value: 'edge' }, { agent: EDGE_WINDOWS }, { agent: FIREFOX_MAC }],
      [{ type: 'country', value: 'de' }, { address: GERMANY }, { address: JAPAN }],
      [{ type: 'language', value: 'de' }, { language: 'en-US, de-AT;q=0.8' }, { language: 'en-US, dsb' }],
      [{ type: 'after', value: PAST }, {}, null as unknown as Visitor],
      [{ type: 'before', value: FUTURE }, {}, null as unknown as Visitor],
      [{ type: 'query', key: 'src', value: 'qr' }, { query: 'src=mail&src=qr' }, { query: 'src=mail' }],
      [{ type: 'query', key: 'ref' }, { query: 'ref' }, { query: 'other=1' }],
    ]
    for (const [condition, meets, misses] of cases) {
      const link = await make({ rules: [rule(condition, 'ruled')] })
      expect(await landing(link.shortCode, meets), JSON.stringify(condition)).toBe('https://ruled.example/#')
      if (misses) expect(await landing(link.shortCode, misses), JSON.stringify(condition)).toBe('https://own.example/#')
    }
    // a window that has closed, and one not yet open, send no one
    const closed = await make({ rules: [rule({ type: 'before', value: PAST }, 'closed'), rule({ type: 'after', value: FUTURE }, 'later')] })
    expect(await landing(closed.shortCode)).toBe('https://own.example/#')
  })

  test('a rule needs all its conditions; the first rule that matches wins; the rest go to the link', async () => {
    const link = await make({
      rules: [
        {
          conditions: [
            { type: 'device', value: 'mobile' },
            { type: 'country', value: 'DE' },
          ],
          target: 'https://de-mobile.example/',
        },
        { conditions: [{ type: 'os', value: 'ios' }], target: 'https://ios.example/' },
        { conditions: [{ type: 'country', value: 'DE' }], target: 'https://de.example/' },
        {
          conditions: [
            { type: 'os', value: 'ios' },
            { type: 'query', key: 'src', value: 'qr' },
          ],
          target: 'https://never.example/',
        },
      ],
    })
    expect(await landing(link.shortCode, { agent: IPHONE, address: GERMANY })).toBe('https://de-mobile.example/#')
    expect(await landing(link.shortCode, { agent: IPHONE, address: JAPAN, query: 'src=qr' })).toBe('https://ios.example/#') // rule 4 would too, rule 2 comes first
    expect(await landing(link.shortCode, { agent: FIREFOX_MAC, address: GERMANY })).toBe('https://de.example/#')
    expect(await landing(link.shortCode, { agent: FIREFOX_MAC, address: JAPAN })).toBe('https://own.example/#')
  })

  test('a split answers the visits no rule matched, each variant within ±2 % of its weight over 10,000 real follows', async () => {
    const link = await make({
      rules: [{ conditions: [{ type: 'query', key: 'src', value: 'qr' }], target: 'https://qr.example/' }],
      split: [
        { target: 'https://a.example/', weight: 50 },
        { target: 'https://b.example/', weight: 30 },
        { target: 'https://c.example/', weight: 20 },
      ],
    })
    expect(await landing(link.shortCode, { query: 'src=qr' })).toBe('https://qr.example/#')
    const counts = new Map<string, number>()
    const FOLLOWS = 10_000
    const started = performance.now()
    for (let done = 0; done < FOLLOWS; done += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => landing(link.shortCode)))
      for (const at of batch) counts.set(at!, (counts.get(at!) ?? 0) + 1)
    }
    console.info(`${FOLLOWS} follows of a split link on ${engine}: ${Math.round(performance.now() - started)} ms`)
    expect([...counts.keys()].sort()).toEqual(['https://a.example/#', 'https://b.example/#', 'https://c.example/#'])
    for (const [target, weight] of [
      ['https://a.example/#', 50],
      ['https://b.example/#', 30],
      ['https://c.example/#', 20],
    ] as const)
      expect(Math.abs((counts.get(target)! / FOLLOWS) * 100 - weight), target).toBeLessThanOrEqual(2)
  }, 120_000)

  test("the visitor's query joins the target: the target's values win, or the visitor's; off forwards nothing", async () => {
    const target = 'https://shop.example/p?utm_source=owner&id=7'
    const targetWins = await make({ originalUrl: target, forwardQuery: 'target-wins' })
    const visitorWins = await make({ originalUrl: target, forwardQuery: 'visitor-wins' })
    const off = await make({ originalUrl: target, forwardQuery: 'off' })
    const query = 'utm_source=visitor&utm_source=again&q=a%20b+c'
    expect(await landing(targetWins.shortCode, { query })).toBe('https://shop.example/p?utm_source=owner&id=7&q=a%20b+c#')
    expect(await landing(visitorWins.shortCode, { query })).toBe('https://shop.example/p?id=7&utm_source=visitor&utm_source=again&q=a%20b+c#')
    expect(await landing(off.shortCode, { query })).toBe(`${target}#`)
    expect(await landing(targetWins.shortCode)).toBe(`${target}#`) // no query: nothing to add
    // a rule's target is forwarded onto as the link's own is
    const ruled = await make({
      forwardQuery: 'visitor-wins',
      rules: [{ conditions: [{ type: 'query', key: 'src' }], target: 'https://rule.example/x?src=owner#top' }],
    })
    expect(await landing(ruled.shortCode, { query: 'src=qr' })).toBe('https://rule.example/x?src=qr#top')
  })

  test("a link that says nothing forwards as the instance's FORWARD_QUERY says; a plain link's answer is unchanged", async () => {
    const link = await make({ originalUrl: 'https://default.example/?a=1', forwardQuery: null })
    expect(link.forwardQuery).toBeNull()
    expect(await landing(link.shortCode, { query: 'a=2&b=3' })).toBe('https://default.example/?a=1&b=3#')
    const plain = await make({ originalUrl: 'https://plain.example/?a=1', forwardQuery: 'off' })
    expect(plain).toMatchObject({ rules: [], split: [], forwardQuery: 'off' })
    expect(await landing(plain.shortCode, { query: 'b=3' })).toBe('https://plain.example/?a=1#')
  })

  test("never forwards onto a fallback: an expired password link's fallback gets neither the query nor a rule", async () => {
    const link = await make({
      originalUrl: 'https://locked.example/',
      forwardQuery: 'visitor-wins',
      password: 'correct horse',
      maxClicks: 1,
      fallbackUrl: 'https://fallback.example/?from=snip',
      rules: [{ conditions: [{ type: 'query', key: 'src' }], target: 'https://rule.example/' }],
    })
    const form = (query: string) =>
      fetch(`${signedIn.server.baseUrl}/${link.shortCode}?${query}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'password=correct+horse',
      })
    const unlocked = await form('src=qr&from=visitor')
    expect(unlocked.status).toBe(302)
    expect(unlocked.headers.get('location')).toBe('https://rule.example/?src=qr&from=visitor#') // the one click the cap allows
    expect(await landing(link.shortCode, { query: 'src=qr&from=visitor' })).toBe('https://fallback.example/?from=snip#')
  })

  test('the preview names the target and rule a real follow of the same visitor gets', async () => {
    const link = await make({
      forwardQuery: 'target-wins',
      rules: [
        {
          conditions: [
            { type: 'os', value: 'ios' },
            { type: 'language', value: 'de' },
          ],
          target: 'https://ios-de.example/',
        },
        { conditions: [{ type: 'country', value: 'JP' }], target: 'https://jp.example/?lang=ja' },
        {
          conditions: [
            { type: 'browser', value: 'firefox' },
            { type: 'before', value: FUTURE },
          ],
          target: 'https://firefox.example/',
        },
        { conditions: [{ type: 'query', key: 'src', value: 'qr' }], target: 'https://qr.example/' },
      ],
    })
    const visitors: [Visitor, Record<string, unknown>][] = [
      [
        { agent: IPHONE, language: 'de-DE' },
        { device: 'mobile', os: 'ios', browser: 'safari', language: 'de-DE' },
      ],
      [
        { agent: IPHONE, language: 'en' },
        { device: 'mobile', os: 'ios', browser: 'safari', language: 'en' },
      ],
      [
        { agent: EDGE_WINDOWS, address: JAPAN, query: 'lang=en&x=1' },
        { device: 'desktop', os: 'windows', browser: 'edge', country: 'JP', query: 'lang=en&x=1' },
      ],
      [
        { agent: FIREFOX_MAC, address: GERMANY },
        { device: 'desktop', os: 'macos', browser: 'firefox', country: 'DE' },
      ],
      [
        { agent: EDGE_WINDOWS, query: 'src=qr' },
        { device: 'desktop', os: 'windows', browser: 'edge', query: 'src=qr' },
      ],
      [
        { agent: EDGE_WINDOWS, address: GERMANY },
        { device: 'desktop', os: 'windows', browser: 'edge', country: 'DE' },
      ],
    ]
    const matched: (string | null)[] = []
    for (const [visitor, described] of visitors) {
      const preview = await call('POST', `/api/urls/${link.id}/preview`, described)
      expect(preview.status, JSON.stringify(preview.body)).toBe(200)
      // the redirect adds an empty fragment to a target without one (docs/decisions/0066)
      const location = preview.body.location.includes('#') ? preview.body.location : `${preview.body.location}#`
      expect(await landing(link.shortCode, visitor), JSON.stringify(described)).toBe(location)
      matched.push(preview.body.matched)
    }
    expect(matched).toEqual(['rule:1', null, 'rule:2', 'rule:3', 'rule:4', null])
    // someone who may not read the link gets 404, as GET would answer
    const stranger = await call('POST', `/api/urls/${link.id}/preview`, { device: 'mobile' }, { authorization: 'Bearer nobody' })
    expect(stranger.status).toBe(401)
    expect((await call('POST', '/api/urls/999999/preview', { device: 'mobile' })).status).toBe(404)
    expect((await call('POST', `/api/urls/${link.id}/preview`, { device: 'phone' })).status).toBe(400)
  })

  test("a rule edit takes effect at once, past the cache; clearing the rules brings back the link's own target", async () => {
    const link = await make({ rules: [{ conditions: [{ type: 'os', value: 'ios' }], target: 'https://first.example/' }] })
    expect(await landing(link.shortCode, { agent: IPHONE })).toBe('https://first.example/#')
    const edited = await call('PUT', `/api/urls/${link.id}`, { rules: [{ conditions: [{ type: 'os', value: 'ios' }], target: 'https://second.example/' }] })
    expect(edited.status).toBe(200)
    expect(edited.body.rules).toEqual([{ conditions: [{ type: 'os', value: 'ios' }], target: 'https://second.example/' }])
    expect(await landing(link.shortCode, { agent: IPHONE })).toBe('https://second.example/#')
    // a split alone keeps the rules given before
    const split = [
      { target: 'https://only.example/', weight: 99 },
      { target: 'https://only.example/', weight: 1 },
    ]
    expect((await call('PUT', `/api/urls/${link.id}`, { split })).body).toMatchObject({ rules: [{ target: 'https://second.example/' }], split })
    expect(await landing(link.shortCode, { agent: FIREFOX_MAC })).toBe('https://only.example/#')
    const cleared = await call('PUT', `/api/urls/${link.id}`, { rules: [], split: [] })
    expect(cleared.body).toMatchObject({ rules: [], split: [] })
    expect(await landing(link.shortCode, { agent: IPHONE })).toBe('https://own.example/#')
    const listed = ((await call('GET', '/api/urls')).body as { id: number }[]).find((l) => l.id === link.id)
    expect(listed).toMatchObject({ rules: [], split: [], forwardQuery: 'off' })
    // each edit is in the workspace's audit log, naming what changed (never the rules' values)
    const { db } = signedIn.server
    const edits = (await db.orm.select().from(db.t.auditEvents)).filter((e) => e.action === 'link.updated' && e.resourceId === String(link.id))
    expect(edits.map((e) => (e.details as { fields?: string[] }).fields)).toEqual([['rules'], ['rules'], ['rules']])
  })

  test("refusals say the contract's sentence, naming the rule, condition or variant; a rule's target obeys a link's rules", async () => {
    const refused = async (body: Record<string, unknown>) => {
      const res = await call('POST', '/api/urls', { originalUrl: 'https://own.example/', ...body })
      expect(res.status).toBe(400)
      return res.body.message as string
    }
    const ios = { type: 'os', value: 'ios' }
    expect(
      await refused({
        rules: [
          { conditions: [ios], target: 'https://ok.example/' },
          { conditions: [{ type: 'country', value: 'XX' }], target: 'https://ok.example/' },
        ],
      }),
    ).toBe('Rule 2, condition 1: country must be a two-letter code such as DE')
    expect(
      await refused({
        split: [
          { target: 'https://a.example/', weight: 50 },
          { target: 'https://b.example/', weight: 0 },
        ],
      }),
    ).toMatch(/^Variant 2: weight must be/)
    expect(await refused({ rules: [{ conditions: [], target: 'https://ok.example/' }] })).toMatch(/^Rule 1: /)
    expect(await refused({ forwardQuery: 'always' })).toMatch(/forward/i)
    // a rule or variant pointing at Snip itself would loop: refused as a link's target is, naming its place
    const self = signedIn.server.baseUrl
    expect(await refused({ rules: [{ conditions: [ios], target: `${self}/abc` }] })).toBe('Rule 1: target must be a web address such as https://example.com')
    expect(
      await refused({
        split: [
          { target: 'https://a.example/', weight: 50 },
          { target: `${self}/abc`, weight: 50 },
        ],
      }),
    ).toBe('Variant 2: target must be a web address such as https://example.com')
    // nothing was made by the refused requests
    const links = (await call('GET', '/api/urls')).body as { originalUrl: string; rules: { target: string }[] }[]
    expect(links.some((l) => l.rules.some((r) => r.target.startsWith(self)))).toBe(false)
  })

  test("Shlink's redirect rules come in through its reader: a rule Snip cannot hold is left out with a note, the link and its other rules stay", async () => {
    const code = `shl-${Math.random().toString(36).slice(2, 8)}`
    const shlink = {
      shortUrls: {
        data: [
          {
            shortCode: code,
            longUrl: 'https://shlink-own.example/',
            dateCreated: '2024-01-01T00:00:00+00:00',
            tags: [],
            meta: {},
            domain: null,
            title: 'Moved from Shlink',
            forwardQuery: false,
            redirectRules: [
              { longUrl: 'https://city.example/', priority: 1, conditions: [{ type: 'geolocation-city-name', matchKey: null, matchValue: 'Berlin' }] },
              { longUrl: 'https://app.example/ios', priority: 2, conditions: [{ type: 'device', matchKey: null, matchValue: 'ios' }] },
              { longUrl: 'https://qr.example/', priority: 3, conditions: [{ type: 'query-param', matchKey: 'src', matchValue: 'qr' }] },
            ],
          },
        ],
      },
    }
    const up = importClient(signedIn.server.baseUrl, signedIn.token)
    const done = await up.form('/api/urls/import', JSON.stringify(shlink), { mode: 'skip-invalid' }, 'shlink.json')
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body).toMatchObject({ format: 'shlink-json', created: 1, invalid: [] })
    expect(done.body.notes).toEqual([{ row: 1, message: expect.stringMatching(/^Shlink rule 1 was left out: .*city/) }])
    const link = ((await call('GET', '/api/urls')).body as { shortCode: string }[]).find((l) => l.shortCode === code)
    expect(link).toMatchObject({
      title: 'Moved from Shlink',
      forwardQuery: 'off',
      rules: [
        { conditions: [{ type: 'os', value: 'ios' }], target: 'https://app.example/ios' },
        { conditions: [{ type: 'query', key: 'src', value: 'qr' }], target: 'https://qr.example/' },
      ],
    })
    expect(await landing(code, { agent: IPHONE, query: 'src=qr' })).toBe('https://app.example/ios#')
    expect(await landing(code, { agent: FIREFOX_MAC, query: 'src=qr' })).toBe('https://qr.example/#')
    expect(await landing(code, { agent: FIREFOX_MAC, query: 'x=1' })).toBe('https://shlink-own.example/#')
  })

  test("an imported rule's target obeys a link's target rules: the row is refused with the API's sentence", async () => {
    const up = importClient(signedIn.server.baseUrl, signedIn.token)
    const rows = {
      links: [
        { url: 'https://fine.example/', rules: [{ conditions: [{ type: 'os', value: 'ios' }], target: `${signedIn.server.baseUrl}/loop` }] },
        { url: 'https://fine.example/', split: [{ target: 'https://a.example/', weight: 100 }] },
        { url: 'https://fine.example/', rules: [{ conditions: [{ type: 'country', value: 'XX' }], target: 'https://a.example/' }] },
      ],
    }
    const preview = await up.raw('/api/urls/import/preview', JSON.stringify(rows), 'application/json')
    expect(preview.body.invalid).toEqual([
      { row: 1, message: 'Rule 1: target must be a web address such as https://example.com' },
      { row: 2, message: 'A split needs from 2 to 10 targets' },
      { row: 3, message: 'Rule 1, condition 1: country must be a two-letter code such as DE' },
    ])
  })
})
