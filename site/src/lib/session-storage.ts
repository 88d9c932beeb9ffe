// Where supabase-js keeps the session: always localStorage, so every tab of the browser shares one session.
// 'Remember me' decides how long it lives (decision 0006):
//   checked   → REMEMBER_KEY in localStorage: the session survives a browser restart;
//   unchecked → a session cookie (no Expires/Max-Age) holding only '1': when the browser restarts, the cookie is
//               gone and the stored session is discarded before the auth client reads it.
import type { SupportedStorage } from '@supabase/supabase-js'

export const AUTH_STORAGE_KEY = 'snip-auth-token'
/** localStorage marker: the stored session was signed in with 'Remember me'. Cleared on logout. */
export const REMEMBER_KEY = 'snip-remember-me'
/** Session cookie marker: the stored session belongs to this browser session. Cleared on logout. */
export const BROWSER_SESSION_COOKIE = 'snip-browser-session'
/** Where a page remembers the path to return to after signing in. Cleared on logout (spec §4). */
export const REDIRECT_URL_KEY = 'snip-redirect-url'
/**
 * The token of a workspace invitation being followed (/app/invite#<token>) while its holder signs in or up:
 * the invite page comes back to it, and a sign-up hands it over (an invite-only instance admits the invitee).
 */
export const PENDING_INVITATION_KEY = 'snip-invitation'

/** The token of the workspace invitation being followed, if any. */
export function pendingInvitation(): string | null {
  return safe(() => localStorage.getItem(PENDING_INVITATION_KEY), null)
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn()
  } catch {
    return fallback
  }
}

function setBrowserSessionCookie(present: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  const lifetime = present ? '' : '; Max-Age=0'
  // biome-ignore lint/suspicious/noDocumentCookie: the signed-in hint is one plain cookie; the Cookie Store API is missing from browsers the site serves
  document.cookie = `${BROWSER_SESSION_COOKIE}=${present ? '1' : ''}; Path=/; SameSite=Strict${secure}${lifetime}`
}

function hasBrowserSessionCookie(): boolean {
  return document.cookie.split(';').some((c) => c.trim() === `${BROWSER_SESSION_COOKIE}=1`)
}

function isAuthKey(key: string): boolean {
  return key === AUTH_STORAGE_KEY || key.startsWith(`${AUTH_STORAGE_KEY}-`)
}

/** Records how long the next stored session lives; called before the session is stored. */
export function setRememberMe(remember: boolean): void {
  safe(() => {
    if (remember) localStorage.setItem(REMEMBER_KEY, '1')
    else localStorage.removeItem(REMEMBER_KEY)
    setBrowserSessionCookie(!remember)
  }, undefined)
}

/**
 * Run once per page before the auth client reads storage: a session that was not remembered and whose
 * browser-session cookie is gone (the browser was restarted) is discarded.
 */
export function discardSessionFromEndedBrowserSession(): void {
  safe(() => {
    if (localStorage.getItem(REMEMBER_KEY) === '1' || hasBrowserSessionCookie()) return
    for (const key of Object.keys(localStorage)) if (isAuthKey(key)) localStorage.removeItem(key)
  }, undefined)
}

export const authStorage: SupportedStorage = {
  getItem(key) {
    return safe(() => localStorage.getItem(key), null)
  },
  setItem(key, value) {
    safe(() => localStorage.setItem(key, value), undefined)
  },
  removeItem(key) {
    safe(() => localStorage.removeItem(key), undefined)
  },
}

/**
 * Logout (spec §4): the stored redirect URL and auth token from localStorage, all of sessionStorage, and
 * the 'Remember me' markers (REMEMBER_KEY and the browser-session cookie).
 */
export function clearStoredSession(): void {
  safe(() => {
    for (const key of Object.keys(localStorage)) {
      if (isAuthKey(key) || key === REDIRECT_URL_KEY || key === REMEMBER_KEY) localStorage.removeItem(key)
    }
    sessionStorage.clear()
    setBrowserSessionCookie(false)
  }, undefined)
}
