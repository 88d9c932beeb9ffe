// The rows of the dashboard's list (docs/decisions/0049): the pages of one view loaded so far, its matching
// total and the cursor of the next page. Pages are fetched from the server; nothing is filtered here.
import type { LinkDto } from '@contracts/dto'
import type { LinkPageDto } from '@contracts/link-listing-schemas'
import { fetchLinkPage } from './links-api'
import type { LinkView } from './link-view'

/** Rows a page adds (the first page, "Load more", and each scroll to the end). */
export const PAGE_SIZE = 50
/** The most rows one request may ask for: listingLimits.pageMax (not imported: that module builds zod schemas). */
export const MOST_PER_REQUEST = 200

export interface LinkPages {
  view: LinkView
  items: LinkDto[]
  /** How many links match the view on the server (not only those loaded). */
  total: number
  /** The next page's cursor; null when every matching link is loaded. */
  nextCursor: string | null
}

/** What identifies a view's list: its filter and sort. */
export const viewKeyOf = (view: LinkView) => JSON.stringify([view.query.trim(), view.status, view.tag, view.sort])

/**
 * `pages` with the next page after it. A link already shown is not added again: between two pages a link
 * can move (clicked meanwhile, in a click sort), and a row must never show twice.
 */
export function appendPage(pages: LinkPages, page: LinkPageDto): LinkPages {
  const shown = new Set(pages.items.map((l) => l.id))
  return { ...pages, items: [...pages.items, ...page.items.filter((l) => !shown.has(l.id))], total: page.total, nextCursor: page.nextCursor }
}

/**
 * The view's first `want` rows (a refresh keeps as many rows as were shown, so the list does not jump
 * back to one page after an edit), fetched in requests of at most MOST_PER_REQUEST.
 */
export async function fetchFirstRows(view: LinkView, want = PAGE_SIZE): Promise<LinkPages> {
  let pages: LinkPages = { view, items: [], total: 0, nextCursor: null }
  do {
    const page = await fetchLinkPage(view, pages.nextCursor, Math.min(Math.max(want - pages.items.length, 1), MOST_PER_REQUEST))
    pages = appendPage(pages, page)
  } while (pages.nextCursor && pages.items.length < want)
  return pages
}
