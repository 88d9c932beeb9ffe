// The link analytics answer: ownership through the links capability (another user's link is a 404), then the
// range's per-day clicks (zero days as zero), the breakdowns and the counts that are not clicks; with
// period=48h also the last 48 hours' clicks per hour, and the zone the account reads them in.
import {
  analyticsPeriod,
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
import { actingWorkspace, authorize } from '../access'
import { ownerLinkClicks } from '../links'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { dailyClicksOfLink, dailyClicksOf, dimensionTotals, hourlyClicksOfLink, hourlyClicksOf, trafficTotals } from './analytics.repository'
import type { Dimension } from './dimension-tally'

export interface AnalyticsDeps {
  db: Database
  /** The caller's link by id: 401 without a caller, 404 when it is not theirs (the links capability decides). */
  ownedLink(actor: Actor | null, linkId: number): Promise<LinkDto>
  /** The zone an account reads its hours in (UTC until it chooses one). */
  timeZoneOf(userId: string): Promise<string>
  /** The clock the last 48 hours are counted back from (epoch ms). */
  now?: () => number
}

type Query = { from?: string; to?: string; period?: string }

/** The days asked for, or the last 48 hours and the days they touch; a 400 with the rule broken. */
function periodOf(deps: AnalyticsDeps, query: Query) {
  const period = analyticsPeriod(query, new Date((deps.now ?? Date.now)()))
  if ('error' in period) throw AppError.validation(period.error)
  return period
}

const fill = (from: string, to: string, clicks: Map<string, number>) => daysBetween(from, to).map((day) => ({ day, clicks: clicks.get(day) ?? 0 }))

const ranked = (rows: { dimension: string; key: string; clicks: number }[], dimension: Dimension): KeyClicksDto[] =>
  rows
    .filter((r) => r.dimension === dimension && r.clicks > 0)
    .map(({ key, clicks }) => ({ key, clicks }))
    .sort((a, b) => b.clicks - a.clicks || a.key.localeCompare(b.key))

/** A rule or variant key's position (`rule:12` → 12); `default` after every rule. */
const positionOf = (key: string) => Number(key.slice(key.indexOf(':') + 1)) || Number.MAX_SAFE_INTEGER

/** The `rule` counts of one kind (`rule:` keys and `default`, or `variant:` keys), in rule order. */
const inOrder = (rows: { dimension: string; key: string; clicks: number }[], variants: boolean): KeyClicksDto[] =>
  rows
    .filter((r) => r.dimension === 'rule' && r.clicks > 0 && r.key.startsWith('variant:') === variants)
    .map(({ key, clicks }) => ({ key, clicks }))
    .sort((a, b) => positionOf(a.key) - positionOf(b.key) || a.key.localeCompare(b.key))

export async function linkAnalytics(deps: AnalyticsDeps, actor: Actor | null, linkId: number, query: Query): Promise<LinkAnalyticsDto> {
  const link = await deps.ownedLink(actor, linkId) // 401 / 404 before the query is looked at
  const { hours, ...range } = periodOf(deps, query)
  const [daily, dims, traffic, hourly] = await Promise.all([
    dailyClicksOfLink(deps.db, link.id, range),
    dimensionTotals(deps.db, link.id, range),
    trafficTotals(deps.db, link.id, range),
    hours && Promise.all([deps.timeZoneOf(actor!.userId), hourlyClicksOfLink(deps.db, link.id, hours)]),
  ])
  return {
    link,
    ...range,
    days: fill(range.from, range.to, daily),
    ...(hourly ? { hourly: { timeZone: hourly[0], hours: hourly[1] } } : {}),
    countries: ranked(dims, 'country'),
    devices: ranked(dims, 'device'),
    browsers: ranked(dims, 'browser'),
    os: ranked(dims, 'os'),
    referrers: ranked(dims, 'referrer'),
    rules: inOrder(dims, false),
    variants: inOrder(dims, true),
    ...traffic,
  }
}

export async function clickDays(db: Database, actor: Actor | null, rawDays: string | undefined): Promise<ClickDaysDto> {
  const owner = { workspace: actingWorkspace(authorize(actor, 'stats.read')).id } // before the days are looked at
  const n = clickDaysOf(rawDays)
  if (typeof n !== 'number') throw AppError.validation(n.error)
  const range = lastDays(n)
  return { days: fill(range.from, range.to, await dailyClicksOf(db, owner, range)) }
}

/** How many links the workspace answer names, most clicked first. */
export const TOP_LINKS = 10

/**
 * All the acting workspace's links over a range: clicks per day, the most clicked links, and the breakdowns of every
 * link clicked in the range added up (each dimension counted on its own, as the counters keep them).
 */
export async function workspaceAnalytics(deps: AnalyticsDeps, actor: Actor | null, query: Query): Promise<WorkspaceAnalyticsDto> {
  const { db } = deps
  const acting = authorize(actor, 'stats.read') // before the query is looked at
  const owner = { workspace: actingWorkspace(acting).id }
  const { hours, ...range } = periodOf(deps, query)
  const [daily, links, hourly] = await Promise.all([
    dailyClicksOf(db, owner, range),
    ownerLinkClicks(db, owner, range),
    hours && Promise.all([deps.timeZoneOf(acting.userId), hourlyClicksOf(db, owner, hours)]),
  ])
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
    ...(hourly ? { hourly: { timeZone: hourly[0], hours: hourly[1] } } : {}),
    links: links.slice(0, TOP_LINKS),
    countries: ranked(dims, 'country'),
    devices: ranked(dims, 'device'),
    browsers: ranked(dims, 'browser'),
    os: ranked(dims, 'os'),
    referrers: ranked(dims, 'referrer'),
  }
}
