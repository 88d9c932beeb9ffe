// Random secrets, hashes and constant-time comparison for tokens that are stored only as hashes.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

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

/** Hash of a mailed code, bound to the address it was sent to. */
export function otpHash(email: string, otp: string): string {
  return sha256Hex(`${email}\u0000${otp}`)
}

/** Compares two strings in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8')
  const y = Buffer.from(b, 'utf8')
  if (x.length !== y.length) {
    timingSafeEqual(x, x)
    return false
  }
  return timingSafeEqual(x, y)
}
