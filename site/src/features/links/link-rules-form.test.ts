// The Rules dialog's form ↔ wire conversion: dates in the browser's offset, blank fields refused with the
// contract's sentence at their place, the rules' order kept, and only what changed sent.
import { describe, expect, it } from 'vitest'
import type { LinkDto } from '@contracts'
import { toLocalInput } from './link-options'
import { newRule, smartBody, smartOf, smartWire, weightTotal, type SmartForm } from './link-rules-form'
import { matchedWords } from './link-rules-copy'

const empty: SmartForm = { rules: [], split: [], forwardQuery: '' }
const stored = {
  rules: [
    { conditions: [{ type: 'after', value: '2030-01-01T09:00:00.000Z' }], target: 'https://later.example/' },
    { conditions: [{ type: 'query', key: 'src' }], target: 'https://qr.example/' },
  ],
  split: [
    { target: 'https://a.example/', weight: 30 },
    { target: 'https://b.example/', weight: 70 },
  ],
  forwardQuery: 'visitor-wins',
} as unknown as LinkDto

describe('smartOf and smartWire', () => {
  it('shows a stored date in local time and sends it back as the same instant, rules in their order', () => {
    const form = smartOf(stored)
    expect(form.rules[0]!.conditions[0]!.value).toBe(toLocalInput('2030-01-01T09:00:00.000Z'))
    const wire = smartWire(form)
    expect(wire.rules.map((r) => r.target)).toEqual(['https://later.example/', 'https://qr.example/'])
    expect(new Date(wire.rules[0]!.conditions[0]!.value as string).getTime()).toBe(Date.parse('2030-01-01T09:00:00Z'))
    expect(wire.rules[1]!.conditions[0]).toEqual({ type: 'query', key: 'src' }) // a blank value: any value
    expect(wire.split).toEqual([
      { target: 'https://a.example/', weight: 30 },
      { target: 'https://b.example/', weight: 70 },
    ])
    expect(wire.forwardQuery).toBe('visitor-wins')
  })

  it('has nothing for a new link, and the instance default as null', () => {
    expect(smartOf(null)).toEqual(empty)
    expect(smartWire(empty)).toEqual({ rules: [], split: [], forwardQuery: null })
  })
})

describe('smartBody', () => {
  it('sends nothing when nothing changed', () => {
    expect(smartBody(smartOf(stored), smartOf(stored))).toEqual({ body: {}, errors: {} })
  })

  it('sends a new rule (with https:// added) and a reorder, cleared lists as []', () => {
    const before = smartOf(stored)
    const reordered = { ...before, rules: [before.rules[1]!, before.rules[0]!], split: [], forwardQuery: '' as const }
    const { body, errors } = smartBody(reordered, before)
    expect(errors).toEqual({})
    expect(body.rules?.map((r) => r.target)).toEqual(['https://qr.example/', 'https://later.example/'])
    expect(body).toMatchObject({ split: [], forwardQuery: null })
    const added = smartBody({ ...empty, rules: [{ ...newRule(), target: 'm.example/app' }] }, empty)
    expect(added.body.rules).toEqual([{ conditions: [{ type: 'device', value: 'mobile' }], target: 'https://m.example/app' }])
  })

  it('names blank fields and a wrong total at their place with the contract’s sentences', () => {
    const form: SmartForm = {
      rules: [
        {
          conditions: [
            { type: 'country', value: '', key: '' },
            { type: 'before', value: '', key: '' },
          ],
          target: '',
        },
      ],
      split: [
        { target: 'https://a.example/', weight: '60' },
        { target: 'https://b.example/', weight: '30' },
      ],
      forwardQuery: '',
    }
    const { body, errors } = smartBody(form, empty)
    expect(body).toEqual({})
    expect(errors['rules.0.conditions.0']).toBe('Rule 1, condition 1: country must be a two-letter code such as DE')
    expect(errors['rules.0.conditions.1']).toMatch(/^Rule 1, condition 2: before must be a date/)
    expect(errors['rules.0.target']).toBe('Rule 1: target must be a web address such as https://example.com')
    expect(errors.split).toBe("The split's weights must add up to 100 (they add up to 90)")
    expect(weightTotal(form.split)).toBe(90)
    const blankWeight = smartBody({ ...empty, split: [{ target: 'https://a.example/', weight: '' }, form.split[1]!] }, empty)
    expect(blankWeight.errors['split.0.weight']).toBe('Variant 1: weight must be a whole number from 1 to 100')
  })
})

describe('what matched, in words', () => {
  it('names a rule, a variant or the link itself', () => {
    expect(matchedWords('rule:2')).toBe('Rule 2')
    expect(matchedWords('variant:1')).toBe('Variant 1 (drawn by weight)')
    expect(matchedWords(null)).toBe("No rule matched: the link's target")
  })
})
