// The password rules of the wire contract §7.2: at most 72 characters (a validation error, not a weak
// password), at least limits.passwordMin characters (reason `length`).
import { limits } from '../../contracts'
import { authErrors, type AuthError } from '../auth-errors'

export interface WeakPassword {
  reasons: string[]
  message: string
}

/** Rules the password fails today, or null when it passes. */
export function weaknessOf(password: string): WeakPassword | null {
  const min = Math.max(6, limits.passwordMin)
  const reasons: string[] = []
  const sentences: string[] = []
  if ([...password].length < min) {
    reasons.push('length')
    sentences.push(`Password should be at least ${min} characters.`)
  }
  return reasons.length ? { reasons, message: sentences.join(' ') } : null
}

/** The error for a new password (sign-up, PUT /user), or null when it is acceptable. */
export function newPasswordError(password: string): AuthError | null {
  if ([...password].length > limits.passwordMax) {
    return authErrors.validation(`Password cannot be longer than ${limits.passwordMax} characters`)
  }
  const weak = weaknessOf(password)
  return weak ? authErrors.weakPassword(weak.message, weak.reasons) : null
}
