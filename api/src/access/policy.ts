// May this caller do this to this resource? Answered here only: the acting identity, or the AppError the
// route has always answered with — 401 without a credential, 403 for a caller who may not (an API key
// where a session is needed, a non-admin at /api/admin, a role too low), 404 for a link outside the acting
// workspace, so ids leak nothing.
import { errorCodes, messages } from '../contracts'
import type { ActingWorkspace, Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { roleInWorkspaceMay, scopeFor, whoMay, workspaceRoleMay, type Action } from './actions'
import { workspaceErrorCodes, workspaceMessages } from '../contracts/workspace-schemas'
import { adminOnly, isAdminAccount } from './admins'
import type { InstanceResource, LinkResource, NewLinkResource, Resource, WorkspaceResource } from './resources'
import { scopeMessages } from '../contracts/api-key-scopes'

/** Who is asking: the verified identity behind the request, or null for an anonymous caller. */
export type Caller = Actor | null

/** Actions a signed-in person (session or API key) or a session may take on what is their own. */
type OwnAction = Exclude<
  Action,
  'links.create' | 'admin.use' | 'reports.send' | 'invitation.read' | 'links.read' | 'links.write' | WorkspaceAction | InWorkspaceAction
>
type WorkspaceAction = keyof typeof workspaceRoleMay
type InWorkspaceAction = keyof typeof roleInWorkspaceMay

const needsSession = () => new AppError(403, errorCodes.apiKeyNotAllowed, messages.apiKeys.needsSession)

/**
 * An API key acts only within its scopes (a session has none to check): 403 insufficient_scope naming the
 * one missing. The creator's role is asked as well, by the caller of this.
 */
function withinScopes(actor: Actor, action: Action): void {
  const needed = scopeFor[action]
  if (actor.scopes === undefined || needed === undefined || actor.scopes.includes(needed)) return
  throw new AppError(403, errorCodes.insufficientScope, scopeMessages.insufficientScope(needed))
}

function person(caller: Caller): Actor {
  if (!caller) throw AppError.unauthorized()
  return caller
}

function session(caller: Caller): Actor {
  const actor = person(caller)
  if (actor.apiKeyId !== undefined) throw needsSession()
  return actor
}

async function admin(caller: Caller, instance: InstanceResource): Promise<Actor> {
  const actor = person(caller)
  // an API key never administers, whoever owns it: no need to read the flags
  if (actor.apiKeyId !== undefined || !(await isAdminAccount(instance, actor))) throw adminOnly()
  return actor
}

function anyone(caller: Caller, draft: NewLinkResource | undefined): Actor | null {
  if (caller) withinScopes(caller, 'links.create')
  // a person makes a link in the workspace they act in: a viewer makes none
  if (caller?.workspace && !roleInWorkspaceMay['links.write'].includes(caller.workspace.role)) throw insufficientRole()
  if (caller || !draft) return caller
  if (draft.customCode) throw AppError.customCodeNeedsAccount()
  if (draft.ownerOnlyFields) throw AppError.unauthorized()
  return null
}

/** The workspace the request acts in: resolved by the route (http/request-context.ts `actingOf`). */
export function actingWorkspace(actor: Actor): ActingWorkspace {
  if (!actor.workspace) throw new Error('the route did not resolve the workspace it acts in (actingOf)')
  return actor.workspace
}

/**
 * An action on the acting workspace's links, tags or analytics, by session or key, for a role allowed it;
 * a link outside that workspace answers as a missing one (404), whatever the caller's role elsewhere.
 */
function inWorkspace(caller: Caller, action: InWorkspaceAction, link: LinkResource | undefined): Actor {
  const actor = person(caller)
  const workspace = actingWorkspace(actor)
  if (link && link.workspaceId !== workspace.id) throw AppError.linkNotFound()
  withinScopes(actor, action)
  if (!roleInWorkspaceMay[action].includes(workspace.role)) throw insufficientRole()
  if (link && action === 'links.write' && !changesEveryLink(workspace) && link.creatorId !== actor.userId) throw insufficientRole()
  return actor
}

/** Whether the actor changes every link of the workspace, or (a member without membersEditAll) only those they made. */
export function changesEveryLink(workspace: ActingWorkspace): boolean {
  return workspace.role === 'owner' || workspace.role === 'admin' || workspace.membersEditAll
}

/**
 * A workspace action by a member whose role allows it: not a member → 404 as a missing workspace, a role
 * too low → 403. A session, or an API key in its own workspace (any other answers as a missing one) with
 * the workspace:admin scope, for the actions that scope covers; deleting, transferring or leaving a
 * workspace stays a session's.
 */
function member(caller: Caller, action: WorkspaceAction, workspace: WorkspaceResource): Actor {
  const actor = person(caller)
  const notFound = () => new AppError(404, workspaceErrorCodes.workspaceNotFound, workspaceMessages.workspaceNotFound)
  if (actor.apiKeyId !== undefined) {
    if (scopeFor[action] === undefined) throw needsSession()
    if (!keyActsIn(actor, workspace)) throw notFound()
    withinScopes(actor, action)
  }
  if (workspace.role === null) throw notFound()
  if (!workspaceRoleMay[action].includes(workspace.role)) throw insufficientRole()
  return actor
}

/** Whether the workspace is the key's own (a key older than workspaces: its creator's personal one). */
function keyActsIn(actor: Actor, workspace: WorkspaceResource): boolean {
  return actor.keyWorkspaceId != null ? actor.keyWorkspaceId === workspace.id : workspace.personalOf === actor.userId
}

export const insufficientRole = () => new AppError(403, workspaceErrorCodes.insufficientRole, workspaceMessages.insufficientRole)

export function authorize(caller: Caller, action: WorkspaceAction, workspace: WorkspaceResource): Actor
export function authorize(caller: Caller, action: 'admin.use', instance: InstanceResource): Promise<Actor>
export function authorize(caller: Caller, action: 'links.create', draft?: NewLinkResource): Actor | null
export function authorize(caller: Caller, action: 'reports.send' | 'invitation.read'): Actor | null
/** Without a link: the acting workspace's links as a whole (the list, a bulk action); with one: that link, in that workspace only. */
export function authorize(caller: Caller, action: InWorkspaceAction, link?: LinkResource): Actor
export function authorize(caller: Caller, action: OwnAction): Actor
export function authorize(caller: Caller, action: Action, resource?: Resource): Actor | null | Promise<Actor> {
  switch (whoMay[action]) {
    case 'admin':
      if (resource?.kind !== 'instance') throw new Error(`${action} is asked of the instance`)
      return admin(caller, resource)
    case 'anyone':
      return anyone(caller, resource?.kind === 'new-link' ? resource : undefined)
    case 'session':
      return session(caller)
    case 'member':
      if (resource?.kind !== 'workspace') throw new Error(`${action} is asked of a workspace`)
      return member(caller, action as WorkspaceAction, resource)
    case 'in workspace':
      return inWorkspace(caller, action as InWorkspaceAction, resource?.kind === 'link' ? resource : undefined)
    case 'person':
      return person(caller)
  }
}

/**
 * Whether the caller may read the audit log of the workspace it acts in, for an export deciding what to
 * include: false instead of 403 (an API key: only with workspace:admin).
 */
export function mayReadAuditLog(caller: Caller): boolean {
  const acting = caller?.workspace
  try {
    authorize(caller, 'workspace.audit', {
      kind: 'workspace',
      role: acting?.role ?? null,
      id: acting?.id ?? null,
      personalOf: acting?.personal ? (caller?.userId ?? null) : null,
    })
    return true
  } catch (error) {
    if (error instanceof AppError) return false
    throw error
  }
}

/**
 * Whether the caller may use /api/admin, for a menu deciding what to show: false instead of 403; still
 * 401 without a credential, as there is nobody to answer about.
 */
export async function mayAdminister(caller: Caller, instance: InstanceResource): Promise<boolean> {
  try {
    await authorize(caller, 'admin.use', instance)
    return true
  } catch (error) {
    if (error instanceof AppError && error.status === 403) return false
    throw error
  }
}
