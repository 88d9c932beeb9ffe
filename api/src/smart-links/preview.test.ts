// "Test this link as…" runs the function a follow runs: for the same visitor, a preview and a real follow
// land on the same target under the same rule, whatever the visitor.
import { describe, expect, test } from 'vitest'
import { linkRulesSchema } from '../contracts/link-rules'
import { compileRules } from './compile'
import { previewRules, previewVisit } from './preview'
import { visitOf } from './visit'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0'

/** A rule as the API takes it: its target, then its conditions. */
const rule = (target: string, ...conditions: object[]) => ({ conditions, target })
const rules = linkRulesSchema.parse([
  rule('https://example.com/qr', { type: 'query', key: 'src', value: 'qr' }),
  rule('https://example.com/de-mobile', { type: 'device', value: 'mobile' }, { type: 'country', value: 'DE' }),
  rule('https://example.com/br-december', { type: 'language', value: 'pt-BR' }, { type: 'after', value: '2026-12-01T00:00:00Z' }),
  rule('https://example.com/edge', { type: 'os', value: 'windows' }, { type: 'browser', value: 'edge' }),
  rule('https://example.com/jp', { type: 'country', value: 'JP' }, { type: 'before', value: '2027-01-01T00:00:00Z' }),
])
const decide = compileRules({ target: 'https://example.com/own', rules })

describe('the preview', () => {
  test('agrees with a real follow for every combination of visitor', () => {
    const agents = [
      { ua: IPHONE, as: { device: 'mobile', os: 'ios', browser: 'safari' } as const },
      { ua: EDGE, as: { device: 'desktop', os: 'windows', browser: 'edge' } as const },
    ]
    const places = [
      { address: '91.0.0.1', country: 'DE' },
      { address: '133.0.0.1', country: 'JP' },
      { address: '1.0.0.1', country: 'AU' },
    ]
    const languages = ['pt-BR,pt;q=0.8', 'de-DE, en;q=0.5', '']
    const times = ['2026-11-30T23:59:59.999Z', '2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z']
    const queries = ['', 'src=qr', 'src=mail&x=1']
    const seen = new Set<string | null>()
    for (const agent of agents)
      for (const place of places)
        for (const language of languages)
          for (const at of times)
            for (const query of queries) {
              const headers: Record<string, string> = { 'user-agent': agent.ua }
              if (language) headers['accept-language'] = language
              const follow = decide(visitOf(new Request(`https://s.example/abc${query ? `?${query}` : ''}`, { headers }), () => place.address, Date.parse(at)))
              const preview = previewRules(decide, { ...agent.as, country: place.country, language, at, query })
              expect(preview, `${agent.as.device} ${place.country} ${language} ${at} ${query}`).toEqual({ ...follow, location: follow.target })
              seen.add(follow.matched)
            }
    expect(seen).toEqual(new Set(['rule:1', 'rule:2', 'rule:3', 'rule:4', 'rule:5', null])) // every rule was reached
  })

  test("with the link's forwarding, the location carries the visitor's query", () => {
    const visitor = { device: 'mobile', country: 'DE', query: 'src=mail&utm=x' } as const
    expect(previewRules(decide, visitor, { forwardQuery: 'target-wins' })).toEqual({
      target: 'https://example.com/de-mobile',
      matched: 'rule:2',
      location: 'https://example.com/de-mobile?src=mail&utm=x',
    })
    expect(previewRules(decide, visitor).location).toBe('https://example.com/de-mobile')
  })

  test("a described visitor: values in the rules' spelling, now when no time is given", () => {
    const visit = previewVisit({ device: 'tablet', os: 'iOS', country: 'de', language: 'de-AT', query: '?a=1' }, () => 7)
    expect([visit.device, visit.os, visit.browser, visit.country, visit.languages, visit.now, visit.query.get('a')]).toEqual([
      'tablet',
      'ios',
      'other',
      'DE',
      ['de-at'],
      7,
      '1',
    ])
    expect(previewVisit({ device: 'desktop', at: 5 }).now).toBe(5)
  })
})
