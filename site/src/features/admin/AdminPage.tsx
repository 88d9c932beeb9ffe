// The admin page on /app/admin: links, reports, users, instance settings, custom domains and the log.
// Guarded like the dashboard; an account that is no admin is told so (the API answers it 403 anyway).
import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { $account, RequireAuth, useAuth } from '../auth'
import { adminCopy as t } from './admin-copy'
import { InstanceSettingsSection } from './InstanceSettingsSection'
import { LinksSection } from './LinksSection'
import { DomainsSection } from './DomainsSection'
import { LogSection } from './LogSection'
import { ReportsSection } from './ReportsSection'
import { UsersSection } from './UsersSection'
import { FirstLoadReport, useFirstLoads } from './first-loads'

/** The sections that load a list or the settings: links, reports, users, instance settings, domains, log. */
const LOADING_SECTIONS = 6

function AdminSections() {
  const auth = useAuth()
  // The page's account answer (GET /api/app/me, asked once per page by the auth feature) says whether this is an admin.
  const allowed = useStore($account)?.admin
  const [version, setVersion] = useState(0)
  const changed = () => setVersion((v) => v + 1)
  const firstLoads = useFirstLoads(LOADING_SECTIONS)
  if (auth.status !== 'signedIn' || allowed === undefined) return null
  if (!allowed) return <p className="mx-auto max-w-3xl text-muted-foreground">{t.notAdmin}</p>
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <FirstLoadReport.Provider value={firstLoads.report}>
        <div aria-busy={!firstLoads.ready} className={firstLoads.ready ? 'flex flex-col gap-8' : 'invisible flex flex-col gap-8'}>
          <LinksSection onChange={changed} />
          <ReportsSection version={version} onChange={changed} />
          <UsersSection onChange={changed} />
          <InstanceSettingsSection onChange={changed} />
          <DomainsSection onChange={changed} />
          <LogSection version={version} />
        </div>
      </FirstLoadReport.Provider>
    </div>
  )
}

export default function AdminPage() {
  return (
    <RequireAuth>
      <AdminSections />
    </RequireAuth>
  )
}
