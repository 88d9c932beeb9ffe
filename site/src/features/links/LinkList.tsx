// The visible part of the (filtered, sorted) link list. A user may have 10,000 links (issue #6): only the
// first PAGE rows are rendered, and PAGE more each time the sentinel below the list scrolls into view
// (or 'Show more' is pressed, for keyboards and browsers without IntersectionObserver).
import { useEffect, useRef, useState } from 'react'
import { shortUrlOf, type LinkDto } from '../../lib/contracts-light'
import { dashboardCopy } from '../../lib/dashboard-copy'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { LinkRow, type LinkAction } from './LinkRow'

const t = dashboardCopy.list
export const PAGE = 50

export interface LinkListProps {
  links: readonly LinkDto[]
  /** Changes when search, filter or sort change: the list goes back to its first page. */
  resetKey: string
  origin: string
  onAction: (action: LinkAction, link: LinkDto) => void
  /** Whether a row is selected for bulk actions, and how a checkbox changes it (docs/decisions/0048). */
  isSelected?: (id: number) => boolean
  onSelect?: (link: LinkDto, selected: boolean) => void
}

export function LinkList({ links, resetKey, origin, onAction, isSelected, onSelect }: LinkListProps) {
  const [limit, setLimit] = useState(PAGE)
  const [shownFor, setShownFor] = useState(resetKey)
  if (shownFor !== resetKey) {
    // Reset during render (not by remounting), so rows that stay visible are not rebuilt.
    setShownFor(resetKey)
    setLimit(PAGE)
  }
  const sentinel = useRef<HTMLDivElement>(null)
  const more = links.length > limit

  useEffect(() => {
    const el = sentinel.current
    if (!el || !more || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLimit((n) => n + PAGE)
      },
      { rootMargin: '400px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [more, limit])

  const shown = Math.min(limit, links.length)
  return (
    <Card>
      <ul aria-label={t.label} className="divide-y divide-border">
        {links.slice(0, shown).map((link) => (
          <LinkRow key={link.id} link={link} shortUrl={shortUrlOf(origin, link.shortCode)} onAction={onAction} selected={isSelected?.(link.id) ?? false} onSelect={onSelect} />
        ))}
      </ul>
      {more ? (
        <div ref={sentinel} className="flex flex-col items-center gap-2 border-t border-border p-4">
          <p className="text-sm text-muted-foreground">{t.showing(shown, links.length)}</p>
          <Button variant="outline" size="sm" onClick={() => setLimit((n) => n + PAGE)}>
            {t.showMore}
          </Button>
        </div>
      ) : null}
    </Card>
  )
}
