// One function per /api/admin endpoint. Errors are ApiErrors; callers decide what to show.
import type { AdminLinkDto, AdminLinkPageDto, AdminUserDto, InstanceSettingsDto, InviteDto, ModerationLogDto, ReportDto } from '@contracts/moderation-dto'
import type { DomainDto } from '@contracts/domain-schemas'
import { api } from '../../lib/api-client'

const q = (text: string) => (text ? `?q=${encodeURIComponent(text)}` : '')

export const adminApi = {
  /** One page (from 1) of the links found, with how many there are in all. */
  links: (text: string, page: number) => api.get<AdminLinkPageDto>(`/api/admin/links?${new URLSearchParams({ q: text, page: String(page) })}`),
  disableLink: (id: number, reason: string) => api.post<AdminLinkDto>(`/api/admin/links/${id}/disable`, { reason }),
  enableLink: (id: number) => api.post<AdminLinkDto>(`/api/admin/links/${id}/enable`),
  deleteLink: (id: number, reason: string) => api.post<{ deleted: true }>(`/api/admin/links/${id}/delete`, { reason }),
  users: (text: string) => api.get<AdminUserDto[]>(`/api/admin/users${q(text)}`),
  disableUser: (id: string, reason: string) => api.post<AdminUserDto>(`/api/admin/users/${encodeURIComponent(id)}/disable`, { reason }),
  enableUser: (id: string) => api.post<AdminUserDto>(`/api/admin/users/${encodeURIComponent(id)}/enable`),
  settings: () => api.get<InstanceSettingsDto>('/api/admin/settings'),
  changeSettings: (changes: Partial<Pick<InstanceSettingsDto, 'signupMode' | 'anonymousShortening'>>) =>
    api.patch<InstanceSettingsDto>('/api/admin/settings', changes),
  block: (domain: string) => api.post<InstanceSettingsDto>('/api/admin/blocklist', { domain }),
  unblock: (domain: string) => api.delete<InstanceSettingsDto>(`/api/admin/blocklist/${encodeURIComponent(domain)}`),
  invite: () => api.post<InviteDto>('/api/admin/invites'),
  reports: () => api.get<ReportDto[]>('/api/admin/reports'),
  resolveReport: (id: number, action: 'dismiss' | 'disable-link') => api.post(`/api/admin/reports/${id}/resolve`, { action }),
  log: () => api.get<ModerationLogDto[]>('/api/admin/log'),
  domains: () => api.get<DomainDto[]>('/api/admin/domains'),
  addDomain: (host: string) => api.post<DomainDto>('/api/admin/domains', { host }),
  setDomainDisabled: (id: number, disabled: boolean) => api.patch<DomainDto>(`/api/admin/domains/${id}`, { disabled }),
  removeDomain: (id: number) => api.delete<{ deleted: true }>(`/api/admin/domains/${id}`),
}
