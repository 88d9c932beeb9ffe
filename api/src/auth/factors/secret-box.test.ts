// TOTP secrets at rest: sealed under the signing key and bound to their factor; another key or another
// factor id opens nothing.
import { describe, expect, it } from 'vitest'
import { openSecret, sealSecret } from './secret-box'

const key = new TextEncoder().encode('a'.repeat(48))
const otherKey = new TextEncoder().encode('b'.repeat(48))

describe('secret box', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = sealSecret(key, 'factor-1', 'JBSWY3DPEHPK3PXP')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(sealed).not.toBe(sealSecret(key, 'factor-1', 'JBSWY3DPEHPK3PXP')) // a fresh IV each time
    expect(openSecret(key, 'factor-1', sealed)).toBe('JBSWY3DPEHPK3PXP')
  })

  it('opens nothing under another signing key, for another factor, or when damaged', () => {
    const sealed = sealSecret(key, 'factor-1', 'JBSWY3DPEHPK3PXP')
    expect(openSecret(otherKey, 'factor-1', sealed)).toBeNull()
    expect(openSecret(key, 'factor-2', sealed)).toBeNull()
    expect(openSecret(key, 'factor-1', sealed.slice(0, -2) + 'AA')).toBeNull()
    expect(openSecret(key, 'factor-1', 'JBSWY3DPEHPK3PXP')).toBeNull()
  })

  it('keeps purposes apart: a TOTP secret does not open as another kind, nor the other way round', () => {
    const totp = sealSecret(key, 'id-1', 'JBSWY3DPEHPK3PXP')
    const other = sealSecret(key, 'id-1', 'whsec_x', 'another purpose')
    expect(openSecret(key, 'id-1', totp, 'another purpose')).toBeNull()
    expect(openSecret(key, 'id-1', other)).toBeNull()
    expect(openSecret(key, 'id-1', other, 'another purpose')).toBe('whsec_x')
  })
})
