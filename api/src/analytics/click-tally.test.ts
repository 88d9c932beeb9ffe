// The worker's tally (docs/decisions/0056): clicks per link and combination of values, expanded exactly
// per link and value, in chunks of links for a write; a chunk that failed goes back whole.
import { expect, test } from 'vitest'
import { ClickTally, NO_VALUE } from './click-tally'

const perLink = (rows: { linkId: number; dimension: string; key: string; clicks: number }[]) =>
  Object.fromEntries(rows.map((r) => [`${r.linkId} ${r.dimension} ${r.key}`, r.clicks]))

function tallyOf() {
  const t = new ClickTally()
  const v = (d: 'country' | 'device' | 'browser' | 'os' | 'referrer' | 'rule', k: string) => t.valueOf(d, k)
  const gbPhone = t.combinationOf([v('country', 'GB'), v('device', 'mobile'), v('browser', 'Safari'), v('os', 'iOS'), v('referrer', 'direct'), NO_VALUE])
  const usPhone = t.combinationOf([
    v('country', 'US'),
    v('device', 'mobile'),
    v('browser', 'Safari'),
    v('os', 'iOS'),
    v('referrer', 'a.example'),
    v('rule', 'rule:1'),
  ])
  expect(t.combinationOf([v('country', 'GB'), v('device', 'mobile'), v('browser', 'Safari'), v('os', 'iOS'), v('referrer', 'direct'), NO_VALUE])).toBe(gbPhone)
  for (const link of [5, 1, 3, 2, 4]) t.add(link, gbPhone)
  t.add(1, usPhone, 2)
  t.add(1, gbPhone)
  t.addRows([{ linkId: 9, dimension: 'country', key: 'FR', clicks: 4 }]) // carried from a failed write
  return t
}

test('holds one entry per link and combination, and expands them exactly per value (a link without rules counts none)', () => {
  const t = tallyOf()
  expect(t.held).toBe(7) // 6 (link, combination) pairs + 1 carried link
  const rows = perLink(t.rows())
  expect(Object.keys(rows).filter((k) => k.includes(' rule '))).toEqual(['1 rule rule:1'])
  expect(rows).toMatchObject({
    '1 rule rule:1': 2,
    '1 country GB': 2,
    '1 country US': 2,
    '1 device mobile': 4,
    '1 referrer direct': 2,
    '1 referrer a.example': 2,
    '5 os iOS': 1,
    '9 country FR': 4,
  })
  expect(t.held).toBe(0)
})

test('writes in chunks of links, ascending; a failed chunk goes back with the rest', () => {
  const t = tallyOf()
  const all = perLink(tallyOf().rows())
  const seen: number[][] = []
  const written: ReturnType<typeof perLink>[] = []
  for (const chunk of t.chunks(2)) {
    seen.push([...chunk.byLink.keys()])
    if (seen.length === 2) {
      t.addRows(chunk.rows()) // this write failed
      break
    }
    written.push(perLink(chunk.rows()))
  }
  expect(seen).toEqual([
    [1, 2],
    [3, 4],
  ])
  const kept = perLink(t.rows())
  expect(Object.keys(kept).some((k) => k.startsWith('3 '))).toBe(true)
  expect({ ...written[0], ...kept }).toEqual(all) // nothing lost, nothing twice
})

test('carried rows are chunked too, in link order with the counted ones (PostgreSQL writes carried rows only)', () => {
  const t = new ClickTally()
  t.addRows([9, 7, 8, 6].map((linkId) => ({ linkId, dimension: 'country' as const, key: 'FR', clicks: linkId })))
  const us = t.combinationOf([
    t.valueOf('country', 'US'),
    t.valueOf('device', 'mobile'),
    t.valueOf('browser', 'Safari'),
    t.valueOf('os', 'iOS'),
    t.valueOf('referrer', 'direct'),
    NO_VALUE,
  ])
  t.add(7, us)
  t.add(10, us)
  const chunks = [...t.chunks(2)]
  expect(chunks.map((c) => [...c.byLink.keys()])).toEqual([[6, 7], [8, 9], [10]])
  expect(perLink(chunks[0]!.rows())).toMatchObject({ '7 country FR': 7, '7 country US': 1, '7 device mobile': 1 })
  expect(t.held).toBe(0)
})
