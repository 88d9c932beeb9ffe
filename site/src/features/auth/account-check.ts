// The account check of a signed-in page (docs/decisions/0079): one API answer says whether the stored session
// still lives (a 401: it ended elsewhere — 'Sign out other sessions', a password change — so it is dropped
// here and the guards go to the login page), whether the account is an admin, and whether its user record is
// missing (then restored: spec §4). The dashboard's first-view answer carries it; other pages ask GET /api/app/me.
import type { AccountViewDto } from '@contracts/first-view'
import { errorCodes } from '@contracts/error-codes'
import { ApiError, api } from '../../lib/api-client'
import { forgetEndedSession } from '../../lib/stored-session'
import { $account, $auth } from './auth-state'
import { restoreUserRecord } from './user-record'

/** The account part of an answer: kept for the header's menu and the admin page; a missing record is restored. */
export function applyAccount(account: AccountViewDto): void {
  $account.set(account)
  const auth = $auth.get()
  if (!account.user && auth.status === 'signedIn') void restoreUserRecord(auth.session.user)
}

/** A first-view request failed: true when it was a 401, the session having ended (it is then dropped: signed out). */
export function sessionRefused(error: unknown): boolean {
  // a session still waiting for its second step is no ended one (and is never checked: it counts as signed out)
  if (!(error instanceof ApiError) || error.status !== 401 || error.code === errorCodes.mfaRequired) return false
  forgetEndedSession()
  $auth.set({ status: 'signedOut' })
  return true
}

/** GET /api/app/me, for a signed-in page whose first view does not carry the account. */
export async function checkAccount(): Promise<void> {
  try {
    applyAccount(await api.get<AccountViewDto>('/api/app/me'))
  } catch (error) {
    if (sessionRefused(error)) return
    console.warn('Account check failed', error) // logged only (spec §8)
    // Not known to be an admin: the admin page says so rather than waiting (its API answers 403 anyway).
    $account.set({ user: null, admin: false, workspaces: [] })
  }
}
