// A link's clicks as stored: its total and the sum of its per-day rows (what a flush or a capped follow
// wrote), staged clicks not yet folded included in both (docs/decisions/0055).
import { eq } from 'drizzle-orm'
import { clickDayTables, exactClicks, type ClickDayTable } from '../src/clicks'
import type { TestServer } from './harness'

export async function clicksInDb(server: Pick<TestServer, 'db'>, id: number): Promise<{ total: number; daily: number }> {
  const { db } = server
  const { links } = db.t
  const [link] = await db.orm
    .select({ clicks: exactClicks(links.clicks, links.id) })
    .from(links)
    .where(eq(links.id, id))
  const [daily, staged] = clickDayTables(db)
  const of = (d: ClickDayTable) => db.orm.select({ clicks: d.clicks }).from(d).where(eq(d.linkId, id))
  const days = await of(daily).unionAll(of(staged))
  return { total: link?.clicks ?? -1, daily: days.reduce((s, d) => s + d.clicks, 0) }
}
