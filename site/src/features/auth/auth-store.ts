// Auth state shared by every island (product-spec §4): 'loading', then 'signedIn' or 'signedOut'. Wraps
// supabase-js, follows every auth event, and runs the user-record recovery after load and after login:
// GET /api/users/me → 404 → POST /api/users → toast 'Account recovered'.
import { atom, computed } from 'nanostores'
import type { Session, User } from '@supabase/supabase-js'
import { messages, PASSWORD_PLACEHOLDER } from '@contracts'
import { ApiError, api } from '../../lib/api-client'
import { navigate } from '../../lib/navigation'
import { clearStoredSession, setRememberMe } from './session-storage'
import { getSupabase } from './supabase'
import { toast } from '../../stores/toasts'

/** Current user on the client (spec §3): id, email, authenticated flag. */
export interface CurrentUser {
  id: string
  email: string
  authenticated: true
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: CurrentUser; session: Session }

export const $auth = atom<AuthState>({ status: 'loading' })
export const $user = computed($auth, (s) => (s.status === 'signedIn' ? s.user : null))
/** True while signOut() runs: guards must not navigate on the 'signedOut' state it causes. */
export const $signingOut = atom(false)
/**
 * Whether this page load came from a password-recovery link: 'pending' while a link's `type=recovery` fragment
 * is being checked, 'active' once supabase-js reported PASSWORD_RECOVERY for it, otherwise 'none'. Only
 * 'active' lets /app/reset-password offer the form: being signed in is not enough.
 */
export type PasswordRecovery = 'none' | 'pending' | 'active'
const recoveryLinkOpened =
  typeof window !== 'undefined' && new URLSearchParams(window.location.hash.slice(1)).get('type') === 'recovery'
export const $passwordRecovery = atom<PasswordRecovery>(recoveryLinkOpened ? 'pending' : 'none')

function toCurrentUser(user: User): CurrentUser {
  return { id: user.id, email: user.email ?? '', authenticated: true }
}

function applySession(session: Session | null): void {
  $auth.set(session ? { status: 'signedIn', user: toCurrentUser(session.user), session } : { status: 'signedOut' })
}

let started: Promise<void> | null = null

/** Starts auth once per page (idempotent); every island calls it on mount. */
export function startAuth(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve()
  if (!started) {
    started = (async () => {
      try {
        const supabase = await getSupabase()
        supabase.auth.onAuthStateChange((event, session) => {
          if (event === 'PASSWORD_RECOVERY' && session && recoveryLinkOpened) $passwordRecovery.set('active')
          if (event === 'SIGNED_OUT') $passwordRecovery.set('none')
          applySession(session)
          // Recovery after load (spec §4). Deferred: supabase-js must not be awaited inside this callback.
          if (event === 'INITIAL_SESSION' && session) setTimeout(() => void recoverUserRecord(session.user), 0)
        })
        if ($passwordRecovery.get() === 'pending') {
          // supabase-js announces a valid link's session (PASSWORD_RECOVERY) just after initialize() settles.
          const { error } = await supabase.auth.initialize()
          if (!error) await recoveryAnnounced(2_000)
        }
      } catch (error) {
        console.warn('Auth check failed', error) // logged only (spec §8)
        $auth.set({ status: 'signedOut' })
      } finally {
        if ($passwordRecovery.get() === 'pending') $passwordRecovery.set('none')
      }
    })()
  }
  return started
}

/** Resolves once PASSWORD_RECOVERY has arrived, or after `ms`. */
function recoveryAnnounced(ms: number): Promise<void> {
  return new Promise((resolve) => {
    if ($passwordRecovery.get() !== 'pending') return resolve()
    const done = () => {
      clearTimeout(timer)
      stop()
      resolve()
    }
    const timer = setTimeout(done, ms)
    const stop = $passwordRecovery.listen(done)
  })
}

function usernameFor(user: User, given?: string): string {
  const meta = user.user_metadata as { username?: unknown } | undefined
  if (given) return given
  if (typeof meta?.username === 'string' && meta.username) return meta.username
  const local = (user.email ?? '').split('@')[0]
  return local || `user-${user.id.slice(0, 8)}`
}

/** POST /api/users for the signed-in provider user (spec §7). Throws ApiError on failure. */
export async function createUserRecord(user: User, username?: string): Promise<void> {
  await api.post('/api/users', {
    email: user.email,
    username: usernameFor(user, username),
    password: PASSWORD_PLACEHOLDER,
    userId: user.id,
  })
}

/**
 * Spec §4: if the product has no record for the provider's user, create it; failure is only logged.
 * Resolves true when the record was restored (toasting 'Account recovered' unless `silent`).
 */
export async function recoverUserRecord(user: User, { silent = false } = {}): Promise<boolean> {
  try {
    await api.get('/api/users/me')
    return false
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) {
      console.warn('User lookup failed', error)
      return false
    }
    try {
      await createUserRecord(user)
      if (!silent) toast(messages.toast.accountRecoveredDashboard)
      return true
    } catch (createError) {
      console.warn('Account recovery failed', createError)
      return false
    }
  }
}

/**
 * Signs in with e-mail and password; 'Remember me' picks where the session is kept. Throws on failure.
 * Runs the user-record recovery unless `recover` is false; `recovered` tells the caller to say so.
 */
export async function signIn(
  email: string,
  password: string,
  rememberMe: boolean,
  options: { recover?: boolean } = {},
): Promise<{ user: User; recovered: boolean }> {
  const supabase = await getSupabase()
  setRememberMe(rememberMe)
  const { data, error } = await supabase.auth.signInWithPassword({ email, password })
  if (error || !data.user) throw error ?? new Error(messages.toast.loginFail.description)
  applySession(data.session)
  // The same recovery runs after login (§4); the caller shows its toast after 'Logged in successfully'.
  const recovered = options.recover === false ? false : await recoverUserRecord(data.user, { silent: true })
  return { user: data.user, recovered }
}

/**
 * Logout (spec §4): clears the user, the stored redirect URL and auth token, sessionStorage; toasts
 * 'Signed out successfully' and goes to `to` (/app/login, or / from the home header).
 */
export async function signOut(to: '/app/login' | '/' = '/app/login'): Promise<void> {
  $signingOut.set(true) // guards stay put: this function decides where to go
  try {
    const supabase = await getSupabase()
    const { error } = await supabase.auth.signOut({ scope: 'local' })
    if (error) throw error
  } catch (error) {
    console.warn('Sign-out failed', error)
    toast({ ...messages.toast.signOutFail, variant: 'destructive' })
    $signingOut.set(false)
    return
  }
  $auth.set({ status: 'signedOut' })
  clearStoredSession()
  toast(messages.toast.signOutOk)
  navigate(to)
}
