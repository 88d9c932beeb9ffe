// One function per analytics endpoint; failures throw ApiError (lib/api-client.ts), nothing toasts here.
import type { ClickDaysDto, LinkAnalyticsDto, WorkspaceAnalyticsDto } from '@contracts/analytics-schemas'
import type { LinkDto } from '@contracts/dto'
import { api } from '../../lib/api-client'
import { appPath } from '../../lib/workspace-address'

/** `query`: range-url.ts's queryOf (the days, or period=48h). */
export const fetchLinkAnalytics = (id: number, query: string) => api.get<LinkAnalyticsDto>(`/api/urls/${id}/analytics?${query}`)
export const fetchWorkspaceAnalytics = (query: string) => api.get<WorkspaceAnalyticsDto>(`/api/stats/analytics?${query}`)
export const fetchClickDays = (days: number) => api.get<ClickDaysDto>(`/api/stats/clicks?days=${days}`)

/** The analytics page of a link (a prerendered page reads the id from the query: docs/decisions/0042). */
export const analyticsPathOf = (id: number) => appPath(`/app/links/?id=${id}`)

/** The dashboard, searched for the link, with its Edit dialog opening (links/LinksDashboard.tsx reads ?edit=). */
export const editPathOf = (link: Pick<LinkDto, 'id' | 'shortCode'>) => appPath(`/app/dashboard?q=${encodeURIComponent(link.shortCode)}&edit=${link.id}`)

/** All the caller's links over a period (WorkspaceAnalytics.tsx); in a team workspace, through appPath. */
export const WORKSPACE_ANALYTICS_PATH = '/app/analytics'
