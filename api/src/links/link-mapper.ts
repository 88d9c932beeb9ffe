// Rows → the API's camelCase DTO.
import type { LinkDto } from '../contracts'
import type { LinkRow } from './links.repository'

export function toLinkDto(row: LinkRow, pendingClicks = 0): LinkDto {
  return {
    id: row.id,
    originalUrl: row.originalUrl,
    shortCode: row.shortCode,
    isActive: row.isActive,
    clicks: row.clicks + pendingClicks,
    createdAt: row.createdAt.toISOString(),
  }
}
