// The clicks per rule and variant as the page names them: each rule by its conditions as the link has them
// now, `default` as no rule matched, a number the link no longer has said so, variants with their weight.
import { expect, test } from 'vitest'
import { ruleLines, variantLines } from './rule-labels'

const link = {
  originalUrl: 'https://own.example/',
  rules: [
    {
      conditions: [
        { type: 'os' as const, value: 'ios' as const },
        { type: 'country' as const, value: 'DE' },
      ],
      target: 'https://apps.apple.com/de',
    },
    { conditions: [{ type: 'query' as const, key: 'src', value: 'qr' }], target: 'https://qr.example/' },
    { conditions: [{ type: 'query' as const, key: 'ref' }], target: 'https://ref.example/' },
  ],
  split: [
    { target: 'https://a.example/', weight: 30 },
    { target: 'https://b.example/', weight: 70 },
  ],
}

test('rules read as their conditions, the unmatched as the link itself, a removed rule as removed', () => {
  const rows = ['rule:1', 'rule:2', 'rule:3', 'rule:7', 'default'].map((key, i) => ({ key, clicks: i + 1 }))
  expect(ruleLines(rows, link).map(({ name, target, clicks }) => [name, target, clicks])).toEqual([
    ['Rule 1: OS iOS and Country Germany (DE)', 'https://apps.apple.com/de', 1],
    ['Rule 2: Query parameter src = qr', 'https://qr.example/', 2],
    ['Rule 3: Query parameter ref present', 'https://ref.example/', 3],
    ['Rule 7 (no longer on the link)', null, 4],
    ['No rule matched', 'https://own.example/', 5],
  ])
})

test('variants read with their weight and target', () => {
  expect(
    variantLines(
      [
        { key: 'variant:2', clicks: 9 },
        { key: 'variant:3', clicks: 1 },
      ],
      link,
    ).map((l) => [l.name, l.target]),
  ).toEqual([
    ['Variant 2 (weight 70)', 'https://b.example/'],
    ['Variant 3 (no longer on the link)', null],
  ])
})
