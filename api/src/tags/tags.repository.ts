// SQL of tags (docs/decisions/0046): a workspace's tags, the tags of its links, and setting, renaming
// (merging) and deleting them. Every statement is scoped by the workspace's id (names are unique in one,
// docs/decisions/0081); `user_id` names who made a tag. The database handle comes first.
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/database'

export interface TagRow {
  id: number
  name: string
  links: number
}

/** The workspace's tag names by link id, each list in name order. */
export async function findTagNamesByLink(db: Database, workspaceId: number, linkIds?: number[]): Promise<Map<number, string[]>> {
  const { tags, linkTags } = db.t
  const out = new Map<number, string[]>()
  if (linkIds?.length === 0) return out
  const owned = eq(tags.workspaceId, workspaceId)
  const rows = await db.orm
    .select({ linkId: linkTags.linkId, name: tags.name })
    .from(linkTags)
    .innerJoin(tags, eq(tags.id, linkTags.tagId))
    .where(linkIds ? and(owned, inArray(linkTags.linkId, linkIds)) : owned)
    .orderBy(tags.name)
  for (const r of rows) out.set(r.linkId, [...(out.get(r.linkId) ?? []), r.name])
  return out
}

/** The tag names of these links (whatever their workspaces: the account export's links a person made), in name order. */
export async function tagNamesOfLinks(db: Database, linkIds: number[]): Promise<Map<number, string[]>> {
  const { tags, linkTags } = db.t
  const out = new Map<number, string[]>()
  if (linkIds.length === 0) return out
  const rows = await db.orm
    .select({ linkId: linkTags.linkId, name: tags.name })
    .from(linkTags)
    .innerJoin(tags, eq(tags.id, linkTags.tagId))
    .where(inArray(linkTags.linkId, linkIds))
    .orderBy(tags.name)
  for (const r of rows) out.set(r.linkId, [...(out.get(r.linkId) ?? []), r.name])
  return out
}

/** Replaces the link's tags with these (already normalised) names, creating the workspace's missing tags as `userId`'s. */
export async function setLinkTags(db: Database, workspaceId: number, userId: string, linkId: number, names: string[]): Promise<void> {
  const { tags, linkTags } = db.t
  await db.orm.delete(linkTags).where(eq(linkTags.linkId, linkId))
  if (names.length === 0) return
  const createdAt = new Date()
  await db.orm
    .insert(tags)
    .values(names.map((name) => ({ userId, workspaceId, name, createdAt })))
    .onConflictDoNothing()
  const ids = await db.orm
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.workspaceId, workspaceId), inArray(tags.name, names)))
  await db.orm
    .insert(linkTags)
    .values(ids.map(({ id }) => ({ linkId, tagId: id })))
    .onConflictDoNothing()
}

/**
 * Gives new links (an import's batch: none has a tag yet) these (already normalised) names, creating the
 * workspace's missing tags: three statements per few hundred links, not three per link as setLinkTags would take.
 */
export async function tagNewLinks(db: Database, workspaceId: number, userId: string, namesByLink: Map<number, string[]>): Promise<void> {
  const { tags, linkTags } = db.t
  const names = [...new Set([...namesByLink.values()].flat())]
  if (names.length === 0) return
  const createdAt = new Date()
  const idOf = new Map<string, number>()
  for (let i = 0; i < names.length; i += 500) {
    const part = names.slice(i, i + 500)
    await db.orm
      .insert(tags)
      .values(part.map((name) => ({ userId, workspaceId, name, createdAt })))
      .onConflictDoNothing()
    const rows = await db.orm
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .where(and(eq(tags.workspaceId, workspaceId), inArray(tags.name, part)))
    for (const r of rows) idOf.set(r.name, r.id)
  }
  const pairs = [...namesByLink].flatMap(([linkId, linkNames]) => linkNames.map((name) => ({ linkId, tagId: idOf.get(name)! })))
  for (let i = 0; i < pairs.length; i += 500)
    await db.orm
      .insert(linkTags)
      .values(pairs.slice(i, i + 500))
      .onConflictDoNothing()
}

