// Clicks per redirect rule and split variant over real HTTP (docs/decisions/0085): follows as phones and
// desktops count exactly under the rule that answered (`default` when none did), a split's variants add up
// to its follows, a link without rules has no breakdown, the counts survive a restart on the same data, and
// no row holds the visitors' agents.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { allRows } from '../../test/all-rows'
import { signUpAndSignIn } from '../../test/auth-fixtures'
import { createPostgresDatabase, startTestServer, testEngines, type TestDatabase, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { readUntil } from '../../test/waiting'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36'
const EDGE_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0'
/** The agent no rule names, marked so a dump of the database can be searched for it. */
const DESKTOP_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7; rv:120.0) Gecko/20100101 Firefox/120.0 rule-marker-4d7e'
const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)'

const os = (value: string, to: string) => ({ conditions: [{ type: 'os', value }], target: `https://${to}.example/` })
type Breakdown = { key: string; clicks: number }[]
const sum = (rows: Breakdown) => rows.reduce((n, r) => n + r.clicks, 0)

describe.each(testEngines)('clicks per rule on %s', (engine) => {
  const env = { TRUST_PROXY: 'true', CLICK_DETAIL_WRITE_SECONDS: '1' }
  const dataDir = mkdtempSync(join(tmpdir(), 'snip-rules-'))
  let pg: TestDatabase | undefined
  let server: TestServer
  let token: string
  const call = (...args: Parameters<ReturnType<typeof apiClient>>) => apiClient(server.baseUrl, token)(...args)
  const start = async () => (server = await startTestServer({ engine, env, dataDir, databaseUrl: pg?.url }))

  beforeAll(async () => {
    if (engine === 'postgres') pg = await createPostgresDatabase()
    await start()
    token = (await signUpAndSignIn(server.baseUrl)).accessToken
  })
  afterAll(async () => {
    await server?.stop()
    await pg?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  async function make(body: Record<string, unknown>) {
    const res = await call('POST', '/api/urls', { originalUrl: 'https://own.example/', ...body })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body as { id: number; shortCode: string }
  }
  async function follow(code: string, agent: string, times: number, headers: Record<string, string> = {}) {
    for (let i = 0; i < times; i++) {
      const res = await followShortLink(server.baseUrl, code, { headers: { 'user-agent': agent, ...headers } })
      expect(res.status).toBe(302)
    }
  }
  const analytics = async (id: number) => (await call('GET', `/api/urls/${id}/analytics`)).body
  /** The link's analytics once `clicks` clicks were counted per rule or variant (a write each second), then one more write. */
  async function settled(id: number, clicks: number, of: 'rules' | 'variants') {
    await readUntil(
      () => analytics(id),
      (a) => sum(a[of]) === clicks,
      20_000,
    )
    await new Promise((r) => setTimeout(r, 1200)) // one more write: nothing may be added twice
    return analytics(id)
  }

  let ruled: { id: number; shortCode: string }
  let split: { id: number; shortCode: string }
  let plain: { id: number; shortCode: string }

  test('each follow counts under the rule that answered, "default" when none did; bots, HEAD and DNT are not broken down', async () => {
    ruled = await make({ rules: [os('ios', 'ios'), os('android', 'android'), os('windows', 'windows')] })
    await follow(ruled.shortCode, IPHONE, 3)
    await follow(ruled.shortCode, ANDROID_PHONE, 2)
    await follow(ruled.shortCode, EDGE_WINDOWS, 4)
    await follow(ruled.shortCode, DESKTOP_MAC, 5)
    await follow(ruled.shortCode, BOT, 2) // not clicks
    await follow(ruled.shortCode, IPHONE, 1, { dnt: '1' }) // a click, nothing derived from it
    expect((await fetch(`${server.baseUrl}/${ruled.shortCode}`, { method: 'HEAD', redirect: 'manual', headers: { 'user-agent': IPHONE } })).status).toBe(302)
    const got = await settled(ruled.id, 14, 'rules')
    expect(got.rules).toEqual([
      { key: 'rule:1', clicks: 3 },
      { key: 'rule:2', clicks: 2 },
      { key: 'rule:3', clicks: 4 },
      { key: 'default', clicks: 5 },
    ])
    expect(got.variants).toEqual([])
    expect(got).toMatchObject({ bots: 2, heads: 1, notShared: 1 })
    expect(sum(got.devices)).toBe(14) // the same clicks as every other breakdown
  })

  test("a split's variant counts add up to its follows; a rule before it still counts as a rule", async () => {
    split = await make({
      rules: [{ conditions: [{ type: 'query', key: 'src', value: 'qr' }], target: 'https://qr.example/' }],
      split: [
        { target: 'https://a.example/', weight: 30 },
        { target: 'https://b.example/', weight: 70 },
      ],
    })
    await follow(split.shortCode, DESKTOP_MAC, 40)
    await follow(`${split.shortCode}?src=qr`, IPHONE, 3)
    const got = await settled(split.id, 40, 'variants')
    expect(got.variants.map((v: { key: string }) => v.key).every((k: string) => k === 'variant:1' || k === 'variant:2')).toBe(true)
    expect(sum(got.variants)).toBe(40)
    expect(got.rules).toEqual([{ key: 'rule:1', clicks: 3 }]) // no "default": the split answers every unmatched follow
  })

  test('a link with a click limit counts its rules the same way (its clicks are taken in the database first)', async () => {
    const capped = await make({ maxClicks: 10, rules: [os('ios', 'ios')] })
    await follow(capped.shortCode, IPHONE, 2)
    await follow(capped.shortCode, DESKTOP_MAC, 1)
    const got = await settled(capped.id, 3, 'rules')
    expect(got.rules).toEqual([
      { key: 'rule:1', clicks: 2 },
      { key: 'default', clicks: 1 },
    ])
  })

  test('a link without rules has no breakdown', async () => {
    plain = await make({})
    await follow(plain.shortCode, IPHONE, 3)
    const got = await readUntil(
      () => analytics(plain.id),
      (a) => sum(a.devices) === 3,
      20_000,
    )
    expect({ rules: got.rules, variants: got.variants }).toEqual({ rules: [], variants: [] })
  })

  test('the counts survive a restart on the same data, and no row holds a visitor agent', async () => {
    const before = await analytics(ruled.id)
    const beforeSplit = await analytics(split.id)
    await follow(ruled.shortCode, IPHONE, 2) // counted in memory, written by the graceful stop
    await server.stop()
    await start()
    const after = await readUntil(
      () => analytics(ruled.id),
      (a) => a.rules[0]?.clicks === 5,
      20_000,
    )
    expect(after.rules).toEqual([{ key: 'rule:1', clicks: 5 }, ...before.rules.slice(1)])
    expect((await analytics(split.id)).variants).toEqual(beforeSplit.variants)

    const dump = JSON.stringify(await allRows(server.db))
    expect(dump).toContain('variant:1') // the dump is the real one…
    for (const agent of [IPHONE, ANDROID_PHONE, EDGE_WINDOWS, DESKTOP_MAC, 'rule-marker-4d7e']) expect(dump, agent).not.toContain(agent) // …and holds no agent
  })
})
