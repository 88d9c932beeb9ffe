// One function per analytics endpoint; failures throw ApiError (lib/api-client.ts), nothing toasts here.
import type { ClickDaysDto, LinkAnalyticsDto } from '@contracts/analytics-schemas'
import { api } from '../../lib/api-client'

export const fetchLinkAnalytics = (id: number, from: string, to: string) => api.get<LinkAnalyticsDto>(`/api/urls/${id}/analytics?from=${from}&to=${to}`)
export const fetchClickDays = (days: number) => api.get<ClickDaysDto>(`/api/stats/clicks?days=${days}`)

/** The analytics page of a link (a prerendered page reads the id from the query: docs/decisions/0042). */
export const analyticsPathOf = (id: number) => `/app/links/?id=${id}`
