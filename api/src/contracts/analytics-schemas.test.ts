// The analytics range rules and their messages.
import { expect, test } from 'vitest'
import { analyticsRange, clickDaysOf, daysBetween, isIsoDay, lastDays } from './analytics-schemas'
import { messages } from './messages'

const NOW = new Date('2026-03-01T23:59:00Z')

test('a range is two real days, in order, at most 366 days; the last 30 by default', () => {
  expect(analyticsRange({}, NOW)).toEqual({ from: '2026-01-31', to: '2026-03-01' })
  expect(analyticsRange({ to: '2026-01-10' }, NOW)).toEqual({ from: '2025-12-12', to: '2026-01-10' })
  expect(analyticsRange({ from: '2025-03-01', to: '2026-03-01' }, NOW)).toEqual({ from: '2025-03-01', to: '2026-03-01' }) // 366 days
  expect(analyticsRange({ from: '2025-02-28', to: '2026-03-01' }, NOW)).toEqual({ error: messages.analytics.badRange })
  expect(analyticsRange({ from: '2026-03-02', to: '2026-03-01' }, NOW)).toEqual({ error: messages.analytics.badRange })
  expect(analyticsRange({ from: '2026-02-29' }, NOW)).toEqual({ error: messages.analytics.badDay })
  expect(analyticsRange({ from: '2026-2-1' }, NOW)).toEqual({ error: messages.analytics.badDay })
  for (const to of ['not-a-day', '2026-02-30', '']) expect(analyticsRange({ to }, NOW), to).toEqual({ error: messages.analytics.badDay }) // no from: none counted back from it
  expect(isIsoDay('2024-02-29')).toBe(true)
})

test('days= is 1 to 366, 30 by default; day lists include both ends', () => {
  expect([clickDaysOf(undefined), clickDaysOf('1'), clickDaysOf('366')]).toEqual([30, 1, 366])
  for (const bad of ['0', '367', '1.5', '-1', 'x', '']) expect(clickDaysOf(bad), bad).toEqual({ error: messages.analytics.badDays })
  expect(lastDays(7, NOW)).toEqual({ from: '2026-02-23', to: '2026-03-01' })
  expect(daysBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01'])
})
