// POST /api/urls/bulk-actions (docs/decisions/0048). Failures throw ApiError; nothing toasts here.
import type { BulkAction, BulkActionResultDto, LinkFilter } from '@contracts/link-listing-schemas'
import { api } from '../../lib/api-client'

export type BulkSelection = { ids: number[] } | { matching: LinkFilter }

export const applyBulkAction = (action: BulkAction, selection: BulkSelection) =>
  api.post<BulkActionResultDto>('/api/urls/bulk-actions', { action, ...selection })
