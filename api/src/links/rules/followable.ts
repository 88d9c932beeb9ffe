// The one rule for "can this link be followed now, and if not, why": used by the redirect (on its cached
// facts, at every follow), by GET /api/urls/by-code and by the dashboard's Expired status, so all three
// always agree (docs/decisions/0040). A click cap is enforced exactly by the database (an atomic
// conditional increment, clicks/capped-clicks.repository.ts); here it only answers for the clicks it is told.
import type { Database } from '../../db/database'
import { findLinkByCode, type LinkRow } from '../store/links.repository'

/** The facts about a link the rule needs (what the redirect keeps in its cache). */
export interface FollowFacts {
  isActive: boolean
  /** Taken down by moderation (an admin, a disabled owner, a blocked domain: decision 43). */
  takenDown?: boolean
  /** Epoch ms after which the link is expired; null or absent: never. */
  expiresAt?: number | null
  /** The click cap; null or absent: none. */
  maxClicks?: number | null
  /** Clicks known so far (for a capped link, the database's exact count when last read). */
  clicks?: number
}

/** Why a link cannot be followed: taken down by moderation, turned off by its owner, past its expiry, or out of clicks. */
export type Unfollowable = 'disabled' | 'inactive' | 'expired' | 'exhausted'

/**
 * Why the link cannot be followed at `now` (epoch ms, or a clock read only for a link with an expiry: the
 * redirect's hot path does not even read the time for links without one), or null when it can.
 */
export function whyNotFollowable(link: FollowFacts, now: number | (() => number)): Unfollowable | null {
  if (link.takenDown) return 'disabled'
  if (!link.isActive) return 'inactive'
  if (link.expiresAt != null && (typeof now === 'number' ? now : now()) >= link.expiresAt) return 'expired'
  if (link.maxClicks != null && (link.clicks ?? 0) >= link.maxClicks) return 'exhausted'
  return null
}

export function isFollowable(link: FollowFacts, now: number): boolean {
  return whyNotFollowable(link, now) === null
}

/** Whether the link has reached its expiry or cap (the dashboard's Expired; a turned-off link is Inactive first). */
export function hasRunOut(link: FollowFacts, now: number): boolean {
  const why = whyNotFollowable({ ...link, isActive: true, takenDown: false }, now)
  return why === 'expired' || why === 'exhausted'
}

/** A row's facts, in the cache's shape. */
export function followFactsOf(row: Pick<LinkRow, 'isActive' | 'expiresAt' | 'maxClicks' | 'clicks'>): Required<Omit<FollowFacts, 'takenDown'>> {
  return { isActive: row.isActive, expiresAt: row.expiresAt?.getTime() ?? null, maxClicks: row.maxClicks ?? null, clicks: row.clicks }
}

/** The link behind a code and why it cannot be followed now (null reason: it can), or null when there is no such link. */
export async function findFollowable(db: Database, code: string, now: number): Promise<{ row: LinkRow; blocked: Unfollowable | null } | null> {
  const row = await findLinkByCode(db, code)
  return row && { row, blocked: whyNotFollowable(followFactsOf(row), now) }
}
