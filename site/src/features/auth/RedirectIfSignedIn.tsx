// Guard for /app/login and /app/register (spec §2): a visitor who is already signed in when the page loads
// goes to /app/dashboard. Only the first resolved state counts, so the forms' own sign-in and
// registration steps decide where to go next.
import { useEffect, useRef, type ReactNode } from 'react'
import { messages } from '../../lib/copy'
import { navigate } from '../../lib/navigation'
import { PageSpinner } from '../../components/ui/spinner'
import { useAuth } from './use-auth'

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const auth = useAuth()
  const decided = useRef<'show' | 'leave' | null>(null)
  if (decided.current === null && auth.status !== 'loading') decided.current = auth.status === 'signedIn' ? 'leave' : 'show'
  useEffect(() => {
    if (decided.current === 'leave') navigate('/app/dashboard', { replace: true })
  }, [auth.status])
  if (decided.current !== 'show') return <PageSpinner label={messages.site.guard.loading} />
  return <>{children}</>
}
