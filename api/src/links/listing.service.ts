// The server-side list and bulk actions (docs/decisions/0048): a page of the acting workspace's
// links in one of the dashboard's sorts, and activate / deactivate / delete of chosen or matching links.
import type { LinkDto } from '../contracts'
import type { BulkActionRequest, BulkActionResultDto, LinkFilter, LinkPageDto, LinkPageQuery } from '../contracts/link-listing-schemas'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { EVERY_CODE } from './rules/every-code'
import type { LinkRef } from './events'
import { findTakenDownIds } from './store/takedowns.repository'
import { findTagNamesByLink } from '../tags/tags.repository'
import { domainHostOf, toLinkDto } from './link-mapper'
import type { LinkDeps } from './links.service'
import { actingWorkspace, authorize, changesEveryLink } from '../access'
import { decodeCursor, encodeCursor } from './store/listing-cursor'
import { countLinks, filterConditions, findLinkPage, type WorkspaceLinks } from './store/listing.repository'
import { deleteLinks } from './store/link-removal.repository'
import type { LinkSelection } from './store/link-selection'
import { setLinksActive } from './store/link-switch.repository'
import { auditBulk } from './link-audit'
import { journalDtos, keepChange } from './journal'
import { rowsSelected } from './store/selected-rows'
import { findLinksIn } from './store/owned-links.repository'

const nowOf = (deps: LinkDeps) => deps.now?.() ?? Date.now()

export async function listLinkPage(deps: LinkDeps, actor: Actor | null, query: LinkPageQuery): Promise<LinkPageDto> {
  const { id: workspace } = actingWorkspace(authorize(actor, 'links.read'))
  const now = nowOf(deps)
  const where = filterConditions(deps.db, { workspace }, query, new Date(now))
  const after = query.cursor ? decodeCursor(query.sort, query.cursor) : null
  const [rows, total] = await Promise.all([findLinkPage(deps.db, where, query.sort, after, query.limit + 1), countLinks(deps.db, where)])
  const page = rows.slice(0, query.limit)
  const ids = page.map((r) => r.id)
  const [tags, clicks, takenDown] = await Promise.all([
    findTagNamesByLink(deps.db, workspace, ids),
    Promise.all(ids.map((id) => deps.clicks.ofLink(id))),
    findTakenDownIds(deps.db, ids),
  ])
  // takenDown: the owner sees that an admin took the link down (it answers 410 Link disabled; decision 43).
  // domain: the link's custom domain, whose address the dashboard shows, copies and encodes.
  const items: LinkDto[] = page.map((r, i) => ({
    ...toLinkDto(r, clicks[i], now, tags.get(r.id), domainHostOf(deps, r)),
    takenDown: takenDown.has(r.id),
  }))
  const last = page.at(-1)
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor(query.sort, { clicks: last.clicks, createdAt: last.createdAt.getTime(), id: last.id }) : null
  return { items, nextCursor, total }
}

/** Above this many changed links one message empties every instance's redirect cache instead of one per code. */
const INVALIDATE_ONE_BY_ONE = 1000

/**
 * Applies the action to the workspace's chosen links (ids of other workspaces' links select nothing; a
 * member without membersEditAll changes only the links they made) or to every link matching the filter, in one transaction; then drops each changed code from every redirect cache
 * before answering, so a deactivated or deleted link stops redirecting at once. Activation changes only
 * the owner's switch: a link taken down by moderation or past its expiry or cap stays unfollowable.
 */
export async function applyBulkAction(
  deps: LinkDeps,
  actor: Actor | null,
  body: BulkActionRequest,
  changed?: (links: LinkRef[]) => void,
): Promise<BulkActionResultDto> {
  const acting = authorize(actor, 'links.write')
  const workspace = actingWorkspace(acting)
  const scope = { workspace: workspace.id, ...(changesEveryLink(workspace) ? {} : { creator: acting.userId }) }
  const refs = await deps.db.transaction(async (tx) => {
    const at = new Date(nowOf(deps))
    const kind = body.action === 'delete' ? 'deleted' : 'updated'
    const journal = deps.journal && (await deps.journal.wants(tx, workspace.id, kind)) ? { ...deps, db: tx } : undefined
    // a deleted link is kept as it was: read before the delete, in the same transaction
    const before = journal && body.action === 'delete' && (body.ids?.length ?? 1) > 0 ? await rowsSelected(tx, selectionOf(scope, body, at)) : []
    const changed = await changeLinks(tx, scope, body, at)
    if (journal) {
      const ids = new Set(changed.map((r) => r.id))
      const rows = body.action === 'delete' ? before.filter((r) => ids.has(r.id)) : await findLinksIn(tx, workspace.id, [...ids])
      await keepChange(journal, workspace.id, kind, await journalDtos(journal, tx, workspace.id, rows), kind === 'updated' ? ['isActive'] : undefined)
    }
    await auditBulk(
      tx,
      acting,
      workspace.id,
      body.action,
      changed.map((r) => r.code),
    )
    return changed
  })
  const codes = refs.map((r) => r.code)
  if (codes.length > INVALIDATE_ONE_BY_ONE) await deps.invalidateCode(EVERY_CODE)
  else for (let i = 0; i < codes.length; i += 200) await Promise.all(codes.slice(i, i + 200).map((c) => deps.invalidateCode(c)))
  changed?.(refs)
  return { action: body.action, changed: codes.length }
}

const selectionOf = (scope: WorkspaceLinks, body: BulkActionRequest, now: Date): LinkSelection =>
  body.ids ? { ids: body.ids, in: scope } : { matching: body.matching as LinkFilter, in: scope, now }

/** The links changed. */
async function changeLinks(tx: Database, scope: WorkspaceLinks, body: BulkActionRequest, now: Date): Promise<LinkRef[]> {
  if (body.ids?.length === 0) return []
  const selection = selectionOf(scope, body, now)
  const rows = body.action === 'delete' ? await deleteLinks(tx, selection) : await setLinksActive(tx, selection, body.action === 'activate', true)
  return rows.map((r) => ({ id: r.id, code: r.shortCode, owner: r.userId }))
}
