// The custom-domain DNS check against real DNS over UDP: a dns2 server on 127.0.0.1 answers from this file's
// zone the way a recursive resolver would (following CNAMEs, NXDOMAIN for unknown names), and a socket that
// never replies stands in for a resolver that is down.
import dgram from 'node:dgram'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestDns, type TestDns, type ZoneNode } from '../../test/dns-server'
import { challengeName, challengeValue, checkDomainDns, type DomainExpectation } from './dns-check'

const zone: Record<string, ZoneNode> = {
  'edge.snip.test': { a: ['203.0.113.10'] },
  [challengeName('cname.example.com')]: { txt: [challengeValue('tok-cname')] },
  'cname.example.com': { cname: 'Edge.Snip.Test' },
  [challengeName('four.example.com')]: { txt: ['v=spf1 -all', challengeValue('tok-four')] },
  'four.example.com': { a: ['192.0.2.1', '203.0.113.7'] },
  [challengeName('six.example.com')]: { txt: [challengeValue('tok-six')] },
  'six.example.com': { aaaa: ['2001:db8::5'] },
  'untold.example.com': { a: ['203.0.113.7'] },
  [challengeName('nodata.example.com')]: { a: ['192.0.2.9'] },
  'nodata.example.com': { a: ['203.0.113.7'] },
  [challengeName('wrong.example.com')]: { txt: [challengeValue('someone-else'), 'v=spf1 -all'] },
  'wrong.example.com': { a: ['203.0.113.7'] },
  [challengeName('split.example.com')]: { txt: [['snip-verify=', 'tok-', 'split']] },
  'split.example.com': { a: ['203.0.113.7'] },
  [challengeName('split-wrong.example.com')]: { txt: [['snip-verify=', 'tok-', 'other']] },
  'split-wrong.example.com': { a: ['203.0.113.7'] },
  [challengeName('away.example.com')]: { txt: [challengeValue('tok-away')] },
  'away.example.com': { a: ['192.0.2.50'], aaaa: ['2001:db8::99'] },
  [challengeName('away-cname.example.com')]: { txt: [challengeValue('tok-away')] },
  'away-cname.example.com': { cname: 'pages.elsewhere.test' },
  'pages.elsewhere.test': { a: ['192.0.2.60'] },
}

let dns: TestDns
let servers: string[] = []
const queriesSoFar = () => dns.queries

beforeAll(async () => {
  dns = await startTestDns(zone)
  servers = [dns.server]
})
afterAll(() => dns.close())

const expectation = (host: string, token: string): DomainExpectation => ({
  host,
  token,
  cnameTargets: ['edge.snip.test.'],
  addresses: ['203.0.113.7', '2001:DB8:0:0:0:0:0:5'],
})

