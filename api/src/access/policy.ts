// May this caller do this to this resource? Answered here only: the acting identity, or the AppError the
// route has always answered with — 401 without a credential, 403 for a caller who may not (an API key
// where a session is needed, a non-admin at /api/admin), 404 for someone else's link, so ids leak nothing.
import { errorCodes, messages } from '../contracts'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { whoMay, type Action } from './actions'
import { adminOnly, isAdminAccount } from './admins'
import type { InstanceResource, LinkResource, NewLinkResource, Resource } from './resources'

/** Who is asking: the verified identity behind the request, or null for an anonymous caller. */
export type Caller = Actor | null

/** Actions a signed-in person (session or API key) or a session may take on what is their own. */
type OwnAction = Exclude<Action, 'links.create' | 'admin.use' | 'reports.send' | 'links.read' | 'links.write'>

const needsSession = () => new AppError(403, errorCodes.apiKeyNotAllowed, messages.apiKeys.needsSession)

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
  if (caller || !draft) return caller
  if (draft.customCode) throw AppError.customCodeNeedsAccount()
  if (draft.ownerOnlyFields) throw AppError.unauthorized()
  return null
}

function owner(actor: Actor, link: LinkResource): Actor {
  if (link.ownerId !== actor.userId) throw AppError.linkNotFound()
  return actor
}

export function authorize(caller: Caller, action: 'admin.use', instance: InstanceResource): Promise<Actor>
export function authorize(caller: Caller, action: 'links.create', draft?: NewLinkResource): Actor | null
export function authorize(caller: Caller, action: 'reports.send'): Actor | null
/** Without a link: the caller's links as a whole (the list, a bulk action); with one: that link, the owner's only. */
export function authorize(caller: Caller, action: 'links.read' | 'links.write', link?: LinkResource): Actor
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
    case 'person': {
      const actor = person(caller)
      return resource?.kind === 'link' ? owner(actor, resource) : actor
    }
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
