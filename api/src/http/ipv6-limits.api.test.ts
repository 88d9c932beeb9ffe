// Per-address limits count an IPv6 client by its network (IPV6_LIMIT_PREFIX, a /64 by default): one
// subscriber holds a whole /64 and can send every request from a new address of it. Each limit keyed by the
// client's address is driven past its ceiling from many addresses of one /64 (TRUST_PROXY, so the test
// names the address in X-Forwarded-For); another network is still served. An IPv4-mapped address counts as
// its IPv4 address.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signUpAndSignIn, uniqueEmails } from '../../test/auth-fixtures'
import { startTestServer, testEngines, type TestServer } from '../../test/harness'
import { apiClient, followShortLink } from '../../test/http-client'
import { REPORTS_PER_HOUR } from '../moderation/reports.routes'
import { limitKeyOf } from './client-ip'

const LIMIT = 5

/** The `i`-th address of the /64 `net` (each one different in its last 64 bits). */
const inNet = (net: string, i: number) => `${net}:${((i * 7919 + 1) % 0x10000).toString(16)}:ab${i % 10}:${i.toString(16)}:1`

/** Sends `send(address)` from LIMIT + 1 addresses of one /64, then from another /64; the statuses. */
async function fromOneNetwork(net: string, other: string, count: number, send: (address: string) => Promise<number>) {
  const statuses: number[] = []
  for (let i = 0; i < count + 1; i++) statuses.push(await send(inNet(net, i)))
  return { statuses, other: await send(inNet(other, 0)) }
}

describe('limitKeyOf', () => {
  test('an IPv6 address counts as its network; IPv4 and IPv4-mapped as the IPv4 address', () => {
    expect(limitKeyOf('2001:db8:1:2:3:4:5:6', 64)).toBe(limitKeyOf('2001:DB8:1:2::ffff', 64))
    expect(limitKeyOf('2001:db8:1:2::1', 64)).not.toBe(limitKeyOf('2001:db8:1:3::1', 64))
    expect(limitKeyOf('2001:db8:1:2::1', 56)).toBe(limitKeyOf('2001:db8:1:3::1', 56))
    expect(limitKeyOf('2001:db8:1:2::1', 128)).not.toBe(limitKeyOf('2001:db8:1:2::2', 128))
    expect(limitKeyOf('::ffff:198.51.100.7', 64)).toBe('198.51.100.7')
    expect(limitKeyOf('::ffff:c633:6407', 64)).toBe('198.51.100.7')
    expect(limitKeyOf('198.51.100.7', 64)).toBe('198.51.100.7')
    expect(limitKeyOf('fe80::1%eth0', 64)).toBe(limitKeyOf('fe80::2', 64))
    expect(limitKeyOf('unknown', 64)).toBe('unknown')
  })
})

describe.each(testEngines)('IPv6 clients are limited by network on %s', (engine) => {
  let server: TestServer
  let prefix128: TestServer
  const email = uniqueEmails('v6limit')

  beforeAll(async () => {
    const env = { TRUST_PROXY: 'true', NOT_FOUND_LIMIT: String(LIMIT), AUTH_RATE_LIMIT: String(LIMIT), ANON_CREATE_LIMIT: String(LIMIT) }
    server = await startTestServer({ engine, env })
    prefix128 = await startTestServer({ engine, env: { ...env, IPV6_LIMIT_PREFIX: '128' } })
  })
  afterAll(async () => {
    await server?.stop()
    await prefix128?.stop()
  })

  const miss = (base: string) => async (address: string) => (await followShortLink(base, 'nosuchcode1', { headers: { 'x-forwarded-for': address } })).status

  test('unknown codes: the limit holds for a whole /64, not per address', async () => {
    const { statuses, other } = await fromOneNetwork('2001:db8:10:1', '2001:db8:10:2', LIMIT, miss(server.baseUrl))
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(404), 429])
    expect(other).toBe(404)
  })

  test('unknown codes through GET /api/urls/by-code share that count', async () => {
    const call = apiClient(server.baseUrl)
    const byCode = async (address: string) => (await call('GET', '/api/urls/by-code/nosuchcode2', undefined, { 'x-forwarded-for': address })).status
    const { statuses, other } = await fromOneNetwork('2001:db8:11:1', '2001:db8:11:2', LIMIT, byCode)
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(404), 429])
    expect(other).toBe(404)
  })

  test('sign-ups: the auth limit holds for a whole /64', async () => {
    const signUp = async (address: string) =>
      (
        await fetch(`${server.baseUrl}/auth/v1/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ email: email(), password: 'correct horse battery' }),
        })
      ).status
    const { statuses, other } = await fromOneNetwork('2001:db8:12:1', '2001:db8:12:2', LIMIT, signUp)
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429])
    expect(other).toBe(200)
  })

  test('anonymous links: the creation limit holds for a whole /64', async () => {
    const call = apiClient(server.baseUrl)
    let n = 0
    const create = async (address: string) =>
      (await call('POST', '/api/urls', { originalUrl: `https://v6.example/${++n}` }, { 'x-forwarded-for': address })).status
    const { statuses, other } = await fromOneNetwork('2001:db8:13:1', '2001:db8:13:2', LIMIT, create)
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), 429])
    expect(other).toBe(201)
  })

  test('reports: the per-address limit holds for a whole /64', async () => {
    const { accessToken } = await signUpAndSignIn(server.baseUrl)
    const link = (await apiClient(server.baseUrl, accessToken)('POST', '/api/urls', { originalUrl: 'https://reported.example/' })).body
    const call = apiClient(server.baseUrl)
    const report = async (address: string) =>
      (await call('POST', '/api/reports', { link: link.shortCode, reason: 'spam' }, { 'x-forwarded-for': address })).status
    const { statuses, other } = await fromOneNetwork('2001:db8:14:1', '2001:db8:14:2', REPORTS_PER_HOUR, report)
    expect(statuses).toEqual([...Array<number>(REPORTS_PER_HOUR).fill(201), 429])
    expect(other).toBe(201)
  })

  test('an IPv4-mapped address counts as its IPv4 address', async () => {
    const send = miss(server.baseUrl)
    const statuses: number[] = []
    for (let i = 0; i < LIMIT + 1; i++) statuses.push(await send(i % 2 ? '198.51.100.9' : '::ffff:198.51.100.9'))
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(404), 429])
  })

  test('IPV6_LIMIT_PREFIX=128 counts each address apart', async () => {
    const { statuses } = await fromOneNetwork('2001:db8:15:1', '2001:db8:15:2', LIMIT, miss(prefix128.baseUrl))
    expect(statuses).toEqual(Array<number>(LIMIT + 1).fill(404))
  })
})
