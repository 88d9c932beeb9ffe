// Random secrets and hashes for tokens that are stored only as hashes.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto'

/** 256 bits of randomness, base64url: refresh tokens and e-mail link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** A 6-digit code for `POST /verify` with e-mail + token. */
export function randomOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

/**
 * Hash of a mailed code, bound to the address it was sent to and keyed with the server secret: a 6-digit
 * code has only a million values, so a plain hash in a database dump would give the code away at once.
 */
export function otpHash(key: Uint8Array, email: string, otp: string): string {
  return createHmac('sha256', key).update(`snip-email-code\u0000${email}\u0000${otp}`, 'utf8').digest('hex')
}
