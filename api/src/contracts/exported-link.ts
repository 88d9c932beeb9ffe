// One link as GET /api/urls/export writes it and the snip-csv and snip-json imports read it back (docs/decisions/0041):
// the link's own description (link.ts) under the export's names, so a field added there (an owner text field)
// is exported and imported again with no edit here. Left out: the id (a new instance gives its own), the
// password (only its hash is stored, and a hash never leaves) and what the server works out (expired,
// hasPassword, takenDown). Imported by its path: the site never needs it.
import { z } from 'zod'
import type { LinkDto } from './dto'
import { linkSchema, ownerTextKeys } from './link'

/** The export's short names for three of the link's fields, as the first export wrote them (and files out there keep them). */
const renamed = { url: 'originalUrl', code: 'shortCode', active: 'isActive' } as const

/** The link's fields the export writes under their own names, after the renamed three: the CSV's column order. */
const ownNamed = ['clicks', 'createdAt', 'expiresAt', 'maxClicks', 'fallbackUrl', ...ownerTextKeys, 'tags', 'domain', 'rules', 'split', 'forwardQuery'] as const
type OwnNamed = (typeof ownNamed)[number]

const link = linkSchema.shape

export const exportedLinkSchema = z.object({
  url: link.originalUrl,
  code: link.shortCode,
  active: link.isActive,
  ...linkSchema.pick(Object.fromEntries(ownNamed.map((k) => [k, true])) as Record<OwnNamed, true>).shape,
})

export type ExportedLinkDto = z.infer<typeof exportedLinkSchema>
export type ExportedLinkKey = keyof ExportedLinkDto

/** The columns of Snip's own CSV, in the order the export writes them (the import needs only `url`). */
export const SNIP_CSV_COLUMNS = Object.keys(exportedLinkSchema.shape) as ExportedLinkKey[]

/** The link's name of an export field: also what the account export (GET /api/users/me/export) calls it. */
export const linkNameOf = (key: ExportedLinkKey): keyof LinkDto => (key in renamed ? renamed[key as keyof typeof renamed] : (key as OwnNamed))

/** The link as the export writes it. */
export const exportedLinkOf = (dto: LinkDto): ExportedLinkDto =>
  Object.fromEntries(SNIP_CSV_COLUMNS.map((key) => [key, dto[linkNameOf(key)]])) as ExportedLinkDto

/** Between a link's tags in one CSV cell: no tag can hold it (tag-rules.ts), and Shlink's CSV uses it too. */
export const TAG_SEPARATOR = '|'

/** The exported link's schema for the OpenAPI document (the export's JSON answer). */
export function exportedLinkJsonSchema(): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(exportedLinkSchema, { io: 'output' }) as Record<string, unknown>
  return schema
}
