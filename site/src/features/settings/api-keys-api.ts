// One function per /api/keys endpoint the settings page calls, in a workspace (its slug; null: the personal
// one, asked without a parameter). Failures throw ApiError; nothing toasts here.
import type { ApiKeyDto, ApiKeyScope, CreatedApiKeyDto } from '@contracts'
import { api } from '../../lib/api-client'

export interface ApiKeyInput {
  name: string
  scopes: ApiKeyScope[]
  /** ISO instant; null: never expires. */
  expiresAt: string | null
}

const inWorkspace = (path: string, slug: string | null) => (slug ? `${path}?workspace=${encodeURIComponent(slug)}` : path)

export const fetchApiKeys = (slug: string | null) => api.get<ApiKeyDto[]>(inWorkspace('/api/keys', slug))
export const createApiKey = (slug: string | null, input: ApiKeyInput) => api.post<CreatedApiKeyDto>(inWorkspace('/api/keys', slug), input)
export const revokeApiKey = (slug: string | null, id: string) => api.delete<void>(inWorkspace(`/api/keys/${encodeURIComponent(id)}`, slug))