describe('checkDomainDns', () => {
  test('verifies a host whose CNAME names one of our targets (any case, trailing dot or not)', async () => {
    const verdict = await checkDomainDns(expectation('cname.example.com', 'tok-cname'), { servers })
    expect(verdict).toEqual({
      verified: true,
      ownership: 'found',
      pointing: 'cname',
      seen: { txt: ['snip-verify=tok-cname'], cname: ['edge.snip.test'], addresses: ['203.0.113.10'] },
    })
  })

  test('verifies a host whose A records include one of our addresses', async () => {
    const verdict = await checkDomainDns(expectation('four.example.com', 'tok-four'), { servers })
    expect(verdict).toMatchObject({ verified: true, ownership: 'found', pointing: 'address' })
    expect([...verdict.seen.txt].sort()).toEqual(['snip-verify=tok-four', 'v=spf1 -all'])
    expect([...verdict.seen.addresses].sort()).toEqual(['192.0.2.1', '203.0.113.7'])
    expect(verdict.seen.cname).toEqual([])
  })

  test('verifies a host whose AAAA record is our address, however the address is spelled', async () => {
    const verdict = await checkDomainDns(expectation('six.example.com', 'tok-six'), { servers })
    expect(verdict).toEqual({
      verified: true,
      ownership: 'found',
      pointing: 'address',
      seen: { txt: ['snip-verify=tok-six'], cname: [], addresses: ['2001:db8::5'] },
    })
  })

  test('ownership is missing when the challenge name does not exist or holds no TXT record', async () => {
    for (const host of ['untold.example.com', 'nodata.example.com']) {
      const verdict = await checkDomainDns(expectation(host, 'tok'), { servers })
      expect(verdict).toEqual({
        verified: false,
        ownership: 'missing',
        pointing: 'address',
        seen: { txt: [], cname: [], addresses: ['203.0.113.7'] },
      })
    }
  })

  test('ownership is wrong when TXT records are there but none holds this token', async () => {
    const verdict = await checkDomainDns(expectation('wrong.example.com', 'tok-wrong'), { servers })
    expect(verdict).toMatchObject({ verified: false, ownership: 'wrong', pointing: 'address' })
    expect([...verdict.seen.txt].sort()).toEqual(['snip-verify=someone-else', 'v=spf1 -all'])
  })

  test('joins a TXT record sent as several strings before comparing it', async () => {
    const found = await checkDomainDns(expectation('split.example.com', 'tok-split'), { servers })
    expect(found).toMatchObject({ verified: true, ownership: 'found', pointing: 'address' })
    expect(found.seen.txt.join('')).toBe('snip-verify=tok-split')

    const wrong = await checkDomainDns(expectation('split-wrong.example.com', 'tok-split'), { servers })
    expect(wrong).toMatchObject({ verified: false, ownership: 'wrong' })
    expect(wrong.seen.txt.join('')).toBe('snip-verify=tok-other')
  })

  test('pointing is elsewhere when the addresses or the CNAME are someone else’s', async () => {
    const byAddress = await checkDomainDns(expectation('away.example.com', 'tok-away'), { servers })
    expect(byAddress).toEqual({
      verified: false,
      ownership: 'found',
      pointing: 'elsewhere',
      seen: { txt: ['snip-verify=tok-away'], cname: [], addresses: ['192.0.2.50', '2001:db8::99'] },
    })

    const byCname = await checkDomainDns(expectation('away-cname.example.com', 'tok-away'), { servers })
    expect(byCname).toMatchObject({ verified: false, ownership: 'found', pointing: 'elsewhere' })
    expect(byCname.seen).toMatchObject({ cname: ['pages.elsewhere.test'], addresses: ['192.0.2.60'] })
  })

  test('a host that does not exist (NXDOMAIN) is missing on both counts', async () => {
    const verdict = await checkDomainDns(expectation('nowhere.example.com', 'tok'), { servers })
    expect(verdict).toEqual({
      verified: false,
      ownership: 'missing',
      pointing: 'missing',
      seen: { txt: [], cname: [], addresses: [] },
    })
  })

  test('a resolver that never answers gives unreachable within timeout × tries, not a hang or an error', async () => {
    const silent = dgram.createSocket('udp4')
    let asked = 0
    silent.on('message', () => asked++)
    await new Promise<void>((bound) => silent.bind(0, '127.0.0.1', bound))
    try {
      const started = performance.now()
      const verdict = await checkDomainDns(expectation('four.example.com', 'tok-four'), {
        servers: [`127.0.0.1:${silent.address().port}`],
        timeoutMs: 300,
        tries: 2,
      })
      const took = performance.now() - started
      expect(verdict).toEqual({
        verified: false,
        ownership: 'unreachable',
        pointing: 'unreachable',
        seen: { txt: [], cname: [], addresses: [] },
      })
      expect(asked).toBeGreaterThanOrEqual(4) // it really asked (TXT, CNAME, A, AAAA), and waited for answers
      expect(took).toBeGreaterThanOrEqual(550)
      expect(took).toBeLessThan(2000)
    } finally {
      silent.close()
    }
  })

  test('refuses anything that is not a plain lower-case host name, before asking any resolver', async () => {
    const before = queriesSoFar()
    for (const host of ['1.2.3.4', 'a.com:80', 'a b', '::1', '[::1]', 'localhost', 'Go.Example.com', 'example.com.', '-a.example.com', '']) {
      await expect(checkDomainDns(expectation(host, 'tok'), { servers }), host).rejects.toThrow(TypeError)
    }
    expect(queriesSoFar()).toBe(before)
  })
})
