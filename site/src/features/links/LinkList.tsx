// The rows of the list loaded so far (docs/decisions/0049). A user may have 100,000 links: the server sends
// them a page at a time, the next when the end of the list comes near (IntersectionObserver) or when
// 'Load more' is pressed (for keyboards, and browsers without IntersectionObserver). The footer says how many
// of the matching links are shown.
import { startTransition, useEffect, useRef, useState } from 'react'
import type { LinkDto } from '@contracts/dto'
import { linkOriginOf, shortUrlOf } from '@contracts/short-url'
import { dashboardCopy } from './dashboard-copy'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { LinkRow, type LinkAction } from './LinkRow'
import { selectionCopy } from './selection-copy'

const t = dashboardCopy.list

export interface LinkListProps {
  links: readonly LinkDto[]
  /** How many links match the view on the server. */
  total: number
  /** Whether the server has more matching links than those loaded. */
  hasMore: boolean
  /** A search or filter is set: the footer then says how many match even when all are loaded. */
  filtered: boolean
  onLoadMore: () => void
  origin: string
  onAction: (action: LinkAction, link: LinkDto) => void
  /** Whether a row is selected for bulk actions, and how a checkbox changes it (docs/decisions/0048). */
  isSelected?: (id: number) => boolean
  onSelect?: (link: LinkDto, selected: boolean, range: boolean) => void
  /** The page's box: every loaded row selected, some of them, and how it changes them all. */
  pageSelected?: boolean
  someSelected?: boolean
  onSelectPage?: (selected: boolean) => void
  onTag?: (tag: string) => void
  /** A viewer's list: rows without the switch, Edit and Delete. */
  readOnly?: boolean
  /** Whether the person may edit this link (a member without the right to edit all edits only their own). */
  mayEdit?: (link: LinkDto) => boolean
}

/**
 * Rows drawn at once when a list first shows: a tall phone screen's worth. The rest of the page follows in a
 * transition, which React renders in slices that yield to the browser, so 50 rows never make one long task
 * (with 10,000 links on a slow phone, one task drew the first page in about 400 ms of blocking time).
 */
export const FIRST_ROWS = 12

/**
 * The origin of `link`'s short address: its own domain's, or the instance's. `origin` is '' while the
 * prerendered page hydrates (use-public-origin.ts): the address is then the path alone, for a moment.
 */
export const originOfLink = (origin: string, link: LinkDto) => origin && linkOriginOf(origin, link.domain)

/**
 * How many of `count` rows to draw: FIRST_ROWS at first, then all of them once the browser has painted.
 * Rows added later (the next page) are drawn at once: the user asked for them.
 */
function useRowsDrawn(count: number): number {
  const [all, setAll] = useState(count <= FIRST_ROWS)
  useEffect(() => {
    if (all || count <= FIRST_ROWS) return
    const timer = setTimeout(() => startTransition(() => setAll(true)), 0)
    return () => clearTimeout(timer)
  }, [all, count])
  return all ? count : Math.min(count, FIRST_ROWS)
}

/** The height of the list's head (the page's box), kept by the loading rows too (RowsSkeleton). */
export const listHeadClasses = 'flex h-10 items-center gap-3 border-b border-border px-4 text-sm text-muted-foreground'

function SelectPage({ checked, some, onChange }: { checked: boolean; some: boolean; onChange: (selected: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => void (box.current && (box.current.indeterminate = some && !checked)), [some, checked])
  return (
    <div className={listHeadClasses}>
      <label className="flex cursor-pointer items-center gap-3">
        <input ref={box} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} className="size-4 shrink-0 accent-primary" />
        {selectionCopy.page}
      </label>
    </div>
  )
}

export function LinkList({
  links,
  total,
  hasMore,
  filtered,
  onLoadMore,
  origin,
  onAction,
  isSelected,
  onSelect,
  pageSelected = false,
  someSelected = false,
  onSelectPage,
  onTag,
  readOnly = false,
  mayEdit,
}: LinkListProps) {
  const sentinel = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const drawn = useRowsDrawn(links.length)
  // After 'Load more', focus moves to the first new row (the button may be gone: the last page came).
  const focusRow = useRef<number | null>(null)
  useEffect(() => {
    const at = focusRow.current
    if (at === null || links.length <= at) return
    focusRow.current = null
    list.current?.children[at]?.querySelector<HTMLElement>('input, a, button')?.focus()
  }, [links.length])

  useEffect(() => {
    const el = sentinel.current
    // Not before every loaded row is drawn: a short list's end would look near and fetch a page at once.
    if (!el || !hasMore || drawn < links.length || typeof IntersectionObserver === 'undefined') return
    // Observed anew after each page: if the end is still near, the next page comes too.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoadMore(), { rootMargin: '400px' })
    observer.observe(el)
    return () => observer.disconnect()
  }, [hasMore, links.length, drawn, onLoadMore])

  return (
    <Card>
      {onSelectPage ? <SelectPage checked={pageSelected} some={someSelected} onChange={onSelectPage} /> : null}
      <ul ref={list} aria-label={t.label} className="divide-y divide-border">
        {(drawn < links.length ? links.slice(0, drawn) : links).map((link) => (
          <LinkRow
            key={link.id}
            link={link}
            shortUrl={shortUrlOf(originOfLink(origin, link), link.shortCode)}
            onAction={onAction}
            selected={isSelected?.(link.id) ?? false}
            onSelect={onSelect}
            onTag={onTag}
            readOnly={readOnly || (mayEdit ? !mayEdit(link) : false)}
          />
        ))}
      </ul>
      {hasMore || filtered ? (
        <div ref={sentinel} className="flex flex-col items-center gap-2 border-t border-border p-4">
          <p className="text-sm text-muted-foreground">{hasMore ? t.showing(links.length, total) : t.matching(total)}</p>
          {hasMore ? (
            <Button variant="outline" size="sm" onClick={() => ((focusRow.current = links.length), onLoadMore())}>
              {t.loadMore}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  )
}
