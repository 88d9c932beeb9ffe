// zod schemas for a link's title, note and tags, tag renames and bulk create (docs/decisions/0046). Imported by its path, not through the contracts' index: pages that import
// '@contracts' must not carry them. The site's dialog uses the pure rules in tag-rules.ts.
import { z } from 'zod'
import { organisationLimits as lim } from './organisation-limits'
import { organisationMessages as m } from './organisation-messages'
import { eachOwnerTextField } from './link'
import { normaliseTag, TAG_PATTERN } from './tag-rules'
import { safeText, textJudgedElsewhere } from './safe-text'

export { noteSchema, titleSchema } from './link'

/** One tag as given: trimmed, spaces collapsed, lower case (how it is stored and compared). */
export const tagNameSchema = safeText(z.string({ error: m.tagInvalid }), m.tagInvalid)
  .transform(normaliseTag)
  .pipe(safeText(z.string().min(1, m.tagEmpty).max(lim.tagMax, m.tagTooLong).regex(TAG_PATTERN, m.tagInvalid), m.tagInvalid))

/** A link's tags: at most 10 once duplicates (in any case) are merged. */
export const tagListSchema = z
  .array(tagNameSchema, { error: m.tagsInvalid })
  .transform((names) => [...new Set(names)])
  .refine((names) => names.length <= lim.tagsPerLink, m.tooManyTags)

/** Blank is none (null). */
const blankIsNull = (v: string) => (v === '' ? null : v)

/** The organisation fields of a create or update body: absent keeps, null (or blank, or []) clears. */
export const organisationFields = {
  ...eachOwnerTextField((f) => f.input.transform(blankIsNull).nullable().optional()),
  tags: tagListSchema.nullable().optional(),
}

/** PATCH /api/tags/{id} body. */
export const renameTagBody = z.object({ name: tagNameSchema }, { error: m.tagsInvalid })

/** POST /api/urls/bulk body: the URLs, one an entry (the dashboard sends its non-blank lines). */
export const bulkCreateBody = z.object(
  {
    urls: z
      .array(z.string({ error: m.bulkInvalid }).register(textJudgedElsewhere, { by: 'checkTargetUrl, line by line' }), { error: m.bulkInvalid })
      .min(1, m.bulkEmpty)
      .max(lim.bulkMaxUrls, m.bulkTooMany),
  },
  { error: m.bulkInvalid },
)
export type BulkCreateBody = z.infer<typeof bulkCreateBody>
