// Which workspace a request acts in (docs/decisions/0081): an API key's own; for a session, the one the
// `workspace` query parameter names, else the person's personal workspace, so every call made before
// workspaces keeps its meaning. One indexed lookup, made once per request (http/request-context.ts); none
// for the personal workspace once known: its id and slug never change while the account exists, and a
// deleted account's sessions and keys go with it, so no verified caller can meet a stale entry.
import { workspaceErrorCodes, workspaceMessages } from '../contracts/workspace-schemas'
import type { Database } from '../db/database'
import type { ActingWorkspace, Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { personalWorkspaceOf } from './personal-workspace'
import * as repo from './workspaces.repository'

const notFound = () => new AppError(404, workspaceErrorCodes.workspaceNotFound, workspaceMessages.workspaceNotFound)

/**
 * The workspace the actor acts in; 404 workspace_not_found for a slug that names none, one the person is
 * not in, or (for an API key) one other than the key's.
 */
export async function actingWorkspaceOf(db: Database, actor: Actor, slug: string | null): Promise<ActingWorkspace> {
  const keyWorkspace = actor.apiKeyId !== undefined ? actor.keyWorkspaceId : null
  if (!keyWorkspace && !slug) return personalActing(db, actor.userId)
  const seen = keyWorkspace ? await repo.findWorkspaceByIdSeenBy(db, keyWorkspace, actor.userId) : await repo.findWorkspaceSeenBy(db, slug!, actor.userId)
  // a key's creator who left its workspace acts in it no more
  if (!seen?.role || (slug && seen.slug !== slug)) throw notFound()
  return { id: seen.id, slug: seen.slug, role: seen.role, membersEditAll: seen.membersEditAll, personal: seen.personalOf !== null }
}

/** Accounts' personal workspaces known to this process, per database handle; the oldest forgotten past the bound. */
const KNOWN_PERSONAL = 10_000
const knownPersonal = new WeakMap<Database, Map<string, ActingWorkspace>>()

async function personalActing(db: Database, userId: string): Promise<ActingWorkspace> {
  let known = knownPersonal.get(db)
  if (!known) knownPersonal.set(db, (known = new Map()))
  const hit = known.get(userId)
  if (hit) return hit
  const row = await personalWorkspaceOf(db, userId)
  // its owner may always change every link in it (members_edit_all does not apply)
  const acting: ActingWorkspace = Object.freeze({ id: row.id, slug: row.slug, role: 'owner', membersEditAll: row.membersEditAll, personal: true })
  if (known.size >= KNOWN_PERSONAL) known.delete(known.keys().next().value!)
  known.set(userId, acting)
  return acting
}
