// SQL of tags (docs/decisions/0046): a user's tags, the tags of their links, and setting, renaming
// (merging) and deleting them. Every statement is scoped by the owner's id. The database handle comes first.
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/database'

export interface TagRow {
  id: number
  name: string
  links: number
}

/** The user's tag names by link id, each list in name order. */
export async function findTagNamesByLink(db: Database, userId: string, linkIds?: number[]): Promise<Map<number, string[]>> {
  const { tags, linkTags } = db.t
  const out = new Map<number, string[]>()
  if (linkIds?.length === 0) return out
  const owned = eq(tags.userId, userId)
  const rows = await db.orm
    .select({ linkId: linkTags.linkId, name: tags.name })
    .from(linkTags)
    .innerJoin(tags, eq(tags.id, linkTags.tagId))
    .where(linkIds ? and(owned, inArray(linkTags.linkId, linkIds)) : owned)
    .orderBy(tags.name)
  for (const r of rows) out.set(r.linkId, [...(out.get(r.linkId) ?? []), r.name])
  return out
}

/** Replaces the link's tags with these (already normalised) names, creating the user's missing tags. */
export async function setLinkTags(db: Database, userId: string, linkId: number, names: string[]): Promise<void> {
  const { tags, linkTags } = db.t
  await db.orm.delete(linkTags).where(eq(linkTags.linkId, linkId))
  if (names.length === 0) return
  const createdAt = new Date()
  await db.orm
    .insert(tags)
    .values(names.map((name) => ({ userId, name, createdAt })))
    .onConflictDoNothing()
  const ids = await db.orm
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.userId, userId), inArray(tags.name, names)))
  await db.orm
    .insert(linkTags)
    .values(ids.map(({ id }) => ({ linkId, tagId: id })))
    .onConflictDoNothing()
}

/**
 * Gives new links (an import's batch: none has a tag yet) these (already normalised) names, creating the
 * user's missing tags: three statements per few hundred links, not three per link as setLinkTags would take.
 */
export async function tagNewLinks(db: Database, userId: string, namesByLink: Map<number, string[]>): Promise<void> {
  const { tags, linkTags } = db.t
  const names = [...new Set([...namesByLink.values()].flat())]
  if (names.length === 0) return
  const createdAt = new Date()
  const idOf = new Map<string, number>()
  for (let i = 0; i < names.length; i += 500) {
    const part = names.slice(i, i + 500)
    await db.orm
      .insert(tags)
      .values(part.map((name) => ({ userId, name, createdAt })))
      .onConflictDoNothing()
    const rows = await db.orm
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .where(and(eq(tags.userId, userId), inArray(tags.name, part)))
    for (const r of rows) idOf.set(r.name, r.id)
  }
  const pairs = [...namesByLink].flatMap(([linkId, linkNames]) => linkNames.map((name) => ({ linkId, tagId: idOf.get(name)! })))
  for (let i = 0; i < pairs.length; i += 500)
    await db.orm
      .insert(linkTags)
      .values(pairs.slice(i, i + 500))
      .onConflictDoNothing()
}

/** The user's tags in name order, with how many links carry each. */
export async function listTags(db: Database, userId: string): Promise<TagRow[]> {
  const { tags, linkTags } = db.t
  return db.orm
    .select({ id: tags.id, name: tags.name, links: count(linkTags.linkId) })
    .from(tags)
    .leftJoin(linkTags, eq(linkTags.tagId, tags.id))
    .where(eq(tags.userId, userId))
    .groupBy(tags.id, tags.name)
    .orderBy(tags.name)
}

export async function findOwnedTag(db: Database, userId: string, id: number): Promise<{ id: number; name: string } | null> {
  const { tags } = db.t
  const rows = await db.orm
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.id, id), eq(tags.userId, userId)))
    .limit(1)
  return rows[0] ?? null
}

async function findTagByName(db: Database, userId: string, name: string): Promise<{ id: number } | null> {
  const { tags } = db.t
  const rows = await db.orm
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.userId, userId), eq(tags.name, name)))
    .limit(1)
  return rows[0] ?? null
}

/**
 * Renames the user's tag; when they already have a tag of that name, the two merge into it (its links gain
 * the tag, this one is removed). Returns the surviving tag's id. Run inside a transaction.
 */
export async function renameOrMergeTag(tx: Database, userId: string, id: number, name: string): Promise<number> {
  const { tags, linkTags } = tx.t
  const other = await findTagByName(tx, userId, name)
  if (!other || other.id === id) {
    await tx.orm
      .update(tags)
      .set({ name })
      .where(and(eq(tags.id, id), eq(tags.userId, userId)))
    return id
  }
  await tx.orm
    .insert(linkTags)
    .select(
      tx.orm
        .select({ linkId: linkTags.linkId, tagId: sql<number>`${sql.raw(String(Math.trunc(other.id)))}`.as('tag_id') })
        .from(linkTags)
        .where(eq(linkTags.tagId, id)),
    )
    .onConflictDoNothing()
  await tx.orm.delete(tags).where(and(eq(tags.id, id), eq(tags.userId, userId)))
  return other.id
}

/** Removes the user's tag, and so (ON DELETE CASCADE) from every link; whether it existed. */
export async function deleteOwnedTag(db: Database, userId: string, id: number): Promise<boolean> {
  const { tags } = db.t
  const rows = await db.orm
    .delete(tags)
    .where(and(eq(tags.id, id), eq(tags.userId, userId)))
    .returning({ id: tags.id })
  return rows.length > 0
}
