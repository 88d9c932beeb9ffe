// What changes the auth state (auth-state.ts): starting auth once per page (from the stored session, or through
// supabase-js when the page needs it, then following every auth event), signing in and out; the user-record
// recovery (user-record.ts) runs after load and after login. supabase-js is loaded only when needed
// (stored-session.ts).
import type { Session, SupabaseClient, User } from '@supabase/supabase-js'
import { usernameFor } from '@contracts/username'
import { messages } from '../../lib/copy'
import { navigate } from '../../lib/navigation'
import { $auth, $passwordRecovery, $signingOut, recoveryLinkOpened, type CurrentUser } from './auth-state'
import { clearStoredSession, setRememberMe } from '../../lib/session-storage'
import { isFresh, loadSupabase, readStoredSession, sessionInUrl } from '../../lib/stored-session'
// The account check and the user record speak to Snip's API: loaded when first needed, after a sign-in or a
// load with a session, so the sign-in pages' first load carries no API client (e2e/js-budget.e2e.ts).
const accountCheck = () => import('./account-check')
const userRecord = () => import('./user-record')
/** Whether the page's own first-view answer carries the account (SiteLayout's `firstView`): no separate check. */
const firstViewCarriesAccount = () => document.getElementById('main')?.dataset.firstView !== undefined
import { toast } from '../../stores/toasts'
import { awaitsSecondStep } from '../../lib/assurance'

function toCurrentUser(user: User): CurrentUser {
  const email = user.email ?? ''
  const chosen = (user.user_metadata as { username?: unknown } | undefined)?.username
  return { id: user.id, email, username: usernameFor(email, chosen, user.id), authenticated: true }
}

/** A session still waiting for its second step (two-factor sign-in) counts as signed out. */
function applySession(session: Session | null): void {
  const finished = session && !awaitsSecondStep(session)
  $auth.set(finished ? { status: 'signedIn', user: toCurrentUser(session.user), session } : { status: 'signedOut' })
}

let recoveryRan = false
/** The user-record recovery after load (spec §4), once per page. Deferred: never inside a supabase-js callback. */
function recoverAfterLoad(session: Session): void {
  if (recoveryRan) return
  recoveryRan = true
  // The dashboard's first-view answer carries the account check; the account's other pages (/app/…) ask for
  // it (account-check.ts): one ended elsewhere is then dropped here too. Other pages only restore the record.
  if (firstViewCarriesAccount()) return
  // An app page, also under a language's prefix (/xa/app/…: the pseudo-locale's pages open only there).
  const check = /^(?:\/[a-z]{2})?\/app\//.test(window.location.pathname)
    ? async () => (await accountCheck()).checkAccount()
    : async () => (await userRecord()).recoverUserRecord(session.user)
  setTimeout(() => void check(), 0)
}

let client: Promise<SupabaseClient> | null = null

/** supabase-js, loaded on first need; from then on every auth event updates the auth state. */
export function authClient(): Promise<SupabaseClient> {
  if (!client) {
    client = loadSupabase().then((supabase) => {
      supabase.auth.onAuthStateChange((event, session) => {
        if (event === 'PASSWORD_RECOVERY' && session && recoveryLinkOpened) $passwordRecovery.set('active')
        if (event === 'SIGNED_OUT') $passwordRecovery.set('none')
        applySession(session)
        if (event === 'INITIAL_SESSION' && session && !awaitsSecondStep(session)) recoverAfterLoad(session)
      })
      return supabase
    })
    client.catch(() => {
      client = null
    })
  }
  return client
}

let started: Promise<void> | null = null

/**
 * Starts auth once per page (idempotent); every island calls it on mount. A stored session with a fresh token
 * is enough; supabase-js is loaded at once only for a link's session, a password-recovery link or a token to
 * refresh.
 */
export function startAuth(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve()
  if (!started) {
    started = (async () => {
      try {
        const stored = readStoredSession()
        if ($passwordRecovery.get() !== 'pending' && !sessionInUrl() && (!stored || isFresh(stored))) {
          applySession(stored)
          if (stored && !awaitsSecondStep(stored)) recoverAfterLoad(stored)
          return
        }
        const supabase = await authClient()
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

/**
 * Signs in with e-mail and password; 'Remember me' picks where the session is kept. Throws on failure.
 * Runs the user-record recovery unless `recover` is false; `recovered` tells the caller to say so.
 * `secondStep`: the account has two-factor sign-in and the code is still to be entered.
 */
export async function signIn(
  email: string,
  password: string,
  rememberMe: boolean,
  options: { recover?: boolean } = {},
): Promise<{ user: User; recovered: boolean; secondStep: boolean }> {
  const supabase = await authClient()
  setRememberMe(rememberMe)
  const { data, error } = await supabase.auth.signInWithPassword({ email, password })
  if (error || !data.user) throw error ?? new Error(messages.toast.loginFail.description)
  applySession(data.session)
  // Two-factor sign-in: nothing else until the code is entered (/app/login/verify calls finishSignIn).
  if (awaitsSecondStep(data.session)) return { user: data.user, recovered: false, secondStep: true }
  // The same recovery runs after login (§4); the caller shows its toast after 'Logged in successfully'.
  const recovered = options.recover === false ? false : await (await userRecord()).recoverUserRecord(data.user, { silent: true })
  return { user: data.user, recovered, secondStep: false }
}

/**
 * Logout (spec §4): clears the user, the stored redirect URL and auth token, sessionStorage; toasts
 * 'Signed out successfully' and goes to `to` (/app/login, or / from the home header; for a single sign-on session
 * the provider's end-session page, sso-sign-out.ts). `scope` 'global' ends
 * every session of the account (the settings page's 'Sign out everywhere'), 'local' only this one.
 */
export async function signOut(to = '/app/login', options: { scope?: 'local' | 'global' } = {}): Promise<void> {
  const { scope = 'local' } = options
  $signingOut.set(true) // guards stay put: this function decides where to go
  try {
    const supabase = await authClient()
    const { error } = await supabase.auth.signOut({ scope })
    if (error) throw error
  } catch (error) {
    console.warn('Sign-out failed', error)
    toast({ ...messages.toast.signOutFail, variant: 'destructive' })
    $signingOut.set(false)
    return
  }
  leave(to, messages.toast.signOutOk)
}

type Farewell = { title: string; description?: string }

/**
 * After the account was deleted: the server has already ended its sessions (a logout would be refused, 403),
 * so only this browser's session is cleared, then the farewell toast and /. supabase-js reads the session
 * from storage, so it holds none either; the next page starts without it.
 */
export function forgetDeletedAccount(farewell: Farewell): void {
  $signingOut.set(true) // guards stay put: this function decides where to go
  leave('/', farewell)
}

/** The end of every way out: signed out, the stored session cleared, the farewell toast, the next page. */
function leave(to: string, farewell: Farewell): void {
  $auth.set({ status: 'signedOut' })
  clearStoredSession()
  toast(farewell)
  navigate(to)
}
