// PLACEHOLDER for the links dashboard (issue #5 replaces this file). Keep the <RequireAuth> wrapper: it is
// the /app and /app/dashboard guard (spinner while auth loads, signed out → /app/login).
import { RequireAuth } from '../components/auth/RequireAuth'

export default function Dashboard() {
  return (
    <RequireAuth>
      <section aria-labelledby="dashboard-title">
        <h1 id="dashboard-title" className="text-2xl font-bold tracking-tight">
          Your Links
        </h1>
      </section>
    </RequireAuth>
  )
}
