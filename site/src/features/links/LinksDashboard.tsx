// The links dashboard (spec §2): title and 'Add New Link', stat cards, search/filter/sort, the list and its
// dialogs. The list is the server's (docs/decisions/0049): search, filter and sort go to GET /api/urls, which
// answers a page at a time with the matching total. The view (search, filter, sort) lives in the address
// (use-list-view.ts); links being deleted are hidden until the deletion is sent or undone (pending-deletions.tsx).
import { useStore } from '@nanostores/react'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { LinkDto } from '@contracts'
import { dashboardCopy } from './dashboard-copy'
import { PlusIcon } from '../../components/icons'
import { Button } from '../../components/ui/button'
import { $links, $stats, ensureDashboardData, isSilentListError, loadMoreLinks, refreshLinksAndStats, retryDashboardData } from './links-store'
import { defaultView, isFiltered } from './link-view'
import { LinkDialog } from './LinkDialog'
import { LinkList, originOfLink } from './LinkList'
import type { LinkAction } from './LinkRow'
import { LinksEmpty, LinksLoadError, LinksLoading, LinksNoMatch } from './LinksPlaceholder'
import { LinkToolbar } from './LinkToolbar'
import { $hiddenLinks } from './pending-deletions'
import { StatCards } from './StatCards'
import { statsWithout } from './stats-without'
import { usePublicOrigin } from '../../lib/use-public-origin'
import { shortUrlOf } from '@contracts/short-url'
import { appPath } from '../../lib/workspace-address'
import { LinkTransfer } from '../imports'
import { dashboardAnalyticsCopy, WORKSPACE_ANALYTICS_PATH } from '../analytics'
import { loadLinkQrDialog } from '../qr'
import { ensureTags, OrganiseActions, reloadTags } from '../tags'
import { useLinkSelection } from './use-link-selection'
import { useListView } from './use-list-view'
import { useOpenedOnce } from '../../components/ui/opened-once'

const t = dashboardCopy
// Loaded when the first row is selected: most visits never select one (the dashboard is near its JS budget).
const BulkBar = lazy(() => import('./BulkBar').then((m) => ({ default: m.BulkBar })))
// Loaded when a QR button is first pressed, and kept (so it closes with its animation).
const LinkQrDialog = lazy(() => loadLinkQrDialog().then((m) => ({ default: m.LinkQrDialog })))
const DeleteLinkDialog = lazy(() => import('./DeleteLinkDialog').then((m) => ({ default: m.DeleteLinkDialog })))
/** `address`: a new link's Original URL, filled in (an address shared to the dashboard, shared-address.ts). */
type Editing = { open: false } | { open: true; link: LinkDto | null; address?: string }

/**
 * `canEdit`: the person's role in this workspace may add, edit and delete links (a viewer's may not);
 * `editsEveryLink`: every link, not only those they made (a member's only where the workspace lets members edit all).
 */
