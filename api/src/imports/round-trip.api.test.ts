// Snip → export → import into a fresh instance keeps every field of every link, compared row by row: the
// target, code, state, clicks, dates, click limit, fallback, title, note and tags. Only the id (the new
// instance numbers its own links) and the password differ: a link's password is kept only as its hash,
// and no export carries a hash, so the imported link has none. The values the rules refuse (as POST
// /api/urls refuses them) make their rows bad; the peers' titles, tags and descriptions come in too.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { lifecycleMessages } from '../contracts/lifecycle-messages'
import { linkSchema } from '../contracts/link'
import { organisationMessages } from '../contracts/organisation-messages'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { followShortLink } from '../../test/http-client'
import { importFixture, importingUser } from '../../test/import-client'

type Link = Record<string, unknown> & { id: number; shortCode: string; hasPassword: boolean }

/** Every field GET /api/urls answers (takenDown is only in its pages). */
const LINK_FIELDS = Object.keys(linkSchema.shape)
  .filter((k) => k !== 'takenDown')
  .sort()

describe.each(testEngines)('Snip → export → import into a fresh instance on %s', (engine) => {
  let source: TestServer
  beforeAll(async () => {
    source = await startTestServer({ engine })
  })
  afterAll(() => source?.stop())

  /** An expiry a year ahead, to the second. */
  const EXPIRES_AT = new Date(Math.floor(Date.now() / 1000) * 1000 + 365 * 86_400_000).toISOString()

  /** Links with every field set, with some, and with none (not even a code of their own), a few followed. */
  async function ownerWithEveryKindOfLink() {
    const owner = await importingUser(source.baseUrl)
    const tag = Math.random().toString(36).slice(2, 8)
    const bodies = [
      {
        originalUrl: 'https://every.example/a?x=1,2&y="q"',
        shortCode: `all-${tag}`,
        isActive: false,
        expiresAt: EXPIRES_AT,
        maxClicks: 50,
        fallbackUrl: 'https://fallback.example/sold-out',
        title: 'Spring sale, "quoted" | piped',
        note: 'Line one\nline two; with a comma, and "quotes"',
        tags: ['Campaign', 'spring 2026', 'a.b_c-d', 'ünï'],
        // redirect rules of every condition kind, a split and forwarding (docs/decisions/0085): a CSV cell holds their JSON
        rules: [
          {
            conditions: [
              { type: 'device', value: 'mobile' },
              { type: 'os', value: 'ios' },
              { type: 'browser', value: 'safari' },
              { type: 'country', value: 'DE' },
              { type: 'language', value: 'pt-BR' },
            ],
            target: 'https://rules.example/ios?a=1,2&b="q"',
          },
          {
            conditions: [
              { type: 'after', value: '2026-01-01T00:00:00Z' },
              { type: 'before', value: '2027-01-01T00:00:00+02:00' },
              { type: 'query', key: 'src', value: 'qr' },
              { type: 'query', key: 'flag' },
            ],
            target: 'https://rules.example/dated',
          },
        ],
        split: [
          { target: 'https://split.example/a', weight: 70 },
          { target: 'https://split.example/b', weight: 30 },
        ],
        forwardQuery: 'visitor-wins',
      },
      {
        originalUrl: 'https://every.example/b',
        shortCode: `-eq-${tag}`,
        maxClicks: 1,
        fallbackUrl: 'https://fallback.example/',
        title: '=1+1 looks like a formula',
        forwardQuery: 'off',
        note: "'-starts with an apostrophe",
        tags: ['x'],
      },
      { originalUrl: 'https://some.example/', shortCode: `some-${tag}`, title: "''quoted twice", tags: Array.from({ length: 10 }, (_, i) => `t${i}`) },
      { originalUrl: 'https://none.example/' },
      { originalUrl: 'https://none.example/coded', shortCode: `none-${tag}` },
      { originalUrl: 'https://locked.example/', shortCode: `pw-${tag}`, password: 'secret-pass', note: 'Locked' },
    ]
    const made: Link[] = []
    for (const body of bodies) {
      const res = await owner.call('POST', '/api/urls', body)
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      made.push(res.body)
    }
    await followShortLink(source.baseUrl, `-eq-${tag}`) // its one follow: the link is used up (Expired)
    for (let i = 0; i < 3; i++) await followShortLink(source.baseUrl, `none-${tag}`)
    return { ...owner, made, tag }
  }

  const byCode = (links: Link[]) => new Map(links.map((l) => [l.shortCode, l]))

  test.each(['csv', 'json'])('%s: every field of every link comes back, row by row', async (format) => {
    const a = await ownerWithEveryKindOfLink()
    const before = (await a.call('GET', '/api/urls')).body as Link[]
    expect(before).toHaveLength(a.made.length)
    expect(Object.keys(before[0]!).sort()).toEqual(LINK_FIELDS) // what is compared below is every field a link has
    expect(byCode(before).get(`-eq-${a.tag}`)).toMatchObject({ clicks: 1, expired: true })
    const file = await a.up.download(`format=${format}`)
    expect(file.status).toBe(200)

    const fresh = await startTestServer({ engine })
    try {
      const b = await importingUser(fresh.baseUrl)
      const imported = await b.up.form('/api/urls/import', file.text, {}, `links.${format}`)
      expect(imported.body).toEqual({ format: `snip-${format}`, rows: before.length, created: before.length, alreadyImported: 0, taken: [], invalid: [] })
      const after = byCode((await b.call('GET', '/api/urls')).body as Link[])
      expect([...after.keys()].sort()).toEqual(before.map((l) => l.shortCode).sort())
      for (const link of before) {
        const again = after.get(link.shortCode)!
        for (const field of LINK_FIELDS) {
          if (field === 'id') continue // the fresh instance numbers its own links
          if (field === 'createdBy') {
            expect(again.createdBy, link.shortCode).toBe(b.user.userId) // the importer made them here
            continue
          }
          // the password is stored only as a hash, which no export carries: the link comes back without one
          if (field === 'hasPassword') expect(again.hasPassword, link.shortCode).toBe(false)
          else expect(again[field], `${link.shortCode}: ${field}`).toEqual(link[field])
        }
      }
      expect(byCode(before).get(`pw-${a.tag}`)!.hasPassword).toBe(true)
    } finally {
      await fresh.stop()
    }
  })

  test('a title, note, tag or fallback that POST /api/urls refuses makes its row bad, with the rule’s message', async () => {
    const { up } = await importingUser(source.baseUrl)
    const tag = Math.random().toString(36).slice(2, 8)
    const rows: [cells: string, message: string][] = [
      [`${'t'.repeat(201)},,,`, organisationMessages.titleTooLong],
      [`,${'n'.repeat(2001)},,`, organisationMessages.noteTooLong],
      [`,,${Array.from({ length: 11 }, (_, i) => `t${i}`).join('|')},`, organisationMessages.tooManyTags],
      [`,,c++,`, organisationMessages.tagInvalid],
      [`,,${'x'.repeat(33)},`, organisationMessages.tagTooLong],
      [`,,,not a url`, lifecycleMessages.fallbackInvalid],
      [`,,,http://snip.test/elsewhere`, lifecycleMessages.fallbackInvalid], // Snip itself,
      [`Good,Fine,ok|Fine,https://fallback.example/`, ''],
    ]
    const csv = ['url,code,title,note,tags,fallbackUrl', ...rows.map(([cells], i) => `https://bad.example/${i},bad${i}-${tag},${cells}`)].join('\n')
    const preview = await up.form('/api/urls/import/preview', csv)
    expect(preview.status).toBe(200)
    expect(preview.body.invalid).toEqual(rows.flatMap(([, message], i) => (message ? [{ row: i + 2, message }] : [])))
    expect(preview.body.created).toBe(1)
    const json = JSON.stringify({
      links: [
        { url: 'https://bad.example/j', title: 5, tags: 'a|b' },
        { url: 'https://bad.example/k', tags: { a: 1 } },
      ],
    })
    const jsonPreview = await up.raw('/api/urls/import/preview', json, 'application/json')
    expect(jsonPreview.body.invalid).toEqual([
      { row: 1, message: organisationMessages.titleInvalid },
      { row: 2, message: organisationMessages.tagsInvalid },
    ])
  })

  test('Bitly’s titles, Shlink’s titles and tags and Kutt’s descriptions (as notes) are imported', async () => {
    const { up, call } = await importingUser(source.baseUrl)
    for (const file of ['bitly.csv', 'shlink.csv', 'shlink.json', 'kutt.json']) {
      const done = await up.form('/api/urls/import', importFixture(file), { mode: 'skip-invalid' }, file)
      expect(done.status, file).toBe(200)
    }
    const links = byCode((await call('GET', '/api/urls')).body as Link[])
    expect(links.get('3Xk9PqA')).toMatchObject({ title: 'Launch post', note: null, tags: [] })
    expect(links.get('acme-docs')).toMatchObject({ title: 'Docs' })
    expect(links.get('shl1A')).toMatchObject({ title: 'Shop', tags: ['sale', 'shop'] })
    expect(links.get('shl2B')).toMatchObject({ title: 'Status', tags: [] })
    expect(links.get('shl3C')).toMatchObject({ title: 'Jobs, all of them', tags: ['jobs'] })
    expect(links.get('12C18')).toMatchObject({ title: 'Welcome to Steam', tags: ['games', 'tech'], maxClicks: 100 })
    expect(links.get('ar7dS')).toMatchObject({ title: null, tags: [] })
    expect(links.get('k8Rt2a')).toMatchObject({ note: 'Team handbook', title: null })
    expect(links.get('kuttwiki')).toMatchObject({ note: null })
  })
})
