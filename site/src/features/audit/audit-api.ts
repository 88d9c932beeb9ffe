// The call of GET /api/workspaces/{slug}/audit (docs/decisions/0081): one page, newest first, with its filters.
import type { AuditAction, AuditPageDto } from '@contracts/audit-actions'
import { api } from '../../lib/api-client'

export interface AuditFilters {
  action?: AuditAction
  /** An account id (a member) or a key id. */
  actor?: string
}

export function fetchAuditPage(slug: string, page: number, perPage: number, filters: AuditFilters): Promise<AuditPageDto> {
  const query = new URLSearchParams({ page: String(page), perPage: String(perPage) })
  if (filters.action) query.set('action', filters.action)
  if (filters.actor) query.set('actor', filters.actor)
  return api.get<AuditPageDto>(`/api/workspaces/${encodeURIComponent(slug)}/audit?${query}`)
}
