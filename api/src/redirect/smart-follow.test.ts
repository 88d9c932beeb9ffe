// What the cache keeps of a link: rules compiled at fill only when the link has some, and no `smart` at all
// for a link without rules, split or forwarding, so its follow stays the plain redirect.
import { describe, expect, test } from 'vitest'
import type { RedirectLink } from '../links'
import { cachedLinkOf } from './redirect.handler'

const row = (extra: Partial<RedirectLink> = {}): RedirectLink => ({
  id: 1,
  userId: null,
  originalUrl: 'https://own.example/',
  isActive: true,
  clicks: 0,
  expiresAt: null,
  maxClicks: null,
  fallbackUrl: null,
  rules: null,
  forwardQuery: null,
  locked: false,
  ...extra,
})

describe('cachedLinkOf', () => {
  test('a link without rules, split or forwarding gets no smart part: the plain path', () => {
    expect('smart' in cachedLinkOf(row())).toBe(false)
    expect('smart' in cachedLinkOf(row({ forwardQuery: 'off' }), 'visitor-wins')).toBe(false) // the link's own off wins over the instance
    expect('smart' in cachedLinkOf(row({ rules: { rules: [], split: [] } }))).toBe(false)
  })

  test("forwarding alone: no compiled rules, only the mode (the link's own, else the instance's)", () => {
    expect(cachedLinkOf(row(), 'target-wins').smart).toEqual({ decide: null, forward: 'target-wins' })
    expect(cachedLinkOf(row({ forwardQuery: 'visitor-wins' })).smart).toEqual({ decide: null, forward: 'visitor-wins' })
  })

  test('rules are compiled once at fill, their targets in Location form', () => {
    const link = cachedLinkOf(row({ rules: { rules: [{ conditions: [{ type: 'os', value: 'ios' }], target: 'https://app.example/' }], split: [] } }))
    const decide = link.smart!.decide!
    expect(decide({ os: 'ios' } as never)).toEqual({ target: 'https://app.example/#', matched: 'rule:1' })
    expect(decide({ os: 'android' } as never)).toEqual({ target: 'https://own.example/#', matched: null })
  })
})
