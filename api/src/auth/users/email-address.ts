// E-mail addresses: trimmed, lower-cased, and checked for a plausible shape (GoTrue's "invalid format").
// At most 254 characters (RFC 5321's limit for a forward path), so an address is short before it is used as
// a rate-limit key, a lookup or a hash input.
import { authErrors } from '../auth-errors'

export const MAX_EMAIL_LENGTH = 254
/** No spaces or control characters anywhere; one @; a dot in the domain. */
const EMAIL = /^[^\s@\x00-\x1f\x7f]+@[^\s@\x00-\x1f\x7f]+\.[^\s@\x00-\x1f\x7f]+$/

export function normaliseEmail(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().toLowerCase() : ''
}

/** The normalised address when it is well-formed and short enough, else undefined. */
export function validEmail(raw: unknown): string | undefined {
  const email = normaliseEmail(raw)
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email) ? email : undefined // length first: the regex backtracks
}

/** The normalised address, or throws `validation_failed` for an empty or malformed one. */
export function requireEmail(raw: unknown): string {
  const email = validEmail(raw)
  if (email) return email
  if (!normaliseEmail(raw)) throw authErrors.validation('An email address is required')
  throw authErrors.validation('Unable to validate email address: invalid format')
}
