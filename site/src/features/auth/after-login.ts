// Where a finished sign-in goes: the /app page that sent the person to sign in (remembered by RequireAuth),
// else the dashboard. Read once: the remembered page is forgotten.
import { REDIRECT_URL_KEY } from '../../lib/session-storage'

export function afterLoginPath(): string {
  try {
    const stored = localStorage.getItem(REDIRECT_URL_KEY)
    localStorage.removeItem(REDIRECT_URL_KEY)
    if (stored && /^\/app(\/[a-z-]*)?$/.test(stored) && !/\/(login|register)$/.test(stored)) return stored
  } catch {
    // storage unavailable
  }
  return '/app/dashboard'
}
