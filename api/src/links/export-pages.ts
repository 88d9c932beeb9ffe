// The workspace's links a page at a time for the export (newest first, keyset pages: a 100,000-link export
// costs per page what the first page costs), selected by the dashboard's filter.
import type { LinkFilter } from '../contracts/link-listing-schemas'
import type { Database } from '../db/database'
import type { LinkRow } from './store/links.repository'
import type { SortKey } from './store/listing-cursor'
import { filterConditions, findLinkPage, type WorkspaceLinks } from './store/listing.repository'

const PAGE = 1000

/** The next page each call, an empty one at the end; `at` is the instant that decides the Expired filter. */
export function exportPagesOf(db: Database, scope: WorkspaceLinks, filter: LinkFilter, at: Date): () => Promise<LinkRow[]> {
  const where = filterConditions(db, scope, filter, at)
  let cursor: SortKey | null = null
  return async () => {
    const page = await findLinkPage(db, where, 'newest', cursor, PAGE)
    const last = page.at(-1)
    if (last) cursor = { clicks: last.clicks, createdAt: last.createdAt.getTime(), id: last.id }
    return page
  }
}
