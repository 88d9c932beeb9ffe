// E-mail addresses: trimmed, lower-cased, and checked for a plausible shape (GoTrue's "invalid format").
import { authErrors } from './auth-errors'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function normaliseEmail(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().toLowerCase() : ''
}

/** The normalised address, or throws `validation_failed` for an empty or malformed one. */
export function requireEmail(raw: unknown): string {
  const email = normaliseEmail(raw)
  if (!email) throw authErrors.validation('An email address is required')
  if (email.length > 255 || !EMAIL.test(email)) throw authErrors.validation('Unable to validate email address: invalid format')
  return email
}
