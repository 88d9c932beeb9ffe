// Which links a change applies to, in domain words, turned into WHERE conditions: by id, by the list's
// filter, or all of an owner's. Shared by the one deleter and the on/off switch.
import { eq, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm'
import type { LinkFilter } from '../../contracts/link-listing-schemas'
import type { Database } from '../../db/database'
import { filterConditions, workspaceConditions, type WorkspaceLinks } from './listing.repository'

/**
 * Which links. `owner` narrows a selection to the links that user made, `in` to a workspace's (or a
 * creator's among them): others select nothing, so a change to another workspace's id is a 404; without
 * `ids` or `matching` it selects them all.
 */
export type LinkSelection =
  | { ids: number[]; owner?: string; in?: WorkspaceLinks }
  | { matching: LinkFilter; in: WorkspaceLinks; now: Date }
  /** All of an owner's links but those in `keepWorkspaces` (team workspaces keep a leaving member's links). */
  | { owner: string; keepWorkspaces?: number[] }
  /** All of a workspace's links (the workspace is deleted). */
  | { workspace: number }

// Lists in IN (…) go a chunk at a time: PostgreSQL and SQLite both cap a statement's parameters.
const CHUNK = 500

/** The selection as one or more sets of conditions (a statement each; an empty list selects nothing). */
export function conditionsOf(db: Database, selection: LinkSelection): SQL[][] {
  const { links } = db.t
  if ('matching' in selection) return [filterConditions(db, selection.in, selection.matching, selection.now)]
  if ('workspace' in selection) return [[eq(links.workspaceId, selection.workspace)]]
  const owner = selection.owner !== undefined ? [eq(links.userId, selection.owner)] : []
  if ('keepWorkspaces' in selection && selection.keepWorkspaces?.length)
    owner.push(or(isNull(links.workspaceId), notInArray(links.workspaceId, selection.keepWorkspaces))!)
  if ('in' in selection && selection.in) owner.push(...workspaceConditions(db, selection.in))
  const out: SQL[][] = []
  if ('ids' in selection) for (let i = 0; i < selection.ids.length; i += CHUNK) out.push([...owner, inArray(links.id, selection.ids.slice(i, i + CHUNK))])
  else out.push(owner)
  return out
}
