// The site's own sentences with parameters (product-spec §2, §8), beside the shared ones.
import { describe, expect, test } from 'vitest'
import { messages, waitTime } from './copy'

describe('site copy', () => {
  test('a wait in words, rounded up to the unit it is said in', () => {
    expect([waitTime(0.2), waitTime(45), waitTime(61), waitTime(7200)]).toEqual(['1 second', '45 seconds', '2 minutes', '2 hours'])
  })

  test('the shared messages come along unchanged', () => {
    expect(messages.shortCode.taken).toBe('This custom path is already taken. Please choose another one.')
    expect(messages.url.invalid).toBe('Please enter a valid URL')
  })
})
