// One function per links endpoint the dashboard calls (spec §7). Failures throw ApiError; nothing toasts here.
import type { LinkDto, StatsDto } from '@contracts'
import type { DashboardViewDto } from '@contracts/first-view'
import type { LinkPageDto } from '@contracts/link-listing-schemas'
import { api } from '../../lib/api-client'
import { pageQueryOf, type LinkView } from './link-view'
import type { LifecycleBody } from './link-options'
import type { OrganiseBody } from '../tags'
import type { SmartBody } from './link-rules-form'

export interface LinkInput extends LifecycleBody, OrganiseBody, SmartBody {
  originalUrl: string
  shortCode?: string
  isActive: boolean
  /** A new link's custom domain (a host); absent: the instance's own. */
  domain?: string
}

/** A page of the view's links, filtered and sorted by the server (docs/decisions/0048, 0049). */
export const fetchLinkPage = (view: LinkView, cursor: string | null, limit: number) => api.get<LinkPageDto>(`/api/urls?${pageQueryOf(view, cursor, limit)}`)
/** The dashboard's first view in one answer (docs/decisions/0079): the account, `view`'s first page, stats, tags, 30 days. */
export const fetchDashboardView = (view: LinkView, limit: number) => api.get<DashboardViewDto>(`/api/app/dashboard?${pageQueryOf(view, null, limit)}`)
export const fetchStats = () => api.get<StatsDto>('/api/stats')
/** Creates a link; `idempotencyKey` makes a retry of the same attempt safe (lib/idempotency.ts). */
export const createLink = (input: LinkInput, idempotencyKey: string) => api.post<LinkDto>('/api/urls', input, { 'idempotency-key': idempotencyKey })
export const updateLink = (id: number, input: LinkInput) => api.put<LinkDto>(`/api/urls/${id}`, input)
export const deleteLink = (id: number) => api.delete<void>(`/api/urls/${id}`)
