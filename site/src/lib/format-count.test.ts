// Counts in the page's language: English as it always was (en-US's separators), another language its own way.
import { afterEach, expect, test } from 'vitest'
import { renderingFrom } from '@contracts/words'
import { formatCount, formatOneDecimal } from './format-count'

afterEach(() => renderingFrom(() => undefined))

test('an English page writes 12,345 and 12,345.0', () => {
  expect([formatCount(12345), formatOneDecimal(12345)]).toEqual(['12,345', '12,345.0'])
})

test('a German page writes 12.345 and 12.345,0', () => {
  renderingFrom(() => ({ locale: 'de', words: {} }))
  expect([formatCount(12345), formatOneDecimal(12345)]).toEqual(['12.345', '12.345,0'])
})
