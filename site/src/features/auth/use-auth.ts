// Reads the shared auth store and starts auth on first use (every island calls this).
// Until the island has mounted it reports 'loading', the state the page was prerendered with: another island
// may already have resolved auth, and hydration must match the prerendered HTML.
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { startAuth } from './auth-actions'
import { $auth, type AuthState } from './auth-state'

const LOADING: AuthState = { status: 'loading' }

export function useAuth(): AuthState {
  const state = useStore($auth)
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    setMounted(true)
    void startAuth()
  }, [])
  return mounted ? state : LOADING
}
