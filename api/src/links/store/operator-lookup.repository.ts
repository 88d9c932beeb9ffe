// The operator's lookup (snip links …): a link by code, or the links whose target mentions a domain,
// each with its exact clicks (links.clicks plus clicks staged and not yet folded, docs/decisions/0055).
import { and, eq, isNull, like, or } from 'drizzle-orm'
import { selectLinksWithExactClicks } from './click-totals'
import type { Database } from '../../db/database'
import { codeKeyOf } from './links.repository'

/** `{ code }`: that link (any case); `{ domain }`: every link whose target's text holds `//domain` or `.domain` (the caller checks the host). */
export function findLinksByCodeOrDomain(db: Database, which: { code: string } | { domain: string }) {
  const { links } = db.t
  if ('code' in which) return selectLinksWithExactClicks(db).where(and(eq(links.codeKey, codeKeyOf(which.code)), isNull(links.domainId)))
  return selectLinksWithExactClicks(db).where(or(like(links.originalUrl, `%//${which.domain}%`), like(links.originalUrl, `%.${which.domain}%`)))
}
