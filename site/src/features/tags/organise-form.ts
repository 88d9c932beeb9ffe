// A link's title, note and tags as the Add/Edit dialog holds them, their checks (the API's own rules and
// messages) and the body fields they send: only what the person changed (docs/decisions/0046).
import type { LinkDto } from '@contracts'
import { noteSchema, tagListSchema, titleSchema } from '@contracts/link-organisation-schemas'

export interface OrganiseForm {
  title: string
  note: string
  tags: string[]
}

export type OrganiseErrors = Partial<Record<keyof OrganiseForm, string>>

export interface OrganiseBody {
  title?: string | null
  note?: string | null
  tags?: string[]
}

export const organiseOf = (link: LinkDto | null): OrganiseForm => ({ title: link?.title ?? '', note: link?.note ?? '', tags: link?.tags ?? [] })

/** Whether the link already has a title, a note or tags: then More options starts open. */
export const usesOrganisation = (link: LinkDto | null) => Boolean(link && (link.title || link.note || link.tags?.length))

export function organiseErrors(values: OrganiseForm): OrganiseErrors {
  const errors: OrganiseErrors = {}
  const title = titleSchema.safeParse(values.title)
  if (!title.success) errors.title = title.error.issues[0]?.message
  const note = noteSchema.safeParse(values.note)
  if (!note.success) errors.note = note.error.issues[0]?.message
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
  if (now.title.trim() !== before.title) body.title = now.title.trim() || null
  if (now.note.trim() !== before.note) body.note = now.note.trim() || null
  if (now.tags.join('\n') !== before.tags.join('\n')) body.tags = now.tags
  return body
}
