// The links dashboard island on /app/dashboard, /app and /app/w/{slug}/dashboard (a team workspace's). <RequireAuth> is the route guard:
// the dashboard's skeleton while auth loads, signed out → /app/login.
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { RequireAuth, $auth } from '../auth'
import { LinksDashboard } from './LinksDashboard'
import { DashboardSkeleton } from './LinksPlaceholder'
import { ensureDashboardData } from './links-store'
import { listedFromAddress } from './use-list-view'
import { roleMay, useCurrentWorkspace, WorkspaceMissing } from '../workspaces'

/** Rendered only once RequireAuth saw the user signed in: reads the store directly (useAuth would report
 * 'loading' for one more render, leaving the page empty for a frame and shifting the footer). */
function SignedInDashboard() {
  const auth = useStore($auth)
  // /app/w/{slug}/dashboard: the skeleton stays until the role there is known, so no control appears and goes
  const workspace = useCurrentWorkspace()
  // The first view is what tells the role (its account part lists the workspaces): asked now, not once the
  // role is known. The list the dashboard asks for on mounting is this same request.
  const userId = auth.status === 'signedIn' ? auth.user.id : null
  useEffect(() => void (userId && ensureDashboardData(userId, listedFromAddress())), [userId])
  if (auth.status !== 'signedIn') return null
  if (workspace.status === 'loading') return <DashboardSkeleton />
  if (workspace.status === 'missing') return <WorkspaceMissing />
  return (
    <LinksDashboard
      userId={auth.user.id}
      canEdit={roleMay.editLinks(workspace.role)}
      editsEveryLink={roleMay.editEveryLink(workspace.role, workspace.workspace?.membersEditAll ?? false)}
    />
  )
}

export default function Dashboard() {
  return (
    <RequireAuth fallback={<DashboardSkeleton />}>
      <SignedInDashboard />
    </RequireAuth>
  )
}
