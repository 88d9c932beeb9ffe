// The browser's PKCE parameters (supabase-js's `flowType: 'pkce'`) on an authorize or /sso request, checked
// as GoTrue checks them, and the check of the verifier when the one-time code is exchanged.
import { createHash, timingSafeEqual } from 'node:crypto'
import { ssoErrors } from './sso-errors'

export interface PkceParams {
  codeChallenge: string | null
  codeChallengeMethod: string | null
}

/** Both absent: the implicit flow. Both present: the PKCE flow (`s256` or `plain`). Anything else: 400. */
export function pkceParams(challenge: unknown, method: unknown): PkceParams {
  const c = typeof challenge === 'string' ? challenge : ''
  const m = typeof method === 'string' ? method.toLowerCase() : ''
  if (!c && !m) return { codeChallenge: null, codeChallengeMethod: null }
  if (!c || !m) throw ssoErrors.pkceIncomplete()
  if (m !== 's256' && m !== 'plain') throw ssoErrors.pkceMethod()
  if (c.length < 43 || c.length > 128) throw ssoErrors.pkceChallengeLength()
  return { codeChallenge: c, codeChallengeMethod: m }
}

export function verifierMatches(challenge: string, method: string, verifier: string): boolean {
  const derived = method === 's256' ? createHash('sha256').update(verifier, 'utf8').digest('base64url') : verifier
  const a = Buffer.from(derived)
  const b = Buffer.from(challenge)
  return a.length === b.length && timingSafeEqual(a, b)
}
