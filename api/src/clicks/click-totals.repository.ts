// Click totals read from the database: links.clicks plus the staged clicks, in one statement each
// (staged-clicks.ts). PostgreSQL's reader adds the clicks still in memory.
import { and, count, desc, eq, getTableColumns, inArray, sql, type Placeholder } from 'drizzle-orm'
import type { Database } from '../db/database'
import { preparedPerHandle } from '../db/prepared'
import { exactLinkClicks } from './staged-clicks'

/** A row of `links` whose `clicks` is the exact total, staged clicks included. */
export type LinkWithClicks = Database['t']['links']['$inferSelect']

/**
 * The user's links, newest first, each with its exact clicks: a sub-select per link, which probes the
 * staging table's key for that link. The join with the staging table's sums (staged-clicks.ts) read and
 * grouped the whole table (every link clicked since the last fold: 100,000 rows after the bench's loads,
 * 51 ms on PostgreSQL and 44 ms on SQLite for 10,000 links, against 11.7 and 5.5; decision 63).
 */
export function linksWithClicksOfUserStatement(db: Database, userId: string | Placeholder) {
  const { links } = db.t
  return db.orm
    .select({ ...getTableColumns(links), clicks: exactLinkClicks() })
    .from(links)
    .where(eq(links.userId, userId))
    .orderBy(desc(links.createdAt), desc(links.id))
}

const linksOfUserStatement = preparedPerHandle<{ userId: string }, LinkWithClicks>((db) =>
  linksWithClicksOfUserStatement(db, sql.placeholder('userId')).prepare('snip_links_with_clicks_of_user'),
)

/**
 * The user's links, newest first, with their committed clicks: one statement (one snapshot), so a link's
 * row and its clicks can never come from different moments.
 */
export async function linksWithClicksOfUser(db: Database, userId: string): Promise<LinkWithClicks[]> {
  return linksOfUserStatement(db).execute({ userId })
}

/** linksWithClicksOfUser run at once, for a caller holding a read snapshot open (SQLite only). */
export function linksWithClicksOfUserAtOnce(db: Database, userId: string): LinkWithClicks[] {
  return linksOfUserStatement(db).all!({ userId })
}

/** Links and committed clicks of a user. */
export async function sumLinksOfUser(db: Database, userId: string): Promise<{ totalUrls: number; totalClicks: number }> {
  const { links } = db.t
  const [row] = await db.orm
    .select({ totalUrls: count(), totalClicks: sql<string | number | null>`sum(${exactLinkClicks()})` })
    .from(links)
    .where(eq(links.userId, userId))
  return { totalUrls: Number(row?.totalUrls ?? 0), totalClicks: Number(row?.totalClicks ?? 0) }
}

/** The ids among `ids` that belong to the user. */
export async function filterOwnedLinkIds(db: Database, userId: string, ids: number[]): Promise<number[]> {
  const { links } = db.t
  const owned: number[] = []
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db.orm
      .select({ id: links.id })
      .from(links)
      .where(and(eq(links.userId, userId), inArray(links.id, ids.slice(i, i + 500))))
    for (const r of rows) owned.push(r.id)
  }
  return owned
}

/** Committed clicks of every link the user owns, by id. */
export async function clicksOfUser(db: Database, userId: string): Promise<Map<number, number>> {
  const { links } = db.t
  const rows = await db.orm.select({ id: links.id, clicks: exactLinkClicks() }).from(links).where(eq(links.userId, userId))
  return new Map(rows.map((r) => [r.id, r.clicks]))
}

/** Committed clicks of one link, or undefined when it does not exist. */
export async function clicksOfLink(db: Database, linkId: number): Promise<number | undefined> {
  const { links } = db.t
  const [row] = await db.orm.select({ clicks: exactLinkClicks() }).from(links).where(eq(links.id, linkId)).limit(1)
  return row?.clicks
}
