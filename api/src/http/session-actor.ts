// Actions only a person signed in with a session may take (managing API keys, deleting the account): an
// API key acts for its owner everywhere else, never here.
import { errorCodes, messages } from '../contracts'
import type { Actor } from './actor'
import { AppError } from './app-error'

/** The signed-in (session) actor; 401 without one, 403 for a caller who sent an API key. */
export function requireSession(actor: Actor | null): Actor {
  if (!actor) throw AppError.unauthorized()
  if (actor.apiKeyId !== undefined) throw new AppError(403, errorCodes.apiKeyNotAllowed, messages.apiKeys.needsSession)
  return actor
}
