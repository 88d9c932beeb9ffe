// POST /api/urls/import[/preview] over real HTTP on a real database: each peer's sample with the right
// counts, taken and invalid rows in the preview, all-or-nothing and skip-invalid, re-runs that create
// nothing twice, the file limits, and who may import at all.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messages, importMessages } from '../contracts'
import { moderationMessages } from '../contracts/moderation'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient } from '../../test/http-client'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { importClient, importFixture, importingUser } from '../../test/import-client'

const SAMPLES: [file: string, format: string, rows: number, created: number, invalid: [row: number, message: string][]][] = [
  ['snip.csv', 'snip-csv', 5, 4, [[6, messages.url.invalid]]],
  ['bitly.csv', 'bitly-csv', 4, 3, [[5, messages.url.invalid]]],
  ['kutt.json', 'kutt-json', 3, 2, [[3, messages.shortCode.tooShort]]],
  ['shlink.csv', 'shlink-csv', 3, 3, []],
  ['shlink.json', 'shlink-json', 2, 2, []],
  ['yourls.csv', 'yourls-csv', 3, 2, [[4, messages.shortCode.tooShort]]],
  ['yourls.sql', 'yourls-sql', 3, 3, []],
]

describe.each(testEngines)('link import on %s', (engine) => {
  let server: TestServer
  const ADMIN = `import-admin-${engine}@example.com`
  beforeAll(async () => {
    server = await startTestServer({ engine, env: { ADMIN_EMAILS: ADMIN } })
  })
  afterAll(() => server?.stop())

  const newUser = () => importingUser(server.baseUrl)
  const linksOf = async (call: ReturnType<typeof apiClient>) =>
    (await call('GET', '/api/urls')).body as { shortCode: string; originalUrl: string; isActive: boolean; clicks: number; createdAt: string }[]

  test.each(SAMPLES)('the %s sample: preview and import agree, with the right counts', async (file, format, rows, created, invalid) => {
    const { up, call } = await newUser()
    const preview = await up.form('/api/urls/import/preview', importFixture(file), {}, file)
    expect(preview.status).toBe(200)
    expect(preview.body).toEqual({ format, rows, created, alreadyImported: 0, taken: [], invalid: invalid.map(([row, message]) => ({ row, message })) })
    expect(await linksOf(call)).toEqual([])
    const done = await up.form('/api/urls/import', importFixture(file), { mode: 'skip-invalid' }, file)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ format, rows, created })
    expect(await linksOf(call)).toHaveLength(created)
  })

  test('imported links keep their codes, targets, state, dates and clicks; no address from the file is stored', async () => {
    const { up, call } = await newUser()
    const tag = Math.random().toString(36).slice(2, 8)
    const kutt = importFixture('kutt.json').toString().replaceAll('"kuttwiki"', `"kw${tag}"`).replaceAll('"k8Rt2a"', `"k8${tag}"`)
    expect((await up.raw('/api/urls/import?mode=skip-invalid', kutt, 'application/json')).body.created).toBe(2)
    const links = await linksOf(call)
    expect(links.find((l) => l.shortCode === `kw${tag}`)).toMatchObject({
      originalUrl: 'https://wiki.example.com/start',
      isActive: false,
      clicks: 7,
      createdAt: '2025-02-11T12:00:00.000Z',
    })
    const other = await newUser()
    const dump = importFixture('yourls.sql').toString().replaceAll("'ysql-", `'y${tag}-`)
    expect((await other.up.raw('/api/urls/import', dump, 'application/sql')).body.created).toBe(3)
    const { links: table } = server.db.t
    const stored = await server.db.orm.select().from(table).where(eq(table.userId, other.user.userId))
    expect(stored.map((l) => l.importedFrom)).toEqual(['yourls-sql', 'yourls-sql', 'yourls-sql'])
    expect(stored.find((l) => l.shortCode === `y${tag}-one`)).toMatchObject({
      originalUrl: 'https://yourls.org/docs',
      clicks: 120,
      createdAt: new Date('2024-03-01T09:00:00Z'),
    })
    const everything = JSON.stringify(stored) + server.logs.join('\n')
    for (const ip of ['203.0.113.9', '2001:db8::1', '198.51.100.4', '203.0.113.200']) expect(everything).not.toContain(ip)
  })

  test('the preview lists codes taken by anyone (another user, a reserved word, a held code), repeated codes and invalid rows', async () => {
    const stranger = await newUser()
    const theirs = `tkn${Math.random().toString(36).slice(2, 8)}`
    await stranger.call('POST', '/api/urls', { originalUrl: 'https://theirs.example/', shortCode: theirs })
    const held = `held${Math.random().toString(36).slice(2, 8)}`
    await server.db.orm.insert(server.db.t.heldCodes).values({ codeKey: held, releaseAt: new Date(Date.now() + 86_400_000) })
    const { up, call } = await newUser()
    const file = `url,code\nhttps://a.example/,${theirs.toUpperCase()}\nhttps://b.example/,Admin\nhttps://c.example/,${held}\nhttps://d.example/,fresh${theirs}\nhttps://e.example/,fresh${theirs}\nhttps://f.example/,ab\n`
    const preview = await up.form('/api/urls/import/preview', file)
    expect(preview.body).toEqual({
      format: 'snip-csv',
      rows: 6,
      created: 1,
      alreadyImported: 0,
      taken: [
        { row: 2, code: theirs.toUpperCase() },
        { row: 3, code: 'Admin' },
        { row: 4, code: held },
      ],
      invalid: [
        { row: 6, message: importMessages.duplicateCode },
        { row: 7, message: messages.shortCode.tooShort },
      ],
    })
    expect(await linksOf(call)).toEqual([])
  })

  test('all-or-nothing stores nothing when one row is bad; skip-invalid stores the good rows', async () => {
    const { up, call } = await newUser()
    const tag = Math.random().toString(36).slice(2, 8)
    const file = `url,code\nhttps://one.example/,one${tag}\nnot a url,two${tag}\nhttps://three.example/,three${tag}\n`
    const refused = await up.form('/api/urls/import', file, { mode: 'all-or-nothing' })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      code: 'import_rejected',
      message: importMessages.rejected,
      created: 0,
      invalid: [{ row: 3, message: messages.url.invalid }],
    })
    expect(await linksOf(call)).toEqual([])
    const skipped = await up.form('/api/urls/import', file, { mode: 'skip-invalid' })
    expect(skipped.body).toMatchObject({ created: 2, invalid: [{ row: 3 }] })
    expect((await linksOf(call)).map((l) => l.shortCode).sort()).toEqual([`one${tag}`, `three${tag}`])
  })

  test('running the same file again creates nothing twice, with or without codes', async () => {
    const { up, call } = await newUser()
    const tag = Math.random().toString(36).slice(2, 8)
    const file = `url,code\nhttps://coded.example/,again${tag}\nhttps://plain.example/${tag},\nhttps://other.example/${tag}\n`
    expect((await up.form('/api/urls/import', file)).body).toMatchObject({ created: 3, alreadyImported: 0 })
    expect((await up.form('/api/urls/import', file)).body).toMatchObject({ created: 0, alreadyImported: 3, taken: [], invalid: [] })
    expect(await linksOf(call)).toHaveLength(3)
    // a link the user made by hand to the same target is not an import: a code-less row still makes one
    await call('POST', '/api/urls', { originalUrl: `https://hand.example/${tag}` })
    expect((await up.form('/api/urls/import', `url\nhttps://hand.example/${tag}\n`)).body).toMatchObject({ created: 1 })
  })

  test("expiry and click limits are stored as a link's own (the redirect and the export read them); a blocklisted target is an invalid row", async () => {
    const { up, call } = await newUser()
    const tag = Math.random().toString(36).slice(2, 8)
    const expires = new Date(Date.now() + 86_400_000).toISOString()
    const blocked = `blocked-${tag}.example`
    // Through the admin API, as an instance's blocklist changes: every instance reads it again (decision 54).
    const admin = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl, { email: ADMIN })).accessToken)
    expect((await admin('POST', '/api/admin/blocklist', { domain: blocked })).status).toBe(200)
    try {
      const file = `url,code,expiresAt,maxClicks\nhttps://kept.example/${tag},lim${tag},${expires},3\nhttps://www.${blocked}/x,blk${tag},,\n`
      const done = await up.form('/api/urls/import', file, { mode: 'skip-invalid' })
      expect(done.body).toMatchObject({ created: 1, invalid: [{ row: 3, message: moderationMessages.domainBlocked }] })
      const [link] = (await call('GET', '/api/urls')).body as { shortCode: string; expiresAt: string; maxClicks: number }[]
      expect(link).toMatchObject({ shortCode: `lim${tag}`, expiresAt: expires, maxClicks: 3 })
      const exported = await call('GET', '/api/urls/export?format=json')
      expect((exported.body as { links: unknown[] }).links[0]).toMatchObject({ code: `lim${tag}`, expiresAt: expires, maxClicks: 3 })
    } finally {
      await admin('DELETE', `/api/admin/blocklist/${blocked}`)
    }
  })

  test('10,000 rows import in batched transactions (time printed)', async () => {
    const { up, call } = await newUser()
    const tag = Math.random().toString(36).slice(2, 6)
    const lines = ['url,code']
    for (let i = 0; i < 10_000; i++) lines.push(i % 2 ? `https://bulk.example/${tag}/${i},b${tag}${i}` : `https://bulk.example/${tag}/${i},`)
    const started = performance.now()
    const done = await up.form('/api/urls/import', lines.join('\n'), { mode: 'all-or-nothing' })
    const seconds = (performance.now() - started) / 1000
    console.log(`[import] 10,000 rows on ${engine}: ${seconds.toFixed(2)} s`)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ rows: 10_000, created: 10_000, invalid: [], taken: [] })
    const links = await linksOf(call)
    expect(links).toHaveLength(10_000)
    expect(new Set(links.map((l) => l.shortCode)).size).toBe(10_000)
  }, 120_000)

  test('a file over 5 MB, a line over the limit, too many rows, bad encoding: clear errors, nothing stored', async () => {
    const { up, call } = await newUser()
    const big = `url\n${'https://big.example/x\n'.repeat(260_000)}`
    const tooBig = await up.form('/api/urls/import', big)
    expect(tooBig).toEqual({ status: 413, body: { code: 'payload_too_large', message: importMessages.fileTooLarge(5) } })
    expect((await up.raw('/api/urls/import', big)).status).toBe(413)
    const longLine = await up.form('/api/urls/import', `url\nhttps://long.example/${'a'.repeat(20_000)}\n`)
    expect(longLine).toEqual({ status: 400, body: { code: 'import_unreadable', message: importMessages.lineTooLong(2, 16_384) } })
    const rows = await up.form('/api/urls/import', `url\n${'https://many.example/\n'.repeat(10_001)}`)
    expect(rows.body).toEqual({ code: 'import_unreadable', message: importMessages.tooManyRows(10_000) })
    const latin1 = Buffer.from('url,code\nhttps://caf\xe9.example/,latin1code\n', 'latin1')
    expect(await up.form('/api/urls/import', latin1)).toEqual({ status: 400, body: { code: 'import_unreadable', message: importMessages.notUtf8 } })
    expect((await up.form('/api/urls/import', '')).body.message).toBe(importMessages.fileRequired)
    expect((await up.form('/api/urls/import', 'url\nhttps://x.example/', { mode: 'sometimes' })).body.message).toBe(importMessages.badMode)
    expect(await linksOf(call)).toEqual([])
  })

  test('without a token: 401, nothing read or stored', async () => {
    const anon = importClient(server.baseUrl)
    for (const path of ['/api/urls/import', '/api/urls/import/preview']) expect((await anon.form(path, importFixture('snip.csv'))).status).toBe(401)
    expect((await anon.download('format=csv')).status).toBe(401)
    const { links } = server.db.t
    const before = (await server.db.orm.select().from(links)).length
    expect((await anon.form('/api/urls/import', 'url,code\nhttps://anon.example/,anon-import\n')).status).toBe(401)
    expect(await server.db.orm.select().from(links)).toHaveLength(before)
  })
})
