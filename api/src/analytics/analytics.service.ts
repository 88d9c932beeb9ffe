// The link analytics answer: ownership through the links capability (another user's link is a 404), then the
// range's per-day clicks (zero days as zero), the breakdowns and the counts that are not clicks.
import {
  analyticsRange,
  clickDaysOf,
  daysBetween,
  lastDays,
  type ClickDaysDto,
  type KeyClicksDto,
  type LinkAnalyticsDto,
  type LinkDto,
  type WorkspaceAnalyticsDto,
} from '../contracts'
import type { Database } from '../db/database'
import { authorize } from '../access'
import { userLinkClicks } from '../links'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { dailyClicksOfLink, dailyClicksOfUser, dimensionTotals, trafficTotals } from './analytics.repository'
import type { Dimension } from './dimension-tally'

export interface AnalyticsDeps {
  db: Database
  /** The caller's link by id: 401 without a caller, 404 when it is not theirs (the links capability decides). */
  ownedLink(actor: Actor | null, linkId: number): Promise<LinkDto>
}

const fill = (from: string, to: string, clicks: Map<string, number>) => daysBetween(from, to).map((day) => ({ day, clicks: clicks.get(day) ?? 0 }))

const ranked = (rows: { dimension: string; key: string; clicks: number }[], dimension: Dimension): KeyClicksDto[] =>
  rows
    .filter((r) => r.dimension === dimension && r.clicks > 0)
    .map(({ key, clicks }) => ({ key, clicks }))
    .sort((a, b) => b.clicks - a.clicks || a.key.localeCompare(b.key))

export async function linkAnalytics(
  deps: AnalyticsDeps,
  actor: Actor | null,
  linkId: number,
  query: { from?: string; to?: string },
): Promise<LinkAnalyticsDto> {
  const link = await deps.ownedLink(actor, linkId) // 401 / 404 before the query is looked at
  const range = analyticsRange(query)
  if ('error' in range) throw AppError.validation(range.error)
  const [daily, dims, traffic] = await Promise.all([
    dailyClicksOfLink(deps.db, link.id, range),
    dimensionTotals(deps.db, link.id, range),
    trafficTotals(deps.db, link.id, range),
  ])
  return {
    link,
    ...range,
    days: fill(range.from, range.to, daily),
    countries: ranked(dims, 'country'),
    devices: ranked(dims, 'device'),
    browsers: ranked(dims, 'browser'),
    os: ranked(dims, 'os'),
    referrers: ranked(dims, 'referrer'),
    ...traffic,
  }
}

export async function clickDays(db: Database, actor: Actor | null, rawDays: string | undefined): Promise<ClickDaysDto> {
  const { userId } = authorize(actor, 'stats.read') // before the days are looked at
  const n = clickDaysOf(rawDays)
  if (typeof n !== 'number') throw AppError.validation(n.error)
  const range = lastDays(n)
  return { days: fill(range.from, range.to, await dailyClicksOfUser(db, userId, range)) }
}

/** How many links the workspace answer names, most clicked first. */
export const TOP_LINKS = 10

/**
 * All the caller's links over a range: clicks per day, the most clicked links, and the breakdowns of every
 * link clicked in the range added up (each dimension counted on its own, as the counters keep them).
 */
export async function workspaceAnalytics(db: Database, actor: Actor | null, query: { from?: string; to?: string }): Promise<WorkspaceAnalyticsDto> {
  const { userId } = authorize(actor, 'stats.read') // before the query is looked at
  const range = analyticsRange(query)
  if ('error' in range) throw AppError.validation(range.error)
  const [daily, links] = await Promise.all([dailyClicksOfUser(db, userId, range), userLinkClicks(db, userId, range)])
  const dims =
    links.length > 0
      ? await dimensionTotals(
          db,
          links.map((l) => l.id),
          range,
        )
      : []
  return {
    ...range,
    days: fill(range.from, range.to, daily),
    links: links.slice(0, TOP_LINKS),
    countries: ranked(dims, 'country'),
    devices: ranked(dims, 'device'),
    browsers: ranked(dims, 'browser'),
    os: ranked(dims, 'os'),
    referrers: ranked(dims, 'referrer'),
  }
}
