// zod schemas for links: each rule carries the spec's message (product-spec §5).
import { z } from 'zod'
import { limits, SHORT_CODE_PATTERN } from './constants'
import { messages } from './messages'
import { isSafeText, safeText } from './safe-text'
import { checkTargetUrl, homeUrlMessage } from './url-rules'

const badCode = messages.shortCode.badCharacters

const optionalCode = safeText(z.string().trim(), badCode)
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined))

/** Server-side shape of a short code once given: length and alphabet. */
export const shortCodeSchema = z
  .string()
  .trim()
  .min(limits.shortCodeMin, messages.shortCode.tooShort)
  .max(limits.shortCodeMax, messages.shortCode.tooLong)
  .regex(SHORT_CODE_PATTERN, badCode)
  .refine(isSafeText, badCode)

/** POST /api/urls body. The URL's finer rules (scheme, length, credentials, own origin) run in the service. */
const isActive = z.boolean({ error: messages.api.activeNotBoolean }).optional()
const asBody = { error: messages.api.bodyNotObject }

export const createLinkBody = z.object(
  {
    originalUrl: safeText(z.string({ error: messages.url.required }).trim().min(1, messages.url.required), messages.url.invalid),
    shortCode: optionalCode.pipe(shortCodeSchema.optional()),
    isActive,
  },
  asBody,
)
export type CreateLinkBody = z.infer<typeof createLinkBody>

/** PUT /api/urls/{id} body: the dashboard dialog sends all three; a blank code keeps the current one. */
export const updateLinkBody = z.object(
  {
    originalUrl: safeText(z.string({ error: messages.url.required }).trim().min(1, messages.url.required), messages.url.invalid).optional(),
    shortCode: optionalCode.pipe(shortCodeSchema.optional()),
    isActive,
  },
  asBody,
)
export type UpdateLinkBody = z.infer<typeof updateLinkBody>

/** PATCH /api/urls/{id} body: the home page's code edit. */
export const patchLinkBody = z.object(
  { shortCode: safeText(z.string({ error: messages.shortCode.requiredHome }).trim(), badCode).pipe(shortCodeSchema) },
  asBody,
)

/** The dashboard's Add/Edit dialog form (spec §5, dashboard). */
export const linkFormSchema = z.object({
  originalUrl: safeText(
    z
      .string()
      .trim()
      .min(1, messages.url.required)
      .refine((v) => checkTargetUrl(v).ok, messages.url.invalid), // the API's rule (url-rules.ts)
    messages.url.invalid,
  ),
  // Blank, or the server's shape (length and alphabet), so a bad code is marked on its field before any request.
  shortCode: safeText(z.string().trim(), badCode).pipe(z.union([z.literal(''), shortCodeSchema])),
  isActive: z.boolean(),
})
export type LinkForm = z.infer<typeof linkFormSchema>

/** The home page's URL field (spec §5, home). `host` is the example host shown in the message. */
export function homeUrlSchema(host: string) {
  const field = z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const result = checkTargetUrl(value)
      if (!result.ok) ctx.addIssue({ code: 'custom', message: homeUrlMessage(result.problem, host) })
    })
  return safeText(field, messages.url.invalidHome)
}

/** The home page's optional custom code on create (signed in only). */
export const homeCustomCodeSchema = safeText(
  z
    .string()
    .trim()
    .refine((v) => v === '' || v.length >= limits.shortCodeMin, messages.shortCode.tooShortHome),
  badCode,
)

/** The home page's in-place code edit. */
export const homeCodeEditSchema = safeText(
  z.string().trim().min(1, messages.shortCode.requiredHome).min(limits.shortCodeMin, messages.shortCode.tooShortHome),
  badCode,
)
