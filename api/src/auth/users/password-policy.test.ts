import { describe, expect, it } from 'vitest'
import { newPasswordError, weaknessOf } from './password-policy'

describe('password policy', () => {
  it("flags passwords under 6 characters with reason length and GoTrue's sentence", () => {
    expect(weaknessOf('12345')).toEqual({ reasons: ['length'], message: 'Password should be at least 6 characters.' })
    expect(weaknessOf('123456')).toBeNull()
  })

  it('counts characters, not bytes', () => {
    expect(weaknessOf('ééééé')).not.toBeNull()
    expect(weaknessOf('éééééé')).toBeNull()
  })

  it('refuses more than 72 characters as validation_failed, not as a weak password', () => {
    expect(newPasswordError('x'.repeat(72))).toBeNull()
    expect(newPasswordError('x'.repeat(73))).toMatchObject({ status: 400, code: 'validation_failed' })
    expect(newPasswordError('abc')).toMatchObject({ status: 422, code: 'weak_password', extra: { weak_password: { reasons: ['length'] } } })
  })
})
