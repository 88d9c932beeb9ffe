// Imports read each link's domain (docs/decisions/0083), over real HTTP on every engine: Snip's own CSV and
// JSON come back onto the domains they were exported from; Shlink's and Kutt's domains are read (their
// default domain, written as none or as the instance's host, is the instance's own); a domain the workspace
// may not use makes only its row invalid; and the plan weighs each row on its own domain (a code on two
// domains is two links, holds and taken codes of the instance's own domain leave a custom one free).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { importMessages } from '../contracts'
import { domainMessages } from '../contracts/domain-schemas'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestDns, type TestDns } from '../../test/dns-server'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, getWithHost } from '../../test/http-client'
import { importingUser } from '../../test/import-client'

type Client = ReturnType<typeof apiClient>
type Link = { id: number; shortCode: string; originalUrl: string; domain: string | null; title: string | null; clicks: number }

describe.each(testEngines)('imports on custom domains on %s', (engine) => {
  const ADMIN = `import-domains-admin-${engine}@example.com`
  /** The owner's verified domain, an admin's instance-wide one, the owner's pending one, another workspace's. */
  const BRAND = `brand-${engine}.example.com`
  const WIDE = `wide-${engine}.example.org`
  const PENDING = `pending-${engine}.example.com`
  const THEIRS = `theirs-${engine}.example.com`
  let dns: TestDns
  let server: TestServer
  let owner: Awaited<ReturnType<typeof importingUser>>

  const slugOf = async (call: Client) => ((await call('GET', '/api/workspaces')).body as { slug: string }[])[0]!.slug

  /** Adds the domain to the caller's workspace and, unless `pending`, publishes its records and verifies it. */
  async function addDomain(call: Client, host: string, pending = false) {
    const slug = await slugOf(call)
    const added = await call('POST', `/api/workspaces/${slug}/domains`, { host })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    if (pending) return
    dns.zone[`_snip-challenge.${host}`] = { txt: [added.body.records[0].value] }
    dns.zone[host] = { cname: 'snip.test' }
    expect((await call('POST', `/api/workspaces/${slug}/domains/${added.body.id}/verify`)).body.status).toBe('verified')
  }

  beforeAll(async () => {
    dns = await startTestDns()
    server = await startTestServer({ engine, env: { DOMAIN_DNS_SERVERS: dns.server, ADMIN_EMAILS: ADMIN } })
    owner = await importingUser(server.baseUrl)
    await addDomain(owner.call, BRAND)
    await addDomain(owner.call, PENDING, true)
    await addDomain((await importingUser(server.baseUrl)).call, THEIRS)
    const admin = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl, { email: ADMIN })).accessToken)
    expect((await admin('POST', '/api/admin/domains', { host: WIDE })).status).toBe(201)
  })
  afterAll(async () => {
    await server?.stop()
    await dns?.close()
  })

  const tagged = () => Math.random().toString(36).slice(2, 8)
  const linksOf = async (call: Client) => (await call('GET', '/api/urls')).body as Link[]
  /** The links with these codes as (code, domain, target), in a stable order. */
  const placed = (links: Link[], codes: string[]) =>
    links
      .filter((l) => codes.includes(l.shortCode))
      .map((l) => [l.shortCode, l.domain, l.originalUrl])
      .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1))
  const followOn = async (host: string, code: string) => (await getWithHost(server.baseUrl, `/${code}`, host)).location

  test.each(['csv', 'json'])('Snip %s: links exported, deleted and imported again are each on their own domain again', async (format) => {
    const tag = tagged()
    const bodies = [
      { originalUrl: `https://own.example/${tag}`, shortCode: `same-${tag}` },
      { originalUrl: `https://brand.example/${tag}`, shortCode: `same-${tag}`, domain: BRAND },
      { originalUrl: `https://brand.example/only/${tag}`, shortCode: `only-${tag}`, domain: BRAND, title: 'On the brand' },
      { originalUrl: `https://wide.example/${tag}`, shortCode: `wide-${tag}`, domain: WIDE },
      { originalUrl: `https://brand.example/random/${tag}`, domain: BRAND },
    ]
    const made: Link[] = []
    for (const body of bodies) {
      const res = await owner.call('POST', '/api/urls', body)
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      made.push(res.body)
    }
    const codes = [...new Set(made.map((l) => l.shortCode))]
    const before = placed(await linksOf(owner.call), codes)
    expect(before.map(([, domain]) => domain).sort()).toEqual([BRAND, BRAND, BRAND, WIDE, null].sort())
    const file = await owner.up.download(`format=${format}&ids=${made.map((l) => l.id).join(',')}`)
    expect(file.status).toBe(200)

    for (const link of made) expect((await owner.call('DELETE', `/api/urls/${link.id}`)).status).toBe(200)
    // asked while gone (twice: the cache keeps a code from its second lookup), so a cache that keeps "no
    // such link" answers must learn of the import
    for (let i = 0; i < 2; i++) expect((await getWithHost(server.baseUrl, `/same-${tag}`, BRAND)).status).toBe(404)

    const imported = await owner.up.form('/api/urls/import', file.text, {}, `links.${format}`)
    expect(imported.body).toEqual({ format: `snip-${format}`, rows: 5, created: 5, alreadyImported: 0, taken: [], invalid: [] })
    const after = await linksOf(owner.call)
    expect(placed(after, codes)).toEqual(before)
    expect(after.find((l) => l.shortCode === `only-${tag}`)).toMatchObject({ domain: BRAND, title: 'On the brand' })
    expect(await followOn(BRAND, `same-${tag}`)).toBe(`https://brand.example/${tag}#`)
    expect(await followOn('snip.test', `same-${tag}`)).toBe(`https://own.example/${tag}#`)
    expect(await followOn(WIDE, `wide-${tag}`)).toBe(`https://wide.example/${tag}#`)

    const again = await owner.up.form('/api/urls/import', file.text, {}, `links.${format}`)
    expect(again.body).toMatchObject({ created: 0, alreadyImported: 5, taken: [], invalid: [] })
  })

  test("Shlink's CSV: its default domain (empty, or the instance's host) and the workspace's domains are read; another domain refuses only its row", async () => {
    const tag = tagged()
    const rows: [domain: string, code: string][] = [
      ['', `s1-${tag}`],
      ['snip.test', `s2-${tag}`],
      [BRAND.toUpperCase(), `s3-${tag}`],
      [WIDE, `s4-${tag}`],
      ['unknown.example.net', `s5-${tag}`],
      [THEIRS, `s6-${tag}`],
      [PENDING, `s7-${tag}`],
      ['not a domain', `s8-${tag}`],
    ]
    const csv = [
      'createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits',
      ...rows.map(([domain, code]) => `2025-04-01T10:00:00+02:00,${domain},${code},https://${domain || 's.test'}/${code},https://shlink.example/${code},,,3`),
    ].join('\n')
    const invalid = [
      { row: 6, message: importMessages.domainUnknown },
      { row: 7, message: importMessages.domainUnknown },
      { row: 8, message: domainMessages.notVerified },
      { row: 9, message: importMessages.domainUnknown },
    ]
    const preview = await owner.up.form('/api/urls/import/preview', csv)
    expect(preview.body).toEqual({ format: 'shlink-csv', rows: 8, created: 4, alreadyImported: 0, taken: [], invalid })
    const strict = await owner.up.form('/api/urls/import', csv)
    expect([strict.status, strict.body.code, strict.body.created]).toEqual([400, 'import_rejected', 0])
    const done = await owner.up.form('/api/urls/import', csv, { mode: 'skip-invalid' })
    expect(done.body).toMatchObject({ created: 4, invalid })
    expect(
      placed(
        await linksOf(owner.call),
        rows.map(([, code]) => code),
      ),
    ).toEqual([
      [`s1-${tag}`, null, `https://shlink.example/s1-${tag}`],
      [`s2-${tag}`, null, `https://shlink.example/s2-${tag}`],
      [`s3-${tag}`, BRAND, `https://shlink.example/s3-${tag}`],
      [`s4-${tag}`, WIDE, `https://shlink.example/s4-${tag}`],
    ])
    expect(await followOn(BRAND, `s3-${tag}`)).toBe(`https://shlink.example/s3-${tag}#`)
  })

  test("Shlink's JSON and Kutt's JSON: a null or absent domain is the instance's own, a named one is that domain", async () => {
    const tag = tagged()
    const shlink = {
      shortUrls: {
        data: [
          { shortCode: `sj1-${tag}`, longUrl: 'https://shlink.example/default', domain: null },
          { shortCode: `sj2-${tag}`, longUrl: 'https://shlink.example/brand', domain: BRAND },
          { shortCode: `sj3-${tag}`, longUrl: 'https://shlink.example/unknown', domain: 'unknown.example.net' },
        ],
      },
    }
    const shlinkDone = await owner.up.raw('/api/urls/import?mode=skip-invalid', JSON.stringify(shlink), 'application/json')
    expect(shlinkDone.body).toMatchObject({ format: 'shlink-json', created: 2, invalid: [{ row: 3, message: importMessages.domainUnknown }] })
    const kutt = {
      data: [
        { address: `kj1-${tag}`, target: 'https://kutt.example/default', domain: null },
        { address: `kj2-${tag}`, target: 'https://kutt.example/absent' },
        { address: `kj3-${tag}`, target: 'https://kutt.example/wide', domain: WIDE },
        { address: `kj4-${tag}`, target: 'https://kutt.example/theirs', domain: THEIRS },
      ],
    }
    const kuttDone = await owner.up.raw('/api/urls/import?mode=skip-invalid', JSON.stringify(kutt), 'application/json')
    expect(kuttDone.body).toMatchObject({ format: 'kutt-json', created: 3, invalid: [{ row: 4, message: importMessages.domainUnknown }] })
    const codes = ['sj1', 'sj2', 'sj3', 'kj1', 'kj2', 'kj3', 'kj4'].map((c) => `${c}-${tag}`)
    expect(placed(await linksOf(owner.call), codes)).toEqual([
      [`kj1-${tag}`, null, 'https://kutt.example/default'],
      [`kj2-${tag}`, null, 'https://kutt.example/absent'],
      [`kj3-${tag}`, WIDE, 'https://kutt.example/wide'],
      [`sj1-${tag}`, null, 'https://shlink.example/default'],
      [`sj2-${tag}`, BRAND, 'https://shlink.example/brand'],
    ])
  })

  test('the plan weighs each row on its domain: one code on two domains, taken and held codes, repeats, re-runs', async () => {
    const tag = tagged()
    const stranger = await importingUser(server.baseUrl)
    expect((await stranger.call('POST', '/api/urls', { originalUrl: 'https://theirs.example/', shortCode: `taken-${tag}` })).status).toBe(201)
    await server.db.orm.insert(server.db.t.heldCodes).values({ codeKey: `held-${tag}`, releaseAt: new Date(Date.now() + 86_400_000) })
    const t = (n: number) => `https://plan.example/${tag}/${n}`
    const csv = [
      'url,code,domain',
      `${t(1)},same-${tag},`,
      `${t(2)},same-${tag},${BRAND}`,
      `${t(3)},SAME-${tag},${BRAND}`, // the same (domain, code) again
      `${t(4)},taken-${tag},`, // someone else's on the instance's own domain
      `${t(5)},taken-${tag},${BRAND}`,
      `${t(6)},held-${tag},`, // held on the instance's own domain only
      `${t(7)},held-${tag},${BRAND}`,
      `${t(8)},,${BRAND}`,
    ].join('\n')
    const expected = {
      format: 'snip-csv',
      rows: 8,
      alreadyImported: 0,
      taken: [
        { row: 5, code: `taken-${tag}` },
        { row: 7, code: `held-${tag}` },
      ],
      invalid: [{ row: 4, message: importMessages.duplicateCode }],
    }
    expect((await owner.up.form('/api/urls/import/preview', csv)).body).toEqual({ ...expected, created: 5 })
    expect((await owner.up.form('/api/urls/import', csv, { mode: 'skip-invalid' })).body).toEqual({ ...expected, created: 5 })
    const links = await linksOf(owner.call)
    expect(placed(links, [`same-${tag}`, `taken-${tag}`, `held-${tag}`])).toEqual([
      [`held-${tag}`, BRAND, t(7)],
      [`same-${tag}`, BRAND, t(2)],
      [`same-${tag}`, null, t(1)],
      [`taken-${tag}`, BRAND, t(5)],
    ])
    expect(links.find((l) => l.originalUrl === t(8))?.domain).toBe(BRAND)
    expect(await followOn(BRAND, `same-${tag}`)).toBe(`${t(2)}#`)
    expect(await followOn('snip.test', `same-${tag}`)).toBe(`${t(1)}#`)

    // Again: nothing twice. A row without a code is already imported only by a link on its own domain.
    expect((await owner.up.form('/api/urls/import', csv, { mode: 'skip-invalid' })).body).toEqual({ ...expected, created: 0, alreadyImported: 5 })
    const elsewhere = `url,domain\n${t(8)},${BRAND}\n${t(8)},${WIDE}\n`
    expect((await owner.up.form('/api/urls/import', elsewhere)).body).toMatchObject({ created: 1, alreadyImported: 1 })
    expect(
      (await linksOf(owner.call))
        .filter((l) => l.originalUrl === t(8))
        .map((l) => l.domain)
        .sort(),
    ).toEqual([BRAND, WIDE])
  })
})
