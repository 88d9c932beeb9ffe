// The body of the Domains section, loaded when the section first shows (DomainsSection.tsx): the workspace's
// domains and the instance-wide ones, 'Add domain' for owners and admins, and the Remove confirmation.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import type { DomainDto } from '@contracts/domain-schemas'
import { LoadFailed } from '../../components/ui/load-failed'
import { Spinner } from '../../components/ui/spinner'
import { useReturnFocus } from '../../lib/return-focus'
import { linkOriginOf } from '@contracts/short-url'
import { usePublicOrigin } from '../../lib/use-public-origin'
import { AddDomainForm } from './AddDomainForm'
import { DomainItem } from './DomainItem'
import { fetchDomains } from './domains-api'
import { domainsCopy } from './domains-copy'
import { domainsFrameCopy } from './domains-frame-copy'

const t = domainsCopy
// Loaded when Remove is first pressed, with Radix's dialog.
const RemoveDomainDialog = lazy(() => import('./RemoveDomainDialog').then((m) => ({ default: m.RemoveDomainDialog })))

const byHost = (a: DomainDto, b: DomainDto) => a.host.localeCompare(b.host)

export interface DomainsPanelProps {
  slug: string
  canManage: boolean
  /** Where focus goes when the domain that was removed took its Remove button with it. */
  fallbackFocus: () => HTMLElement | null
}

export default function DomainsPanel({ slug, canManage, fallbackFocus }: DomainsPanelProps) {
  const publicOrigin = usePublicOrigin()
  const [domains, setDomains] = useState<DomainDto[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [removing, setRemoving] = useState<DomainDto | null>(null)
  const [removeUsed, setRemoveUsed] = useState(false)
  const focus = useReturnFocus(fallbackFocus)

  const load = useCallback(async () => {
    setFailed(false)
    try {
      setDomains(await fetchDomains(slug))
    } catch {
      setFailed(true)
    }
  }, [slug])
  useEffect(() => void load(), [load])

  const put = useCallback((changed: DomainDto) => setDomains((list) => [...(list ?? []).filter((d) => d.id !== changed.id), changed].sort(byHost)), [])
  const onRemove = useCallback((domain: DomainDto) => {
    focus.remember()
    setRemoveUsed(true)
    setRemoving(domain)
  }, [])

  if (failed) return <LoadFailed message={t.loadFail} retry={t.retry} onRetry={() => void load()} />
  if (domains === null) return <Spinner label={domainsFrameCopy.loading} />
  return (
    <div className="grid gap-6">
      {canManage ? <AddDomainForm slug={slug} onAdded={put} /> : <p className="text-sm text-muted-foreground">{t.readOnly}</p>}
      {domains.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.empty}</p>
      ) : (
        <ul aria-label={t.list} className="grid gap-3">
          {domains.map((domain) => (
            <DomainItem
              key={domain.id}
              slug={slug}
              domain={domain}
              origin={publicOrigin && linkOriginOf(publicOrigin, domain.host)}
              canManage={canManage}
              onChanged={put}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}
      {removeUsed ? (
        <Suspense fallback={null}>
          <RemoveDomainDialog
            slug={slug}
            domain={removing}
            onClose={() => setRemoving(null)}
            onRemoved={(gone) => setDomains((list) => list?.filter((d) => d.id !== gone.id) ?? null)}
            onCloseAutoFocus={focus.restore}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
