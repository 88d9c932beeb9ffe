// PKCE is not supported yet: a request carrying a code challenge is refused rather than silently run as
// the implicit flow (the PKCE client would wait for a `code` that never comes — wire contract §6.4).
import { authErrors } from './auth-errors'

export function rejectPkce(body: Record<string, unknown>): void {
  if (body.code_challenge != null && body.code_challenge !== '') {
    throw authErrors.validation('PKCE flow is not supported by this server; use the implicit flow')
  }
}
