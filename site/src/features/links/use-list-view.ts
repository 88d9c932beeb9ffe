// The view the dashboard shows (search, status, tag, sort), kept in the address (view-url.ts), and the view the
// server lists (docs/decisions/0049): the same, except that a search is sent SEARCH_PAUSE_MS after the last
// keystroke — a cleared search at once.
import { useEffect, useMemo, useState } from 'react'
import type { LinkView } from './link-view'
import { searchWithView, viewFromSearch } from './view-url'

export const SEARCH_PAUSE_MS = 250

/** The view the server lists for the address's view (the search sent at once: nothing is being typed yet). */
export function listedFromAddress(): LinkView {
  const view = viewFromSearch(window.location.search)
  return listedOf(view, view.query)
}

function listedOf(view: LinkView, query: string): LinkView {
  return { query, status: view.status, tag: view.tag, sort: view.sort }
}

export function useListView() {
  // Rendered only after the auth check, in the browser: the address can be read at once.
  const [view, setView] = useState<LinkView>(() => viewFromSearch(window.location.search))
  const [query, setQuery] = useState(view.query)
  useEffect(() => {
    if (view.query === query) return
    const timer = setTimeout(() => setQuery(view.query), view.query.trim() ? SEARCH_PAUSE_MS : 0)
    return () => clearTimeout(timer)
  }, [view.query, query])
  useEffect(() => {
    const search = searchWithView(window.location.search, view)
    if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`)
  }, [view])
  const listed = useMemo(() => listedOf(view, query), [query, view.status, view.tag, view.sort])
  return { view, setView, listed, typing: view.query !== query }
}
