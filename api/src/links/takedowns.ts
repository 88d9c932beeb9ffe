// An admin's takedown of a link and its restoring: the link keeps its owner's switch, answers 410 Link
// disabled while down, and every instance's redirect cache hears of the change before the answer.
import { AppError } from '../http/app-error'
import type { LinkDeps } from './links.service'
import { findLinkByCode, findLinkById, type LinkRow } from './store/links.repository'
import { restoreLink, takeDownLink } from './store/takedowns.repository'

/** A link by id, or by short code when a string is given; 404 when there is none. */
async function linkOf(deps: LinkDeps, link: number | string): Promise<LinkRow> {
  const row = typeof link === 'number' ? await findLinkById(deps.db, link) : await findLinkByCode(deps.db, link)
  if (!row) throw AppError.linkNotFound()
  return row
}

export async function takeDown(deps: LinkDeps, link: number | string, reason: string): Promise<LinkRow> {
  const row = await linkOf(deps, link)
  await takeDownLink(deps.db, row.id, reason)
  await deps.invalidateCode(row.shortCode)
  return row
}

/** The link and whether it was down before. */
export async function restore(deps: LinkDeps, link: number | string): Promise<{ row: LinkRow; wasDown: boolean }> {
  const row = await linkOf(deps, link)
  const wasDown = await restoreLink(deps.db, row.id)
  await deps.invalidateCode(row.shortCode)
  return { row, wasDown }
}
