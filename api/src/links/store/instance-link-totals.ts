// The instance's links in numbers, for the CLI's stats: how many, how many active, and their clicks in
// all, staged ones included, read in the same statement as the totals they add to (a fold between two
// reads would count its clicks twice or not at all).
import { count, eq, sql } from 'drizzle-orm'
import { exactClicks } from '../../clicks'
import type { Database } from '../../db/database'

export interface InstanceLinkTotals {
  links: number
  active: number
  clicks: number
}

export async function instanceLinkTotals(db: Database): Promise<InstanceLinkTotals> {
  const { links } = db.t
  const [[all], [active]] = await Promise.all([
    db.orm.select({ n: count(), clicks: sql<string | number | null>`sum(${exactClicks(links.clicks, links.id)})` }).from(links),
    db.orm.select({ n: count() }).from(links).where(eq(links.isActive, true)),
  ])
  return { links: Number(all?.n ?? 0), active: Number(active?.n ?? 0), clicks: Number(all?.clicks ?? 0) }
}
