// The links dashboard (spec §2): title and 'Add New Link', stat cards, search/filter/sort, the list and its
// dialogs. Filtering runs on a deferred copy of the view, so typing stays responsive over 10,000 links. The view
// (search, filter, sort) lives in the address (view-url.ts); links being deleted are hidden until the deletion
// is sent or undone (pending-deletions.tsx).
import { useStore } from '@nanostores/react'
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import type { LinkDto } from '@contracts'
import { dashboardCopy } from '../../lib/dashboard-copy'
import { PlusIcon } from '../../components/icons'
import { Button } from '../../components/ui/button'
import { $links, $stats, ensureDashboardData, isSilentListError, refreshLinksAndStats, retryDashboardData } from './links-store'
import { DeleteLinkDialog } from './DeleteLinkDialog'
import { defaultView, filterLinks, isFiltered, type LinkView } from './filter-links'
import { LinkDialog } from './LinkDialog'
import { LinkList } from './LinkList'
import type { LinkAction } from './LinkRow'
import { LinksEmpty, LinksLoadError, LinksLoading, LinksNoMatch } from './LinksPlaceholder'
import { LinkToolbar } from './LinkToolbar'
import { $hiddenLinks } from './pending-deletions'
import { searchWithView, viewFromSearch } from './view-url'
import { StatCards } from './StatCards'
import { usePublicOrigin } from '../../lib/use-public-origin'
import { LinkTransfer } from '../imports/LinkTransfer'
import { OrganiseActions } from '../tags/OrganiseActions'
import { reloadTags } from '../tags/tags-store'
import { useLinkSelection } from './use-link-selection'

// The QR dialog (its styles, previews and downloads) loads when a QR code is first asked for, and then stays
// mounted: the dashboard's first load carries less (decision 0050).
const LinkQrDialog = lazy(() => import('./LinkQrDialog').then((m) => ({ default: m.LinkQrDialog })))

const t = dashboardCopy
// Loaded when the first row is selected: most visits never select one (the dashboard is near its JS budget).
const BulkBar = lazy(() => import('./BulkBar').then((m) => ({ default: m.BulkBar })))
type Editing = { open: false } | { open: true; link: LinkDto | null }

export function LinksDashboard({ userId }: { userId: string }) {
  const links = useStore($links)
  const stats = useStore($stats)
  const hidden = useStore($hiddenLinks)
  // Rendered only after the auth check, in the browser: the address can be read at once.
  const [view, setView] = useState<LinkView>(() => viewFromSearch(window.location.search))
  const deferredView = useDeferredValue(view)
  const [editing, setEditing] = useState<Editing>({ open: false })
  const [qrLink, setQrLink] = useState<LinkDto | null>(null)
  const [qrAsked, setQrAsked] = useState(false)
  if (qrLink && !qrAsked) setQrAsked(true)
  const [deleting, setDeleting] = useState<LinkDto | null>(null)
  const returnTo = useRef<HTMLElement | null>(null)
  const title = useRef<HTMLHeadingElement>(null)
  const origin = usePublicOrigin()

  useEffect(() => void ensureDashboardData(userId), [userId])
  useEffect(() => {
    const search = searchWithView(window.location.search, view)
    if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`)
  }, [view])
  const reload = useCallback(() => void refreshLinksAndStats(userId), [userId])
  const retry = useCallback(() => void retryDashboardData(userId), [userId])

  const loaded = links.userId === userId ? links.data : null
  // The tag filter's tags follow the links: a save or an import may have added some.
  useEffect(() => void (loaded && reloadTags()), [loaded])
  const all = useMemo(() => (loaded && hidden.size ? loaded.filter((l) => !hidden.has(l.id)) : loaded), [loaded, hidden])
  // A failed load is not "no links": say so, except for 'User not found', which stays silent (spec §6).
  const loadFailed = links.userId === userId && links.error !== null && !isSilentListError(links.error)
  const mine = stats.userId === userId
  const visible = useMemo(() => (all ? filterLinks(all, deferredView) : []), [all, deferredView])
  const selection = useLinkSelection(deferredView, visible)
  // Focus goes back to the control that opened a dialog, or to the title when that control is gone.
  const remember = () => (returnTo.current = document.activeElement as HTMLElement | null)
  const restoreFocus = useCallback((event: Event) => {
    event.preventDefault()
    const el = returnTo.current
    returnTo.current = null
    ;(el?.isConnected ? el : title.current)?.focus()
  }, [])
  const onAction = useCallback((action: LinkAction, link: LinkDto) => {
    if (action === 'changed') return reload()
    remember()
    if (action === 'qr') setQrLink(link)
    else if (action === 'edit') setEditing({ open: true, link })
    else setDeleting(link)
  }, [reload])
  const openCreate = () => {
    remember()
    setEditing({ open: true, link: null })
  }

  let body
  if (!all && (links.loading || !links.fetchedAt)) body = <LinksLoading />
  else if (!all && loadFailed) body = <LinksLoadError onRetry={retry} />
  else if (!all || all.length === 0) body = <LinksEmpty onAdd={openCreate} />
  else if (visible.length === 0 && isFiltered(deferredView))
    body = <LinksNoMatch onClear={() => setView((v) => ({ ...v, query: '', status: defaultView.status, tag: defaultView.tag }))} />
  else body = <LinkList resetKey={JSON.stringify(deferredView)} links={visible} origin={origin} onAction={onAction} isSelected={selection.isSelected} onSelect={selection.onSelect} />

  return (
    <section aria-labelledby="dashboard-title" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="dashboard-title" ref={title} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none">
          {t.title}
        </h1>
        <div className="flex flex-wrap gap-2">
          <OrganiseActions origin={origin} onChanged={reload} />
          <LinkTransfer onImported={reload} />
          <Button onClick={openCreate}>
            <PlusIcon /> {t.addLink}
          </Button>
        </div>
      </div>
      <StatCards stats={mine ? stats.data : null} failed={mine && !stats.loading && stats.error !== null} />
      <LinkToolbar view={view} onChange={setView} />
      {selection.count > 0 ? (
        <Suspense fallback={null}>
          <BulkBar
            count={selection.count}
            matching={visible.length}
            allMatching={selection.allMatching}
            selection={selection.selection}
            exportIds={selection.exportIds}
            onSelectAllMatching={selection.selectAllMatching}
            onClear={selection.clear}
            onDone={() => (selection.clear(), reload())}
          />
        </Suspense>
      ) : null}
      <div aria-busy={view !== deferredView || links.loading}>{body}</div>
      <LinkDialog
        open={editing.open}
        link={editing.open ? editing.link : null}
        onOpenChange={(open) => !open && setEditing({ open: false })}
        onSaved={reload}
        onCloseAutoFocus={restoreFocus}
      />
      {qrAsked ? (
        <Suspense fallback={null}>
          <LinkQrDialog
            link={qrLink}
            shortUrl={qrLink ? `${origin}/${qrLink.shortCode}` : ''}
            onOpenChange={(open) => !open && setQrLink(null)}
            onCloseAutoFocus={restoreFocus}
          />
        </Suspense>
      ) : null}
      <DeleteLinkDialog
        link={deleting}
        shortUrl={deleting ? `${origin}/${deleting.shortCode}` : ''}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={reload}
        onCloseAutoFocus={restoreFocus}
      />
    </section>
  )
}
