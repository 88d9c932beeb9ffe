// Relative times in the page's language, rounded to the unit they are said in.
import { describe, expect, test } from 'vitest'
import { relativeTime } from './relative-time'

const now = Date.parse('2026-11-29T12:00:00Z')
const ago = (seconds: number) => new Date(now - seconds * 1000)

describe('relativeTime', () => {
  test('says the nearest unit, past and future, in English', () => {
    const said = [5, -20, 90, 3600 * 5, 86400 * 3, -86400 * 2, 86400 * 45, 86400 * 400].map((s) => relativeTime(ago(s), now, 'en'))
    expect(said).toEqual(['this minute', 'this minute', '2 minutes ago', '5 hours ago', '3 days ago', 'in 2 days', '2 months ago', 'last year'])
  })

  test('moves up a unit when rounding reaches it (59.6 minutes is an hour)', () => {
    expect(relativeTime(ago(59.6 * 60), now, 'en')).toBe('1 hour ago')
  })

  test('speaks the language asked for', () => {
    expect([relativeTime(ago(86400 * 3), now, 'de'), relativeTime(ago(3600), now, 'ja'), relativeTime(ago(30), now, 'fr')]).toEqual([
      'vor 3 Tagen',
      '1 時間前',
      'cette minute-ci',
    ])
  })
})
