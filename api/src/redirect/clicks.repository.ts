// Writes a batch of counted clicks into the links' totals and their per-day rows, in one transaction.
import { inArray, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/database'

const CHUNK = 500

/** UTC calendar day, YYYY-MM-DD. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export async function addClicks(db: Database, counts: Map<number, number>, day = dayOf(new Date())): Promise<void> {
  const entries = [...counts].filter(([, n]) => n > 0)
  await db.transaction(async (tx) => {
    const { links, linkClicksDaily } = tx.t
    for (let i = 0; i < entries.length; i += CHUNK) {
      const chunk = entries.slice(i, i + CHUNK)
      const cases: SQL[] = chunk.map(([id, n]) => sql`when ${id} then ${n}`)
      const updated = await tx.orm
        .update(links)
        .set({ clicks: sql`${links.clicks} + (case ${links.id} ${sql.join(cases, sql` `)} else 0 end)` })
        .where(inArray(links.id, chunk.map(([id]) => id)))
        .returning({ id: links.id })
      const alive = new Set(updated.map((r) => r.id)) // links deleted meanwhile are skipped
      const daily = chunk.filter(([id]) => alive.has(id)).map(([linkId, clicks]) => ({ linkId, day, clicks }))
      if (daily.length === 0) continue
      await tx.orm
        .insert(linkClicksDaily)
        .values(daily)
        .onConflictDoUpdate({
          target: [linkClicksDaily.linkId, linkClicksDaily.day],
          set: { clicks: sql`${linkClicksDaily.clicks} + excluded.clicks` },
        })
    }
  })
}