/** The workspace's tags in name order, with how many links carry each. */
export async function listTags(db: Database, workspaceId: number): Promise<TagRow[]> {
  const { tags, linkTags } = db.t
  return db.orm
    .select({ id: tags.id, name: tags.name, links: count(linkTags.linkId) })
    .from(tags)
    .leftJoin(linkTags, eq(linkTags.tagId, tags.id))
    .where(eq(tags.workspaceId, workspaceId))
    .groupBy(tags.id, tags.name)
    .orderBy(tags.name)
}

export async function findTagIn(db: Database, workspaceId: number, id: number): Promise<{ id: number; name: string } | null> {
  const { tags } = db.t
  const rows = await db.orm
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.id, id), eq(tags.workspaceId, workspaceId)))
    .limit(1)
  return rows[0] ?? null
}

async function findTagByName(db: Database, workspaceId: number, name: string): Promise<{ id: number } | null> {
  const { tags } = db.t
  const rows = await db.orm
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.workspaceId, workspaceId), eq(tags.name, name)))
    .limit(1)
  return rows[0] ?? null
}

/**
 * Renames the workspace's tag; when it already has a tag of that name, the two merge into it (its links gain
 * the tag, this one is removed). Returns the surviving tag's id. Run inside a transaction.
 */
export async function renameOrMergeTag(tx: Database, workspaceId: number, id: number, name: string): Promise<number> {
  const { tags, linkTags } = tx.t
  const other = await findTagByName(tx, workspaceId, name)
  if (!other || other.id === id) {
    await tx.orm
      .update(tags)
      .set({ name })
      .where(and(eq(tags.id, id), eq(tags.workspaceId, workspaceId)))
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
  await tx.orm.delete(tags).where(and(eq(tags.id, id), eq(tags.workspaceId, workspaceId)))
  return other.id
}

/** Removes the workspace's tag, and so (ON DELETE CASCADE) from every link; whether it existed. */
/** Deletes the workspace's tag; answers its name, or null when the workspace has no such tag. */
export async function deleteTagIn(db: Database, workspaceId: number, id: number): Promise<string | null> {
  const { tags } = db.t
  const rows = await db.orm
    .delete(tags)
    .where(and(eq(tags.id, id), eq(tags.workspaceId, workspaceId)))
    .returning({ name: tags.name })
  return rows[0]?.name ?? null
}

/**
 * Hands the tags `from` made in each workspace to its heir: a tag belongs to the workspace, and its maker's
 * account going (whose id the row names, deleted with it) must not take the team's tags off its links.
 */
export async function handOverTags(db: Database, from: string, heirs: Map<number, string>): Promise<void> {
  const { tags } = db.t
  for (const [workspaceId, heir] of heirs)
    await db.orm
      .update(tags)
      .set({ userId: heir })
      .where(and(eq(tags.userId, from), eq(tags.workspaceId, workspaceId)))
}

/** Makers of tags without a workspace (written by an older instance sharing the database), at most `limit`. */
export async function makersOfTagsWithoutWorkspace(db: Database, limit = 500): Promise<string[]> {
  const { tags } = db.t
  const rows = await db.orm.selectDistinct({ userId: tags.userId }).from(tags).where(isNull(tags.workspaceId)).limit(limit)
  return rows.map((r) => r.userId)
}

/**
 * Puts the maker's tags without a workspace in `workspaceId`; a name the workspace already has merges into
 * that tag (its links move to it), as names are unique in a workspace.
 */
export async function adoptTagsOf(db: Database, userId: string, workspaceId: number): Promise<number> {
  const { tags, linkTags } = db.t
  const orphans = await db.orm
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.userId, userId), isNull(tags.workspaceId)))
  for (const tag of orphans) {
    const [same] = await db.orm
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.workspaceId, workspaceId), eq(tags.name, tag.name)))
    if (!same) {
      await db.orm.update(tags).set({ workspaceId }).where(eq(tags.id, tag.id))
      continue
    }
    const carried = await db.orm.select({ linkId: linkTags.linkId }).from(linkTags).where(eq(linkTags.tagId, tag.id))
    if (carried.length)
      await db.orm
        .insert(linkTags)
        .values(carried.map((c) => ({ linkId: c.linkId, tagId: same.id })))
        .onConflictDoNothing()
    await db.orm.delete(tags).where(eq(tags.id, tag.id))
  }
  return orphans.length
}
