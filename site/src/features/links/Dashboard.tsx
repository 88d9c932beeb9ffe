// The links dashboard island on /app/dashboard and /app. <RequireAuth> is the route guard:
// the dashboard's skeleton while auth loads, signed out → /app/login.
import { useStore } from '@nanostores/react'
import { RequireAuth, $auth } from '../auth'
import { LinksDashboard } from './LinksDashboard'
import { DashboardSkeleton } from './LinksPlaceholder'

/** Rendered only once RequireAuth saw the user signed in: reads the store directly (useAuth would report
 * 'loading' for one more render, leaving the page empty for a frame and shifting the footer). */
function SignedInDashboard() {
  const auth = useStore($auth)
  if (auth.status !== 'signedIn') return null
  return <LinksDashboard userId={auth.user.id} />
}

export default function Dashboard() {
  return (
    <RequireAuth fallback={<DashboardSkeleton />}>
      <SignedInDashboard />
    </RequireAuth>
  )
}
