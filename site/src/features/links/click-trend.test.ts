import { describe, expect, test } from 'vitest'
import { clickTrend } from './click-trend'

describe('clickTrend', () => {
  test.each([
    [10, 5, { percent: 100, up: true }],
    [5, 10, { percent: 50, up: false }],
    [7, 7, { percent: 0, up: true }],
    [0, 3, { percent: 100, up: false }],
    [2, 3, { percent: 33, up: false }],
  ])('%i clicks this week against %i the week before', (now, before, expected) => {
    expect(clickTrend({ clicksLast7Days: now, clicksPrevious7Days: before })).toEqual(expected)
  })

  test('nothing to compare with: no change at all, never a made-up one', () => {
    expect(clickTrend({ clicksLast7Days: 12, clicksPrevious7Days: 0 })).toBeNull()
    expect(clickTrend({ clicksLast7Days: 0, clicksPrevious7Days: 0 })).toBeNull()
  })
})
