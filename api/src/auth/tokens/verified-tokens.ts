// Access tokens whose signature and claims were already checked, kept until they expire: checking an
// HS256 JWT (jose, WebCrypto) cost about 50 µs of every signed-in API call, and a token's text decides
// that check's outcome once and for all (same key, same text: same claims). Only that check is kept:
// whether the token's session still exists is asked of the database at every call, so a sign-out, an
// account disabled (from the admin page or the CLI) or a second factor turned on count at once
// (docs/decisions/0054).
import type { AccessClaims } from './access-token'

/** Tokens kept at most; past it the memory is emptied and refilled (about 1 KB a token). */
export const VERIFIED_TOKENS_MAX = 10_000

export function rememberVerifiedTokens(
  verify: (token: string) => Promise<AccessClaims | null>,
  max = VERIFIED_TOKENS_MAX,
  nowMs: () => number = Date.now,
): (token: string) => Promise<AccessClaims | null> {
  const known = new Map<string, AccessClaims>()
  return async (token) => {
    const claims = known.get(token)
    // Expired as jose has it: `exp` at or before the current whole second.
    if (claims && claims.exp! > Math.floor(nowMs() / 1000)) return claims
    if (claims) known.delete(token)
    const verified = await verify(token)
    if (!verified || typeof verified.exp !== 'number') return verified
    if (known.size >= max) known.clear()
    known.set(token, verified)
    return verified
  }
}
