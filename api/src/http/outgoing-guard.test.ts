// The outgoing-request guard: which addresses are public, and names resolved through a real DNS server
// (dns2 on 127.0.0.1) whose answers, all of them, must be public. A socket that never answers stands in
// for a resolver that is down.
import dgram from 'node:dgram'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestDns, type TestDns } from '../../test/dns-server'
import { addressRange, dnsResolver, isPublicAddress, OutgoingRefused, resolvePublic } from './outgoing-guard'

const REFUSED: [string, string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.255.0.9', 'loopback'],
  ['::1', 'loopback'],
  ['10.0.0.1', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.254', 'private'],
  ['192.168.1.1', 'private'],
  ['fc00::1', 'uniqueLocal'],
  ['fd12:3456::1', 'uniqueLocal'],
  ['169.254.169.254', 'linkLocal'],
  ['169.254.0.1', 'linkLocal'],
  ['fe80::1', 'linkLocal'],
  ['fe80::1%eth0', 'linkLocal'],
  ['100.64.0.1', 'carrierGradeNat'],
  ['100.127.255.254', 'carrierGradeNat'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['::', 'unspecified'],
  ['224.0.0.1', 'multicast'],
  ['ff02::1', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:10.1.2.3', 'private'],
  ['::ffff:169.254.169.254', 'linkLocal'],
  ['64:ff9b::a9fe:a9fe', 'linkLocal'], // NAT64 carrying 169.254.169.254
  ['64:ff9b::7f00:1', 'loopback'],
  ['192.0.2.1', 'reserved'], // documentation
  ['198.51.100.1', 'reserved'],
  ['203.0.113.7', 'reserved'],
  ['2001:db8::1', 'reserved'],
  ['240.0.0.1', 'reserved'],
  ['::127.0.0.1', 'loopback'], // the deprecated IPv4-compatible form: ipaddr.js reads it as the IPv4 it carries
  ['::7f00:2', 'reserved'], // the same form written in hex: outside 2000::/3
  ['2002:7f00:1::', '6to4'],
  ['not-an-ip', 'invalid'],
  ['127.1', 'invalid'], // a shorthand a URL parser would have expanded: here it is no address
  ['', 'invalid'],
]
const PUBLIC = ['93.184.215.14', '1.1.1.1', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808']

describe('isPublicAddress', () => {
  test.each(REFUSED)('%s is refused (%s)', (ip, range) => {
    expect(addressRange(ip)).toBe(range)
    expect(isPublicAddress(ip)).toBe(false)
  })
  test.each(PUBLIC)('%s is public', (ip) => {
    expect(addressRange(ip)).toBe('unicast')
    expect(isPublicAddress(ip)).toBe(true)
  })
})

let dns: TestDns
let resolver: ReturnType<typeof dnsResolver>
beforeAll(async () => {
  dns = await startTestDns({
    'public.hooks.test': { a: ['93.184.215.14'], aaaa: ['2606:4700:4700::1111'] },
    'loop.hooks.test': { a: ['127.0.0.1'] },
    'loop6.hooks.test': { aaaa: ['::1'] },
    'metadata.hooks.test': { cname: 'alias.hooks.test' },
    'alias.hooks.test': { a: ['169.254.169.254'] },
    'rebind.hooks.test': { a: ['93.184.215.14', '10.0.0.1'] },
    'mixed.hooks.test': { a: ['93.184.215.14'], aaaa: ['fd00::1'] },
  })
  resolver = dnsResolver([dns.server])
})
afterAll(() => dns.close())

const refusal = (host: string, allowPrivate = false) =>
  resolvePublic(host, { allowPrivate, resolver }).then(
    () => 'allowed',
    (error: OutgoingRefused) => error.reason,
  )

describe('resolvePublic', () => {
  test('a name whose every address is public gives its A and AAAA addresses', async () => {
    expect(await resolvePublic('public.hooks.test', { allowPrivate: false, resolver })).toEqual(['93.184.215.14', '2606:4700:4700::1111'])
  })

  test('a name resolving to loopback, to ::1 or (through a CNAME) to the metadata address is refused', async () => {
    expect(await refusal('loop.hooks.test')).toBe('not-public')
    expect(await refusal('loop6.hooks.test')).toBe('not-public')
    expect(await refusal('metadata.hooks.test')).toBe('not-public')
  })

  test('one private address among public ones is enough to refuse', async () => {
    expect(await refusal('rebind.hooks.test')).toBe('not-public')
    expect(await refusal('mixed.hooks.test')).toBe('not-public')
  })

  test('IP literals are judged without a lookup, bracketed IPv6 too', async () => {
    const before = dns.queries
    for (const host of ['127.0.0.1', '[::1]', '10.0.0.1', '169.254.169.254', '[::ffff:127.0.0.1]']) expect(await refusal(host), host).toBe('not-public')
    expect(await resolvePublic('[2606:4700:4700::1111]', { allowPrivate: false, resolver })).toEqual(['2606:4700:4700::1111'])
    expect(dns.queries).toBe(before)
  })

  test('the admin setting lets private and loopback addresses through', async () => {
    expect(await resolvePublic('loop.hooks.test', { allowPrivate: true, resolver })).toEqual(['127.0.0.1'])
    expect(await refusal('rebind.hooks.test', true)).toBe('allowed')
  })

  test('the refusal names the kind of range, never the address', async () => {
    const error = await resolvePublic('alias.hooks.test', { allowPrivate: false, resolver }).catch((e: Error) => e)
    expect(error).toBeInstanceOf(OutgoingRefused)
    expect(String((error as Error).message)).toContain('linkLocal')
    expect(String((error as Error).message)).not.toContain('169.254')
  })

  test('a name that does not exist is unresolved', async () => {
    expect(await refusal('absent.hooks.test')).toBe('unresolved')
  })

  test('a resolver that never answers is given up on at the deadline', async () => {
    const silent = dgram.createSocket('udp4')
    await new Promise<void>((bound) => silent.bind(0, '127.0.0.1', bound))
    try {
      const started = performance.now()
      const outcome = await resolvePublic('public.hooks.test', {
        allowPrivate: false,
        resolver: dnsResolver([`127.0.0.1:${silent.address().port}`], 5000),
        timeoutMs: 300,
      }).then(
        () => 'allowed',
        (error: OutgoingRefused) => error.reason,
      )
      expect(outcome).toBe('unresolved')
      expect(performance.now() - started).toBeLessThan(2000)
    } finally {
      silent.close()
    }
  })
})
