// A workspace's members in domain words (docs/decisions/0081): list, change a role, remove, leave,
// transfer ownership, and the seam invitations will call to add one. A workspace always keeps an owner:
// the last one can neither leave nor be demoted or removed (409), checked in the transaction that changes it.
import { insufficientRole, type Caller } from '../access'
import { workspaceErrorCodes as codes, workspaceMessages as m, type MemberDto, type WorkspaceRole } from '../contracts/workspace-schemas'
import type { Database } from '../db/database'
import { AppError } from '../http/app-error'
import * as repo from './workspaces.repository'
import { personalRefused, workspaceFor } from './workspaces.service'
import { auditActorOf, recordAudit, type AuditActor } from '../audit'
import type { AuditAction } from '../contracts/audit-schemas'

/** A member's event in the workspace's log, in the transaction that changed the membership; labelled with their address. */
export async function auditMember(tx: Database, workspaceId: number, by: AuditActor, action: AuditAction, userId: string, details = {}): Promise<void> {
  const label = (await repo.findEmailOf(tx, userId)) ?? userId
  await recordAudit(tx, { workspaceId, actor: by, action, resource: { type: 'member', id: userId, label }, details })
}

const memberNotFound = () => new AppError(404, codes.memberNotFound, m.memberNotFound)
const lastOwner = () => new AppError(409, codes.lastOwner, m.lastOwner)

export async function listMembers(db: Database, caller: Caller, slug: string): Promise<MemberDto[]> {
  const workspace = await workspaceFor(db, caller, slug, 'workspace.read')
  return (await repo.listMembers(db, workspace.id)).map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }))
}

/** Whether a member losing the role `losing` would leave the workspace without an owner (the workspace is locked first: see lockWorkspace). */
export async function leavesNoOwner(tx: Database, workspaceId: number, losing: WorkspaceRole): Promise<boolean> {
  return losing === 'owner' && (await repo.countOwners(tx, workspaceId)) <= 1
}

/** Refuses a change that would leave the workspace without an owner. */
async function keepAnOwner(tx: Database, workspaceId: number, losing: WorkspaceRole): Promise<void> {
  if (await leavesNoOwner(tx, workspaceId, losing)) throw lastOwner()
}

/** An owner sets any role; an admin neither makes owners nor changes an owner's role. */
export async function changeRole(db: Database, caller: Caller, slug: string, userId: string, role: WorkspaceRole): Promise<MemberDto[]> {
  const workspace = await workspaceFor(db, caller, slug, 'workspace.manage')
  await db.transaction(async (tx) => {
    await repo.lockWorkspace(tx, workspace.id)
    const current = await repo.findRole(tx, workspace.id, userId)
    if (!current) throw memberNotFound()
    if (workspace.role !== 'owner' && (current === 'owner' || role === 'owner')) throw insufficientRole()
    if (current === role) return
    await keepAnOwner(tx, workspace.id, current)
    await repo.setRole(tx, workspace.id, userId, role)
    await auditMember(tx, workspace.id, auditActorOf(workspace.actor), 'member.role_changed', userId, {
      fields: ['role'],
      changes: { role: { from: current, to: role } },
    })
  })
  return listMembers(db, workspace.actor, slug)
}

/** Removes a member; their links stay with the workspace. An admin does not remove an owner. */
export async function removeMember(db: Database, caller: Caller, slug: string, userId: string): Promise<void> {
  const workspace = await workspaceFor(db, caller, slug, 'workspace.manage')
  await db.transaction(async (tx) => {
    await repo.lockWorkspace(tx, workspace.id)
    const current = await repo.findRole(tx, workspace.id, userId)
    if (!current) throw memberNotFound()
    if (current === 'owner' && workspace.role !== 'owner') throw insufficientRole()
    await keepAnOwner(tx, workspace.id, current)
    await repo.deleteMember(tx, workspace.id, userId)
    await auditMember(tx, workspace.id, auditActorOf(workspace.actor), 'member.removed', userId, { role: current })
  })
}

/** The caller leaves; their links stay with the workspace. A personal workspace is never left. */
export async function leaveWorkspace(db: Database, caller: Caller, slug: string): Promise<void> {
  const workspace = await workspaceFor(db, caller, slug, 'workspace.leave')
  if (workspace.personalOf !== null) throw personalRefused()
  await db.transaction(async (tx) => {
    await repo.lockWorkspace(tx, workspace.id)
    const role = (await repo.findRole(tx, workspace.id, workspace.actor.userId)) ?? 'viewer'
    await keepAnOwner(tx, workspace.id, role)
    await repo.deleteMember(tx, workspace.id, workspace.actor.userId)
    await auditMember(tx, workspace.id, auditActorOf(workspace.actor), 'member.left', workspace.actor.userId, { role })
  })
}

/** Makes a member an owner and the caller an admin. */
export async function transferOwnership(db: Database, caller: Caller, slug: string, userId: string): Promise<MemberDto[]> {
  const workspace = await workspaceFor(db, caller, slug, 'workspace.own')
  if (workspace.personalOf !== null) throw personalRefused()
  await db.transaction(async (tx) => {
    await repo.lockWorkspace(tx, workspace.id)
    if (!(await repo.findRole(tx, workspace.id, userId))) throw memberNotFound()
    if (userId === workspace.actor.userId) return
    const was = await repo.findRole(tx, workspace.id, userId)
    await repo.setRole(tx, workspace.id, userId, 'owner')
    await repo.setRole(tx, workspace.id, workspace.actor.userId, 'admin')
    await auditMember(tx, workspace.id, auditActorOf(workspace.actor), 'ownership.transferred', userId, {
      fields: ['role'],
      changes: { role: { from: was, to: 'owner' } },
    })
  })
  return listMembers(db, workspace.actor, slug)
}

/**
 * Adds a person to a team workspace with a role: the seam the invitation flow calls once an invitation is
 * accepted (and tests and admin tools meanwhile). A personal workspace is never shared.
 */
export async function addMember(db: Database, slug: string, userId: string, role: WorkspaceRole): Promise<void> {
  const workspace = await repo.findWorkspaceSeenBy(db, slug, userId)
  if (!workspace) throw new AppError(404, codes.workspaceNotFound, m.workspaceNotFound)
  if (workspace.personalOf !== null) throw personalRefused()
  if (!(await repo.insertMember(db, workspace.id, userId, role))) throw new AppError(409, codes.alreadyMember, m.alreadyMember)
}