export function LinksDashboard({ userId, canEdit = true, editsEveryLink = true }: { userId: string; canEdit?: boolean; editsEveryLink?: boolean }) {
  const links = useStore($links)
  const stats = useStore($stats)
  const hidden = useStore($hiddenLinks)
  const { view, setView, listed, typing } = useListView()
  const [editing, setEditing] = useState<Editing>({ open: false })
  const [qrLink, setQrLink] = useState<LinkDto | null>(null)
  const [qrUsed, setQrUsed] = useState(false)
  const [deleting, setDeleting] = useState<LinkDto | null>(null)
  const deleteUsed = useOpenedOnce(deleting !== null)
  const returnTo = useRef<HTMLElement | null>(null)
  const title = useRef<HTMLHeadingElement>(null)
  const origin = usePublicOrigin()

  useEffect(() => void ensureDashboardData(userId, listed), [userId, listed])
  // The tag filter's tags follow the links: a save, a rename or an import may have added some.
  const reload = useCallback(() => void (refreshLinksAndStats(userId), reloadTags()), [userId])
  const retry = useCallback(() => void retryDashboardData(userId), [userId])
  const loadMore = useCallback(() => void loadMoreLinks(userId), [userId])

  const pages = links.userId === userId ? links.data : null
  const listShown = pages !== null
  // The tags come with the first view; when it failed, they load after the list (it comes first).
  useEffect(() => void (listShown && ensureTags()), [listShown])
  // Rows being deleted (Undo still possible) are left out, and out of the count.
  const rows = useMemo(() => (pages && hidden.size ? pages.items.filter((l) => !hidden.has(l.id)) : (pages?.items ?? [])), [pages, hidden])
  const total = pages ? pages.total - (pages.items.length - rows.length) : 0
  const hiddenRows = useMemo(() => (pages && hidden.size ? pages.items.filter((l) => hidden.has(l.id)) : []), [pages, hidden])
  // A failed load is not "no links": say so, except for 'User not found', which stays silent (spec §6).
  const loadFailed = links.userId === userId && links.error !== null && !isSilentListError(links.error)
  const mine = stats.userId === userId
  const shownView = pages?.view ?? listed
  const selection = useLinkSelection(shownView, rows, total)
  // Focus goes back to the control that opened a dialog, or to the title when that control is gone.
  const remember = () => (returnTo.current = document.activeElement as HTMLElement | null)
  const restoreFocus = useCallback((event: Event) => {
    event.preventDefault()
    const el = returnTo.current
    returnTo.current = null
    ;(el?.isConnected ? el : title.current)?.focus()
  }, [])
  const mayEdit = useCallback((link: LinkDto) => canEdit && (editsEveryLink || link.createdBy === userId), [canEdit, editsEveryLink, userId])
  // ?edit=<id> (the analytics page's Edit, with ?q= naming the link's code): the dialog opens once the link is listed.
  const [editId, setEditId] = useState(() => Number(new URLSearchParams(window.location.search).get('edit')) || null)
  useEffect(() => {
    const link = editId === null ? undefined : rows.find((l) => l.id === editId)
    if (!link || !mayEdit(link)) return
    setEditId(null)
    const params = new URLSearchParams(window.location.search)
    params.delete('edit')
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${params.size ? `?${params}` : ''}`)
    setEditing({ open: true, link })
  }, [editId, rows, mayEdit])
  // ?url= or ?text= (the bookmarklet, a phone's share sheet): the Add New Link dialog opens, filled in. Its
  // module loads only for an address with a query (most visits have none): the dashboard is at its JS budget.
  useEffect(() => {
    if (location.search) void import('./shared-address').then((shared) => shared.openShared(canEdit, setEditing))
  }, [canEdit])
  const onAction = useCallback(
    (action: LinkAction, link: LinkDto) => {
      if (action === 'changed') return reload()
      remember()
      if (action === 'qr') setQrLink(link), setQrUsed(true)
      else if (action === 'edit') setEditing({ open: true, link })
      else setDeleting(link)
    },
    [reload],
  )
  const filterByTag = useCallback((tag: string) => setView((v) => ({ ...v, tag })), [setView])
  const openCreate = () => {
    remember()
    setEditing({ open: true, link: null })
  }

  // No links yet: the tools for links (tags, bulk create, export) wait until there are some; the empty state
  // offers the import instead.
  const firstLoad = !pages && (links.loading || !links.fetchedAt)
  const empty = !firstLoad && !(!pages && loadFailed) && (!pages || (total === 0 && !isFiltered(shownView)))
  let body: ReactNode
  if (firstLoad) body = <LinksLoading />
  else if (!pages && loadFailed) body = <LinksLoadError onRetry={retry} />
  else if (!pages || empty) body = <LinksEmpty onAdd={canEdit ? openCreate : undefined} more={canEdit ? <LinkTransfer onImported={reload} empty /> : null} />
  else if (rows.length === 0 && total === 0)
    body = <LinksNoMatch onClear={() => setView((v) => ({ ...v, query: '', status: defaultView.status, tag: defaultView.tag }))} />
  else
    body = (
      <LinkList
        links={rows}
        total={total}
        hasMore={pages.nextCursor !== null}
        filtered={isFiltered(shownView)}
        onLoadMore={loadMore}
        origin={origin}
        onAction={onAction}
        isSelected={selection.isSelected}
        onSelect={canEdit && editsEveryLink ? selection.onSelect : undefined}
        pageSelected={selection.pageSelected}
        someSelected={selection.count > 0}
        onSelectPage={canEdit && editsEveryLink ? selection.selectPage : undefined}
        onTag={filterByTag}
        readOnly={!canEdit}
        mayEdit={mayEdit}
      />
    )

  return (
    <section aria-labelledby="dashboard-title" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="dashboard-title" ref={title} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none">
          {t.title}
        </h1>
        <div className="flex flex-wrap gap-2">
          {empty ? null : (
            <>
              <a
                href={appPath(WORKSPACE_ANALYTICS_PATH)}
                className="inline-flex h-10 items-center rounded-md border border-border px-4 text-sm font-medium hover:bg-muted"
              >
                {dashboardAnalyticsCopy.allAnalytics}
              </a>
              {canEdit ? (
                <>
                  <OrganiseActions origin={origin} onChanged={reload} />
                  <LinkTransfer onImported={reload} />
                </>
              ) : null}
            </>
          )}
          {canEdit ? (
            <Button onClick={openCreate}>
              <PlusIcon /> {t.addLink}
            </Button>
          ) : null}
        </div>
      </div>
      <StatCards stats={mine && stats.data ? statsWithout(stats.data, hiddenRows) : null} failed={mine && !stats.loading && stats.error !== null} />
      <LinkToolbar view={view} onChange={setView} />
      {selection.count > 0 ? (
        <Suspense fallback={null}>
          <BulkBar
            count={selection.count}
            matching={total}
            allMatching={selection.allMatching}
            selection={selection.selection}
            exportQuery={selection.exportQuery}
            onSelectAllMatching={selection.selectAllMatching}
            onClear={selection.clear}
            onDone={() => (selection.clear(), reload())}
          />
        </Suspense>
      ) : null}
      <div aria-busy={typing || links.loading || links.loadingMore}>{body}</div>
      {/* The bulk bar floats at the bottom of the screen: room below the list so it never hides the last row. */}
      {selection.count > 0 ? <div aria-hidden="true" className="h-44 sm:h-20" /> : null}
      <LinkDialog
        open={editing.open}
        link={editing.open ? editing.link : null}
        address={editing.open ? editing.address : undefined}
        onOpenChange={(open) => !open && setEditing({ open: false })}
        onSaved={reload}
        onCloseAutoFocus={restoreFocus}
      />
      {qrUsed ? (
        <Suspense fallback={null}>
          <LinkQrDialog
            link={qrLink}
            shortUrl={qrLink ? shortUrlOf(originOfLink(origin, qrLink), qrLink.shortCode) : ''}
            onOpenChange={(open) => !open && setQrLink(null)}
            onCloseAutoFocus={restoreFocus}
          />
        </Suspense>
      ) : null}
      {deleteUsed ? (
        <Suspense fallback={null}>
          <DeleteLinkDialog
            link={deleting}
            shortUrl={deleting ? shortUrlOf(originOfLink(origin, deleting), deleting.shortCode) : ''}
            onOpenChange={(open) => !open && setDeleting(null)}
            onDeleted={reload}
            onCloseAutoFocus={restoreFocus}
          />
        </Suspense>
      ) : null}
    </section>
  )
}
