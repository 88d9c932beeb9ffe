// An admin's takedown of a link and its restoring: the link keeps its owner's switch, answers 410 Link
// disabled while down, and every instance's redirect cache hears of the change before the answer.
import { AppError } from '../http/app-error'
import type { LinkDeps } from './links.service'
import { findLinkByCode, findLinkById, type LinkRow } from './store/links.repository'
import { restoreLink, takeDownLink } from './store/takedowns.repository'
import { auditLink } from './link-audit'
import { systemActor, type AuditActor } from '../audit'

/** A link by id, or by short code when a string is given; 404 when there is none. */
async function linkOf(deps: LinkDeps, link: number | string): Promise<LinkRow> {
  const row = typeof link === 'number' ? await findLinkById(deps.db, link) : await findLinkByCode(deps.db, link)
  if (!row) throw AppError.linkNotFound()
  return row
}

/** `by`: who took it down, for the workspace's audit log (the reason is not logged there: it may be a visitor's report). */
export async function takeDown(deps: LinkDeps, link: number | string, reason: string, by: AuditActor = systemActor): Promise<LinkRow> {
  const row = await linkOf(deps, link)
  await takeDownLink(deps.db, row.id, reason)
  await auditLink(deps.db, by, 'link.taken_down', row) // right after the change
  await deps.invalidateCode(row.shortCode)
  return row
}

/** The link and whether it was down before. */
export async function restore(deps: LinkDeps, link: number | string, by: AuditActor = systemActor): Promise<{ row: LinkRow; wasDown: boolean }> {
  const row = await linkOf(deps, link)
  const wasDown = await restoreLink(deps.db, row.id)
  if (wasDown) await auditLink(deps.db, by, 'link.restored', row) // right after the change
  await deps.invalidateCode(row.shortCode)
  return { row, wasDown }
}
