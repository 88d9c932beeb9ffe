// Removes per-day click details (link_day_traffic: the packed dimension counts and the bot/HEAD/prefetch/not-shared counters) older than
// CLICK_DETAIL_RETENTION_DAYS: a minute after start, then daily (on SQLite in the analytics worker:
// click-analytics.ts, or with CLICK_ANALYTICS=false detail-retention.ts). Per-day totals and link totals are kept.
import { lt } from 'drizzle-orm'
import { dayOf } from '../clicks'
import type { Database } from '../db/database'

const DAY_MS = 86_400_000

/** The oldest day kept: today and the `days` days before it stay. */
export function oldestKeptDay(days: number, now: Date): string {
  return dayOf(new Date(now.getTime() - days * DAY_MS))
}

/** Whether any row is older than `oldest` (one seek in the day index). */
export async function hasDetailsBefore(db: Database, oldest: string): Promise<boolean> {
  const { linkDayTraffic: traffic } = db.t
  return (await db.orm.select({ day: traffic.day }).from(traffic).where(lt(traffic.day, oldest)).limit(1)).length > 0
}

/** Deletes the rows past the window (PostgreSQL's way; SQLite's is sqlite-detail-writer.ts). */
export async function pruneClickDetails(db: Database, days: number, now: Date): Promise<void> {
  const { linkDayTraffic: traffic } = db.t
  await db.orm.delete(traffic).where(lt(traffic.day, oldestKeptDay(days, now)))
}

/** Runs `prune` a minute after start, then daily; returns the stop. */
export function startRetention(prune: () => Promise<void>, onError: (e: unknown) => void, everyMs = DAY_MS): () => void {
  const run = () => void prune().catch(onError)
  const first = setTimeout(run, 60_000)
  const timer = setInterval(run, everyMs)
  first.unref?.()
  timer.unref?.()
  return () => {
    clearTimeout(first)
    clearInterval(timer)
  }
}
