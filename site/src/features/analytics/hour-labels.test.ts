// Hours labelled in the account's zone: whole-hour offsets, half-hour ones, and the zone named with its offset.
import { expect, test } from 'vitest'
import { hourLabel, startsOffTheHour, timeOfDay, zoneName } from './hour-labels'

test("an hour's start is written in the zone, minutes included where the offset has them", () => {
  expect(hourLabel('2026-06-15T12:00:00.000Z', 'UTC')).toBe('15 Jun 12:00')
  expect(hourLabel('2026-06-15T12:00:00.000Z', 'Europe/Paris')).toBe('15 Jun 14:00')
  expect(hourLabel('2026-06-15T20:00:00.000Z', 'Asia/Kolkata')).toBe('16 Jun 01:30')
  expect(hourLabel('2026-01-15T03:00:00.000Z', 'America/New_York')).toBe('14 Jan 22:00')
  expect(timeOfDay('2026-06-15T20:00:00.000Z', 'Asia/Kolkata')).toBe('01:30')
  expect(startsOffTheHour(['2026-06-15T20:00:00.000Z'], 'Asia/Kolkata')).toBe(true)
  expect(startsOffTheHour(['2026-06-15T20:00:00.000Z'], 'Europe/Paris')).toBe(false)
})

test('the zone is named with its offset at that moment', () => {
  expect(zoneName('UTC', new Date('2026-06-15T12:00:00Z'))).toBe('UTC')
  expect(zoneName('Asia/Kolkata', new Date('2026-06-15T12:00:00Z'))).toBe('Asia/Kolkata (GMT+5:30)')
  expect(zoneName('Europe/Paris', new Date('2026-01-15T12:00:00Z'))).toBe('Europe/Paris (GMT+1)')
})

test("another language's page writes the hours its own way, the axis's times alike", () => {
  expect(hourLabel('2026-06-15T20:00:00.000Z', 'Asia/Kolkata', 'de')).toBe('16. Juni, 01:30')
  expect(hourLabel('2026-06-15T20:00:00.000Z', 'Asia/Kolkata', 'ja')).toBe('6月16日 01:30')
  expect(timeOfDay('2026-06-15T20:00:00.000Z', 'Asia/Kolkata')).toBe('01:30')
})
