// Reading a workspace's audit log: the access policy answers who may (owners and admins), the audit room
// holds the events.
import type { Caller } from '../access'
import { pageAudit } from '../audit'
import type { AuditPageDto, AuditQuery } from '../contracts/audit-schemas'
import type { Database } from '../db/database'
import { workspaceFor } from './workspaces.service'

export async function readAuditLog(db: Database, caller: Caller, slug: string, query: AuditQuery): Promise<AuditPageDto> {
  const workspace = await workspaceFor(db, caller, slug, 'workspace.audit')
  return pageAudit(db, workspace.id, query)
}
