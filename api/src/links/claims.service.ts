// Claiming anonymous links into an account (docs/decisions/0047): each item is checked on
// its own and answered on its own; a refusal says the same for a missing link, a wrong token and a link
// already owned, so the endpoint tells no more about codes than the public redirect does.
import { claimErrorCodes, claimMessages, type ClaimItem, type ClaimResult } from '../contracts/claim-schemas'
import type { Actor } from '../http/actor'
import { toLinkDto } from './link-mapper'
import { findLinkById, findLinkByCode } from './store/links.repository'
import type { LinkDeps } from './links.service'
import { actingWorkspace, authorize } from '../access'
import { claimTokenHash, tokenMatches } from './rules/claim-token'
import { moveToUser } from './store/claims.repository'
import { auditLink } from './link-audit'
import { auditActorOf, type AuditActor } from '../audit'

async function claimOne(deps: LinkDeps, by: AuditActor, userId: string, workspaceId: number, item: ClaimItem): Promise<ClaimResult> {
  const named = { ...(item.id !== undefined ? { id: item.id } : {}), ...(item.shortCode !== undefined ? { shortCode: item.shortCode } : {}) }
  const refused: ClaimResult = { ...named, claimed: false, code: claimErrorCodes.claimRefused, message: claimMessages.refused }
  const row = item.id !== undefined ? await findLinkById(deps.db, item.id) : await findLinkByCode(deps.db, item.shortCode!)
  const sameLink = !!row && (item.shortCode === undefined || row.shortCode === item.shortCode)
  // the hash is compared even for a missing link, so a miss takes as long as a wrong token
  if (!tokenMatches(item.token, sameLink ? row?.claimTokenHash : null) || !row || row.userId !== null) return refused
  const moved = await moveToUser(deps.db, row.id, claimTokenHash(item.token), userId, workspaceId)
  if (!moved) return refused
  await auditLink(deps.db, by, 'link.claimed', moved) // right after the move
  await deps.invalidateCode(moved.shortCode)
  return { ...named, claimed: true, link: toLinkDto(moved, await deps.clicks.ofLink(moved.id), deps.now?.() ?? Date.now()) }
}

/** Claims each item for the caller into the workspace they act in, in order. */
export async function claimLinks(deps: LinkDeps, actor: Actor | null, items: ClaimItem[]): Promise<ClaimResult[]> {
  const acting = authorize(actor, 'links.write')
  const workspaceId = actingWorkspace(acting).id
  const results: ClaimResult[] = []
  for (const item of items) results.push(await claimOne(deps, auditActorOf(acting), acting.userId, workspaceId, item))
  return results
}
