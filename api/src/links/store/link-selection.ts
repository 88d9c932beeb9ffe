// Which links a change applies to, in domain words, turned into WHERE conditions: by id, by code, by the
// list's filter, or all of an owner's. Shared by the one deleter and the on/off switch.
import { eq, inArray, type SQL } from 'drizzle-orm'
import type { LinkFilter } from '../../contracts/link-listing-schemas'
import type { Database } from '../../db/database'
import { filterConditions } from './listing.repository'

/**
 * Which links. `owner` narrows every selection to that user's links (someone else's select nothing, so an
 * owner's change to another's id is a 404); without `ids`, `codeKeys` or `matching` it selects them all.
 */
export type LinkSelection =
  | { ids: number[]; owner?: string }
  | { codeKeys: string[]; owner: string }
  | { matching: LinkFilter; owner: string; now: Date }
  | { owner: string }

// Lists in IN (…) go a chunk at a time: PostgreSQL and SQLite both cap a statement's parameters.
const CHUNK = 500

/** The selection as one or more sets of conditions (a statement each; an empty list selects nothing). */
export function conditionsOf(db: Database, selection: LinkSelection): SQL[][] {
  const { links } = db.t
  if ('matching' in selection) return [filterConditions(db, selection.owner, selection.matching, selection.now)]
  const owner = selection.owner !== undefined ? [eq(links.userId, selection.owner)] : []
  const out: SQL[][] = []
  if ('ids' in selection) for (let i = 0; i < selection.ids.length; i += CHUNK) out.push([...owner, inArray(links.id, selection.ids.slice(i, i + CHUNK))])
  else if ('codeKeys' in selection)
    for (let i = 0; i < selection.codeKeys.length; i += CHUNK) out.push([...owner, inArray(links.codeKey, selection.codeKeys.slice(i, i + CHUNK))])
  else out.push(owner)
  return out
}
