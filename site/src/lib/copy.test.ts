// The site's own sentences with parameters (product-spec §2, §8), beside the shared ones.
import { describe, expect, test } from 'vitest'
import { messages } from './copy'

describe('site copy', () => {
  test('the spec sentences with parameters', () => {
    expect(messages.dialog.clickedTimes(3)).toBe('This link has been clicked 3 times since it was created.')
    expect(messages.toast.qrDownloadOk.description('svg')).toBe('The QR code has been downloaded in SVG format.')
  })

  test('the shared messages come along unchanged', () => {
    expect(messages.shortCode.taken).toBe('This custom path is already taken. Please choose another one.')
    expect(messages.url.invalid).toBe('Please enter a valid URL')
  })
})
