// A link's clicks as stored: its total and the sum of its per-day rows (what a flush or a capped follow wrote).
import { eq } from 'drizzle-orm'
import type { TestServer } from './harness'

export async function clicksInDb(server: TestServer, id: number): Promise<{ total: number; daily: number }> {
  const { links, linkClicksDaily } = server.db.t
  const [link] = await server.db.orm.select().from(links).where(eq(links.id, id))
  const days = await server.db.orm.select().from(linkClicksDaily).where(eq(linkClicksDaily.linkId, id))
  return { total: link?.clicks ?? -1, daily: days.reduce((s, d) => s + d.clicks, 0) }
}
