// Reads of the export: the profile and the per-day click rows of the user's links (the links themselves,
// a page at a time, come from the links door: findOwnerLinksPage).
import { inArray } from 'drizzle-orm'
import { findAccountLanguage, findAccountProfile, findTimeZone } from '../auth'
import { clickDayTables, type ClickDayTable } from '../clicks'
import type { Database } from '../db/database'

export interface ExportProfile {
  userId: string
  username: string | null
  email: string
  createdAt: string
  /** The person's own settings, as they chose them (null: none chosen). */
  language: string | null
  timeZone: string | null
}

/** The product record (users), or the auth account when the record is missing. */
export async function findProfile(db: Database, userId: string): Promise<ExportProfile | null> {
  const [profile, language, timeZone] = await Promise.all([findAccountProfile(db, userId), findAccountLanguage(db, userId), findTimeZone(db, userId)])
  return profile && { ...profile, createdAt: profile.createdAt.toISOString(), language: language ?? null, timeZone: timeZone ?? null }
}

/** Per-day clicks of the links, by link id, days in order; staged clicks included (staged-clicks.ts). */
export async function findClicksByDay(db: Database, linkIds: number[]): Promise<Map<number, { day: string; clicks: number }[]>> {
  const out = new Map<number, { day: string; clicks: number }[]>()
  if (linkIds.length === 0) return out
  const [daily, staged] = clickDayTables(db)
  const of = (d: ClickDayTable) => db.orm.select({ linkId: d.linkId, day: d.day, clicks: d.clicks }).from(d).where(inArray(d.linkId, linkIds))
  const rows = await of(daily).unionAll(of(staged))
  const sums = new Map<number, Map<string, number>>()
  for (const r of rows) {
    const days = sums.get(r.linkId) ?? new Map<string, number>()
    days.set(r.day, (days.get(r.day) ?? 0) + r.clicks)
    sums.set(r.linkId, days)
  }
  for (const id of [...sums.keys()].sort((a, b) => a - b)) {
    const days = [...sums.get(id)!].sort(([a], [b]) => (a < b ? -1 : 1))
    out.set(
      id,
      days.map(([day, clicks]) => ({ day, clicks })),
    )
  }
  return out
}
