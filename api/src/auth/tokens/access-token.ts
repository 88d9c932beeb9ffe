// Access tokens: HS256 JWTs with GoTrue's claim set (wire contract §4.2). Verification allows HS256 only,
// so `alg: none` and any other algorithm fail before a signature is even considered.
import { jwtVerify, SignJWT, type JWTPayload } from 'jose'

export const ACCESS_TOKEN_TTL_S = 3600
export const AUDIENCE = 'authenticated'

export interface AccessTokenInput {
  userId: string
  email: string
  sessionId: string
  appMetadata: Record<string, unknown>
  userMetadata: Record<string, unknown>
  amr: { method: string; timestamp: number }[]
  /** `aal2` after a second factor in this session, else `aal1`. */
  aal: 'aal1' | 'aal2'
}

export interface AccessClaims extends JWTPayload {
  sub: string
  email: string
  session_id: string
  role: string
  aal?: string
}

export interface IssuedAccessToken {
  token: string
  expiresAt: number
}

export async function issueAccessToken(key: Uint8Array, issuer: string, input: AccessTokenInput): Promise<IssuedAccessToken> {
  const iat = Math.floor(Date.now() / 1000)
  const expiresAt = iat + ACCESS_TOKEN_TTL_S
  const token = await new SignJWT({
    email: input.email,
    phone: '',
    app_metadata: input.appMetadata,
    user_metadata: input.userMetadata,
    role: 'authenticated',
    aal: input.aal,
    amr: input.amr,
    session_id: input.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(input.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(key)
  return { token, expiresAt }
}

/** The claims of a well-signed, unexpired user token; null for anything else (the session is not checked). */
export async function readAccessToken(key: Uint8Array, issuer: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer, audience: AUDIENCE })
    const ok =
      typeof payload.sub === 'string' && typeof payload.session_id === 'string' && typeof payload.email === 'string' && payload.role === 'authenticated'
    return ok ? (payload as AccessClaims) : null
  } catch {
    return null
  }
}
