// The period's clicks that no breakdown shows, and the sentence the page gives them.
import { expect, test } from 'vitest'
import { analyticsCopy } from './analytics-copy'
import { clicksWithoutDetails } from './clicks-without-details'

const counts = (days: number[], devices: number[], notShared = 0, unrecorded = 0) => ({
  days: days.map((clicks, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, clicks })),
  devices: devices.map((clicks, i) => ({ key: `d${i}`, clicks })),
  notShared,
  unrecorded,
})

test('clicks minus those with details, not shared and counted without details; never below zero', () => {
  expect(clicksWithoutDetails(counts([3, 4], [2, 2], 1, 1))).toBe(1)
  expect(clicksWithoutDetails(counts([5], [], 0, 0))).toBe(5)
  expect(clicksWithoutDetails(counts([2, 3], [4], 1, 0))).toBe(0)
  expect(clicksWithoutDetails(counts([1], [2], 0, 0))).toBe(0) // a day's details written before its total: nothing negative
})

test('the sentence says one click or several', () => {
  expect(analyticsCopy.totals.withoutDetails(1)).toMatch(/^1 click has no details/)
  expect(analyticsCopy.totals.withoutDetails(5)).toMatch(/^5 clicks have no details/)
})
