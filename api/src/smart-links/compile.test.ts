// The compiled rules: each condition, all of a rule's conditions, the first rule that matches, the link's own
// target otherwise, and a follow that only compares (nothing parsed, cased or built per visit).
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { LinkRule, RuleCondition } from '../contracts/link-rules'
import { compileRules, hasSmartRules } from './compile'
import { ruleTo, visitWith } from './visit-fixture'

const OWN = 'https://example.com/own'
const one = (condition: RuleCondition) => compileRules({ target: OWN, rules: [{ conditions: [condition], target: 'https://example.com/rule' }] })
const matches = (condition: RuleCondition, facts: Parameters<typeof visitWith>[0]) => one(condition)(visitWith(facts)).matched === 'rule:1'

describe('each condition', () => {
  test("device, OS and browser compare the visit's families", () => {
    expect(matches({ type: 'device', value: 'mobile' }, { device: 'mobile' })).toBe(true)
    expect(matches({ type: 'device', value: 'mobile' }, { device: 'tablet' })).toBe(false)
    expect(matches({ type: 'device', value: 'desktop' }, { device: 'other' })).toBe(false)
    expect(matches({ type: 'os', value: 'ios' }, { os: 'ios' })).toBe(true)
    expect(matches({ type: 'os', value: 'ios' }, { os: 'android' })).toBe(false)
    expect(matches({ type: 'browser', value: 'firefox' }, { browser: 'firefox' })).toBe(true)
    expect(matches({ type: 'browser', value: 'firefox' }, { browser: 'chrome' })).toBe(false)
  })

  test('country compares the looked-up code; an unknown country matches no country rule', () => {
    expect(matches({ type: 'country', value: 'DE' }, { country: 'DE' })).toBe(true)
    expect(matches({ type: 'country', value: 'DE' }, { country: 'AT' })).toBe(false)
    expect(matches({ type: 'country', value: 'DE' }, { country: 'unknown' })).toBe(false)
  })

  test("language: a rule's de matches de-AT, pt-BR only pt-BR, and any language the visitor accepts counts", () => {
    expect(matches({ type: 'language', value: 'de' }, { languages: ['de-at'] })).toBe(true)
    expect(matches({ type: 'language', value: 'de' }, { languages: ['de'] })).toBe(true)
    expect(matches({ type: 'language', value: 'de' }, { languages: ['dsb'] })).toBe(false) // a prefix of letters is not a subtag
    expect(matches({ type: 'language', value: 'pt-BR' }, { languages: ['pt-br'] })).toBe(true)
    expect(matches({ type: 'language', value: 'pt-BR' }, { languages: ['pt-pt'] })).toBe(false)
    expect(matches({ type: 'language', value: 'pt-BR' }, { languages: ['pt'] })).toBe(false)
    expect(matches({ type: 'language', value: 'de' }, { languages: ['en-us', 'de'] })).toBe(true)
    expect(matches({ type: 'language', value: 'de' }, { languages: [] })).toBe(false)
  })

  test('a date window is [after, before): after holds from its instant on, before up to just before its instant', () => {
    const at = Date.parse('2026-12-01T09:00:00Z')
    expect(matches({ type: 'after', value: '2026-12-01T09:00:00Z' }, { now: at })).toBe(true)
    expect(matches({ type: 'after', value: '2026-12-01T09:00:00Z' }, { now: at - 1 })).toBe(false)
    expect(matches({ type: 'before', value: '2026-12-01T09:00:00Z' }, { now: at })).toBe(false)
    expect(matches({ type: 'before', value: '2026-12-01T09:00:00Z' }, { now: at - 1 })).toBe(true)
    expect(matches({ type: 'after', value: '2026-12-01T10:00:00+01:00' }, { now: at })).toBe(true) // the offset counts
    expect(matches({ type: 'after', value: '2026-12-01T10:00:00+01:00' }, { now: at - 1 })).toBe(false)
  })

  test("query: equal to a value (any of a repeated key's), present with any value, or present and empty", () => {
    expect(matches({ type: 'query', key: 'src', value: 'qr' }, { query: 'src=qr' })).toBe(true)
    expect(matches({ type: 'query', key: 'src', value: 'qr' }, { query: 'src=QR' })).toBe(false)
    expect(matches({ type: 'query', key: 'src', value: 'qr' }, { query: 'src=mail&src=qr' })).toBe(true)
    expect(matches({ type: 'query', key: 'src', value: 'a b' }, { query: 'src=a+b' })).toBe(true)
    expect(matches({ type: 'query', key: 'src' }, { query: 'src=' })).toBe(true)
    expect(matches({ type: 'query', key: 'src' }, { query: 'src' })).toBe(true)
    expect(matches({ type: 'query', key: 'src' }, { query: 'source=x' })).toBe(false)
    expect(matches({ type: 'query', key: 'flag', value: '' }, { query: 'flag' })).toBe(true)
    expect(matches({ type: 'query', key: 'flag', value: '' }, { query: 'flag=1' })).toBe(false)
  })
})

