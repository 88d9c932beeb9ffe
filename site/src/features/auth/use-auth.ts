// Reads the shared auth store and starts auth on first use (every island calls this).
// Until the island has mounted it reports 'loading', the state the page was prerendered with: another island
// may already have resolved auth, and hydration must match the prerendered HTML.
// React's own useSyncExternalStore, not @nanostores/react: the sign-in pages stay within their JavaScript
// budget (decision 0050).
import { useEffect, useState, useSyncExternalStore } from 'react'
import { startAuth } from './auth-actions'
import { $auth, type AuthState } from './auth-state'

const LOADING: AuthState = { status: 'loading' }
const subscribe = (changed: () => void) => $auth.listen(changed)

export function useAuth(): AuthState {
  const state = useSyncExternalStore(subscribe, $auth.get, $auth.get)
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    setMounted(true)
    void startAuth()
  }, [])
  return mounted ? state : LOADING
}
