// Moderation's contract rules and their exact messages.
import { describe, expect, test } from 'vitest'
import { blockedDomain, moderationMessages as m, moderationReason, reportBody, reportedCode } from './moderation'

describe('moderation contracts', () => {
  test('a blocked domain is a host name in lower case, without a leading *. or a trailing dot', () => {
    expect(blockedDomain.parse(' *.Spam.Example. ')).toBe('spam.example')
    expect(blockedDomain.parse('.bad.co.uk')).toBe('bad.co.uk')
    for (const bad of ['localhost', 'https://spam.example', 'spam.example/path', 'sp am.example', ''])
      expect(blockedDomain.safeParse(bad).error?.issues[0]?.message, bad).toBe(m.badDomain)
  })

  test('a reason is 1 to 500 characters', () => {
    expect(moderationReason.safeParse('  ').error?.issues[0]?.message).toBe(m.reasonRequired)
    expect(moderationReason.safeParse('x'.repeat(501)).error?.issues[0]?.message).toBe(m.reasonTooLong)
    expect(moderationReason.parse(' Phishing\nsite ')).toBe('Phishing\nsite')
  })

  test('a report names its link by address or by code', () => {
    expect(reportedCode('https://snip.example/abc12')).toBe('abc12')
    expect(reportedCode('https://snip.example/abc12/')).toBe('abc12')
    expect(reportedCode('/abc12')).toBe('abc12')
    expect(reportedCode('abc12')).toBe('abc12')
    expect(reportBody.safeParse({ link: '', reason: 'x' }).error?.issues[0]?.message).toBe(m.reportCodeRequired)
  })
})
