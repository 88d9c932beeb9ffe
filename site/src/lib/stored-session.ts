// The session supabase-js keeps in localStorage, read without loading supabase-js: a page
// knows at once whether someone is signed in and has their access token; the auth client (supabase.ts, with
// supabase-js) is loaded with import() only when it is needed: signing in or out, a session in the URL, a
// token to refresh.
import type { Session, SupabaseClient, User } from '@supabase/supabase-js'
import { awaitsSecondStep } from './assurance'
import { AUTH_STORAGE_KEY, authStorage, discardSessionFromEndedBrowserSession } from './session-storage'

/** Seconds an access token must still be valid to be used without asking the auth client to refresh it. */
const FRESH_MARGIN_S = 60

let checked = false

/**
 * The stored session, when it has the shape supabase-js writes. The first read of a page discards a session
 * that ended with the browser session (as the auth client does when it starts); later reads must not, or
 * they would drop a session just stored by a sign-up.
 */
export function readStoredSession(): Session | null {
  try {
    if (!checked) discardSessionFromEndedBrowserSession()
    checked = true
    const raw = localStorage.getItem(AUTH_STORAGE_KEY)
    const session = raw ? (JSON.parse(raw) as Partial<Session>) : null
    const valid =
      typeof session?.access_token === 'string' &&
      typeof session.refresh_token === 'string' &&
      typeof session.expires_at === 'number' &&
      typeof session.user?.id === 'string'
    return valid ? (session as Session) : null
  } catch {
    return null
  }
}

/** True while the session's access token is good for at least another minute. */
export function isFresh(session: Session): boolean {
  return (session.expires_at ?? 0) - FRESH_MARGIN_S > Date.now() / 1000
}

/** True when the page was opened from an auth link carrying a session or an error in its fragment. */
export function sessionInUrl(): boolean {
  return typeof window !== 'undefined' && /(^#|&)(access_token|error|error_code)=/.test(window.location.hash)
}

/** The auth client (supabase-js), loaded on first call. */
export function loadSupabase(): Promise<SupabaseClient> {
  return import('./supabase').then((m) => m.getSupabase())
}

/** The current access token and user id, or null when signed out. */
export async function currentIdentity(): Promise<{ token: string; userId: string } | null> {
  const stored = readStoredSession()
  // A session waiting for its two-factor code is no identity yet: the API would refuse its token.
  if (awaitsSecondStep(stored)) return null
  if (stored && isFresh(stored)) return { token: stored.access_token, userId: stored.user.id }
  if (!stored && !sessionInUrl()) return null
  const { data } = await (await loadSupabase()).auth.getSession() // refreshes an expiring token
  return data.session && !awaitsSecondStep(data.session) ? { token: data.session.access_token, userId: data.session.user.id } : null
}

/** The auth service's answer to GET /auth/v1/user: the user, or the failure's status and error code. */
export type AuthUserAnswer = { user: User } | { status: number; code: string | null }

/**
 * GET /auth/v1/user with `token`, as supabase-js's getUser() asks it, without loading supabase-js. Throws
 * only when the request itself fails (offline).
 */
export async function fetchAuthUser(token: string): Promise<AuthUserAnswer> {
  const res = await fetch('/auth/v1/user', { headers: { authorization: `Bearer ${token}` } })
  const body = (await res.json().catch(() => null)) as (User & { code?: unknown; error_code?: unknown }) | null
  if (res.ok && body) return { user: body }
  const code = body?.code ?? body?.error_code
  return { status: res.status, code: typeof code === 'string' ? code : null }
}

/** Drops an ended session from storage, as supabase-js does when the auth service says it has ended. */
export function forgetEndedSession(): void {
  for (const suffix of ['', '-code-verifier', '-user']) authStorage.removeItem(AUTH_STORAGE_KEY + suffix)
}
