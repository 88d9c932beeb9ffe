// What the links room writes in a workspace's audit log (docs/decisions/0081): which link, and for an edit
// the fields changed. Written with the handle the change was made with; the redirect path writes nothing.
import { auditActorOf, cappedCodes, changesOf, recordAudit, type AuditActor, type AuditEntry } from '../audit'
import type { AuditAction } from '../contracts/audit-schemas'
import { auditLimits } from '../contracts/audit-schemas'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import type { LinkChanges, LinkRow } from './store/links.repository'

/** The fields whose values before and after the log may show; others (a note, the password) are named only. */
const SHOWN = ['originalUrl', 'shortCode', 'title', 'isActive', 'expiresAt', 'maxClicks', 'fallbackUrl', 'tags'] as const

type LinkNamed = Pick<LinkRow, 'id' | 'shortCode' | 'workspaceId'>

/** One link's event, for a person's action (nothing for an anonymous link: it is in no workspace). */
export async function auditLink(db: Database, by: Actor | AuditActor | null, action: AuditAction, link: LinkNamed, details = {}): Promise<void> {
  if (!by || link.workspaceId === null) return
  const actor = 'kind' in by ? by : auditActorOf(by)
  await recordAudit(db, { workspaceId: link.workspaceId, actor, action, resource: { type: 'link', id: link.id, label: link.shortCode }, details })
}

/** A new link's event, written in the insert's own commit (links.service insertUnlessHeld); none for an anonymous link. */
export function linkCreatedEntry(by: Actor | null, workspaceId: number | null, shortCode: string): AuditEntry | undefined {
  if (!by || workspaceId === null) return undefined
  return { workspaceId, actor: auditActorOf(by), action: 'link.created', resource: { type: 'link', label: shortCode } }
}

export const withLinkId = (entry: AuditEntry, link: Pick<LinkRow, 'id'>): AuditEntry => ({ ...entry, resource: { ...entry.resource, id: link.id } })

/** The edit's details: a password is named `password`, never with a value (not even its hash). */
export function linkEditDetails(before: LinkRow & { tags?: string[] }, changes: LinkChanges & { tags?: string[] }) {
  const { passwordHash, rules, ...rest } = changes
  const { passwordHash: was, rules: rulesBefore, ...old } = before
  // the rules are named when they changed, compared as their JSON (two parses of the same rules are equal)
  const details = changesOf(
    { ...old, rules: JSON.stringify(rulesBefore ?? null) },
    { ...rest, ...(rules !== undefined && { rules: JSON.stringify(rules) }) },
    SHOWN,
  )
  const passwordChanged = passwordHash !== undefined && !(passwordHash === null && was === null)
  return passwordChanged ? { ...details, fields: [...(details.fields ?? []), 'password'] } : details
}

/** A bulk action's one event: what was done, how many links and (capped) which codes. */
export async function auditBulk(db: Database, actor: Actor, workspaceId: number, action: string, codes: string[]): Promise<void> {
  if (codes.length === 0) return
  await recordAudit(db, {
    workspaceId,
    actor: auditActorOf(actor),
    action: 'links.bulk',
    resource: { type: 'links' },
    details: { action, ...cappedCodes(codes, auditLimits.codesKept) },
  })
}
