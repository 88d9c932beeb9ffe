// The counter's table: every click of every id is kept through collisions, growth and clearing, and a batch
// lists the ids in ascending order with their clicks.
import { describe, expect, test } from 'vitest'
import { ClickCounts } from './click-counts'

/** What a Map would hold after the same adds: the reference. */
function reference(adds: [number, number][]) {
  const m = new Map<number, number>()
  for (const [id, n] of adds) m.set(id, (m.get(id) ?? 0) + n)
  return m
}

describe('click counts', () => {
  test('counts each id apart, ids whose hashes collide included, and grows without losing any', () => {
    const counts = new ClickCounts()
    const adds: [number, number][] = []
    // ids 2^32 apart share their low 32 bits, so they land on the same slot; 5,000 ids force several growths
    for (let i = 1; i <= 5000; i++) adds.push([i * 7919, 1], [i * 7919 + 2 ** 32, 2], [i * 7919, 3])
    for (const [id, n] of adds) counts.add(id, n)
    const expected = reference(adds)
    expect(counts.size).toBe(expected.size)
    for (const [id, n] of expected) expect(counts.get(id)).toBe(n)
    expect(counts.get(12345)).toBe(0)
    expect(counts.ids().sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b))
  })

  test('a batch holds the ids ascending with their clicks, as a copy', () => {
    const counts = new ClickCounts()
    for (const id of [30, 5, 1_000_000, 5, 30, 30]) counts.add(id)
    const batch = counts.batch()
    counts.add(5)
    expect([...batch.ids]).toEqual([5, 30, 1_000_000])
    expect([...batch.ns]).toEqual([2, 3, 1])
    expect(batch.committed).toBe(0)
  })

  test('clear forgets every id, also after a burst that made the table large, and counting goes on', () => {
    const counts = new ClickCounts()
    for (let round = 0; round < 3; round++) {
      const burst = round === 1 ? 100_000 : 300 // round 1 grows the table past what it keeps
      for (let i = 1; i <= burst; i++) counts.add(i * 13 + round)
      expect(counts.size).toBe(burst)
      expect(counts.get(13 + round)).toBe(1)
      counts.clear()
      expect(counts.size).toBe(0)
      expect(counts.get(13 + round)).toBe(0)
      expect(counts.batch().ids.length).toBe(0)
    }
    counts.add(7, 4)
    expect([...counts.batch().ns]).toEqual([4])
  })
})
