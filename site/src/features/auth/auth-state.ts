// Auth state shared by every island (product-spec §4): 'loading', then 'signedIn' or 'signedOut', plus
// the sign-out guard and the password-recovery state. Only data here: auth-actions.ts changes it.
import type { Session } from '@supabase/supabase-js'
import { atom, computed } from 'nanostores'
import type { AccountViewDto } from '@contracts/first-view'

/** Current user on the client (spec §3): id, email, authenticated flag. */
export interface CurrentUser {
  id: string
  email: string
  /** The name chosen at sign-up (else the contracts' rule: the e-mail's local part). */
  username: string
  authenticated: true
}

export type AuthState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: CurrentUser; session: Session }

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
export const recoveryLinkOpened = typeof window !== 'undefined' && new URLSearchParams(window.location.hash.slice(1)).get('type') === 'recovery'
export const $passwordRecovery = atom<PasswordRecovery>(recoveryLinkOpened ? 'pending' : 'none')
/**
 * The signed-in account as the API answered it on this page load (GET /api/app/me, or inside the dashboard's
 * first view): the user record and the admin flag; null until that answer has come.
 */
export const $account = atom<AccountViewDto | null>(null)
