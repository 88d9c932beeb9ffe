// The browser's auth client: supabase-js against the server's Supabase-compatible /auth/v1, configured at
// run time from GET /api/config. One client per page, created on first use.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { getConfig } from './config'
import { AUTH_STORAGE_KEY, authStorage } from './session-storage'

let pending: Promise<SupabaseClient> | null = null

export function getSupabase(): Promise<SupabaseClient> {
  if (!pending) {
    pending = getConfig().then((config) =>
      createClient(config.supabaseUrl || window.location.origin, config.supabaseAnonKey, {
        auth: {
          storage: authStorage,
          storageKey: AUTH_STORAGE_KEY,
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
          flowType: 'implicit',
        },
      }),
    )
    pending.catch(() => {
      pending = null
    })
  }
  return pending
}

/** The current access token and user id, or null when signed out. */
export async function currentIdentity(): Promise<{ token: string; userId: string } | null> {
  const supabase = await getSupabase()
  const { data } = await supabase.auth.getSession()
  const session = data.session
  return session ? { token: session.access_token, userId: session.user.id } : null
}
