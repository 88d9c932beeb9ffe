import { describe, expect, it } from 'vitest'
import { newPasswordError, weaknessOf } from './password-policy'

describe('password policy', () => {
  it("flags passwords under 8 characters with reason length and GoTrue's sentence", () => {
    expect(weaknessOf('kx9-q2z')).toEqual({ reasons: ['length'], message: 'Password should be at least 8 characters.' })
    expect(weaknessOf('kx9-q2zw')).toBeNull()
  })

  it('counts characters, not bytes', () => {
    expect(weaknessOf('ééééééé')).not.toBeNull()
    expect(weaknessOf('éééééééé')).toBeNull()
  })

  it("flags the common passwords, whatever their case, with reason pwned and GoTrue's sentence", () => {
    const pwned = { reasons: ['pwned'], message: 'Password is known to be weak and easy to guess, please choose a different one.' }
    expect(weaknessOf('password')).toEqual(pwned)
    expect(weaknessOf('PassWord')).toEqual(pwned)
    expect(weaknessOf('1qaz2wsx')).toEqual(pwned)
    expect(weaknessOf('qwerty')).toMatchObject({ reasons: ['length', 'pwned'] })
  })

  it('refuses more than 72 characters as validation_failed, not as a weak password', () => {
    expect(newPasswordError('x'.repeat(72))).toBeNull()
    expect(newPasswordError('x'.repeat(73))).toMatchObject({ status: 400, code: 'validation_failed' })
    expect(newPasswordError('abc')).toMatchObject({ status: 422, code: 'weak_password', extra: { weak_password: { reasons: ['length'] } } })
  })
})
