// The axes' marks of the day chart: round tops, halves, and the days named along the time axis.
import { expect, test } from 'vitest'
import { dayTickIndexes, roundTop, shortDay, valueTicks } from './chart-scale'

test('the value axis rises to a round number at or above the highest day', () => {
  expect([0, 1, 2, 3, 6, 10, 11, 49, 51, 100, 101, 999].map(roundTop)).toEqual([1, 1, 2, 5, 10, 10, 20, 50, 100, 100, 200, 1000])
  expect(valueTicks(7)).toEqual([10, 5, 0])
  expect(valueTicks(1)).toEqual([1, 0])
  expect(valueTicks(0)).toEqual([1, 0])
})

test('the time axis names the first and last day and evenly spaced ones between', () => {
  expect(dayTickIndexes(0)).toEqual([])
  expect(dayTickIndexes(3)).toEqual([0, 1, 2])
  expect(dayTickIndexes(7)).toEqual([0, 2, 3, 5, 6])
  expect(dayTickIndexes(30)).toEqual([0, 7, 15, 22, 29])
  expect(shortDay('2026-11-08', false)).toBe('8 Nov')
  expect(shortDay('2025-01-31', true)).toBe('31 Jan 2025')
})

test("another language's page writes the days its own way", () => {
  expect(shortDay('2026-11-08', false, 'de')).toBe('8. Nov.')
  expect(shortDay('2025-01-31', true, 'ja')).toBe('2025年1月31日')
})
