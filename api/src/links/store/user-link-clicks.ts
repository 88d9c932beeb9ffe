// An owner's clicks per link over a range of UTC days (the workspace analytics' top links): the per-day rows
// of link_clicks_daily and the staged ones (clicks room) of the owner's links, summed per link.
import { and, eq, gte, lte, sql } from 'drizzle-orm'
import { clickDayTables, type ClickDayTable, type DayRange, type LinkOwner } from '../../clicks'
import { ownerCondition } from './click-totals'
import type { Database } from '../../db/database'

export interface LinkClicks {
  id: number
  shortCode: string
  title: string | null
  clicks: number
}

/** Every link of the owner clicked in the range with its clicks there, most first (then by id). */
export async function ownerLinkClicks(db: Database, owner: LinkOwner, { from, to }: Required<DayRange>): Promise<LinkClicks[]> {
  const { links } = db.t
  const [daily, staged] = clickDayTables(db)
  const of = (d: ClickDayTable) =>
    db.orm
      .select({ id: links.id, shortCode: links.shortCode, title: links.title, clicks: sql<number | string>`sum(${d.clicks})` })
      .from(d)
      .innerJoin(links, eq(links.id, d.linkId))
      .where(and(ownerCondition(db, owner), gte(d.day, from), lte(d.day, to)))
      .groupBy(links.id, links.shortCode, links.title)
  const byId = new Map<number, LinkClicks>()
  for (const r of [...(await of(daily)), ...(await of(staged))]) {
    const seen = byId.get(r.id)
    if (seen) seen.clicks += Number(r.clicks)
    else byId.set(r.id, { ...r, clicks: Number(r.clicks) })
  }
  return [...byId.values()].filter((l) => l.clicks > 0).sort((a, b) => b.clicks - a.clicks || a.id - b.id)
}
