// Rows → the API's camelCase DTO.
import type { LinkDto } from '../contracts'
import type { LinkRow } from './links.repository'

/** `clicks`: the exact count when known (clicks/click-reader.ts), else the row's. */
export function toLinkDto(row: LinkRow, clicks = row.clicks): LinkDto {
  return {
    id: row.id,
    originalUrl: row.originalUrl,
    shortCode: row.shortCode,
    isActive: row.isActive,
    clicks,
    createdAt: row.createdAt.toISOString(),
  }
}
