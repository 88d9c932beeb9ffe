// TOTP as authenticator apps do it (RFC 6238: SHA-1, 6 digits, 30 s), through the otpauth library.
// A code is accepted one time step early or late; the step it matched is returned so that it is usable once.
import { Secret, TOTP } from 'otpauth'

export const TOTP_PERIOD_S = 30

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totpOf(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secret) })
}

/** `otpauth://totp/<issuer>:<account>?secret=…` for the QR code. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return totpOf(secret, issuer, account).toString()
}

/** The time step the 6-digit code belongs to (now ± 1 step), or null when it matches none. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret)
  const delta = totp.validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? null : totp.counter({ timestamp: now }) + delta
}

export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code)
