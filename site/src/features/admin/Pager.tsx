// Previous and Next under a paged admin list, with which page this is and how many items there are in all.
import { Button } from '../../components/ui/button'

export interface PagerState {
  page: number
  pages: number
  total: number
  go(page: number): void
}

export interface PagerCopy {
  pages: string
  pageOf(page: number, pages: number): string
  count(n: number): string
  previous: string
  next: string
}

export function Pager({ state, copy }: { state: PagerState; copy: PagerCopy }) {
  const { page, pages, total, go } = state
  return (
    <nav aria-label={copy.pages} className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <Button type="button" size="sm" variant="outline" disabled={page <= 1} onClick={() => go(page - 1)}>
        {copy.previous}
      </Button>
      <span aria-live="polite" className="text-muted-foreground">
        <span>{copy.pageOf(page, pages)}</span> · <span>{copy.count(total)}</span>
      </span>
      <Button type="button" size="sm" variant="outline" disabled={page >= pages} onClick={() => go(page + 1)}>
        {copy.next}
      </Button>
    </nav>
  )
}
