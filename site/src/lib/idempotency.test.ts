// One Idempotency-Key per create attempt: the same body again (a retry) reuses it, another body or the
// attempt after a success gets a new one.
import { describe, expect, it } from 'vitest'
import { attemptKeys } from './idempotency'

describe('attemptKeys', () => {
  it('reuses the key for a retry of the same body until the attempt succeeds', () => {
    const keys = attemptKeys()
    const first = keys.keyFor({ originalUrl: 'https://a.example' })
    expect(first).toMatch(/^[\w-]{21}$/)
    expect(keys.keyFor({ originalUrl: 'https://a.example' })).toBe(first)
    keys.settled()
    expect(keys.keyFor({ originalUrl: 'https://a.example' })).not.toBe(first)
  })

  it('gives another body another key', () => {
    const keys = attemptKeys()
    const a = keys.keyFor({ originalUrl: 'https://a.example' })
    const b = keys.keyFor({ originalUrl: 'https://a.example', shortCode: 'mine1' })
    expect(b).not.toBe(a)
    expect(keys.keyFor({ originalUrl: 'https://a.example' })).not.toBe(a) // the earlier attempt was given up
  })
})
