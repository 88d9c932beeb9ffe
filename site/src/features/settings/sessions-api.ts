// The sessions section's calls: the list (GET /api/users/me/sessions), ending one of them
// (DELETE /api/users/me/sessions/:id) and ending the other sessions.
// 'Sign out everywhere' is the auth feature's signOut with the global scope.
import type { AccountSessionDto } from '@contracts'
import { api } from '../../lib/api-client'
import { authClient } from '../auth'

export const listSessions = () => api.get<AccountSessionDto[]>('/api/users/me/sessions')
export const signOutSession = (id: string) => api.delete<{ deleted: true }>(`/api/users/me/sessions/${encodeURIComponent(id)}`)

export async function signOutOtherSessions(): Promise<void> {
  const supabase = await authClient()
  const { error } = await supabase.auth.signOut({ scope: 'others' })
  if (error) throw error
}
