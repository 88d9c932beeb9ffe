// Guard for /app/login and /app/register (spec §2): a visitor who is already signed in when the page loads
// goes where a sign-in would (after-login.ts: the page that sent them, else /app/dashboard): a confirmation
// link lands here signed in, and a workspace invitation may be waiting for its holder. Only the first resolved
// state counts, so the forms' own sign-in and registration steps decide where to go next.
// The card and its form are in the server-rendered HTML (SignedOutAuthPage.astro; they show with JavaScript
// off too); the signed-in hint (features/session-hint) shows a spinner instead, before the first paint, in a
// browser with a stored session. When that session turns out to have ended, the hint is dropped and the
// form shows.
import { useEffect, useRef } from 'react'
import { navigate } from '../../lib/navigation'
import { forgetSignedInHint } from '../session-hint'
import { afterLoginPath } from './after-login'
import { useAuth } from './use-auth'

export function useRedirectIfSignedIn(): void {
  const auth = useAuth()
  const decided = useRef<'show' | 'leave' | null>(null)
  if (decided.current === null && auth.status !== 'loading') decided.current = auth.status === 'signedIn' ? 'leave' : 'show'
  useEffect(() => {
    if (decided.current === 'leave') navigate(afterLoginPath(), { replace: true })
    if (decided.current === 'show') forgetSignedInHint()
  }, [auth.status])
}
