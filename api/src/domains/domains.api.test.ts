// Custom domains over real HTTP on every engine (docs/decisions/0083): adding one and the records it asks for,
// the DNS check against a real DNS server started here, the same code on two domains, which host answers
// which links (custom domain, the instance's own, its address, localhost, a forwarded host), who may see,
// use or verify a domain, Caddy's `ask`, an admin's instance-wide and disabled domains, a domain's root
// and not-found redirects, and removing a domain with its links.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { domainErrorCodes as codes } from '../contracts/domain-schemas'
import { recheckPendingDomains } from './domains.service'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { startTestDns, type TestDns } from '../../test/dns-server'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, getWithHost } from '../../test/http-client'
import { decodeQrPng } from '../../../e2e/qr-decode'

type Client = ReturnType<typeof apiClient>
const ADMIN = 'domains-admin@example.com'
const TARGET_A = 'https://example.com/on-the-default-domain'
const TARGET_B = 'https://example.com/on-the-custom-domain'

describe.each(testEngines)('custom domains on %s', (engine) => {
  let dns: TestDns
  let server: TestServer
  let owner: Client
  let outsider: Client
  let admin: Client
  let slug: string
  let outsiderSlug: string
  const host = `go-${engine}.example.com`

  const personalSlug = async (call: Client) => ((await call('GET', '/api/workspaces')).body as { slug: string }[])[0]!.slug

  beforeAll(async () => {
    dns = await startTestDns()
    server = await startTestServer({ engine, env: { DOMAIN_DNS_SERVERS: dns.server, DOMAINS_PER_WORKSPACE: '3', ADMIN_EMAILS: ADMIN } })
    owner = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    outsider = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl)).accessToken)
    admin = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl, { email: ADMIN })).accessToken)
    slug = await personalSlug(owner)
    outsiderSlug = await personalSlug(outsider)
  })
  afterAll(async () => {
    await server?.stop()
    await dns?.close()
  })

  const addDomain = (name: string, call = owner, on = slug) => call('POST', `/api/workspaces/${on}/domains`, { host: name })
  const verify = (id: number, call = owner, on = slug) => call('POST', `/api/workspaces/${on}/domains/${id}/verify`)
  const createOn = (domain: string | null, shortCode: string, originalUrl: string, call = owner) =>
    call('POST', '/api/urls', { originalUrl, shortCode, ...(domain === null ? {} : { domain }) })

  /** Publishes the domain's records in the test DNS: the TXT token and a CNAME to the instance's host. */
  function publish(name: string, token: string) {
    dns.zone[`_snip-challenge.${name}`] = { txt: [`snip-verify=${token}`] }
    dns.zone[name] = { cname: 'snip.test' }
  }

  let domainId = 0
  /** What the re-check needs of the instance's settings, as the server has them. */
  const dnsDeps = () => ({
    publicUrl: server.config.publicUrl,
    perWorkspace: server.config.domainsPerWorkspace,
    dnsServers: server.config.domainDnsServers,
    targetAddresses: server.config.domainTargetAddresses,
    blocked: async () => false,
  })

  test('adding a domain answers the DNS records to create; it stays pending until they are found', async () => {
    const added = await addDomain(host.toUpperCase() + '.')
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ host, workspace: slug, status: 'pending', verifiedAt: null, checkResult: null })
    domainId = added.body.id
    const [txt, cname] = added.body.records
    expect(txt).toMatchObject({ type: 'TXT', name: `_snip-challenge.${host}` })
    expect(txt.value).toMatch(/^snip-verify=[\w-]{32}$/)
    expect(cname).toEqual({ type: 'CNAME', name: host, value: 'snip.test' })

    const refused = await createOn(host, 'early', TARGET_B)
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe(codes.notVerified)

    const unchecked = await verify(domainId)
    expect(unchecked.status).toBe(200)
    expect(unchecked.body).toMatchObject({ status: 'pending', checkResult: 'missing' })

    dns.zone[`_snip-challenge.${host}`] = { txt: ['snip-verify=not-the-token'] }
    dns.zone[host] = { cname: 'snip.test' }
    expect((await verify(domainId)).body).toMatchObject({ status: 'pending', checkResult: 'wrong' })

    publish(host, txt.value.slice('snip-verify='.length))
    const verified = await verify(domainId)
    expect(verified.body).toMatchObject({ status: 'verified', checkResult: 'found' })
    expect(verified.body.verifiedAt).not.toBeNull()
  })

  test("Snip's periodic re-check verifies a pending domain once its records appear, and leaves others as they are", async () => {
    const later = `later-${engine}.example.com`
    const added = (await addDomain(later)).body
    const deps = { db: server.db, directory: { reload: async () => {} } } as unknown as Parameters<typeof recheckPendingDomains>[0]
    const recheck = (at: Date) => recheckPendingDomains({ ...dnsDeps(), ...deps, changed: async () => {} }, 600_000, at)
    expect(await recheck(new Date())).toBeGreaterThanOrEqual(1)
    expect((await owner('GET', `/api/workspaces/${slug}/domains/${added.id}`)).body).toMatchObject({ status: 'pending', checkResult: 'missing' })
    publish(later, added.records[0].value.slice('snip-verify='.length))
    expect(await recheck(new Date())).toBe(0) // checked a moment ago: not due yet
    expect(await recheck(new Date(Date.now() + 700_000))).toBeGreaterThanOrEqual(1)
    expect((await owner('GET', `/api/workspaces/${slug}/domains/${added.id}`)).body).toMatchObject({ status: 'verified', checkResult: 'found' })
    expect((await owner('DELETE', `/api/workspaces/${slug}/domains/${added.id}`)).status).toBe(200)
  })

  test('refuses what is no domain, the instance itself, a taken host, and more than the limit', async () => {
    for (const bad of ['localhost', '192.0.2.1', 'a b.example.com', 'example.com/path', 'user@example.com', 'x.example.com:8080', ''])
      expect(((await addDomain(bad)).body as { code: string }).code, bad).toBe('validation_failed')
    const self = await addDomain('snip.test')
    expect([self.status, self.body.code]).toEqual([400, codes.hostInvalid])
    const taken = await addDomain(host, outsider, outsiderSlug)
    expect([taken.status, taken.body.code]).toEqual([409, codes.hostTaken])
    expect((await addDomain(`two-${engine}.example.com`)).status).toBe(201)
    expect((await addDomain(`three-${engine}.example.com`)).status).toBe(201)
    const over = await addDomain(`four-${engine}.example.com`)
    expect([over.status, over.body.code]).toEqual([409, codes.limitReached])
  })

  test('a code is unique per domain: the same code on two domains names two links', async () => {
    const onDefault = await createOn(null, 'story', TARGET_A)
    const onCustom = await createOn(host, 'story', TARGET_B)
    expect(onDefault.status).toBe(201)
    expect(onCustom.status).toBe(201)
    expect(onDefault.body.domain).toBeNull()
    expect(onCustom.body.domain).toBe(host)
    const again = await createOn(host, 'STORY', TARGET_B)
    expect([again.status, again.body.code]).toEqual([400, 'short_code_taken'])
    const listed = (await owner('GET', '/api/urls')).body as { id: number; domain: string | null }[]
    expect(listed.find((l) => l.id === onCustom.body.id)?.domain).toBe(host)
    expect(listed.find((l) => l.id === onDefault.body.id)?.domain).toBeNull()
    // The export names each link's domain (empty for the instance's own).
    const exported = (await owner('GET', '/api/urls/export?format=json')).body as { links: { code: string; domain: string | null }[] }
    expect(
      exported.links
        .filter((l) => l.code === 'story')
        .map((l) => l.domain)
        .sort(),
    ).toEqual([host, null].sort())
    // Its QR code holds its own domain's address (the instance's scheme, the proxy's default port).
    const qr = await owner('GET', `/api/urls/${onCustom.body.id}/qrcode?format=data-url`)
    expect(decodeQrPng(qr.body.dataUrl)).toBe(`http://${host}/story`)
    expect((await createOn(null, 'only-default', TARGET_A)).status).toBe(201)
    expect((await createOn(host, 'only-custom', TARGET_B)).status).toBe(201)
  })

  test("each host answers its own domain's links: the custom one only its own, any other host the default's", async () => {
    const base = server.baseUrl
    const own = new URL(base).host
    expect(await getWithHost(base, '/story', host)).toMatchObject({ status: 302, location: `${TARGET_B}#` })
    expect(await getWithHost(base, '/story', `${host}:443`)).toMatchObject({ status: 302, location: `${TARGET_B}#` })
    for (const other of ['snip.test', own, 'localhost', 'snip-internal'])
      expect(await getWithHost(base, '/story', other), other).toMatchObject({ status: 302, location: `${TARGET_A}#` })
    expect((await getWithHost(base, '/only-default', host)).status).toBe(404)
    expect((await getWithHost(base, '/only-custom', 'snip.test')).status).toBe(404)
    expect((await getWithHost(base, '/only-custom', host)).status).toBe(302)
    // Without TRUST_PROXY a forwarded host is anyone's to write: it is not read.
    expect(await getWithHost(base, '/story', own, { 'x-forwarded-host': host })).toMatchObject({ location: `${TARGET_A}#` })
  })

  test('another workspace cannot see, verify or use the domain', async () => {
    expect((await outsider('GET', `/api/workspaces/${slug}/domains`)).status).toBe(404)
    expect((await verify(domainId, outsider, slug)).status).toBe(404)
    expect((await verify(domainId, outsider, outsiderSlug)).status).toBe(404)
    expect((await outsider('GET', `/api/workspaces/${outsiderSlug}/domains/${domainId}`)).status).toBe(404)
    const used = await createOn(host, 'theirs', TARGET_B, outsider)
    expect([used.status, used.body.code]).toEqual([400, codes.domainNotFound])
    const anonymous = await apiClient(server.baseUrl)('POST', '/api/urls', { originalUrl: TARGET_B, domain: host })
    expect(anonymous.status).toBe(401)
    const listed = (await owner('GET', `/api/workspaces/${slug}/domains`)).body as { host: string }[]
    expect(listed.map((d) => d.host)).toContain(host)
  })

  test("Caddy's ask: 200 only for a served, enabled domain", async () => {
    const ask = async (domain: string) => (await fetch(`${server.baseUrl}/api/domains/allowed?domain=${encodeURIComponent(domain)}`)).status
    expect(await ask(host)).toBe(200)
    expect(await ask(host.toUpperCase())).toBe(200)
    expect(await ask(`two-${engine}.example.com`)).toBe(404) // pending
    expect(await ask('unknown.example.com')).toBe(404)
    expect(await ask('snip.test')).toBe(404)
    expect(await ask('')).toBe(404)
  })

  test("an admin's domain serves at once for every workspace; an admin disables a domain and its links answer Link disabled", async () => {
    const wide = `wide-${engine}.example.org`
    const added = await admin('POST', '/api/admin/domains', { host: wide })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ host: wide, workspace: null, status: 'verified', records: [] })
    expect((await owner('POST', '/api/admin/domains', { host: `x-${wide}` })).status).toBe(403)
    const made = await createOn(wide, 'shared', TARGET_B, outsider)
    expect([made.status, made.body.domain]).toEqual([201, wide])
    expect((await getWithHost(server.baseUrl, '/shared', wide)).status).toBe(302)
    // The admin's list of every link names each link's domain: the same code may be on several.
    const listed = (await admin('GET', '/api/admin/links?q=shared')).body as { shortCode: string; domain: string | null }[]
    expect(listed.filter((l) => l.shortCode === 'shared').map((l) => l.domain)).toContain(wide)

    const every = (await admin('GET', '/api/admin/domains')).body as { host: string; workspace: string | null }[]
    expect(every.find((d) => d.host === host)?.workspace).toBe(slug)
    expect(every.find((d) => d.host === wide)?.workspace).toBeNull()
    const disabled = await admin('PATCH', `/api/admin/domains/${domainId}`, { disabled: true, reason: 'phishing' })
    expect([disabled.body.status, disabled.body.workspace]).toEqual(['disabled', slug])
    expect((await getWithHost(server.baseUrl, '/story', host)).status).toBe(410)
    expect((await fetch(`${server.baseUrl}/api/domains/allowed?domain=${host}`)).status).toBe(404)
    const refused = await createOn(host, 'while-disabled', TARGET_B)
    expect([refused.status, refused.body.code]).toEqual([400, codes.disabled])
    await admin('PATCH', `/api/admin/domains/${domainId}`, { disabled: false })
    expect((await getWithHost(server.baseUrl, '/story', host)).status).toBe(302)
  })

  test("a domain's root and unknown codes go where its owner says; the instance's own domain keeps the site", async () => {
    const set = await owner('PATCH', `/api/workspaces/${slug}/domains/${domainId}`, {
      rootRedirect: 'https://example.com/home',
      notFoundRedirect: 'https://example.com/missing',
    })
    expect(set.status).toBe(200)
    expect(await getWithHost(server.baseUrl, '/', host)).toMatchObject({ status: 302, location: 'https://example.com/home' })
    expect(await getWithHost(server.baseUrl, '/no-such-code', host)).toMatchObject({ status: 302, location: 'https://example.com/missing' })
    expect((await getWithHost(server.baseUrl, '/', 'snip.test')).location).toBeUndefined()
    expect((await getWithHost(server.baseUrl, '/no-such-code', 'snip.test')).status).toBe(404)
    const bad = await owner('PATCH', `/api/workspaces/${slug}/domains/${domainId}`, { rootRedirect: 'javascript:alert(1)' })
    expect(bad.status).toBe(400)
    await owner('PATCH', `/api/workspaces/${slug}/domains/${domainId}`, { rootRedirect: null, notFoundRedirect: '' })
    expect((await getWithHost(server.baseUrl, '/no-such-code', host)).status).toBe(404)
  })

  test('removing a domain removes its links; its host then answers as any other', async () => {
    const before = (await owner('GET', '/api/urls')).body as { shortCode: string; domain: string | null }[]
    expect(before.filter((l) => l.domain === host).length).toBe(2)
    expect((await owner('DELETE', `/api/workspaces/${slug}/domains/${domainId}`)).status).toBe(200)
    const after = (await owner('GET', '/api/urls')).body as { shortCode: string; domain: string | null }[]
    expect(after.filter((l) => l.domain === host)).toEqual([])
    expect(after.some((l) => l.shortCode === 'story' && l.domain === null)).toBe(true)
    expect(await getWithHost(server.baseUrl, '/story', host)).toMatchObject({ status: 302, location: `${TARGET_A}#` })
    expect((await getWithHost(server.baseUrl, '/only-custom', host)).status).toBe(404)
    expect((await fetch(`${server.baseUrl}/api/domains/allowed?domain=${host}`)).status).toBe(404)
  })
})

