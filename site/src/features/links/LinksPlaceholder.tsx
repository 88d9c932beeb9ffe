// What the list area shows instead of rows: loading, a failed load (with 'Try again'), the empty state, and
// "nothing matches".
import type { ReactNode } from 'react'
import { messages } from '../../lib/copy'
import { dashboardCopy } from './dashboard-copy'
import { AlertIcon, LinkIcon, PlusIcon, SearchIcon } from '../../components/icons'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Spinner } from '../../components/ui/spinner'
import { listHeadClasses } from './LinkList'
import { StatCards } from './StatCards'

/** Enough placeholder rows to reach below the fold on a phone and a laptop. */
const SKELETON_ROWS = 5

const t = dashboardCopy

/**
 * Rows shaped like LinkRow's (same padding, line heights and actions), so the loaded list takes their place
 * without moving the page; `children` is shown over them.
 */
export function RowsSkeleton({ children }: { children?: ReactNode }) {
  return (
    <Card className="relative">
      <div aria-hidden="true" className={listHeadClasses}>
        <div className="size-4 rounded-sm bg-muted" />
      </div>
      <ul aria-hidden="true" className="divide-y divide-border">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <li key={i} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="grid gap-1">
              <div className="h-6 w-56 max-w-full animate-pulse rounded bg-muted" />
              <div className="h-5 w-72 max-w-full animate-pulse rounded bg-muted" />
              <div className="h-4 w-40 animate-pulse rounded bg-muted" />
            </div>
            <div className="h-10 w-[172px] animate-pulse rounded bg-muted" />
          </li>
        ))}
      </ul>
      <div className="absolute inset-x-0 top-8 flex justify-center">
        <div className="flex items-center gap-3 rounded-md bg-surface px-4 py-2 text-muted-foreground shadow-sm">{children}</div>
      </div>
    </Card>
  )
}

export function LinksLoading() {
  return (
    <RowsSkeleton>
      <Spinner label={t.loading} />
      <p aria-hidden="true">{t.loading}</p>
    </RowsSkeleton>
  )
}

/** The dashboard while the auth check runs: its final layout, with placeholders (RequireAuth's fallback). */
export function DashboardSkeleton() {
  return (
    <div className="grid gap-6">
      <div aria-hidden="true" className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-2xl font-bold tracking-tight">{t.title}</p>
        <div className="h-10 w-36 rounded-md bg-muted" />
      </div>
      <div aria-hidden="true">
        <StatCards stats={null} />
      </div>
      <div aria-hidden="true" className="h-10 rounded-md border border-border bg-surface" />
      <RowsSkeleton>
        <Spinner label={messages.site.guard.loading} />
      </RowsSkeleton>
    </div>
  )
}

/** The list failed to load: say so (not 'No links yet', which would be wrong) and offer to load it again. */
export function LinksLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <AlertIcon width={24} height={24} className="text-destructive" />
      <p className="text-sm font-medium">{t.loadError.title}</p>
      <Button variant="outline" onClick={onRetry}>
        {t.loadError.retry}
      </Button>
    </Card>
  )
}

/** `more`: other ways in beside 'Add New Link' (the import); no `onAdd` for a viewer, who cannot add. */
export function LinksEmpty({ onAdd, more }: { onAdd?: () => void; more?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <span className="rounded-full bg-primary/10 p-3 text-primary">
        <LinkIcon width={24} height={24} />
      </span>
      <h2 className="text-lg font-semibold">{t.emptyTitle}</h2>
      <p className="text-sm text-muted-foreground">{t.emptyText}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {onAdd ? (
          <Button onClick={onAdd}>
            <PlusIcon /> {t.addLink}
          </Button>
        ) : null}
        {more}
      </div>
    </Card>
  )
}

export function LinksNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <Card role="status" className="flex flex-col items-center gap-3 p-10 text-center">
      <SearchIcon width={24} height={24} className="text-muted-foreground" />
      <p className="text-sm">{t.noMatchTitle}</p>
      <Button variant="outline" onClick={onClear}>
        {t.clearFilters}
      </Button>
    </Card>
  )
}
