// Link analytics: the periods, the query rules and the answers, shared by the API and the site.
import type { LinkDto } from './dto'
import { messages } from './messages'

/** The periods the analytics page offers, in days (today included). */
export const analyticsPeriods = [7, 30, 90, 365] as const
/** The longest range one request may ask for, in days. */
export const MAX_ANALYTICS_DAYS = 366

const DAY_MS = 86_400_000
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

export const utcDayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Whether `s` is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(s: string): boolean {
  return ISO_DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && utcDayOf(Date.parse(`${s}T00:00:00Z`)) === s
}

/** The `n` UTC days ending with the day of `now`. */
export function lastDays(n: number, now = new Date()): { from: string; to: string } {
  return { from: utcDayOf(now.getTime() - (n - 1) * DAY_MS), to: utcDayOf(now.getTime()) }
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += DAY_MS) out.push(utcDayOf(t))
  return out
}

/** ?from=&to= of GET /api/urls/{id}/analytics: a range of at most 366 days; the last 30 by default. */
export function analyticsRange(query: { from?: string; to?: string }, now = new Date()): { from: string; to: string } | { error: string } {
  const to = query.to ?? utcDayOf(now.getTime())
  if (!isIsoDay(to)) return { error: messages.analytics.badDay } // before a default `from` is counted back from it
  const from = query.from ?? utcDayOf(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS)
  if (!isIsoDay(from)) return { error: messages.analytics.badDay }
  const span = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1
  if (span < 1 || span > MAX_ANALYTICS_DAYS) return { error: messages.analytics.badRange }
  return { from, to }
}

/** ?period= of the analytics endpoints for the hourly view: the last 48 UTC hours, the current one last. */
export const HOURLY_PERIOD = '48h'
/** How many hours the hourly view shows. */
export const HOURLY_HOURS = 48
const HOUR_MS = 3_600_000

/** The starts (epoch ms) of the last `HOURLY_HOURS` UTC hours, oldest first, the hour of `now` last. */
export function lastHours(now: number): number[] {
  const current = Math.floor(now / HOUR_MS) * HOUR_MS
  return Array.from({ length: HOURLY_HOURS }, (_, i) => current - (HOURLY_HOURS - 1 - i) * HOUR_MS)
}

/**
 * ?period=&from=&to= of the analytics endpoints: days (period absent: analyticsRange), or the last 48 hours
 * (period=48h, with the UTC days those hours touch for everything that is counted per day).
 */
export function analyticsPeriod(
  query: { from?: string; to?: string; period?: string },
  now = new Date(),
): { from: string; to: string; hours?: number[] } | { error: string } {
  if (query.period === undefined) return analyticsRange(query, now)
  if (query.period !== HOURLY_PERIOD || query.from !== undefined || query.to !== undefined) return { error: messages.analytics.badPeriod }
  const hours = lastHours(now.getTime())
  return { from: utcDayOf(hours[0]!), to: utcDayOf(hours.at(-1)!), hours }
}

/** Whether `zone` is a time zone this runtime knows by its IANA name (Intl's own check). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** ?days= of GET /api/stats/clicks: 1 to 366, 30 by default. */
export function clickDaysOf(raw: string | undefined): number | { error: string } {
  if (raw === undefined) return 30
  const n = Number(raw)
  return /^\d{1,3}$/.test(raw) && n >= 1 && n <= MAX_ANALYTICS_DAYS ? n : { error: messages.analytics.badDays }
}

export interface DayClicksDto {
  day: string
  clicks: number
}

/** One UTC hour's clicks: `hour` is its start, an ISO instant (2026-11-28T17:00:00.000Z). */
export interface HourClicksDto {
  hour: string
  clicks: number
}

/** The last 48 hours (period=48h): every hour, zero hours as zero, and the zone the account reads them in. */
export interface HourlyClicksDto {
  /** The account's time zone (IANA name; UTC until one is chosen): the page labels the hours in it. */
  timeZone: string
  hours: HourClicksDto[]
}

export interface KeyClicksDto {
  key: string
  clicks: number
}

/** The key a click of a link with rules is counted under when no rule matched and no split answered. */
export const UNMATCHED_RULE_KEY = 'default'

/** GET /api/urls/{id}/analytics. Breakdowns are sorted by clicks, most first (rules and variants: in order). */
export interface LinkAnalyticsDto {
  /** The link itself, clicks exact (as GET /api/urls shows them). */
  link: LinkDto
  from: string
  to: string
  /** Every day of the range, zero days as zero. */
  days: DayClicksDto[]
  /** With period=48h only: the last 48 hours (the days, breakdowns and counts are those of from..to). */
  hourly?: HourlyClicksDto
  countries: KeyClicksDto[]
  devices: KeyClicksDto[]
  browsers: KeyClicksDto[]
  os: KeyClicksDto[]
  referrers: KeyClicksDto[]
  /**
   * A link with redirect rules: clicks per rule that answered, `rule:1`, `rule:2`, … (the rule's position when
   * clicked) in that order, then `default` (no rule matched and no split: the link's own target). Empty
   * for a link that never had rules in the range.
   */
  rules: KeyClicksDto[]
  /** A link with an A/B split: clicks per variant that answered, `variant:1`, `variant:2`, … in that order. */
  variants: KeyClicksDto[]
  /** Known bots and link-preview fetchers: not clicks. */
  bots: number
  /** HEAD requests: not clicks. */
  heads: number
  /** Browser prefetches: not clicks. */
  prefetches: number
  /** Clicks sent with Do-Not-Track or Global Privacy Control: counted, with no dimension. */
  notShared: number
  /** Clicks counted while the server's detail queue was full: counted, with no dimension. */
  unrecorded: number
}

/** GET /api/stats/clicks: the caller's clicks per day. */
export interface ClickDaysDto {
  days: DayClicksDto[]
}

/** A link of the workspace answer: its clicks in the range. */
export interface LinkClicksDto {
  id: number
  shortCode: string
  title: string | null
  clicks: number
}

/** GET /api/stats/analytics: all the caller's links over a range. Breakdowns sorted by clicks, most first. */
export interface WorkspaceAnalyticsDto {
  from: string
  to: string
  /** Every day of the range, zero days as zero. */
  days: DayClicksDto[]
  /** With period=48h only: the last 48 hours (the days, links and breakdowns are those of from..to). */
  hourly?: HourlyClicksDto
  /** The most clicked links of the range (at most 10), most first. */
  links: LinkClicksDto[]
  countries: KeyClicksDto[]
  devices: KeyClicksDto[]
  browsers: KeyClicksDto[]
  os: KeyClicksDto[]
  referrers: KeyClicksDto[]
}
