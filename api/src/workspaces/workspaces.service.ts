// Workspaces in domain words (docs/decisions/0081): create a team, list the caller's, rename or change
// its settings, delete it. Who may do what is asked of the one access policy with the caller's role.
import { authorize, workspaceOf } from '../access'
import type { Action, Caller } from '../access'
import {
  workspaceErrorCodes as codes,
  workspaceMessages as m,
  type CreateWorkspaceBody,
  type UpdateWorkspaceBody,
  type WorkspaceDto,
  type WorkspaceRole,
} from '../contracts/workspace-schemas'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { personalWorkspaceOf } from './personal-workspace'
import * as repo from './workspaces.repository'
import { auditActorOf, changesOf, recordAudit } from '../audit'

export const slugTaken = () => new AppError(409, codes.slugTaken, m.slugTaken)
export const personalRefused = () => new AppError(409, codes.personalWorkspace, m.personalWorkspace)

export function workspaceDto(row: repo.WorkspaceRow, role: WorkspaceRole): WorkspaceDto {
  return {
    slug: row.slug,
    name: row.name,
    personal: row.personalOf !== null,
    role,
    membersEditAll: row.membersEditAll,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The workspace by slug, if the policy lets the caller take this action in it (404 when not a member, 403 for a role too low). */
export async function workspaceFor(
  db: Database,
  caller: Caller,
  slug: string,
  action: Extract<Action, `workspace.${string}`>,
): Promise<repo.WorkspaceRow & { role: WorkspaceRole; actor: Actor }> {
  const row = caller ? await repo.findWorkspaceSeenBy(db, slug, caller.userId) : undefined
  const actor = authorize(caller, action, workspaceOf(row))
  return { ...(row as repo.WorkspaceRow & { role: WorkspaceRole }), actor }
}

export async function listMyWorkspaces(db: Database, actor: Actor): Promise<WorkspaceDto[]> {
  await personalWorkspaceOf(db, actor.userId)
  return (await repo.listWorkspacesOf(db, actor.userId)).map((w) => workspaceDto(w, w.role))
}

export async function createTeamWorkspace(db: Database, actor: Actor, body: CreateWorkspaceBody): Promise<WorkspaceDto> {
  return db.transaction(async (tx) => {
    const made = await repo.insertWorkspace(tx, { slug: body.slug, name: body.name, createdAt: new Date() })
    if (!made) throw slugTaken()
    await repo.insertMember(tx, made.id, actor.userId, 'owner')
    return workspaceDto(made, 'owner')
  })
}

export async function updateWorkspace(db: Database, actor: Caller, slug: string, body: UpdateWorkspaceBody): Promise<WorkspaceDto> {
  const workspace = await workspaceFor(db, actor, slug, 'workspace.manage')
  const change = { ...(body.name !== undefined && { name: body.name }), ...(body.membersEditAll !== undefined && { membersEditAll: body.membersEditAll }) }
  await db.transaction(async (tx) => {
    await repo.updateWorkspace(tx, workspace.id, change)
    const by = auditActorOf(workspace.actor)
    const resource = { type: 'workspace' as const, id: workspace.id, label: change.name ?? workspace.name }
    const renamed = changesOf(workspace, { name: change.name }, ['name'])
    if (renamed.fields?.length) await recordAudit(tx, { workspaceId: workspace.id, actor: by, action: 'workspace.renamed', resource, details: renamed })
    const settings = changesOf(workspace, { membersEditAll: change.membersEditAll }, ['membersEditAll'])
    if (settings.fields?.length)
      await recordAudit(tx, { workspaceId: workspace.id, actor: by, action: 'workspace.settings_changed', resource, details: settings })
  })
  const { actor: _, role, ...row } = workspace
  return workspaceDto({ ...row, ...change }, role)
}

/** What deleting a workspace needs of the links room (wired by the composition: links/ is not imported here). */
export interface WorkspaceLinks {
  /** Removes the workspace's links in the transaction, holding their codes as an account's; returns the codes. */
  removeAllIn(tx: Database, workspaceId: number): Promise<string[]>
  /** Drops a code from every instance's redirect cache. */
  invalidate(code: string): void | Promise<void>
}

/** Deletes a team workspace with everything it owns: its links (their codes held), tags and keys. */
export async function deleteWorkspace(db: Database, links: WorkspaceLinks, actor: Caller, slug: string): Promise<void> {
  const workspace = await workspaceFor(db, actor, slug, 'workspace.own')
  if (workspace.personalOf !== null) throw personalRefused()
  const codes = await db.transaction(async (tx) => {
    const removed = await links.removeAllIn(tx, workspace.id)
    await repo.deleteWorkspace(tx, workspace.id)
    return removed
  })
  for (const code of codes) await links.invalidate(code)
}
