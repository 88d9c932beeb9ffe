// The one rule for "can this link be followed now": used by the redirect (on its cached facts, at every
// follow) and by GET /api/urls/by-code. Today: the link is active. Expiry, click caps and passwords join
// here, so both paths always agree.
import type { Database } from '../db/database'
import { findLinkByCode, type LinkRow } from './links.repository'

/** The facts about a link the rule needs (what the redirect keeps in its cache). */
export type FollowFacts = Pick<LinkRow, 'isActive'>

export function isFollowable(link: FollowFacts): boolean {
  return link.isActive
}

/** The link behind a code when it can be followed now, else null. */
export async function findFollowable(db: Database, code: string): Promise<LinkRow | null> {
  const row = await findLinkByCode(db, code)
  return row && isFollowable(row) ? row : null
}
