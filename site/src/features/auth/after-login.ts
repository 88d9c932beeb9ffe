// Where a finished sign-in goes: the /app page that sent the person to sign in (remembered by RequireAuth),
// else the dashboard. Read once: the remembered page is forgotten. Only a page of this site's own /app: a path
// and a query, never another origin (no "//", no scheme, no backslash before the query).
import { REDIRECT_URL_KEY } from '../../lib/session-storage'

export function afterLoginPath(): string {
  try {
    const stored = localStorage.getItem(REDIRECT_URL_KEY)
    localStorage.removeItem(REDIRECT_URL_KEY)
    if (stored && /^\/app(\/[a-z-]*)?(\?[^#\s]*)?$/.test(stored) && !/\/(login|register)(\?|$)/.test(stored)) return stored
  } catch {
    // storage unavailable
  }
  return '/app/dashboard'
}
