// The product's own user record for the signed-in user (spec §4, §7): created after sign-up, and restored
// after load and after login when it is missing (GET /api/users/me → 404 → POST /api/users → toast
// 'Account recovered').
import type { User } from '@supabase/supabase-js'
import { PASSWORD_PLACEHOLDER } from '@contracts/constants'
import { usernameFor } from '@contracts/username'
import { messages } from '../../lib/copy'
import { ApiError, api } from '../../lib/api-client'
import { toast } from '../../stores/toasts'

/** The name to ask for: the one given, else the one chosen at sign-up, else the contracts' rule. */
function usernameOf(user: User, given?: string): string {
  const meta = user.user_metadata as { username?: unknown } | undefined
  return usernameFor(user.email ?? '', given || meta?.username, user.id)
}

/** POST /api/users for the signed-in provider user (spec §7). Throws ApiError on failure. */
export async function createUserRecord(user: User, username?: string): Promise<void> {
  await api.post('/api/users', {
    email: user.email,
    username: usernameOf(user, username),
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
    return restoreUserRecord(user, { silent })
  }
}

/** The record is known to be missing: create it (toasting 'Account recovered' unless `silent`); failure is only logged. */
export async function restoreUserRecord(user: User, { silent = false } = {}): Promise<boolean> {
  try {
    await createUserRecord(user)
    if (!silent) toast(messages.toast.accountRecoveredDashboard)
    return true
  } catch (createError) {
    console.warn('Account recovery failed', createError)
    return false
  }
}
