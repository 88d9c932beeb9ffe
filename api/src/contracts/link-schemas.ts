// zod schemas for links: each rule carries the spec's message (product-spec §5).
import { z } from 'zod'
import { limits, SHORT_CODE_PATTERN } from './constants'
import { messages } from './messages'
import { checkTargetUrl, homeUrlMessage } from './url-rules'

const optionalCode = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : undefined))

/** Server-side shape of a short code once given: length and alphabet. */
export const shortCodeSchema = z
  .string()
  .trim()
  .min(limits.shortCodeMin, messages.shortCode.tooShort)
  .max(limits.shortCodeMax, messages.shortCode.tooLong)
  .regex(SHORT_CODE_PATTERN, messages.shortCode.badCharacters)

/** POST /api/urls body. The URL's finer rules (scheme, length, credentials, own origin) run in the service. */
const isActive = z.boolean({ error: messages.api.activeNotBoolean }).optional()
const asBody = { error: messages.api.bodyNotObject }

export const createLinkBody = z.object(
  {
    originalUrl: z.string({ error: messages.url.required }).trim().min(1, messages.url.required),
    shortCode: optionalCode.pipe(shortCodeSchema.optional()),
    isActive,
  },
  asBody,
)
export type CreateLinkBody = z.infer<typeof createLinkBody>

/** PUT /api/urls/{id} body: the dashboard dialog sends all three; a blank code keeps the current one. */
export const updateLinkBody = z.object(
  {
    originalUrl: z.string({ error: messages.url.required }).trim().min(1, messages.url.required).optional(),
    shortCode: optionalCode.pipe(shortCodeSchema.optional()),
    isActive,
  },
  asBody,
)
export type UpdateLinkBody = z.infer<typeof updateLinkBody>

/** PATCH /api/urls/{id} body: the home page's code edit. */
export const patchLinkBody = z.object(
  { shortCode: z.string({ error: messages.shortCode.requiredHome }).trim().pipe(shortCodeSchema) },
  asBody,
)

/** The dashboard's Add/Edit dialog form (spec §5, dashboard). */
export const linkFormSchema = z.object({
  originalUrl: z
    .string()
    .trim()
    .min(1, messages.url.required)
    .refine((v) => checkTargetUrl(v).ok, messages.url.invalid), // the API's rule (url-rules.ts)
  // Blank, or the server's shape (length and alphabet), so a bad code is marked on its field before any request.
  shortCode: z.string().trim().pipe(z.union([z.literal(''), shortCodeSchema])),
  isActive: z.boolean(),
})
export type LinkForm = z.infer<typeof linkFormSchema>

/** The home page's URL field (spec §5, home). `host` is the example host shown in the message. */
export function homeUrlSchema(host: string) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const result = checkTargetUrl(value)
      if (!result.ok) ctx.addIssue({ code: 'custom', message: homeUrlMessage(result.problem, host) })
    })
}

/** The home page's optional custom code on create (signed in only). */
export const homeCustomCodeSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || v.length >= limits.shortCodeMin, messages.shortCode.tooShortHome)

/** The home page's in-place code edit. */
export const homeCodeEditSchema = z
  .string()
  .trim()
  .min(1, messages.shortCode.requiredHome)
  .min(limits.shortCodeMin, messages.shortCode.tooShortHome)