test('a stored condition of a kind this version does not know never holds; the other rules still answer', () => {
  const unknown = { type: 'weather', value: 'rain' } as unknown as RuleCondition
  const decide = compileRules({
    target: OWN,
    rules: [ruleTo('https://example.com/rain', unknown), ruleTo('https://example.com/de', { type: 'country', value: 'DE' })],
  })
  expect(decide(visitWith({ country: 'DE' })).matched).toBe('rule:2')
  expect(decide(visitWith()).matched).toBe(null)
})

describe('rules in order', () => {
  const rules: LinkRule[] = [
    ruleTo('https://example.com/de-mobile', { type: 'device', value: 'mobile' }, { type: 'country', value: 'DE' }),
    ruleTo('https://example.com/mobile', { type: 'device', value: 'mobile' }),
    ruleTo('https://example.com/de', { type: 'country', value: 'DE' }),
  ]
  const decide = compileRules({ target: OWN, rules })

  test("all of a rule's conditions must hold, the first rule that holds wins, else the link's own target", () => {
    expect(decide(visitWith({ device: 'mobile', country: 'DE' }))).toEqual({ target: 'https://example.com/de-mobile', matched: 'rule:1' })
    expect(decide(visitWith({ device: 'mobile', country: 'FR' }))).toEqual({ target: 'https://example.com/mobile', matched: 'rule:2' })
    expect(decide(visitWith({ device: 'desktop', country: 'DE' }))).toEqual({ target: 'https://example.com/de', matched: 'rule:3' })
    expect(decide(visitWith({ device: 'desktop', country: 'FR' }))).toEqual({ target: OWN, matched: null })
  })

  test("no rules and no split: the link's own target, and nothing to decide", () => {
    expect(compileRules({ target: OWN })(visitWith())).toEqual({ target: OWN, matched: null })
    expect(hasSmartRules({})).toBe(false)
    expect(hasSmartRules({ rules: [], split: [] })).toBe(false)
    expect(hasSmartRules({ rules })).toBe(true)
    expect(hasSmartRules({ split: [{ target: OWN, weight: 100 }] })).toBe(true)
  })

  test('a split answers the visits no rule matched, by weight', () => {
    const split = [
      { target: 'https://example.com/a', weight: 50 },
      { target: 'https://example.com/b', weight: 50 },
    ]
    const draws = [10, 60] // points 10 and 60 of 100: the first variant, then the second
    const withSplit = compileRules({ target: OWN, rules, split }, { draw: () => draws.shift()! })
    expect(withSplit(visitWith({ device: 'mobile' })).matched).toBe('rule:2')
    expect(withSplit(visitWith())).toEqual({ target: 'https://example.com/a', matched: 'variant:1' })
    expect(withSplit(visitWith())).toEqual({ target: 'https://example.com/b', matched: 'variant:2' })
  })

  test("every target is prepared once, when compiled (the redirect's Location form)", () => {
    const prepare = vi.fn((t: string) => `${t}#`)
    const prepared = compileRules({ target: OWN, rules }, { prepare })
    expect(prepare).toHaveBeenCalledTimes(4)
    for (let i = 0; i < 100; i++) prepared(visitWith({ country: 'DE' }))
    expect(prepare).toHaveBeenCalledTimes(4)
    expect(prepared(visitWith({ country: 'DE' })).target).toBe('https://example.com/de#')
  })
})

describe('a follow only compares', () => {
  afterEach(() => vi.restoreAllMocks())

  test('five compiled rules evaluate without parsing a date, casing a string or building an answer', () => {
    const fiveRules: LinkRule[] = [
      {
        conditions: [
          { type: 'after', value: '2027-01-01T00:00:00Z' },
          { type: 'device', value: 'mobile' },
        ],
        target: 'https://example.com/1',
      },
      { conditions: [{ type: 'language', value: 'pt-BR' }], target: 'https://example.com/2' },
      {
        conditions: [
          { type: 'country', value: 'JP' },
          { type: 'os', value: 'ios' },
        ],
        target: 'https://example.com/3',
      },
      { conditions: [{ type: 'query', key: 'src', value: 'qr' }], target: 'https://example.com/4' },
      {
        conditions: [
          { type: 'before', value: '2026-01-01T00:00:00Z' },
          { type: 'browser', value: 'safari' },
        ],
        target: 'https://example.com/5',
      },
    ]
    const parse = vi.spyOn(Date, 'parse')
    const lower = vi.spyOn(String.prototype, 'toLowerCase')
    const upper = vi.spyOn(String.prototype, 'toUpperCase')
    const decide = compileRules({ target: OWN, rules: fiveRules })
    const compiledWith = { parse: parse.mock.calls.length, lower: lower.mock.calls.length, upper: upper.mock.calls.length }
    expect(compiledWith.parse).toBe(2) // the two instants, read once each
    const visit = visitWith({ languages: ['de-de', 'en'], country: 'DE', query: 'src=mail', now: 1_790_000_000_000 })
    const first = decide(visit)
    let same = true
    for (let i = 0; i < 1000; i++) same &&= decide(visit) === first // the same answer object every time
    const evaluatedWith = { parse: parse.mock.calls.length, lower: lower.mock.calls.length, upper: upper.mock.calls.length }
    expect(evaluatedWith).toEqual(compiledWith)
    expect(same).toBe(true)
    expect(first).toEqual({ target: OWN, matched: null })
  })
})
