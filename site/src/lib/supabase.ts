// The browser's auth client: supabase-js against the server's Supabase-compatible /auth/v1, configured at
// run time from GET /api/config. One client per page, created on first use, after a session that ended with
// the browser session is discarded (lib/session-storage.ts). Heavy: pages load it through stored-session.ts's
// loadSupabase(), with import().
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { getConfig } from './config'
import { AUTH_STORAGE_KEY, authStorage, discardSessionFromEndedBrowserSession, setRememberMe } from './session-storage'

let pending: Promise<SupabaseClient> | null = null

export function getSupabase(): Promise<SupabaseClient> {
  if (!pending) {
    pending = getConfig().then((config) => {
      discardSessionFromEndedBrowserSession()
      // A session arriving in the link (recovery, confirmation) was never asked to be remembered.
      if (/(^#|&)access_token=/.test(window.location.hash)) setRememberMe(false)
      // The auth service is part of the server that served this page: its origin is the page's own, whatever
      // proxy sits in front (config.supabaseUrl says the same when the proxy is trusted).
      return createClient(window.location.origin, config.supabaseAnonKey, {
        auth: {
          storage: authStorage,
          storageKey: AUTH_STORAGE_KEY,
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
          flowType: 'implicit',
        },
      })
    })
    pending.catch(() => {
      pending = null
    })
  }
  return pending
}
