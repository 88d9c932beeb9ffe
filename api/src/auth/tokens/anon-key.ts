// The public ("anon") key the site hands to supabase-js: a JWT with role `anon`, signed with the signing
// key like Supabase's. Deterministic (fixed iat, HS256), so every instance derives the same value. It has no
// `sub` or `session_id` and role `anon`, so it can never pass as a user's access token.
import { SignJWT } from 'jose'

export function createAnonKey(key: Uint8Array, issuer: string): Promise<string> {
  return new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer(issuer).setIssuedAt(1_735_689_600).sign(key)
}
