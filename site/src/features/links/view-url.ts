// Search, filter and sort in the dashboard's address: `?q=&status=&sort=&tag=`, so a reload or
// a shared link keeps them. Defaults are left out; unknown values fall back to the default.
import { sortOptions, statusFilters, type SortOption, type StatusFilter } from '@contracts/constants'
import { defaultView, type LinkView } from './link-view'

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback)

/** The view a query string asks for. */
export function viewFromSearch(search: string): LinkView {
  const params = new URLSearchParams(search)
  return {
    query: params.get('q') ?? defaultView.query,
    status: oneOf<StatusFilter>(statusFilters, params.get('status'), defaultView.status),
    sort: oneOf<SortOption>(sortOptions, params.get('sort'), defaultView.sort),
    tag: params.get('tag') ?? defaultView.tag,
  }
}

/** `search` (a query string) with the view's parameters set, defaults removed; other parameters kept. */
export function searchWithView(search: string, view: LinkView): string {
  const params = new URLSearchParams(search)
  const set = (key: string, value: string, fallback: string) => (value === fallback ? params.delete(key) : params.set(key, value))
  set('q', view.query, defaultView.query)
  set('status', view.status, defaultView.status)
  set('sort', view.sort, defaultView.sort)
  set('tag', view.tag, defaultView.tag)
  const text = params.toString()
  return text ? `?${text}` : ''
}
