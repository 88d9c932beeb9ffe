// Writing and reading the log. Services write an event with the database handle they changed things with,
// so it commits or rolls back with the change; reads are a page at a time, newest first.
import type { AuditAction, AuditDetails, AuditEventDto, AuditPageDto, AuditQuery, AuditResourceType } from '../contracts/audit-schemas'
import { endOf, startOf } from '../contracts/audit-schemas'
import type { Database } from '../db/database'
import type { AuditActor } from './audit-actor'
import * as repo from './audit.repository'

/** What an event is about: its kind, id and a label kept as it was (a short code, a tag's name, an e-mail). */
export interface AuditResource {
  type: AuditResourceType
  id?: string | number | null
  label?: string | null
}

export interface AuditEntry {
  workspaceId: number
  actor: AuditActor
  action: AuditAction
  resource: AuditResource
  details?: AuditDetails
  /** When (default: now). */
  at?: Date
}

/** A resource's id as the log keeps it: text (a link's number, an account's or key's id), null when none. */
export const resourceIdText = (id: AuditResource['id']): string | null => (id === undefined || id === null ? null : String(id))

/** Records one event with `db`: a transaction's handle puts it in that transaction. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await repo.insertAuditEvent(db, {
    workspaceId: entry.workspaceId,
    at: entry.at ?? new Date(),
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    resourceType: entry.resource.type,
    resourceId: resourceIdText(entry.resource.id),
    resourceLabel: entry.resource.label ?? null,
    details: entry.details ?? {},
  })
}

export function toAuditEventDto(row: repo.AuditRow): AuditEventDto {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { kind: row.actorKind as AuditEventDto['actor']['kind'], id: row.actorId, name: row.actorName },
    action: row.action as AuditAction,
    resource: { type: row.resourceType as AuditResourceType, id: row.resourceId, label: row.resourceLabel },
    details: (row.details ?? {}) as AuditDetails,
  }
}

/** A page of the workspace's events matching the query, newest first, with how many match. */
export async function pageAudit(db: Database, workspaceId: number, q: AuditQuery): Promise<AuditPageDto> {
  const [resourceType, resourceId] = q.resource?.split(':') ?? []
  const filter: repo.AuditFilter = {
    action: q.action,
    actor: q.actor,
    resourceType,
    resourceId,
    from: q.from ? new Date(startOf(q.from)) : undefined,
    to: q.to ? new Date(endOf(q.to)) : undefined,
  }
  const { rows, total } = await repo.findAuditPage(db, workspaceId, filter, (q.page - 1) * q.perPage, q.perPage)
  return { items: rows.map(toAuditEventDto), total, page: q.page, perPage: q.perPage }
}

/** The workspace's events, a page per call (newest first), for an export; an empty page: the end. */
export function auditExportPages(db: Database, workspaceId: number, pageSize = 1000): () => Promise<AuditEventDto[]> {
  let before: number | null = null
  return async () => {
    const rows = await repo.findAuditEventsBefore(db, workspaceId, before, pageSize)
    before = rows.at(-1)?.id ?? before
    return rows.map(toAuditEventDto)
  }
}
