// Reads the shared auth store and starts auth on first use (every island calls this).
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { $auth, startAuth, type AuthState } from '../../stores/auth'

export function useAuth(): AuthState {
  const state = useStore($auth)
  useEffect(() => {
    void startAuth()
  }, [])
  return state
}
