// SQL for links, written once for SQLite and PostgreSQL. The database handle comes first.
import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm'
import type { Database } from '../db/database'
import { isUniqueViolation } from '../db/unique-violation'

export type LinkRow = Database['t']['links']['$inferSelect']

export interface NewLink {
  userId: string | null
  originalUrl: string
  shortCode: string
  isActive: boolean
}

/** Inserts the link, or returns null when its short code is taken. */
export async function insertLink(db: Database, link: NewLink): Promise<LinkRow | null> {
  const now = new Date()
  const { links } = db.t
  const rows = await db.orm
    .insert(links)
    .values({ ...link, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: links.shortCode })
    .returning()
  return rows[0] ?? null
}

export async function findLinksByUser(db: Database, userId: string): Promise<LinkRow[]> {
  const { links } = db.t
  return db.orm.select().from(links).where(eq(links.userId, userId)).orderBy(desc(links.createdAt), desc(links.id))
}

export async function findLinkById(db: Database, id: number): Promise<LinkRow | null> {
  const { links } = db.t
  const rows = await db.orm.select().from(links).where(eq(links.id, id)).limit(1)
  return rows[0] ?? null
}

type CodeLookup = { execute(values: { code: string }): Promise<LinkRow[]> | LinkRow[] }
const codeLookups = new WeakMap<Database, CodeLookup>()

/** The redirect's lookup on a cache miss: a statement prepared once per database handle. */
export async function findLinkByCode(db: Database, shortCode: string): Promise<LinkRow | null> {
  let lookup = codeLookups.get(db)
  if (!lookup) {
    const { links } = db.t
    lookup = db.orm
      .select()
      .from(links)
      .where(eq(links.shortCode, sql.placeholder('code')))
      .limit(1)
      .prepare('snip_find_link_by_code') as unknown as CodeLookup
    codeLookups.set(db, lookup)
  }
  const rows = await lookup.execute({ code: shortCode })
  return rows[0] ?? null
}

export type LinkChanges = Partial<Pick<LinkRow, 'originalUrl' | 'shortCode' | 'isActive'>>

/** Applies changes to the owner's link: the row, null when no such link, 'taken' when the new code is used. */
export async function updateOwnedLink(
  db: Database,
  userId: string,
  id: number,
  changes: LinkChanges,
): Promise<LinkRow | null | 'taken'> {
  const { links } = db.t
  try {
    const rows = await db.orm
      .update(links)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(links.id, id), eq(links.userId, userId)))
      .returning()
    return rows[0] ?? null
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken'
    throw error
  }
}

export async function deleteOwnedLink(db: Database, userId: string, id: number): Promise<LinkRow | null> {
  const { links } = db.t
  const rows = await db.orm
    .delete(links)
    .where(and(eq(links.id, id), eq(links.userId, userId)))
    .returning()
  return rows[0] ?? null
}

export async function sumLinksOfUser(db: Database, userId: string): Promise<{ totalUrls: number; totalClicks: number }> {
  const { links } = db.t
  const [row] = await db.orm
    .select({ totalUrls: count(), totalClicks: sum(links.clicks) })
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
