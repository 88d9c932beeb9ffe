// A link's rules, split and forwarding as the API checks them: each refusal says its sentence and its place.
import { describe, expect, test } from 'vitest'
import { rulePreviewSchema } from './link-rule-preview'
import { linkRulesSchema, smartLinkSchema, splitSchema } from './link-rules'
import { smartLinkLimits } from './link-rule-values'

const rule = (conditions: unknown[], target = 'https://example.com/r') => ({ conditions, target })
/** Every message of a refusal, in order. */
const refusals = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? []

describe('redirect rules: the shape a link carries', () => {
  test('accepts every condition type and stores values in their canonical spelling', () => {
    const parsed = linkRulesSchema.parse([
      rule([
        { type: 'device', value: 'mobile' },
        { type: 'os', value: 'ios' },
        { type: 'browser', value: 'safari' },
        { type: 'country', value: ' de ' },
        { type: 'language', value: 'pt-br' },
      ]),
      rule(
        [
          { type: 'after', value: '2026-12-01T09:00:00Z' },
          { type: 'before', value: '2026-12-31T23:59:59+01:00' },
          { type: 'query', key: 'src' },
        ],
        'example.org/x',
      ),
      rule([{ type: 'query', key: 'lang', value: 'fr' }]),
    ])
    expect(parsed[0]!.conditions.map((c) => ('value' in c ? c.value : null))).toEqual(['mobile', 'ios', 'safari', 'DE', 'pt-BR'])
    expect(parsed[1]!.target).toBe('https://example.org/x') // the house's target rule adds https://
    expect(parsed[1]!.conditions[2]).toEqual({ type: 'query', key: 'src' })
    expect(parsed[2]!.conditions[0]).toEqual({ type: 'query', key: 'lang', value: 'fr' })
  })

  test('each condition refused names its rule, its condition and what is allowed', () => {
    const messages = refusals(linkRulesSchema, [
      rule([{ type: 'device', value: 'phone' }]),
      rule([
        { type: 'os', value: 'ios' },
        { type: 'country', value: 'Germany' },
      ]),
      rule([{ type: 'country', value: 'XX' }]),
      rule([{ type: 'language', value: 'not a tag' }]),
      rule([{ type: 'after', value: '2026-12-01' }]),
      rule([{ type: 'before', value: '2026-12-01T09:00:00' }]),
      rule([{ type: 'query', key: '' }]),
      rule([{ type: 'query', key: 'a', value: 'x'.repeat(501) }]),
      rule([{ type: 'weather', value: 'sunny' }]),
      rule(['mobile']),
      rule([
        { type: 'os', value: 'beos' },
        { type: 'browser', value: 'netscape' },
      ]),
    ])
    expect(messages).toEqual([
      'Rule 1, condition 1: device must be mobile, tablet or desktop',
      'Rule 2, condition 2: country must be a two-letter code such as DE',
      'Rule 3, condition 1: country must be a two-letter code such as DE',
      'Rule 4, condition 1: language must be a language tag such as de or pt-BR',
      'Rule 5, condition 1: after must be a date and time with its offset, such as 2026-12-01T09:00:00Z',
      'Rule 6, condition 1: before must be a date and time with its offset, such as 2026-12-31T23:59:59+01:00',
      'Rule 7, condition 1: query needs a parameter name of at most 100 characters',
      'Rule 8, condition 1: query value must be at most 500 characters (leave it out to match any value)',
      'Rule 9, condition 1: type must be device, os, browser, country, language, after, before or query',
      'Rule 10, condition 1: each condition must have a type and a value',
      'Rule 11, condition 1: os must be ios, android, windows, macos, linux or chromeos',
      'Rule 11, condition 2: browser must be chrome, safari, firefox, edge, opera or samsung',
    ])
  })

  test('a rule needs a target by the house rule, at least one condition and at most five', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ type: 'query', key: `k${i}` }))
    expect(refusals(linkRulesSchema, [rule([{ type: 'device', value: 'mobile' }], 'javascript:alert(1)'), rule([]), rule(six), 'x'])).toEqual([
      'Rule 1: target must be a web address such as https://example.com',
      'Rule 2: add at least one condition (the link itself is where everyone else goes)',
      'Rule 3: a rule can have at most 5 conditions',
      'Rule 4: each rule must have conditions and a target',
    ])
    expect(refusals(linkRulesSchema, [rule([{ type: 'device', value: 'mobile' }], 'localhost')])).toEqual([
      'Rule 1: target must be a web address such as https://example.com',
    ])
  })

  test('a link holds at most 20 rules', () => {
    const many = Array.from({ length: smartLinkLimits.rulesPerLink + 1 }, () => rule([{ type: 'device', value: 'mobile' }]))
    expect(refusals(linkRulesSchema, many)).toEqual(['A link can have at most 20 rules'])
    expect(linkRulesSchema.safeParse(many.slice(1)).success).toBe(true)
    expect(refusals(linkRulesSchema, 'rules')).toEqual(['Rules must be a list'])
  })

  test('two conditions a visit can only meet once, or an empty date window, are refused in the rule', () => {
    expect(
      refusals(linkRulesSchema, [
        rule([
          { type: 'language', value: 'de' },
          { type: 'language', value: 'en' },
        ]), // a visitor may accept both
        rule([
          { type: 'country', value: 'DE' },
          { type: 'country', value: 'AT' },
        ]),
        rule([
          { type: 'after', value: '2026-12-02T00:00:00Z' },
          { type: 'before', value: '2026-12-01T00:00:00Z' },
        ]),
        rule([
          { type: 'after', value: '2026-12-01T00:00:00Z' },
          { type: 'before', value: '2026-12-01T01:00:00+01:00' },
        ]),
      ]),
    ).toEqual([
      'Rule 2, condition 2: a rule can have one country condition (a visit has one country); make a rule for each',
      'Rule 3: after must be earlier than before, or the rule never matches',
      'Rule 4: after must be earlier than before, or the rule never matches',
    ])
  })

  test('the text rule: NUL or an unpaired surrogate in any text is refused with the field sentence', () => {
    expect(refusals(linkRulesSchema, [rule([{ type: 'query', key: 'a\u0000' }])])).toEqual([
      'Rule 1, condition 1: query needs a parameter name of at most 100 characters',
    ])
    expect(refusals(linkRulesSchema, [rule([{ type: 'query', key: 'a', value: '\ud800' }])])).toEqual([
      'Rule 1, condition 1: query value must be at most 500 characters (leave it out to match any value)',
    ])
  })
})

