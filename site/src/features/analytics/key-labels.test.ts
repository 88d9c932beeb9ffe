// How stored analytics keys read on the page, and the shares the breakdown tables show.
import { expect, test } from 'vitest'
import { shareOf } from './Breakdown'
import { countryLabel, deviceLabel, referrerLabel } from './key-labels'

test('countries by name with their code, the unknown and direct in words, shares to one decimal', () => {
  expect(countryLabel('GB')).toBe('United Kingdom (GB)')
  expect(countryLabel('unknown')).toBe('Unknown')
  expect(referrerLabel('direct')).toBe('Direct or unknown')
  expect(referrerLabel('news.example.com')).toBe('news.example.com')
  expect(deviceLabel('mobile')).toBe('Mobile')
  expect([shareOf(1, 3), shareOf(2, 3), shareOf(0, 0)]).toEqual(['33.3%', '66.7%', '0.0%'])
})
