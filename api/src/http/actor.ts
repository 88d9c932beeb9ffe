// The verified identity behind a request: who the API acts for. `userId` is the access token's `sub`.
// Only the auth service makes one, from a verified Bearer token (docs/decisions/0001).
import { AppError } from './app-error'

export interface Actor {
  userId: string
  email: string
  sessionId: string
  /** Set when the caller sent one of the user's API keys instead of a session's token (then `sessionId` is ''). */
  apiKeyId?: string
}

/**
 * The actor, or 401 when the request carries no verified credential. Who may do what is access/'s to say
 * (authorize); this stays only for links/ and claims/ until they ask it, and goes with their last call.
 */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw AppError.unauthorized()
  return actor
}
