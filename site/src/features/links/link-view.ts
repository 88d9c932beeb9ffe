// What the link list shows (spec §9, docs/decisions/0049): search, status filter, tag and sort — applied by the
// server (GET /api/urls?q=&status=&tag=&sort=&cursor=&limit=), so the browser holds only the pages it loaded.
import type { LinkDto, SortOption, StatusFilter } from '@contracts'
import type { LinkFilter } from '@contracts/link-listing-schemas'

export interface LinkView {
  query: string
  status: StatusFilter
  sort: SortOption
  /** Only links with this tag (normalised, as stored); '' for all (docs/decisions/0046). */
  tag: string
}

export const defaultView: LinkView = { query: '', status: 'all', sort: 'newest', tag: '' }

/** A link's status in the list: Inactive (turned off) first, then Expired (past its expiry or cap). */
export function statusOf(link: LinkDto): Exclude<StatusFilter, 'all'> {
  return !link.isActive ? 'inactive' : link.expired ? 'expired' : 'active'
}

export function isFiltered(view: LinkView): boolean {
  return view.query.trim() !== '' || view.status !== 'all' || view.tag !== ''
}

/** The server's filter for a view: which links it lists, and what "all matching" means for a bulk action. */
export function filterOf(view: LinkView): LinkFilter {
  return { q: view.query.trim() || undefined, status: view.status === 'all' ? undefined : view.status, tag: view.tag || undefined }
}

/** A filter as query parameters (`q`, `status`, `tag`), those not set left out. */
export function filterParamsOf(filter: LinkFilter): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value)
  return params
}

/** The query string of a page of the view: the filter, the sort, the cursor (none for the first page) and the size. */
export function pageQueryOf(view: LinkView, cursor: string | null, limit: number): string {
  const params = filterParamsOf(filterOf(view))
  if (view.sort !== defaultView.sort) params.set('sort', view.sort)
  if (cursor) params.set('cursor', cursor)
  params.set('limit', String(limit))
  return params.toString()
}
