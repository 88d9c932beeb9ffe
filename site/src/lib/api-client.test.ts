// The API client's error messages follow product-spec §8.
import { describe, expect, it } from 'vitest'
import { messages } from './copy'
import { ApiError, userMessage } from './api-client'

describe('API error messages', () => {
  it('turns a taken code into the custom-path sentence', () => {
    expect(userMessage(400, 'Bad Request', 'Short code already in use')).toBe(messages.shortCode.taken)
    expect(userMessage(400, 'Bad Request', 'That code is already taken')).toBe(messages.shortCode.taken)
    expect(userMessage(400, 'Bad Request', 'Invalid custom path')).toBe(messages.shortCode.taken)
  })

  it('uses the server message for other 400s, a friendly one for "Bad Request", else "Bad request"', () => {
    expect(userMessage(400, 'Bad Request', 'Please enter a valid URL')).toBe('Please enter a valid URL')
    expect(userMessage(400, 'Bad Request', '400 Bad Request')).toBe(messages.api.badRequestFriendly)
    expect(userMessage(400, 'Bad Request', undefined)).toBe(messages.api.badRequest)
  })

  it('falls back to the status line, then to "Unknown error"', () => {
    expect(userMessage(404, 'Not Found', 'Link not found')).toBe('Link not found')
    expect(userMessage(503, 'Service Unavailable', undefined)).toBe('Error 503: Service Unavailable')
    expect(userMessage(500, '', undefined)).toBe('500 Unknown error')
  })

  it('recognises a taken code by its stable error code', () => {
    expect(new ApiError(400, 'short_code_taken', messages.shortCode.taken).isCodeTaken).toBe(true)
    expect(new ApiError(400, 'validation_failed', 'x').isCodeTaken).toBe(false)
  })
})
