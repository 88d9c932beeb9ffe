// Ten single-use recovery codes per factor: 16 random base32 characters (80 bits) shown as xxxx-xxxx-xxxx-xxxx.
// Only their SHA-256 is stored; 80 bits make a hash of one as hard to reverse as the code is to guess.
import { randomBytes } from 'node:crypto'
import { sha256Hex } from '../tokens/token-crypto'

export const RECOVERY_CODE_COUNT = 10
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'

export function newRecoveryCode(): string {
  const chars = [...randomBytes(16)].map((b) => ALPHABET[b & 31]).join('')
  return chars.match(/.{4}/g)!.join('-')
}

/** The code without separators and in lower case; null when it cannot be a recovery code. */
export function normaliseRecoveryCode(input: string): string | null {
  const plain = input.toLowerCase().replace(/[\s-]/g, '')
  return /^[a-z2-7]{16}$/.test(plain) ? plain : null
}

export const recoveryCodeHash = (normalised: string): string => sha256Hex(`snip-recovery-code\u0000${normalised}`)
