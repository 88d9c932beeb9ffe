// Search, status filter and sort of the link list (spec §9). Pure, so it can run over 10,000 links per
// keystroke (deferred) and be tested without a browser. Each list is indexed once (lower-cased search text,
// parsed creation time), so a keystroke costs one pass and a numeric sort.
import type { LinkDto, SortOption, StatusFilter } from '@contracts'

export interface LinkView {
  query: string
  status: StatusFilter
  sort: SortOption
  /** Only links with this tag (normalised, as stored); '' for all (docs/decisions/0046). */
  tag: string
}

export const defaultView: LinkView = { query: '', status: 'all', sort: 'newest', tag: '' }

interface Entry {
  link: LinkDto
  url: string
  code: string
  /** Title and note, lower-cased: the search matches them too. */
  words: string
  time: number
}

const indexes = new WeakMap<readonly LinkDto[], Entry[]>()

function indexOf(links: readonly LinkDto[]): Entry[] {
  let index = indexes.get(links)
  if (!index) {
    index = links.map((link) => ({
      link,
      url: link.originalUrl.toLowerCase(),
      code: link.shortCode.toLowerCase(),
      words: `${link.title ?? ''}\n${link.note ?? ''}`.toLowerCase(),
      time: Date.parse(link.createdAt) || 0,
    }))
    indexes.set(links, index)
  }
  return index
}

const newestFirst = (a: Entry, b: Entry) => b.time - a.time || b.link.id - a.link.id

const comparators: Record<SortOption, (a: Entry, b: Entry) => number> = {
  newest: newestFirst,
  oldest: (a, b) => a.time - b.time || a.link.id - b.link.id,
  'most-clicked': (a, b) => b.link.clicks - a.link.clicks || newestFirst(a, b),
  'least-clicked': (a, b) => a.link.clicks - b.link.clicks || newestFirst(a, b),
}

/** A link's status in the list: Inactive (turned off) first, then Expired (past its expiry or cap; issue 15). */
export function statusOf(link: LinkDto): Exclude<StatusFilter, 'all'> {
  return !link.isActive ? 'inactive' : link.expired ? 'expired' : 'active'
}

/** Case-insensitive search over originalUrl, shortCode, title and note, then the status and tag filters, then the sort. */
export function filterLinks(links: readonly LinkDto[], view: LinkView): LinkDto[] {
  const q = view.query.trim().toLowerCase()
  const wanted = view.status === 'all' ? null : view.status
  const out = indexOf(links).filter(
    (e) =>
      (wanted === null || statusOf(e.link) === wanted) &&
      (!view.tag || (e.link.tags ?? []).includes(view.tag)) &&
      (!q || e.url.includes(q) || e.code.includes(q) || e.words.includes(q)),
  )
  return out.sort(comparators[view.sort]).map((e) => e.link)
}

export function isFiltered(view: LinkView): boolean {
  return view.query.trim() !== '' || view.status !== 'all' || view.tag !== ''
}
