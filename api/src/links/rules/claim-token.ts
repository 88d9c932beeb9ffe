// Claim tokens (docs/decisions/0047): 256 random bits given once to the anonymous creator of a link; only
// their SHA-256 is stored (enough for a high-entropy random value), compared in constant time.
import { timingSafeEqual } from 'node:crypto'
import { randomToken, sha256Hex } from '../../auth'

export const newClaimToken = randomToken
export const claimTokenHash = (token: string): string => sha256Hex(`snip-claim-token\u0000${token}`)

/** A hash no token has: compared against when there is no stored hash, so a miss takes as long as a hit. */
const NO_HASH = '0'.repeat(64)

/** Whether `token` is the one whose hash is stored (false when none is). */
export function tokenMatches(token: string, storedHash: string | null | undefined): boolean {
  const given = Buffer.from(claimTokenHash(token), 'utf8')
  const stored = Buffer.from(storedHash && storedHash.length === 64 ? storedHash : NO_HASH, 'utf8')
  return timingSafeEqual(given, stored) && !!storedHash
}
