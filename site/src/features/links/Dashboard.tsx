// The links dashboard island on /app/dashboard and /app (issue #5). <RequireAuth> is the route guard:
// spinner while auth loads, signed out → /app/login.
import { RequireAuth } from '../auth/RequireAuth'
import { useAuth } from '../auth/use-auth'
import { LinksDashboard } from './LinksDashboard'

function SignedInDashboard() {
  const auth = useAuth()
  if (auth.status !== 'signedIn') return null
  return <LinksDashboard userId={auth.user.id} />
}

export default function Dashboard() {
  return (
    <RequireAuth>
      <SignedInDashboard />
    </RequireAuth>
  )
}
