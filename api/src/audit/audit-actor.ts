// Who acted, as the log names them: the name is kept as it was at the time (an e-mail, a key's name), so
// the log still reads after the person changes address or the key is revoked.
import type { AuditActorKind } from '../contracts/audit-schemas'
import type { Actor } from '../http/actor'

export interface AuditActor {
  kind: AuditActorKind
  /** The account id (member, admin) or the key id; null for Snip itself. */
  id: string | null
  name: string
}

/** A person acting in a workspace: through a session (their e-mail) or one of their API keys (the key's name). */
export function auditActorOf(actor: Actor): AuditActor {
  if (actor.apiKeyId !== undefined) return { kind: 'key', id: actor.apiKeyId, name: actor.apiKeyName ?? 'API key' }
  // a token without an address (an outside auth service may leave it out) is named by its account id
  return { kind: 'member', id: actor.userId, name: actor.email || actor.userId }
}

/** An instance admin acting through /api/admin. */
export const adminActorOf = (actor: Actor): AuditActor => ({ kind: 'admin', id: actor.userId, name: actor.email || actor.userId })

/** Snip itself (the admin CLI, a job). */
export const systemActor: AuditActor = Object.freeze({ kind: 'system', id: null, name: 'Snip' })