describe('custom domains behind a trusted proxy (TRUST_PROXY)', () => {
  let server: TestServer
  let admin: Client
  const proxied = 'go.proxied.example'
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'true', ADMIN_EMAILS: ADMIN } })
    admin = apiClient(server.baseUrl, (await signUpAndSignIn(server.baseUrl, { email: ADMIN })).accessToken)
  })
  afterAll(() => server?.stop())

  test("the first X-Forwarded-Host is the browser's host: a proxy in front answers each domain's links", async () => {
    expect((await admin('POST', '/api/admin/domains', { host: proxied })).status).toBe(201)
    expect((await admin('POST', '/api/urls', { originalUrl: TARGET_B, shortCode: 'proxied', domain: proxied })).status).toBe(201)
    expect((await admin('POST', '/api/urls', { originalUrl: TARGET_A, shortCode: 'proxied' })).status).toBe(201)
    const internal = new URL(server.baseUrl).host // what the proxy connects to
    expect(await getWithHost(server.baseUrl, '/proxied', internal, { 'x-forwarded-host': `${proxied}, ${internal}` })).toMatchObject({
      location: `${TARGET_B}#`,
    })
    expect(await getWithHost(server.baseUrl, '/proxied', internal, { 'x-forwarded-host': 'snip.test' })).toMatchObject({ location: `${TARGET_A}#` })
    expect(await getWithHost(server.baseUrl, '/proxied', internal)).toMatchObject({ location: `${TARGET_A}#` })
  })
})
