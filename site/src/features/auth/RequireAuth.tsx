// Guard for /app and /app/dashboard (spec §2): spinner while auth loads; signed out → /app/login.
// Wrap a guarded island's content in it: <RequireAuth>{...}</RequireAuth>; `fallback` replaces the spinner
// (the dashboard shows its own skeleton, so the page does not move when it loads).
import { useStore } from '@nanostores/react'
import { useEffect, type ReactNode } from 'react'
import { messages } from '../../lib/copy'
import { navigate } from '../../lib/navigation'
import { REDIRECT_URL_KEY } from '../../lib/session-storage'
import { $signingOut } from './auth-state'
import { PageSpinner } from '../../components/ui/spinner'
import { useAuth } from './use-auth'

export function RequireAuth({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const auth = useAuth()
  const signingOut = useStore($signingOut)
  useEffect(() => {
    if (auth.status !== 'signedOut' || signingOut) return
    try {
      // with its query: an address shared to the dashboard (?url=…) is still there after signing in
      localStorage.setItem(REDIRECT_URL_KEY, window.location.pathname + window.location.search)
    } catch {
      // storage unavailable: the user lands on the dashboard after signing in
    }
    navigate('/app/login', { replace: true })
  }, [auth.status, signingOut])
  if (auth.status !== 'signedIn') return fallback ?? <PageSpinner label={messages.site.guard.loading} />
  return <>{children}</>
}
