// zod schemas of moderation: the admin API's bodies and the report form, one set of rules.
import { z } from 'zod'
import { messages } from './messages'
import { ADMIN_PAGE_DEFAULT, ADMIN_PAGE_MAX, ADMIN_QUERY_MAX, SIGNUP_MODES } from './moderation-dto'
import { moderationMessages } from './moderation-messages'
import { hasControlCharacter } from './text-rules'
import { safeText } from './safe-text'

const m = moderationMessages
export const REASON_MAX = 500

/** Why an admin acted, or why a visitor reports a link: 1 to 500 characters. */
export const moderationReason = safeText(
  z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, m.reasonRequired)
    .max(REASON_MAX, m.reasonTooLong)
    .refine((v) => !hasControlCharacter(v.replace(/[\n\r\t]/g, ' ')), messages.api.controlCharacters),
)

/** A blocklist entry: a host name (lower case, no scheme, port or path); "*.spam.example" means the same. */
export const blockedDomain = safeText(z.string({ error: m.badDomain }).trim().toLowerCase(), m.badDomain)
  .transform((v) => v.replace(/^\*?\./, '').replace(/\.$/, ''))
  .refine((v) => /^(?=.{1,253}$)([a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}$/.test(v) && v.includes('.'), m.badDomain)

export const reasonBody = z.object({ reason: moderationReason }, { error: messages.api.bodyNotObject })

/** PATCH /api/admin/settings: any of the settings. */
export const instanceSettingsBody = z.object(
  {
    signupMode: z.enum(SIGNUP_MODES, { error: m.badSignupMode }).optional(),
    anonymousShortening: z.boolean({ error: messages.api.badRequest }).optional(),
  },
  { error: messages.api.bodyNotObject },
)
export type InstanceSettingsBody = z.infer<typeof instanceSettingsBody>

/** A whole number in a query string, from `min` to `max`, else `message`. */
const queryNumber = (message: string, min: number, max: number, fallback: number) =>
  safeText(z.string().regex(/^\d{1,6}$/, message), message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message))
    .default(fallback)

/** GET /api/admin/links?q=&page=&limit=: a search and one page of what it finds (page from 1). */
export const adminLinkPageQuery = z.object({
  q: safeText(z.string().max(ADMIN_QUERY_MAX, m.searchTooLong)).default(''),
  page: queryNumber(m.badPage, 1, 999_999, 1),
  limit: queryNumber(m.badPageSize, 1, ADMIN_PAGE_MAX, ADMIN_PAGE_DEFAULT),
})
export type AdminLinkPageQuery = z.infer<typeof adminLinkPageQuery>

/** Whether GET /api/admin/links asks for a page: otherwise it answers the first 100 found as an array (its first answer). */
export const asksForAdminPage = (query: Record<string, unknown>) => query.page !== undefined || query.limit !== undefined

export const blockedDomainBody = z.object({ domain: blockedDomain }, { error: messages.api.bodyNotObject })

/** POST /api/reports: the short link (its address or bare code) and why. */
export const reportBody = z.object(
  {
    link: safeText(z.string({ error: m.reportCodeRequired }).trim().min(1, m.reportCodeRequired).max(2048, m.reportCodeRequired), m.reportCodeRequired),
    reason: moderationReason,
  },
  { error: messages.api.bodyNotObject },
)
export type ReportBody = z.infer<typeof reportBody>

/** PATCH /api/admin/reports/{id}: dismiss it, or take its link down (the report's reason is the takedown's). */
export const resolveReportBody = z.object(
  { action: z.enum(['dismiss', 'disable-link'], { error: messages.api.badRequest }) },
  { error: messages.api.bodyNotObject },
)

/** The code a report names: the last path segment of a short address, or the bare code. */
export function reportedCode(link: string): string {
  const trimmed = link.trim()
  try {
    return new URL(trimmed).pathname.replace(/^\/+|\/+$/g, '').split('/')[0] ?? ''
  } catch {
    return trimmed.replace(/^\/+|\/+$/g, '')
  }
}
