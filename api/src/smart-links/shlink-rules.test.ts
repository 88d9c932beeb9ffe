// Shlink's redirect rules read into Snip's: in priority order, each condition type in Snip's words, and a
// rule Snip cannot evaluate left out whole with its reason.
import { describe, expect, test } from 'vitest'
import { fromShlinkRules } from './shlink-rules'

const shlinkRule = (priority: number, longUrl: string, conditions: { type: string; matchKey?: string | null; matchValue?: string | null }[]) => ({
  longUrl,
  priority,
  conditions: conditions.map((c) => ({ matchKey: null, matchValue: null, ...c })),
})

const device = (matchValue: string) => ({ type: 'device', matchValue })

describe('Shlink redirect rules', () => {
  test('every condition type Snip has, in priority order', () => {
    const read = fromShlinkRules({
      defaultLongUrl: 'https://example.com',
      redirectRules: [
        shlinkRule(2, 'https://example.com/query', [
          { type: 'query-param', matchKey: 'src', matchValue: 'qr' },
          { type: 'any-value-query-param', matchKey: 'ref' },
          { type: 'valueless-query-param', matchKey: 'debug' },
        ]),
        shlinkRule(1, 'https://example.com/android-es', [
          device('android'),
          { type: 'language', matchValue: 'es-es' },
          { type: 'geolocation-country-code', matchValue: 'es' },
        ]),
        shlinkRule(3, 'example.com/devices', [device('desktop'), device('macos')]),
        shlinkRule(4, 'https://example.com/mobile', [device('mobile')]),
      ],
    })
    expect(read.refused).toEqual([])
    expect(read.rules).toEqual([
      {
        target: 'https://example.com/android-es',
        conditions: [
          { type: 'os', value: 'android' },
          { type: 'language', value: 'es-ES' },
          { type: 'country', value: 'ES' },
        ],
      },
      {
        target: 'https://example.com/query',
        conditions: [
          { type: 'query', key: 'src', value: 'qr' },
          { type: 'query', key: 'ref' },
          { type: 'query', key: 'debug', value: '' },
        ],
      },
      {
        target: 'https://example.com/devices',
        conditions: [
          { type: 'device', value: 'desktop' },
          { type: 'os', value: 'macos' },
        ],
      },
      // Shlink's mobile is Android or iOS, phones and tablets: a rule for each, in a row
      { target: 'https://example.com/mobile', conditions: [{ type: 'os', value: 'ios' }] },
      { target: 'https://example.com/mobile', conditions: [{ type: 'os', value: 'android' }] },
    ])
  })

  test('a rule with a condition Snip cannot evaluate is left out whole, saying why; the others keep their order', () => {
    const read = fromShlinkRules([
      shlinkRule(1, 'https://example.com/office', [{ type: 'ip-address', matchValue: '192.168.1.*' }]),
      shlinkRule(2, 'https://example.com/madrid', [device('ios'), { type: 'geolocation-city-name', matchValue: 'Madrid' }]),
      shlinkRule(3, 'https://example.com/new', [{ type: 'age', matchValue: '18' }]),
      shlinkRule(4, 'https://example.com/tv', [device('smart-tv')]),
      shlinkRule(5, 'https://example.com/de', [{ type: 'language', matchValue: 'de' }]),
      shlinkRule(6, 'javascript:alert(1)', [{ type: 'language', matchValue: 'fr' }]),
      shlinkRule(7, 'https://example.com/bad', [{ type: 'geolocation-country-code', matchValue: 'Spain' }]),
      'not a rule',
      shlinkRule(9, 'https://example.com/never', [device('windows'), device('mobile')]),
      shlinkRule(10, 'https://example.com/android', [device('mobile'), device('android'), { type: 'language', matchValue: 'de' }]),
    ])
    expect(read.rules).toEqual([
      { target: 'https://example.com/de', conditions: [{ type: 'language', value: 'de' }] },
      // mobile and android: only the android half can hold
      {
        target: 'https://example.com/android',
        conditions: [
          { type: 'os', value: 'android' },
          { type: 'language', value: 'de' },
        ],
      },
    ])
    expect(read.refused).toEqual([
      'Shlink rule 1 was left out: Snip has no IP address condition',
      'Shlink rule 2 was left out: Snip has no city condition',
      'Shlink rule 3 was left out: Snip does not know the condition type "age"',
      'Shlink rule 4 was left out: Snip has no device condition for "smart-tv"',
      'Shlink rule 6 was left out: target must be a web address such as https://example.com',
      'Shlink rule 7 was left out: condition 1: country must be a two-letter code such as DE',
      'Shlink rule 8 was left out: its conditions can never all hold (two devices or countries at once)',
      'Shlink rule 10 was left out: it is not a rule with a longUrl and conditions', // no priority: last
    ])
  })

  test("rules past Snip's limit are left out; anything but a list reads as none", () => {
    const many = Array.from({ length: 22 }, (_, i) =>
      shlinkRule(i + 1, `https://example.com/${i}`, [{ type: 'query-param', matchKey: 'n', matchValue: String(i) }]),
    )
    const read = fromShlinkRules(many)
    expect(read.rules).toHaveLength(20)
    expect(read.refused).toEqual(['Shlink rule 21 was left out: a link keeps at most 20 rules', 'Shlink rule 22 was left out: a link keeps at most 20 rules'])
    expect(fromShlinkRules(null)).toEqual({ rules: [], refused: [] })
    expect(fromShlinkRules({ redirectRules: 'x' })).toEqual({ rules: [], refused: [] })
  })
})
