// The profile section's calls: the username through PATCH /api/users/me (then a token refresh, so the
// header's name follows), the e-mail address through supabase-js with the current password (the server's
// policy; confirmed from both the new and the current address when the server sends mail).
import type { User } from '@supabase/supabase-js'
import type { UserRecordDto } from '@contracts'
import { api } from '../../lib/api-client'
import { authClient } from '../auth'

export async function saveUsername(username: string): Promise<UserRecordDto> {
  const record = await api.patch<UserRecordDto>('/api/users/me', { username })
  const supabase = await authClient()
  await supabase.auth.refreshSession() // the new user_metadata reaches the auth store (TOKEN_REFRESHED)
  return record
}

/** Returns the updated user: `new_email` set while the change waits for its confirmation. Throws the auth error. */
export async function changeEmail(email: string, currentPassword: string): Promise<User> {
  const supabase = await authClient()
  const { data, error } = await supabase.auth.updateUser(
    { email, current_password: currentPassword },
    { emailRedirectTo: `${window.location.origin}/app/settings` },
  )
  if (error) throw error
  return data.user
}

/**
 * True when the page was opened from the first of the two confirmation links of an e-mail change: the server
 * lands it here with only a `message` in the fragment (no session). The fragment is cleared, so a reload does
 * not repeat it.
 */
export function takeHalfConfirmation(): boolean {
  const fragment = new URLSearchParams(window.location.hash.slice(1))
  if (!fragment.has('message') || fragment.has('access_token')) return false
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`)
  return true
}
