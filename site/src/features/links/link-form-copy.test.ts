// The link dialog's sentences with parameters (product-spec §2).
import { describe, expect, test } from 'vitest'
import { linkFormCopy } from './link-form-copy'

describe('link form copy', () => {
  test('the spec sentence with the click count, separators included', () => {
    expect(linkFormCopy.clickedTimes(3)).toBe('This link has been clicked 3 times since it was created.')
    expect(linkFormCopy.clickedTimes(12345)).toBe('This link has been clicked 12,345 times since it was created.')
  })
})
