// Where supabase-js keeps the session: 'Remember me' checked → localStorage (survives a browser restart);
// unchecked → sessionStorage (this browser session only). Reads look in both stores.
import type { SupportedStorage } from '@supabase/supabase-js'

export const AUTH_STORAGE_KEY = 'snip-auth-token'
const REMEMBER_KEY = 'snip-remember-me'
/** Where a page remembers the path to return to after signing in. Cleared on logout (spec §4). */
export const REDIRECT_URL_KEY = 'snip-redirect-url'

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn()
  } catch {
    return fallback
  }
}

export function setRememberMe(remember: boolean): void {
  safe(() => (remember ? localStorage.setItem(REMEMBER_KEY, '1') : localStorage.removeItem(REMEMBER_KEY)), undefined)
}

function remembered(): boolean {
  return safe(() => localStorage.getItem(REMEMBER_KEY) === '1', false)
}

export const authStorage: SupportedStorage = {
  getItem(key) {
    return safe(() => sessionStorage.getItem(key) ?? localStorage.getItem(key), null)
  },
  setItem(key, value) {
    const target = remembered() ? localStorage : sessionStorage
    const other = remembered() ? sessionStorage : localStorage
    safe(() => {
      target.setItem(key, value)
      other.removeItem(key)
    }, undefined)
  },
  removeItem(key) {
    safe(() => {
      localStorage.removeItem(key)
      sessionStorage.removeItem(key)
    }, undefined)
  },
}

/** Logout (spec §4): the stored redirect URL and auth token from localStorage, and all of sessionStorage. */
export function clearStoredSession(): void {
  safe(() => {
    for (const key of Object.keys(localStorage)) {
      if (key === AUTH_STORAGE_KEY || key.startsWith(`${AUTH_STORAGE_KEY}-`) || key === REDIRECT_URL_KEY || key === REMEMBER_KEY) {
        localStorage.removeItem(key)
      }
    }
    sessionStorage.clear()
  }, undefined)
}
