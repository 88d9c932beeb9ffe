// TOTP secrets cannot be hashed (a code is checked against the secret), so they are stored encrypted:
// AES-256-GCM under a key derived (HKDF-SHA-256) from the signing key, bound to the factor id. A database
// dump alone reveals nothing when JWT_SECRET comes from the environment. Changing JWT_SECRET makes the
// stored secrets unreadable: the factor then accepts only its recovery codes (docs/decisions/0036-totp-factors.md).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

// Other secrets that must be read back (webhook signing secrets) use the same box under a key of their own:
// `purpose` is the HKDF info, so a sealed TOTP secret never opens as another kind and the other way round.
const VERSION = 'v1'
const TOTP_PURPOSE = 'snip auth mfa totp secret'

function boxKey(signingKey: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', signingKey, new Uint8Array(0), purpose, 32))
}

export function sealSecret(signingKey: Uint8Array, factorId: string, secret: string, purpose = TOTP_PURPOSE): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', boxKey(signingKey, purpose), iv).setAAD(Buffer.from(factorId, 'utf8'))
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return `${VERSION}.${iv.toString('base64url')}.${sealed.toString('base64url')}`
}

/** The secret, or null when it was sealed under another key (JWT_SECRET changed) or is damaged. */
export function openSecret(signingKey: Uint8Array, factorId: string, stored: string, purpose = TOTP_PURPOSE): string | null {
  const [version, iv, sealed] = stored.split('.')
  if (version !== VERSION || !iv || !sealed) return null
  try {
    const bytes = Buffer.from(sealed, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', boxKey(signingKey, purpose), Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(factorId, 'utf8')).setAuthTag(bytes.subarray(bytes.length - 16))
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
