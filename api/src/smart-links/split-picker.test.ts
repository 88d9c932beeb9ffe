// The A/B split's distribution: 10,000 real draws land within 2 points of each weight, and the same check
// refuses pickers that are broken in the ways pickers break (always the first, modulo bias, an off-by-one).
import { describe, expect, test } from 'vitest'
import { compileRules } from './compile'
import { cryptoDraw, weightedPicker } from './split-picker'
import { visitWith } from './visit-fixture'

const DRAWS = 10_000

/** Each index's share of `n` picks, in percent. */
function sharesOf(pick: () => number, variants: number, n = DRAWS): number[] {
  const counts = new Array<number>(variants).fill(0)
  for (let i = 0; i < n; i++) counts[pick()]!++
  return counts.map((c) => (c * 100) / n)
}
/** Whether every share is within `points` of its weight (the standard deviation is at most 0.5 points here). */
const close = (shares: number[], weights: number[], points = 2) => shares.every((s, i) => Math.abs(s - weights[i]!) <= points)

describe('the split picker', () => {
  const weights = [50, 30, 15, 5]

  test('10,000 draws from crypto.getRandomValues fall within ±2 points of each weight', () => {
    const shares = sharesOf(weightedPicker(weights), weights.length)
    expect(close(shares, weights), `shares ${shares.join(', ')}`).toBe(true)
  })

  test('the compiled split counts each variant by its weight', () => {
    const split = weights.map((weight, i) => ({ target: `https://example.com/${i}`, weight }))
    const decide = compileRules({ target: 'https://example.com/own', split })
    const visit = visitWith()
    const names = split.map((_, i) => `variant:${i + 1}`)
    const shares = sharesOf(() => names.indexOf(decide(visit).matched!), weights.length)
    expect(close(shares, weights), `shares ${shares.join(', ')}`).toBe(true)
  })

  test('the check fails a broken picker: always the first, 8-bit draws with modulo bias, or bounds off by one', () => {
    expect(
      close(
        sharesOf(
          weightedPicker(weights, () => 0),
          4,
        ),
        weights,
      ),
    ).toBe(false)
    expect(
      close(
        sharesOf(
          weightedPicker(weights, () => cryptoDraw() & 0xff),
          4,
        ),
        weights,
      ),
    ).toBe(false)
    const offByOne = () => {
      const x = cryptoDraw() % 100
      return x <= 50 ? 0 : x <= 80 ? 1 : x <= 95 ? 2 : 3 // ≤ where < belongs: 51/30/15/4
    }
    expect(close(sharesOf(offByOne, 4), weights, 0.2)).toBe(false)
  })

  test('a draw in the biased top range is thrown back, not folded into the first points', () => {
    const draws = [2 ** 32 - 1, 2 ** 32 - 96, 99] // 2³² − 96 is the first draw past the last whole hundred
    expect(weightedPicker(weights, () => draws.shift()!)()).toBe(3) // 99: the last variant
    expect(draws).toEqual([])
  })
})
