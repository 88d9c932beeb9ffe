// One function per analytics endpoint; failures throw ApiError (lib/api-client.ts), nothing toasts here.
import type { ClickDaysDto, LinkAnalyticsDto, WorkspaceAnalyticsDto } from '@contracts/analytics-schemas'
import type { LinkDto } from '@contracts/dto'
import { api } from '../../lib/api-client'

export const fetchLinkAnalytics = (id: number, from: string, to: string) => api.get<LinkAnalyticsDto>(`/api/urls/${id}/analytics?from=${from}&to=${to}`)
export const fetchWorkspaceAnalytics = (from: string, to: string) => api.get<WorkspaceAnalyticsDto>(`/api/stats/analytics?from=${from}&to=${to}`)
export const fetchClickDays = (days: number) => api.get<ClickDaysDto>(`/api/stats/clicks?days=${days}`)

/** The analytics page of a link (a prerendered page reads the id from the query: docs/decisions/0042). */
export const analyticsPathOf = (id: number) => `/app/links/?id=${id}`

/** The dashboard, searched for the link, with its Edit dialog opening (links/LinksDashboard.tsx reads ?edit=). */
export const editPathOf = (link: Pick<LinkDto, 'id' | 'shortCode'>) => `/app/dashboard?q=${encodeURIComponent(link.shortCode)}&edit=${link.id}`

/** All the caller's links over a period (WorkspaceAnalytics.tsx). */
export const WORKSPACE_ANALYTICS_PATH = '/app/analytics'
