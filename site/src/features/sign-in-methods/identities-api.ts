// The account's sign-in methods through supabase-js's own calls: its identities (GET /auth/v1/user), linking a
// provider (GET /auth/v1/user/identities/authorize, then the provider's sign-in, back to /app/settings) and
// unlinking one (DELETE /auth/v1/user/identities/{id}; the server refuses the last way to sign in).
import type { Provider, UserIdentity } from '@supabase/supabase-js'
import { authClient } from '../auth'

export async function listIdentities(): Promise<UserIdentity[]> {
  const supabase = await authClient()
  const { data, error } = await supabase.auth.getUserIdentities()
  if (error) throw error
  return data.identities
}

/** Leaves the page for the provider's sign-in; it comes back to the settings page, linked or with the refusal. */
export async function linkProvider(id: string): Promise<void> {
  const supabase = await authClient()
  const { error } = await supabase.auth.linkIdentity({ provider: id as Provider, options: { redirectTo: `${window.location.origin}/app/settings` } })
  if (error) throw error
}

export async function unlinkIdentity(identity: UserIdentity): Promise<void> {
  const supabase = await authClient()
  const { error } = await supabase.auth.unlinkIdentity(identity)
  if (error) throw error
}
