// "More options" sends only what changed: an expired link's edit does not resend its past expiry.
import { describe, expect, it } from 'vitest'
import type { LinkDto } from '@contracts'
import { lifecycleBody, optionsOf } from './link-options'

const link = { expiresAt: '2020-01-01T10:00:00.000Z', maxClicks: 5, fallbackUrl: null, hasPassword: true } as LinkDto

describe('lifecycleBody', () => {
  it('sends nothing when nothing changed, not even a past expiry or the kept password', () => {
    const before = optionsOf(link)
    expect(lifecycleBody(before, before)).toEqual({})
  })

  it('sends changed fields, clears blanked ones and removes the password only when asked', () => {
    const before = optionsOf(link)
    const now = { ...before, maxClicks: '', fallbackUrl: 'example.com/after', expiresAt: '2099-01-01T12:00', removePassword: true }
    expect(lifecycleBody(now, before)).toEqual({
      maxClicks: null,
      fallbackUrl: 'https://example.com/after',
      expiresAt: new Date('2099-01-01T12:00').toISOString(),
      password: null,
    })
    expect(lifecycleBody({ ...before, password: 'new secret' }, before)).toEqual({ password: 'new secret' })
  })
})
