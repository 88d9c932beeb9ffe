// The Domains section of a workspace's settings: its frame (a titled card, anchor #domains) shows at once; its
// body (DomainsPanel.tsx: the list, the forms, the DNS records) loads as a chunk of its own when the section
// comes near the screen (LazySection), so the settings pages' first load does not carry it and no other page
// ever does. `slug` undefined: the workspace is not known yet.
import { lazy } from 'react'
import { LazySection } from '../../components/ui/lazy-section'
import { domainsFrameCopy } from './domains-frame-copy'

const t = domainsFrameCopy
const DomainsPanel = lazy(() => import('./DomainsPanel'))

export interface DomainsSectionProps {
  slug: string | undefined
  /** An owner or admin of the workspace: adds, verifies, changes and removes its domains. */
  canManage: boolean
  /** The personal workspace (the account's settings) or a team's (its settings page): only the words differ. */
  personal: boolean
}

export function DomainsSection({ slug, canManage, personal }: DomainsSectionProps) {
  return (
    <LazySection
      id="domains"
      title={t.title}
      description={personal ? t.description.personal : t.description.team}
      loadingLabel={t.loading}
      ready={Boolean(slug)}
      body={(heading) => <DomainsPanel slug={slug!} canManage={canManage} fallbackFocus={heading} />}
    />
  )
}
