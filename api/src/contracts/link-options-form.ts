// The Add/Edit dialog's "More options" (docs/decisions/0040) as typed: all text, blank = none;
// the dialog turns them into the API's lifecycle fields (link-lifecycle-schemas.ts holds the API's rules,
// with the same messages). Only text schemas, imported by its path from the lazily loaded dialog: nothing
// here adds to the zod every page with a form already loads.
import { z } from 'zod'
import { limits } from './constants'
import { lifecycleMessages as m } from './lifecycle-messages'
import { safeText } from './safe-text'

/** The dashboard's "More options" as typed (all text, blank = none); the dialog turns them into the body. */
const lifecycleFormFields = {
  expiresAt: safeText(z.string(), m.expiryInvalid)
    .refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), m.expiryInvalid)
    .refine((v) => v === '' || new Date(v).getTime() > Date.now(), m.expiryInPast),
  maxClicks: safeText(z.string().trim(), m.maxClicksInvalid)
    .refine((v) => v === '' || /^\d+$/.test(v), m.maxClicksInvalid)
    .refine((v) => v === '' || (Number(v) >= limits.maxClicksMin && Number(v) <= limits.maxClicksMax), m.maxClicksRange),
  fallbackUrl: safeText(z.string().trim(), m.fallbackInvalid),
  password: safeText(z.string())
    .refine((v) => v === '' || v.length >= limits.linkPasswordMin, m.passwordTooShort)
    .refine((v) => v.length <= limits.linkPasswordMax, m.passwordTooLong),
  removePassword: z.boolean(),
}

/** The Add/Edit dialog's "More options", kept apart from linkFormSchema so the spec's form stays as it is. */
export const linkOptionsFormSchema = z.object(lifecycleFormFields)
export type LinkOptionsForm = z.infer<typeof linkOptionsFormSchema>
