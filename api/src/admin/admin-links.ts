// The admin's view of every link: search by code, target or owner's e-mail; take down, restore, delete,
// each with a reason kept in the moderation log. A change reaches every instance's redirect cache before
// the answer (the invalidation channel), so the redirect stops within the second.
import { and, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { exactClicks } from '../clicks'
import type { AdminLinkDto } from '../contracts/moderation'
import type { Database } from '../db/database'
import { AppError } from '../http/app-error'
import { blockingDomain, hostOf, listBlockedDomains } from '../moderation/blocklist'
import type { Links } from '../links'
import { logModeration } from '../moderation/takedowns.repository'

export interface AdminDeps {
  db: Database
  adminEmails: readonly string[]
  publicUrl: string
  /** Drops a code from every instance's redirect cache (EVERY_CODE: all of them). */
  invalidateCode(code: string): void | Promise<void>
  /** The links face: a takedown and its restoring go through it (it tells the redirect caches and listeners). */
  links: Pick<Links, 'takeDown' | 'restore'>
}

const SEARCH_LIMIT = 100

/** `column` contains `text`, in any case (LIKE with its wildcards escaped, the same on both engines). */
export function contains(column: SQLWrapper, text: string): SQL {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql`lower(${column}) like ${pattern} escape '\\'`
}

async function selectLinks(db: Database, where: ReturnType<typeof and> | undefined): Promise<AdminLinkDto[]> {
  const { links, authUsers, linkTakedowns } = db.t
  const rows = await db.orm
    .select({ link: links, clicks: exactClicks(links.clicks, links.id), email: authUsers.email, reason: linkTakedowns.reason, downAt: linkTakedowns.createdAt })
    .from(links)
    .leftJoin(authUsers, eq(authUsers.id, links.userId))
    .leftJoin(linkTakedowns, eq(linkTakedowns.linkId, links.id))
    .where(where)
    .orderBy(desc(links.createdAt), desc(links.id))
    .limit(SEARCH_LIMIT)
  const blocked = new Set(await listBlockedDomains(db))
  return rows.map(({ link, clicks, email, reason, downAt }) => ({
    id: link.id,
    shortCode: link.shortCode,
    originalUrl: link.originalUrl,
    isActive: link.isActive,
    clicks, // staged clicks included (docs/decisions/0055)
    createdAt: link.createdAt.toISOString(),
    ownerEmail: email ?? null,
    takedown: reason && downAt ? { reason, at: downAt.toISOString() } : null,
    blocked: blockingDomain(hostOf(link.originalUrl), blocked) !== undefined,
  }))
}

/** Links whose code, target or owner's e-mail contains `q` (any case); the newest first, at most 100. */
export function searchLinks(deps: AdminDeps, q: string): Promise<AdminLinkDto[]> {
  const { links, authUsers } = deps.db.t
  const text = q.trim()
  if (!text) return selectLinks(deps.db, undefined)
  return selectLinks(deps.db, or(contains(links.shortCode, text), contains(links.originalUrl, text), contains(authUsers.email, text)))
}

async function oneLink(deps: AdminDeps, id: number): Promise<AdminLinkDto> {
  const [found] = await selectLinks(deps.db, and(eq(deps.db.t.links.id, id)))
  if (!found) throw AppError.linkNotFound()
  return found
}

export async function disableLink(deps: AdminDeps, id: number, reason: string): Promise<AdminLinkDto> {
  const link = await deps.links.takeDown(id, reason)
  await logModeration(deps.db, 'link.disable', link.code, reason)
  return oneLink(deps, id)
}

export async function enableLink(deps: AdminDeps, id: number): Promise<AdminLinkDto> {
  const link = await deps.links.restore(id)
  await logModeration(deps.db, 'link.enable', link.code, '')
  return oneLink(deps, id)
}

export async function deleteAnyLink(deps: AdminDeps, id: number, reason: string): Promise<void> {
  const link = await oneLink(deps, id)
  const { links } = deps.db.t
  await deps.db.orm.delete(links).where(eq(links.id, id))
  await logModeration(deps.db, 'link.delete', `${link.shortCode} → ${link.originalUrl}`, reason)
  await deps.invalidateCode(link.shortCode)
}
