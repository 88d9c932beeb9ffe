// The password rules of the wire contract §7.2: at most 72 characters (a validation error, not a weak
// password), at least limits.passwordMin characters (reason `length`, the forms' own rule), and not one of the
// common passwords (reason `pwned`, the server's list).
import { limits, messages, passwordRule } from '../../contracts'
import { authErrors, type AuthError } from '../auth-errors'
import { isCommonPassword } from './common-passwords'

export interface WeakPassword {
  reasons: string[]
  message: string
}

/** Rules the password fails today, or null when it passes. */
export function weaknessOf(password: string): WeakPassword | null {
  const reasons: string[] = []
  const sentences: string[] = []
  const short = passwordRule(password)
  if (short) {
    reasons.push('length')
    sentences.push(short)
  }
  if (isCommonPassword(password)) {
    reasons.push('pwned')
    sentences.push(messages.auth.passwordCommon)
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
