// What the auth service tells the metrics (api/src/metrics): counts only, never who or from where.
export interface AuthEvents {
  /** A password sign-in that started a session. */
  signedIn(): void
  /** A password sign-in refused: wrong address or password, or an unconfirmed address. */
  signInFailed(): void
  /** A request refused with 429 by the per-IP or per-address limits (AUTH_RATE_LIMIT). */
  rateLimited(): void
}

const nothing = () => {}
export const unobservedAuth: AuthEvents = { signedIn: nothing, signInFailed: nothing, rateLimited: nothing }
