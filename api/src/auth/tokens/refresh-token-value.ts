// A refresh token's value is derived, not stored: HMAC(signing key, session id + parent token hash). Only its
// sha-256 is kept in the database, yet the server can hand the session's current token out again when the
// previous one is presented (a lost response, several tabs refreshing at once — wire contract §5.2).
import { createHmac } from 'node:crypto'

export function refreshTokenValue(key: Uint8Array, sessionId: string, parentHash: string | null): string {
  return createHmac('sha256', key)
    .update(`snip-refresh-token\u0000${sessionId}\u0000${parentHash ?? ''}`)
    .digest('base64url')
}
