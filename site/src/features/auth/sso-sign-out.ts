// Where signing out goes. A session that came from a single sign-on provider goes on through the server's way
// to the provider's end-session page (GET /auth/v1/sso/logout, which comes back to /app/login): otherwise the
// provider's own session would sign the person straight in again. `app_metadata.provider` names how the
// account was made: 'email' for a password; the server sends an id it does not know (any more) to /app/login.
// No list of providers is read here: the signed-in pages are near their JavaScript budget.
import { $auth } from './auth-state'

export function afterSignOut(to: '/app/login' | '/'): string {
  const auth = $auth.get()
  const provider = auth.status === 'signedIn' ? (auth.session.user.app_metadata as { provider?: unknown }).provider : undefined
  return typeof provider === 'string' && provider !== 'email' ? `/auth/v1/sso/logout?provider=${encodeURIComponent(provider)}` : to
}
