// The one reader of `Authorization: Bearer <token>`, for /api and /auth/v1 alike; the caller verifies it.
export function bearerTokenOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')
  return match ? match[1]! : null
}
