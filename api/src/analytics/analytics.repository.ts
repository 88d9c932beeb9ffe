// Reads of the per-day counters for one link or one user, over a range of UTC days (both ends included),
// and of the per-hour counters over the last 48 hours.
import { and, eq, gte, inArray, lte, sql, type Column } from 'drizzle-orm'
import { clickDayTables, hourOf, hourRowsOfLink, type ClickDayTable, type HourRange, type HourRow, type LinkOwner } from '../clicks'
import { ownerDaySumsByDay, ownerHourRows } from '../links'
import type { Database } from '../db/database'
import { namesOfValues } from './dimension-values.repository'
import { unpackCounts, type PackedCounts } from './packed-counts'

export interface Range {
  from: string
  to: string
}

/** Adds up rows of the two per-day tables by day. */
function byDay(rows: { day: string; clicks: number | string | null }[]): Map<string, number> {
  const out = new Map<string, number>()
  for (const r of rows) out.set(r.day, (out.get(r.day) ?? 0) + Number(r.clicks))
  return out
}

/** Clicks per day of one link (days without clicks are absent), staged clicks included (staged-clicks.ts). */
export async function dailyClicksOfLink(db: Database, linkId: number, { from, to }: Range): Promise<Map<string, number>> {
  const [daily, staged] = clickDayTables(db)
  const of = (d: ClickDayTable) =>
    db.orm
      .select({ day: d.day, clicks: d.clicks })
      .from(d)
      .where(and(eq(d.linkId, linkId), gte(d.day, from), lte(d.day, to)))
  return byDay(await of(daily).unionAll(of(staged)))
}

/** The statement dailyClicksOf runs (per link by key on PostgreSQL: user-day-sums.repository.ts). */
export function dailyClicksOfStatement(db: Database, owner: LinkOwner, range: Range) {
  return ownerDaySumsByDay(db, owner, range, { clicks: (d) => sql`${d.clicks}` })
}

/** Clicks per day of every link of the owner (a workspace, or a person's), staged clicks included. */
export async function dailyClicksOf(db: Database, owner: LinkOwner, range: Range): Promise<Map<string, number>> {
  return byDay(await dailyClicksOfStatement(db, owner, range))
}

/** The range of UTC hours whose starts (epoch ms, ascending) are `hours`. */
export const hourRangeOf = (hours: number[]): HourRange => ({ from: hourOf(new Date(hours[0]!)), to: hourOf(new Date(hours.at(-1)!)) })

/** Clicks of each of `hours` (their starts, epoch ms): rows of the same hour added up, hours without rows zero. */
export function clicksPerHour(rows: HourRow[], hours: number[]): { hour: string; clicks: number }[] {
  const byHour = new Map<string, number>()
  for (const r of rows) byHour.set(`${r.day}/${r.hour}`, (byHour.get(`${r.day}/${r.hour}`) ?? 0) + Number(r.clicks))
  return hours.map((ms) => {
    const { day, hour } = hourOf(new Date(ms))
    return { hour: new Date(ms).toISOString(), clicks: byHour.get(`${day}/${hour}`) ?? 0 }
  })
}

/** One link's clicks of each of `hours`, staged clicks included (one statement). */
export async function hourlyClicksOfLink(db: Database, linkId: number, hours: number[]) {
  return clicksPerHour(await hourRowsOfLink(db, linkId, hourRangeOf(hours)), hours)
}

/** A user's clicks of each of `hours`, staged clicks included (one statement). */
export async function hourlyClicksOf(db: Database, owner: LinkOwner, hours: number[]) {
  return clicksPerHour(await ownerHourRows(db, owner, hourRangeOf(hours)), hours)
}

const CHUNK = 500

/** Clicks per dimension value over the range: the packed counts of the range's days, added up (of one link, or of several). */
export async function dimensionTotals(db: Database, linkIds: number | number[], { from, to }: Range) {
  const t = db.t.linkDayTraffic
  const ids = typeof linkIds === 'number' ? [linkIds] : linkIds
  const counts: PackedCounts = new Map()
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db.orm
      .select({ dimensions: t.dimensions })
      .from(t)
      .where(and(inArray(t.linkId, ids.slice(i, i + CHUNK)), gte(t.day, from), lte(t.day, to)))
    for (const r of rows) unpackCounts(r.dimensions, counts)
  }
  const names = await namesOfValues(db, counts.keys())
  return [...counts].flatMap(([id, clicks]) => {
    const name = names.get(id)
    return name ? [{ ...name, clicks }] : []
  })
}

/** Bots, HEAD, prefetch, not-shared and unrecorded counts over the range. */
export async function trafficTotals(db: Database, linkId: number, { from, to }: Range) {
  const t = db.t.linkDayTraffic
  const n = (c: Column) => sql<number | string | null>`sum(${c})`
  const [row] = await db.orm
    .select({ bots: n(t.bots), heads: n(t.heads), prefetches: n(t.prefetches), notShared: n(t.notShared), unrecorded: n(t.unrecorded) })
    .from(t)
    .where(and(eq(t.linkId, linkId), gte(t.day, from), lte(t.day, to)))
  return {
    bots: Number(row?.bots ?? 0),
    heads: Number(row?.heads ?? 0),
    prefetches: Number(row?.prefetches ?? 0),
    notShared: Number(row?.notShared ?? 0),
    unrecorded: Number(row?.unrecorded ?? 0),
  }
}
