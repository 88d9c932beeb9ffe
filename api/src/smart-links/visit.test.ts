// A visit read from a request: the same families and country as the analytics, each worked out once and only
// when a rule reaches it; the client address as the redirect reads it (TRUST_PROXY: the proxy's entry).
import type { Server } from 'bun'
import { describe, expect, test, vi } from 'vitest'
import { clientAddress } from '../http/client-ip'
import { compileRules } from './compile'
import { agentFactsFromHeader, visitOf, type VisitSources } from './visit'
import { ruleTo } from './visit-fixture'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0'
const SAMSUNG = 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36'
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7; rv:120.0) Gecko/20100101 Firefox/120.0'

const request = (headers: Record<string, string> = {}, url = 'https://s.example/abc') => new Request(url, { headers })

describe('a visit from a request', () => {
  test("device, OS and browser in the rules' words, from the analytics' parse", () => {
    const facts = (ua: string) => {
      const v = visitOf(request({ 'user-agent': ua }), () => '', 0)
      return [v.device, v.os, v.browser]
    }
    expect(facts(IPHONE)).toEqual(['mobile', 'ios', 'safari'])
    expect(facts(IPAD)).toEqual(['tablet', 'ios', 'safari'])
    expect(facts(EDGE)).toEqual(['desktop', 'windows', 'edge'])
    expect(facts(SAMSUNG)).toEqual(['mobile', 'android', 'samsung'])
    expect(facts(FIREFOX_MAC)).toEqual(['desktop', 'macos', 'firefox'])
    expect(facts('curl/8.4.0')).toEqual(['other', 'other', 'other'])
    expect(agentFactsFromHeader(null)).toEqual({ device: 'other', os: 'other', browser: 'other' })
  })

  test('languages from Accept-Language, the query from the URL, the clock as given', () => {
    const v = visitOf(request({ 'accept-language': 'de-AT;q=0.8, en' }, 'https://s.example/abc?src=qr&src=mail&x'), () => '', 42)
    expect(v.languages).toEqual(['en', 'de-at'])
    expect(v.query.getAll('src')).toEqual(['qr', 'mail'])
    expect(v.query.has('x')).toBe(true)
    expect(v.now).toBe(42)
    expect(visitOf(request(), () => '', 0).query.size).toBe(0)
    expect(visitOf(request(), () => '', 0).languages).toEqual([])
    // parsed lists are remembered per header: each header still gets its own
    for (const [header, tags] of [
      ['fr-CA', ['fr-ca']],
      ['de-AT;q=0.8, en', ['en', 'de-at']],
      ['pt-BR', ['pt-br']],
    ] as const)
      expect(visitOf(request({ 'accept-language': header }), () => '', 0).languages).toEqual(tags)
  })

  test('the country of the client address; behind a trusted proxy, of the entry the proxy appended', () => {
    const server = { requestIP: () => ({ address: '10.0.0.1' }) } as unknown as Server<undefined>
    const spoofed = request({ 'x-forwarded-for': '1.0.0.1, 91.0.0.1' })
    expect(visitOf(spoofed, () => clientAddress(spoofed, server, true), 0).country).toBe('DE')
    expect(visitOf(spoofed, () => clientAddress(spoofed, server, false), 0).country).toBe('unknown') // the socket's private address
    expect(visitOf(request(), () => '133.0.0.1', 0).country).toBe('JP')
  })

  test('each fact is worked out once, and only when a rule reaches it', () => {
    const agentOf = vi.fn(agentFactsFromHeader)
    const countryOf = vi.fn(() => 'DE')
    const addressOf = vi.fn(() => '91.0.0.1')
    const sources: VisitSources = { agentOf, countryOf }
    const decide = compileRules({
      target: 'https://example.com/own',
      rules: [
        ruleTo('https://example.com/qr', { type: 'query', key: 'src', value: 'qr' }),
        ruleTo('https://example.com/de-mobile', { type: 'device', value: 'mobile' }, { type: 'country', value: 'DE' }),
        ruleTo('https://example.com/ios', { type: 'os', value: 'ios' }),
        ruleTo('https://example.com/safari', { type: 'browser', value: 'safari' }),
      ],
    })
    const qr = visitOf(request({ 'user-agent': IPHONE }, 'https://s.example/abc?src=qr'), addressOf, 0, sources)
    expect(decide(qr).matched).toBe('rule:1')
    expect([agentOf.mock.calls.length, countryOf.mock.calls.length, addressOf.mock.calls.length]).toEqual([0, 0, 0])
    const desktop = visitOf(request({ 'user-agent': FIREFOX_MAC }), addressOf, 0, sources)
    expect(decide(desktop).matched).toBe(null)
    expect([agentOf.mock.calls.length, countryOf.mock.calls.length, addressOf.mock.calls.length]).toEqual([1, 1, 1]) // three rules asked, one parse
    expect(agentOf).toHaveBeenCalledWith(FIREFOX_MAC)
  })
})
