// Server-side listing and bulk actions (docs/decisions/0048): the query of a page of
// GET /api/urls, its answer, and the body of POST /api/urls/bulk-actions. Imported by its path, not through
// the contracts' index: pages that import '@contracts' must not carry zod schemas they do not use.
import { z } from 'zod'
import { sortOptions } from './constants'
import type { LinkDto } from './dto'
import { safeText } from './safe-text'

export const listingLimits = { pageMax: 200, queryMax: 200, bulkIdsMax: 1000 } as const

export const listingMessages = {
  limit: `limit must be a whole number from 1 to ${listingLimits.pageMax}`,
  cursor: 'cursor is not one this list gave (it may belong to another sort)',
  status: 'status must be active, inactive or expired',
  sort: `sort must be one of ${sortOptions.join(', ')}`,
  query: `q must be at most ${listingLimits.queryMax} characters`,
  tag: 'tag must be at most 32 characters',
  action: 'action must be activate, deactivate or delete',
  selection: 'Give either ids or matching, not both',
  tooManyIds: `At most ${listingLimits.bulkIdsMax.toLocaleString('en')} ids at once; use matching for more`,
  ids: 'ids must be positive whole numbers',
  exportSelection: 'Give either ids or q, status and tag, not both',
} as const

export const listingStatuses = ['active', 'inactive', 'expired'] as const
export type ListingStatus = (typeof listingStatuses)[number]

/** What selects links: a search over code, target, title and note, a status and a tag (all optional). */
export const linkFilterSchema = z.object({
  q: safeText(z.string().max(listingLimits.queryMax, listingMessages.query)).optional(),
  status: z.enum(listingStatuses, { error: listingMessages.status }).optional(),
  /** As given: the repository normalises it (tag-rules.ts), so the schema stays plain JSON Schema for the docs. */
  tag: safeText(z.string().max(32, listingMessages.tag)).optional(),
})
export type LinkFilter = z.infer<typeof linkFilterSchema>

/** GET /api/urls?q=&status=&tag=&sort=&cursor=&limit= (the query string's values are strings). */
export const linkPageQuerySchema = linkFilterSchema.extend({
  sort: z.enum(sortOptions, { error: listingMessages.sort }).default('newest'),
  cursor: safeText(z.string().max(200, listingMessages.cursor), listingMessages.cursor).optional(),
  limit: safeText(z.string().regex(/^\d{1,3}$/, listingMessages.limit), listingMessages.limit)
    .transform(Number)
    .pipe(z.number().int().min(1, listingMessages.limit).max(listingLimits.pageMax, listingMessages.limit))
    .default(50),
})
export type LinkPageQuery = z.infer<typeof linkPageQuerySchema>

/** Whether a query asks for a page: otherwise GET /api/urls answers the spec's whole array. */
export const asksForPage = (query: Record<string, unknown>) => query.limit !== undefined || query.cursor !== undefined

export interface LinkPageDto {
  items: LinkDto[]
  /** Give it back as `cursor` for the next page; null: this was the last. */
  nextCursor: string | null
  /** How many links match the filter (not only this page). */
  total: number
}

export const bulkActions = ['activate', 'deactivate', 'delete'] as const
export type BulkAction = (typeof bulkActions)[number]

export const bulkActionBody = z
  .object({
    action: z.enum(bulkActions, { error: listingMessages.action }),
    ids: z
      .array(z.number({ error: listingMessages.ids }).int(listingMessages.ids).positive(listingMessages.ids), { error: listingMessages.ids })
      .max(listingLimits.bulkIdsMax, listingMessages.tooManyIds)
      .optional(),
    matching: linkFilterSchema.optional(),
  })
  .refine((b) => (b.ids === undefined) !== (b.matching === undefined), listingMessages.selection)
export type BulkActionRequest = z.infer<typeof bulkActionBody>

export interface BulkActionResultDto {
  action: BulkAction
  /** How many links changed (already active links are not counted by activate). */
  changed: number
}
