// The admin's view of every link: search by code, target or owner's e-mail; take down, restore, delete,
// each with a reason kept in the moderation log. A change reaches every instance's redirect cache before
// the answer (the invalidation channel), so the redirect stops within the second.
import type { AdminLinkDto, AdminLinkPageDto, AdminLinkPageQuery } from '../contracts/moderation'
import type { Database } from '../db/database'
import { AppError } from '../http/app-error'
import { contains, countLinksForAdmin, domainHostOf, findLinksForAdmin, removeLinks, type AdminLinkSearch } from '../links'
import { blockingDomain, hostOf, listBlockedDomains } from '../moderation/blocklist'
import type { Links } from '../links'
import { logModeration } from '../moderation/takedowns.repository'
import { adminActorOf, recordAudit } from '../audit'
import type { Actor } from '../http/actor'

export interface AdminDeps {
  db: Database
  adminEmails: readonly string[]
  publicUrl: string
  /** Drops a code from every instance's redirect cache (EVERY_CODE: all of them). */
  invalidateCode(code: string): void | Promise<void>
  /** The links face: a takedown and its restoring go through it (it tells the redirect caches and listeners). */
  links: Pick<Links, 'takeDown' | 'restore' | 'journalDeleting'>
  /** A custom domain's host by id (the same code may be on several domains, so the list names each one's). */
  domainHost?(id: number): string | undefined
}

export { contains }

async function selectLinks(deps: AdminDeps, which: AdminLinkSearch): Promise<AdminLinkDto[]> {
  const { db } = deps
  const rows = await findLinksForAdmin(db, which)
  const blocked = new Set(await listBlockedDomains(db))
  return rows.map(({ link, clicks, email, reason, downAt }) => ({
    id: link.id,
    shortCode: link.shortCode,
    domain: domainHostOf(deps, link),
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
  return selectLinks(deps, { text: q.trim() })
}

/** One page of the links whose code, target or owner's e-mail contains `q`, the newest first, with how many there are. */
export async function pageLinks(deps: AdminDeps, { q, page, limit }: AdminLinkPageQuery): Promise<AdminLinkPageDto> {
  const text = q.trim()
  const [items, total] = await Promise.all([selectLinks(deps, { text, limit, offset: (page - 1) * limit }), countLinksForAdmin(deps.db, text)])
  return { items, total, page, pageSize: limit }
}

async function oneLink(deps: AdminDeps, id: number): Promise<AdminLinkDto> {
  const [found] = await selectLinks(deps, { id })
  if (!found) throw AppError.linkNotFound()
  return found
}

export async function disableLink(deps: AdminDeps, admin: Actor, id: number, reason: string): Promise<AdminLinkDto> {
  const link = await deps.links.takeDown(id, reason, adminActorOf(admin))
  await logModeration(deps.db, 'link.disable', link.code, reason)
  return oneLink(deps, id)
}

export async function enableLink(deps: AdminDeps, admin: Actor, id: number): Promise<AdminLinkDto> {
  const link = await deps.links.restore(id, adminActorOf(admin))
  await logModeration(deps.db, 'link.enable', link.code, '')
  return oneLink(deps, id)
}

export async function deleteAnyLink(deps: AdminDeps, admin: Actor, id: number, reason: string): Promise<void> {
  const link = await oneLink(deps, id)
  // the workspace's webhooks hear of it in the delete's own transaction (links/journal.ts)
  const [gone] = await deps.db.transaction(async (tx) => {
    await deps.links.journalDeleting(tx, [id])
    return removeLinks(tx, { ids: [id] })
  })
  // the workspace's log says an admin deleted it (right after the delete), never the admin's reason
  if (gone?.workspaceId != null)
    await recordAudit(deps.db, {
      workspaceId: gone.workspaceId,
      actor: adminActorOf(admin),
      action: 'link.deleted',
      resource: { type: 'link', id, label: gone.shortCode },
    })
  await logModeration(deps.db, 'link.delete', `${link.shortCode} → ${link.originalUrl}`, reason)
  await deps.invalidateCode(link.shortCode)
}
