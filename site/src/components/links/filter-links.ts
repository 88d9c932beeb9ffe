// Search, status filter and sort of the link list (spec §9). Pure, so it can run over 10,000 links per
// keystroke (deferred) and be tested without a browser.
import type { LinkDto, SortOption, StatusFilter } from '@contracts'

export interface LinkView {
  query: string
  status: StatusFilter
  sort: SortOption
}

export const defaultView: LinkView = { query: '', status: 'all', sort: 'newest' }

const time = (l: LinkDto) => Date.parse(l.createdAt) || 0
const newestFirst = (a: LinkDto, b: LinkDto) => time(b) - time(a) || b.id - a.id

const comparators: Record<SortOption, (a: LinkDto, b: LinkDto) => number> = {
  newest: newestFirst,
  oldest: (a, b) => time(a) - time(b) || a.id - b.id,
  'most-clicked': (a, b) => b.clicks - a.clicks || newestFirst(a, b),
  'least-clicked': (a, b) => a.clicks - b.clicks || newestFirst(a, b),
}

/** Case-insensitive search over originalUrl and shortCode, then the status filter, then the sort. */
export function filterLinks(links: readonly LinkDto[], view: LinkView): LinkDto[] {
  const q = view.query.trim().toLowerCase()
  const out = links.filter(
    (l) =>
      (view.status === 'all' || l.isActive === (view.status === 'active')) &&
      (!q || l.originalUrl.toLowerCase().includes(q) || l.shortCode.toLowerCase().includes(q)),
  )
  return out.sort(comparators[view.sort])
}

export function isFiltered(view: LinkView): boolean {
  return view.query.trim() !== '' || view.status !== 'all'
}
