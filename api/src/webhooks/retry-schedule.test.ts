// The retry schedule: its steps, its spread, and that it gives up 24 hours after the first attempt.
import { describe, expect, test } from 'vitest'
import { DISABLE_AFTER_GIVEN_UP, nextAttemptAt, RETRY_WINDOW_MS, shouldDisableEndpoint } from './retry-schedule'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const first = new Date('2026-11-29T08:00:00.000Z')
const middle = () => 0.5 // the jitter's middle: the step itself

/** Every attempt's time, from the first until the schedule gives up, each try made the moment it is due. */
function attemptsUntilGivenUp(random: () => number): Date[] {
  const times = [first]
  for (let attempts = 1; attempts < 100; attempts++) {
    const next = nextAttemptAt(first, attempts, times.at(-1)!, random)
    if (!next) return times
    times.push(next)
  }
  throw new Error('the schedule never gave up')
}

describe('nextAttemptAt', () => {
  test('waits 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, then 4 h at a time', () => {
    const waits = attemptsUntilGivenUp(middle)
      .slice(1)
      .map((at, i, all) => at.getTime() - (i ? all[i - 1]! : first).getTime())
    expect(waits.slice(0, 7)).toEqual([5 * SECOND, 30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR])
    expect(new Set(waits.slice(7))).toEqual(new Set([4 * HOUR]))
  })

  test('the last try falls within 24 hours of the first, and the next one would not', () => {
    for (const random of [() => 0, middle, () => 0.999999]) {
      const times = attemptsUntilGivenUp(random)
      const last = times.at(-1)!
      expect(last.getTime() - first.getTime()).toBeLessThanOrEqual(RETRY_WINDOW_MS)
      expect(last.getTime() - first.getTime()).toBeGreaterThan(RETRY_WINDOW_MS - 5 * HOUR)
      expect(nextAttemptAt(first, times.length, last, random)).toBeNull()
      expect(times.length).toBeGreaterThanOrEqual(11)
    }
  })

  test('each wait is spread by up to ±20%', () => {
    const now = new Date(first.getTime() + 10 * MINUTE)
    const wait = (random: number) => nextAttemptAt(first, 4, now, () => random)!.getTime() - now.getTime()
    expect(wait(0)).toBe(8 * MINUTE)
    expect(wait(0.5)).toBe(10 * MINUTE)
    expect(wait(0.999999)).toBeCloseTo(12 * MINUTE, -2)
  })

  test('a late attempt (the queue was down) is still held to the window', () => {
    const late = new Date(first.getTime() + RETRY_WINDOW_MS - SECOND)
    expect(nextAttemptAt(first, 2, late, middle)).toBeNull()
    expect(nextAttemptAt(first, 1, new Date(first.getTime() + RETRY_WINDOW_MS - HOUR), middle)).not.toBeNull()
  })

  test('attempts counts from 1', () => {
    expect(() => nextAttemptAt(first, 0, first)).toThrow(RangeError)
    expect(() => nextAttemptAt(first, 1.5, first)).toThrow(RangeError)
  })
})

describe('shouldDisableEndpoint', () => {
  test(`disables after ${DISABLE_AFTER_GIVEN_UP} events in a row were given up on, not before`, () => {
    expect(DISABLE_AFTER_GIVEN_UP).toBeGreaterThan(1)
    expect(shouldDisableEndpoint(0)).toBe(false)
    expect(shouldDisableEndpoint(DISABLE_AFTER_GIVEN_UP - 1)).toBe(false)
    expect(shouldDisableEndpoint(DISABLE_AFTER_GIVEN_UP)).toBe(true)
  })
})
