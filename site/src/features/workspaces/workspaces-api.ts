// The calls of /api/workspaces (docs/decisions/0081). The slug is in the path, never in ?workspace=.
import type { InvitationCreated, InvitationDto, MemberDto, WorkspaceDto, WorkspaceRole } from '@contracts/workspace-schemas'
import { api } from '../../lib/api-client'

const at = (slug: string) => `/api/workspaces/${encodeURIComponent(slug)}`

export const fetchWorkspaces = () => api.get<WorkspaceDto[]>('/api/workspaces')
export const createWorkspace = (body: { name: string; slug: string }) => api.post<WorkspaceDto>('/api/workspaces', body)
export const updateWorkspace = (slug: string, body: { name?: string; membersEditAll?: boolean }) => api.patch<WorkspaceDto>(at(slug), body)
export const deleteWorkspace = (slug: string) => api.delete<{ deleted: true }>(at(slug))
export const fetchMembers = (slug: string) => api.get<MemberDto[]>(`${at(slug)}/members`)
export const changeRole = (slug: string, userId: string, role: WorkspaceRole) =>
  api.patch<MemberDto[]>(`${at(slug)}/members/${encodeURIComponent(userId)}`, { role })
export const removeMember = (slug: string, userId: string) => api.delete<{ deleted: true }>(`${at(slug)}/members/${encodeURIComponent(userId)}`)
export const leaveWorkspace = (slug: string) => api.post<{ deleted: true }>(`${at(slug)}/leave`)
export const transferOwnership = (slug: string, userId: string) => api.post<MemberDto[]>(`${at(slug)}/transfer`, { userId })
export const fetchInvitations = (slug: string) => api.get<InvitationDto[]>(`${at(slug)}/invitations`)
export const createInvitation = (slug: string, body: { email: string; role: WorkspaceRole }) => api.post<InvitationCreated>(`${at(slug)}/invitations`, body)
export const revokeInvitation = (slug: string, id: string) => api.delete<{ deleted: true }>(`${at(slug)}/invitations/${encodeURIComponent(id)}`)
