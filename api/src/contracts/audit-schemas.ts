// The audit log of a workspace (docs/decisions/0081): its actions, the query of
// GET /api/workspaces/{slug}/audit, its messages and its answer. Shared by the API and the site's audit page.
// Imported by its path, not through the contracts' index: pages that import '@contracts' carry no zod they do not use.
import { z } from 'zod'
import { safeText } from './safe-text'
import { auditActions, auditLimits, auditResourceTypes } from './audit-actions'

export * from './audit-actions'

export const auditMessages = {
  page: 'page must be a whole number from 1',
  perPage: `perPage must be a whole number from 1 to ${auditLimits.perPageMax}`,
  action: `action must be one of ${auditActions.join(', ')}`,
  actor: `actor must be an account id, a key id or an e-mail address of at most ${auditLimits.actorMax} characters`,
  resource: `resource must be one of ${auditResourceTypes.join(', ')}, optionally followed by : and its id`,
  date: 'from and to must be dates (YYYY-MM-DD) or ISO 8601 times',
  range: 'from must not be after to',
} as const

const wholeFrom1 = (message: string, max?: number) =>
  safeText(z.string().regex(/^\d{1,9}$/, message), message)
    .transform(Number)
    .pipe(max === undefined ? z.number().int().min(1, message) : z.number().int().min(1, message).max(max, message))

const instant = safeText(
  z.string().refine((v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), auditMessages.date),
  auditMessages.date,
)

/** GET /api/workspaces/{slug}/audit?page=&perPage=&action=&actor=&resource=&from=&to= (the query string's values are strings). */
export const auditQuerySchema = z
  .object({
    page: wholeFrom1(auditMessages.page).default(1),
    perPage: wholeFrom1(auditMessages.perPage, auditLimits.perPageMax).default(auditLimits.perPageDefault),
    action: safeText(z.enum(auditActions, { error: auditMessages.action }), auditMessages.action).optional(),
    actor: safeText(z.string().min(1, auditMessages.actor).max(auditLimits.actorMax, auditMessages.actor), auditMessages.actor).optional(),
    resource: safeText(
      z
        .string()
        .refine(
          (v) => (auditResourceTypes as readonly string[]).includes(v.split(':')[0]!) && v.split(':').length <= 2 && !v.endsWith(':'),
          auditMessages.resource,
        ),
      auditMessages.resource,
    ).optional(),
    /** From this instant (a date: its start, UTC). */
    from: instant.optional(),
    /** Up to this instant (a date: its whole day, UTC). */
    to: instant.optional(),
  })
  .refine((q) => !q.from || !q.to || startOf(q.from) <= endOf(q.to), { message: auditMessages.range, path: ['from'] })
export type AuditQuery = z.infer<typeof auditQuerySchema>

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v)
/** The first instant a `from` value names. */
export const startOf = (v: string): number => Date.parse(isDay(v) ? `${v}T00:00:00Z` : v)
/** The last instant a `to` value names: a date means its whole day. */
export const endOf = (v: string): number => (isDay(v) ? Date.parse(`${v}T00:00:00Z`) + 86_400_000 - 1 : Date.parse(v))