describe('A/B split and query forwarding', () => {
  const v = (target: string, weight: unknown) => ({ target, weight })
  test('weights are whole numbers from 1 to 100 adding up to 100, over 2 to 10 targets', () => {
    expect(splitSchema.parse([v('a.example', 70), v('https://b.example', 30)])).toEqual([v('https://a.example', 70), v('https://b.example', 30)])
    expect(splitSchema.parse([])).toEqual([])
    expect(refusals(splitSchema, [v('a.example', 50), v('b.example', 40)])).toEqual(["The split's weights must add up to 100 (they add up to 90)"])
    expect(refusals(splitSchema, [v('a.example', 100)])).toEqual(['A split needs from 2 to 10 targets'])
    expect(
      refusals(
        splitSchema,
        Array.from({ length: 11 }, () => v('a.example', 9)),
      ),
    ).toEqual(['A split needs from 2 to 10 targets'])
    expect(refusals(splitSchema, [v('a.example', 50.5), v('b.example', 0), v('c.example', '49'), v('ftp://d.example', 1)])).toEqual([
      'Variant 1: weight must be a whole number from 1 to 100',
      'Variant 2: weight must be a whole number from 1 to 100',
      'Variant 3: weight must be a whole number from 1 to 100',
      'Variant 4: target must be a web address such as https://example.com',
    ])
  })

  test('inside a link body the places are the same', () => {
    expect(
      refusals(smartLinkSchema, {
        rules: [rule([{ type: 'device', value: 'mobile' }]), rule([{ type: 'country', value: 'D' }])],
        split: [v('a.example', 50), v('b.example', 150)],
        forwardQuery: 'always',
      }),
    ).toEqual([
      'Rule 2, condition 1: country must be a two-letter code such as DE',
      'Variant 2: weight must be a whole number from 1 to 100',
      'Query forwarding must be off, target-wins or visitor-wins',
    ])
    expect(smartLinkSchema.parse({ forwardQuery: null })).toEqual({ forwardQuery: null })
    expect(smartLinkSchema.parse({ forwardQuery: 'visitor-wins' }).forwardQuery).toBe('visitor-wins')
  })
})

describe('the preview visitor', () => {
  test('the same value lists, sentences with a capital', () => {
    expect(rulePreviewSchema.parse({ device: 'mobile', country: 'de', language: 'de-AT, en;q=0.5', at: '2026-12-01T00:00:00Z' })).toEqual({
      device: 'mobile',
      country: 'DE',
      language: 'de-AT, en;q=0.5',
      at: '2026-12-01T00:00:00Z',
    })
    expect(rulePreviewSchema.parse({ device: 'other', language: 'de, *;q=0.1' }).language).toBe('de, *;q=0.1')
    expect(rulePreviewSchema.parse({ device: 'other', language: '' }).language).toBe('')
    expect(refusals(rulePreviewSchema, { device: 'desktop', language: 'german' })).toEqual([
      'The preview language must be a language tag such as de, or an Accept-Language list',
    ])
    expect(refusals(rulePreviewSchema, { device: 'desktop', language: 'de;x=1' })).toEqual([
      'The preview language must be a language tag such as de, or an Accept-Language list',
    ])
    expect(refusals(rulePreviewSchema, { device: 'phone', country: 'XX', at: 'tomorrow' })).toEqual([
      'Device must be mobile, tablet or desktop',
      'Country must be a two-letter code such as DE',
      'The preview time must be a date and time with its offset, such as 2026-12-01T09:00:00Z',
    ])
  })
})
