// A link's owner text fields (title, note: contracts/link.ts) and tags as the Add/Edit dialog holds them,
// their checks (the API's own rules and messages) and the body fields they send: only what the person
// changed (docs/decisions/0046).
import type { LinkDto } from '@contracts'
import { eachOwnerTextField, type OwnerTextKey, ownerTextFields, ownerTextKeys } from '@contracts/link'
import { tagListSchema } from '@contracts/link-organisation-schemas'

export type OrganiseForm = Record<OwnerTextKey, string> & { tags: string[] }

export type OrganiseErrors = Partial<Record<keyof OrganiseForm, string>>

export type OrganiseBody = Partial<Record<OwnerTextKey, string | null>> & { tags?: string[] }

export const organiseOf = (link: LinkDto | null): OrganiseForm => ({ ...eachOwnerTextField((_, key) => link?.[key] ?? ''), tags: link?.tags ?? [] })

/** Whether the link already has a title, a note or tags: then More options starts open. */
export const usesOrganisation = (link: LinkDto | null) => Boolean(link && (ownerTextKeys.some((key) => link[key]) || link.tags?.length))

export function organiseErrors(values: OrganiseForm): OrganiseErrors {
  const errors: OrganiseErrors = {}
  for (const key of ownerTextKeys) {
    const checked = ownerTextFields[key].input.safeParse(values[key])
    if (!checked.success) errors[key] = checked.error.issues[0]?.message
  }
  errors.tags = tagsErrorOf(values.tags)
  return errors
}

/** The tags' first problem, if any: checked as they are added, so a refused tag is named at once. */
export function tagsErrorOf(tags: string[]): string | undefined {
  const checked = tagListSchema.safeParse(tags)
  return checked.success ? undefined : checked.error.issues[0]?.message
}

export function organiseBody(now: OrganiseForm, before: OrganiseForm): OrganiseBody {
  const body: OrganiseBody = {}
  for (const key of ownerTextKeys) if (now[key].trim() !== before[key]) body[key] = now[key].trim() || null
  if (now.tags.join('\n') !== before.tags.join('\n')) body.tags = now.tags
  return body
}
