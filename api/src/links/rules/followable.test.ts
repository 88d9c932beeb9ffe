// The one follow rule: why a link cannot be followed, in the order the answers need.
import { describe, expect, test } from 'vitest'
import { hasRunOut, whyNotFollowable } from './followable'

const NOW = Date.UTC(2026, 10, 25, 12)

describe('whyNotFollowable', () => {
  test('a plain active link can be followed; an inactive one is inactive whatever its limits', () => {
    expect(whyNotFollowable({ isActive: true }, NOW)).toBeNull()
    expect(whyNotFollowable({ isActive: false, expiresAt: NOW - 1, maxClicks: 1, clicks: 5 }, NOW)).toBe('inactive')
  })

  test('expired from the instant of its expiry on', () => {
    expect(whyNotFollowable({ isActive: true, expiresAt: NOW + 1 }, NOW)).toBeNull()
    expect(whyNotFollowable({ isActive: true, expiresAt: NOW }, NOW)).toBe('expired')
  })

  test('exhausted once its clicks reach the cap', () => {
    expect(whyNotFollowable({ isActive: true, maxClicks: 3, clicks: 2 }, NOW)).toBeNull()
    expect(whyNotFollowable({ isActive: true, maxClicks: 3, clicks: 3 }, NOW)).toBe('exhausted')
  })

  test('Expired in the dashboard means run out, also for a link turned off', () => {
    expect(hasRunOut({ isActive: false, maxClicks: 1, clicks: 1 }, NOW)).toBe(true)
    expect(hasRunOut({ isActive: false }, NOW)).toBe(false)
  })
})
