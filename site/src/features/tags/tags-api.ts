// One function per tags and bulk endpoint the dashboard calls (docs/decisions/0046). Failures throw ApiError.
import type { BulkResultDto, TagDto } from '@contracts/organisation-dto'
import { api } from '../../lib/api-client'

export const fetchTags = () => api.get<TagDto[]>('/api/tags')
export const renameTag = (id: number, name: string) => api.patch<TagDto>(`/api/tags/${id}`, { name })
export const deleteTag = (id: number) => api.delete<void>(`/api/tags/${id}`)
export const bulkCreate = (urls: string[]) => api.post<BulkResultDto>('/api/urls/bulk', { urls })
