// The analytics period read from and written to the page's address.
import { expect, test } from 'vitest'
import { messages } from '@contracts/messages'
import { choiceFromSearch, queryOf, resolveRange, searchWithChoice, type ShownRange } from './range-url'

const NOW = new Date('2026-11-28T23:59:00Z')

test('a preset, fixed days, or the last 30 days when the address names neither', () => {
  expect(choiceFromSearch('?id=4&period=7')).toEqual({ period: 7 })
  expect(choiceFromSearch('?id=4&period=8')).toEqual({ period: 30 })
  expect(choiceFromSearch('?id=4')).toEqual({ period: 30 })
  expect(choiceFromSearch('?id=4&from=2026-01-01&to=2026-01-31&period=7')).toEqual({ from: '2026-01-01', to: '2026-01-31' })
  expect(choiceFromSearch('?from=2026-01-01')).toEqual({ period: 30 })
  expect(choiceFromSearch('?id=4&period=48h')).toEqual({ period: '48h' })
})

test('the last 48 hours: the UTC days they touch, asked of the API as period=48h', () => {
  const hours = resolveRange({ period: '48h' }, NOW)
  expect(hours).toEqual({ from: '2026-11-27', to: '2026-11-28', period: null, hourly: true })
  expect(resolveRange({ period: '48h' }, new Date('2026-11-28T10:00:00Z'))).toMatchObject({ from: '2026-11-26', to: '2026-11-28' })
  expect(queryOf(hours as ShownRange)).toBe('period=48h')
  expect(queryOf({ from: '2026-01-01', to: '2026-01-31', period: null })).toBe('from=2026-01-01&to=2026-01-31')
  expect(searchWithChoice('?id=4&from=2026-01-01&to=2026-01-31', { period: '48h' })).toBe('?id=4&period=48h')
})

test('presets count back from today in UTC; fixed days follow the API rule', () => {
  expect(resolveRange({ period: 7 }, NOW)).toEqual({ from: '2026-11-22', to: '2026-11-28', period: 7 })
  expect(resolveRange({ from: '2026-01-01', to: '2026-01-31' }, NOW)).toEqual({ from: '2026-01-01', to: '2026-01-31', period: null })
  expect(resolveRange({ from: '2026-02-01', to: '2026-01-31' }, NOW)).toEqual({ error: messages.analytics.badRange })
  expect(resolveRange({ from: '2026-02-30', to: '2026-03-31' }, NOW)).toEqual({ error: messages.analytics.badDay })
})

test('writing a choice keeps the other parameters and drops the other kind', () => {
  expect(searchWithChoice('?id=4&from=2026-01-01&to=2026-01-31', { period: 90 })).toBe('?id=4&period=90')
  expect(searchWithChoice('?id=4&period=90', { from: '2026-01-01', to: '2026-01-31' })).toBe('?id=4&from=2026-01-01&to=2026-01-31')
})
