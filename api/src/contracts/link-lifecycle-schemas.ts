// zod schemas for a link's lifecycle (issue 15, docs/decisions/0040): expiry, click cap, fallback URL and
// password, shared by POST and PUT /api/urls and the dashboard's "More options". Each field is optional;
// null clears it. The fallback's URL rules (scheme, length, not Snip itself) run in the service, as the target's do.
import { z } from 'zod'
import { limits } from './constants'
import { messages } from './messages'

const m = messages.lifecycle

/** When the link stops working: an ISO 8601 instant with an offset, in the future when set. */
export const expiresAtSchema = z
  .iso.datetime({ offset: true, error: m.expiryInvalid })
  .refine((v) => Date.parse(v) > Date.now(), m.expiryInPast)

/** How many follows the link allows, counted exactly. */
export const maxClicksSchema = z
  .number({ error: m.maxClicksInvalid })
  .int(m.maxClicksInvalid)
  .min(limits.maxClicksMin, m.maxClicksRange)
  .max(limits.maxClicksMax, m.maxClicksRange)

/** The link's password as typed: never trimmed (spaces count), stored only as an argon2id hash. */
export const linkPasswordSchema = z
  .string({ error: m.passwordInvalid })
  .min(limits.linkPasswordMin, m.passwordTooShort)
  .max(limits.linkPasswordMax, m.passwordTooLong)

/** The lifecycle fields of a create or update body. */
export const lifecycleFields = {
  expiresAt: expiresAtSchema.nullable().optional(),
  maxClicks: maxClicksSchema.nullable().optional(),
  /** Blank clears it, as null does (links.service.ts). */
  fallbackUrl: z.string({ error: m.fallbackInvalid }).trim().nullable().optional(),
  password: linkPasswordSchema.nullable().optional(),
}

/** The dashboard's "More options" as typed (all text, blank = none); the dialog turns them into the body. */
export const lifecycleFormFields = {
  expiresAt: z.string().refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), m.expiryInvalid).refine((v) => v === '' || new Date(v).getTime() > Date.now(), m.expiryInPast),
  maxClicks: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d+$/.test(v), m.maxClicksInvalid)
    .refine((v) => v === '' || (Number(v) >= limits.maxClicksMin && Number(v) <= limits.maxClicksMax), m.maxClicksRange),
  fallbackUrl: z.string().trim(),
  password: z.string().refine((v) => v === '' || v.length >= limits.linkPasswordMin, m.passwordTooShort).refine((v) => v.length <= limits.linkPasswordMax, m.passwordTooLong),
  removePassword: z.boolean(),
}
