// One function per /api/keys endpoint the settings page calls. Failures throw ApiError; nothing toasts here.
import type { ApiKeyDto, CreatedApiKeyDto } from '@contracts'
import { api } from '../../lib/api-client'

export interface ApiKeyInput {
  name: string
  /** ISO instant; null: never expires. */
  expiresAt: string | null
}

export const fetchApiKeys = () => api.get<ApiKeyDto[]>('/api/keys')
export const createApiKey = (input: ApiKeyInput) => api.post<CreatedApiKeyDto>('/api/keys', input)
export const revokeApiKey = (id: string) => api.delete<void>(`/api/keys/${encodeURIComponent(id)}`)
