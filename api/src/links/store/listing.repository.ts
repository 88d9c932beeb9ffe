// SQL for the server-side list (docs/decisions/0048): one workspace's links filtered by search, status and tag,
// in one of the dashboard's four sorts, a keyset page at a time (never OFFSET: page 2,000 costs what
// page 1 costs). The same filter selects the links of a bulk action "on all matching".
import { type AnyColumn, and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import type { SortOption } from '../../contracts'
import type { LinkFilter } from '../../contracts/link-listing-schemas'
import { normaliseTag } from '../../contracts/tag-rules'
import type { Database } from '../../db/database'
import { selectLinksWithExactClicks, stagedTotals } from './click-totals'
import type { LinkRow } from './links.repository'
import type { SortKey } from './listing-cursor'

/** `%`, `_` and the escape itself match only themselves. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Active, inactive or expired as the dashboard shows them (links/rules/followable.ts's rule, in SQL). */
function statusCondition(db: Database, status: NonNullable<LinkFilter['status']>, now: Date): SQL {
  const { links } = db.t
  const runOut = or(and(isNotNull(links.expiresAt), lte(links.expiresAt, now)), and(isNotNull(links.maxClicks), gte(links.clicks, links.maxClicks)))!
  if (status === 'inactive') return eq(links.isActive, false)
  if (status === 'expired') return and(eq(links.isActive, true), runOut)!
  return and(eq(links.isActive, true), sql`not (${runOut})`)!
}

/** Which links of a workspace: all of them, or (a member who changes only their own) those `creator` made. */
export interface WorkspaceLinks {
  workspace: number
  creator?: string
}

/** The conditions selecting the workspace's links (links_workspace_created_idx), or a creator's among them. */
export function workspaceConditions(db: Database, scope: WorkspaceLinks): SQL[] {
  const { links } = db.t
  return [eq(links.workspaceId, scope.workspace), ...(scope.creator === undefined ? [] : [eq(links.userId, scope.creator)])]
}

/** The conditions of a filter over one workspace's links. */
export function filterConditions(db: Database, scope: WorkspaceLinks, filter: LinkFilter, now: Date): SQL[] {
  const { links, tags, linkTags } = db.t
  const out: SQL[] = workspaceConditions(db, scope)
  const q = filter.q?.trim()
  if (q) {
    const p = likePattern(q)
    // SQLite's LIKE ignores ASCII case already (as its lower() does); PostgreSQL's ILIKE ignores case fully
    const op = db.dialect === 'postgres' ? sql`ilike` : sql`like`
    const like = (column: SQL | AnyColumn) => sql`${column} ${op} ${p} escape '\\'`
    out.push(or(like(links.shortCode), like(links.originalUrl), like(links.title), like(links.note))!)
  }
  if (filter.status) out.push(statusCondition(db, filter.status, now))
  const tag = filter.tag && normaliseTag(filter.tag)
  if (tag) {
    const tagged = db.orm
      .select({ id: linkTags.linkId })
      .from(linkTags)
      .innerJoin(tags, eq(tags.id, linkTags.tagId))
      .where(and(eq(tags.workspaceId, scope.workspace), eq(tags.name, tag)))
    out.push(inArray(links.id, tagged))
  }
  return out
}

/** Rows after the cursor's key in the sort's order (ties broken by newest, then by id). */
function afterKey(db: Database, sort: SortOption, key: SortKey, total: SQL): SQL {
  const { links } = db.t
  const at = new Date(key.createdAt)
  const newerFirst = or(lt(links.createdAt, at), and(eq(links.createdAt, at), lt(links.id, key.id)))!
  if (sort === 'newest') return newerFirst
  if (sort === 'oldest') return or(gt(links.createdAt, at), and(eq(links.createdAt, at), gt(links.id, key.id)))!
  const beyond = sort === 'most-clicked' ? lt(total, key.clicks) : gt(total, key.clicks)
  return or(beyond, and(eq(total, key.clicks), newerFirst))!
}

function orderOf(db: Database, sort: SortOption, total: SQL) {
  const { links } = db.t
  if (sort === 'oldest') return [asc(links.createdAt), asc(links.id)]
  const newest = [desc(links.createdAt), desc(links.id)]
  if (sort === 'newest') return newest
  return [sort === 'most-clicked' ? desc(total) : asc(total), ...newest]
}

const bySortedClicks = (sort: SortOption) => sort === 'most-clicked' || sort === 'least-clicked'

/**
 * One page: `limit` rows after `after` (from the start without it). In the clicks sorts a row's `clicks` is
 * the exact total the page is ordered by (the cursor carries it).
 */
export async function findLinkPage(db: Database, where: SQL[], sort: SortOption, after: SortKey | null, limit: number): Promise<LinkRow[]> {
  const { links } = db.t
  if (!bySortedClicks(sort)) {
    const conditions = after ? [...where, afterKey(db, sort, after, sql`${links.clicks}`)] : where
    return db.orm
      .select()
      .from(links)
      .where(and(...conditions))
      .orderBy(...orderOf(db, sort, sql`${links.clicks}`))
      .limit(limit)
  }
  // ordered by the exact total, staged clicks included (docs/decisions/0055: links.clicks alone lags by up to a fold)
  const totals = stagedTotals(db)
  const { total } = totals
  const conditions = after ? [...where, afterKey(db, sort, after, total)] : where
  return selectLinksWithExactClicks(db, totals)
    .where(and(...conditions))
    .orderBy(...orderOf(db, sort, total))
    .limit(limit) as Promise<LinkRow[]>
}

export async function countLinks(db: Database, where: SQL[]): Promise<number> {
  const rows = await db.orm
    .select({ n: sql<number>`count(*)` })
    .from(db.t.links)
    .where(and(...where))
  return Number(rows[0]?.n ?? 0)
}
