// The audit log's words without zod (docs/decisions/0081): its actions, the kinds of actor and of resource,
// and the answer's shape. The site's audit page imports this file, so it carries no schema library.
/** Every action the log records. */
export const auditActions = [
  'link.created',
  'link.updated',
  'link.deleted',
  'link.claimed',
  'link.taken_down',
  'link.restored',
  'links.bulk',
  'links.imported',
  'links.exported',
  'tag.renamed',
  'tag.deleted',
  'member.added',
  'member.role_changed',
  'member.removed',
  'member.left',
  'workspace.renamed',
  'workspace.settings_changed',
  'ownership.transferred',
  'key.created',
  'key.revoked',
  'invitation.created',
  'invitation.revoked',
  'invitation.accepted',
  'domain.added',
  'domain.verified',
  'domain.changed',
  'domain.removed',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.tested',
] as const
export type AuditAction = (typeof auditActions)[number]

/** Who acted: a member's session, one of the workspace's API keys, an instance admin (/api/admin), or Snip itself. */
export const auditActorKinds = ['member', 'key', 'admin', 'system'] as const
export type AuditActorKind = (typeof auditActorKinds)[number]

export const auditResourceTypes = ['link', 'links', 'tag', 'member', 'workspace', 'key', 'invitation', 'domain', 'webhook'] as const
export type AuditResourceType = (typeof auditResourceTypes)[number]

export const auditLimits = { perPageMax: 100, perPageDefault: 50, actorMax: 320, codesKept: 50 } as const

/** What changed, as the log keeps it: the names of the fields, and for fields safe to show their values before and after. */
export interface AuditDetails {
  fields?: string[]
  changes?: Record<string, { from: unknown; to: unknown }>
  [key: string]: unknown
}

export interface AuditEventDto {
  id: number
  at: string
  actor: { kind: AuditActorKind; id: string | null; name: string }
  action: AuditAction
  resource: { type: AuditResourceType; id: string | null; label: string | null }
  details: AuditDetails
}

export interface AuditPageDto {
  items: AuditEventDto[]
  /** How many events match the filters (not only this page). */
  total: number
  page: number
  perPage: number
}
