// The links' side of the clicks room's writes (its FoldTarget and capped click): what a fold adds to each
// link's total, and a capped link's click, taken in the links table in one atomic statement. The clicks
// room stages and folds; it reaches this table only through these.
import { and, eq, lt, sql } from 'drizzle-orm'
import type { FoldTarget, TakeCappedClick } from '../../clicks'
import { exactLinkClicks } from './click-totals'

export const linkFoldTarget: FoldTarget = {
  sqlite: {
    linkExists: 'select 1 from links where id = ?1',
    addToTotal: 'update links set clicks = clicks + ?1 where id = ?2',
  },
  linkExists: (id) => sql`exists (select 1 from links where links.id = ${id})`,
  lockedForFold: (ids) => sql`select id from links where id in (${ids}) order by id for no key update skip locked`,
  addToTotals: (totals) => sql`update links set clicks = links.clicks + ${totals}.n from ${totals} where links.id = ${totals}.link_id`,
}

/**
 * Each follow of a capped link is one conditional increment, so a cap of 100 lets exactly 100 follows
 * through however many requests race and however many instances share the database (docs/decisions/0040).
 * Clicks staged before the cap was set count against it too (docs/decisions/0055).
 */
export const takeCappedLinkClick: TakeCappedClick = async (db, linkId) => {
  const { links } = db.t
  const rows = await db.orm
    .update(links)
    .set({ clicks: sql`${links.clicks} + 1` })
    .where(and(eq(links.id, linkId), lt(exactLinkClicks(db), links.maxClicks)))
    .returning({ clicks: exactLinkClicks(db) })
  return rows[0]?.clicks ?? null
}
