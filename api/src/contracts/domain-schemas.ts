// Custom domains (docs/decisions/0083): the sentences, error codes and zod schemas of /api/workspaces/{slug}/domains,
// /api/admin/domains and a link's `domain`, shared by the API and the site's forms. Never write one of these strings elsewhere.
import { z } from 'zod'
import { safeText } from './safe-text'
import { localized } from './words'

export const domainLimits = { hostMax: 253, labelMax: 63, redirectMax: 2048 } as const

/** Read in the page's language on the site (words.ts); the API says them in English and translates its answers. */
export const domainMessages = localized('domainMessages', {
  hostInvalid: 'Enter a domain name such as go.example.com',
  hostIsInstance: "This is the instance's own address: it needs no adding",
  hostTaken: 'This domain is already added on this instance',
  hostBlocked: 'This domain is blocked on this instance',
  limitReached: 'This workspace has as many domains as the instance allows: remove one first',
  domainNotFound: 'Domain not found',
  notVerified: 'This domain is not verified yet: create its DNS records, then verify it',
  disabled: 'This domain was disabled by an admin',
  redirectInvalid: 'Enter a full http:// or https:// address, or leave it empty for Snip’s own page',
  linkDomainUnknown: "Choose one of this workspace's verified domains, or none for the instance's own",
  anonymousDomain: 'Sign in to make links on a custom domain',
  nothingToChange: 'Please give rootRedirect or notFoundRedirect',
} as const)

export const domainErrorCodes = {
  domainNotFound: 'domain_not_found',
  hostInvalid: 'domain_invalid',
  hostTaken: 'domain_taken',
  hostBlocked: 'domain_blocked',
  limitReached: 'domain_limit',
  notVerified: 'domain_not_verified',
  disabled: 'domain_disabled',
} as const

const m = domainMessages

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/

/**
 * A domain name as people type it, in the form it is kept and compared in: lower case, no trailing dot, an
 * internationalised name in its ASCII (punycode) form. Two labels at least; never an IP address, a port,
 * a path or a bare name like `localhost`.
 */
export function normalizedHost(input: string): string | null {
  const text = input.trim().replace(/\.$/, '')
  if (!text || text.length > domainLimits.hostMax || /[\s/:@?#[\]\\]/.test(text)) return null
  let host: string
  try {
    host = new URL(`http://${text}`).hostname
  } catch {
    return null
  }
  const labels = host.split('.')
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null
  if (/^[0-9]+$/.test(labels.at(-1)!)) return null // an IPv4 address, or a name no DNS would delegate
  return host.length <= domainLimits.hostMax ? host : null
}

export const domainHost = safeText(z.string({ error: m.hostInvalid }))
  .transform((v, ctx) => {
    const host = normalizedHost(v)
    if (host === null) ctx.addIssue({ code: 'custom', message: m.hostInvalid })
    return host ?? v
  })
  .meta({ description: 'A domain name, e.g. go.example.com (kept in lower case; an internationalised name in its punycode form)' })

export const addDomainBody = z.object({ host: domainHost }).strict()
export type AddDomainBody = z.infer<typeof addDomainBody>

/** Where a domain's root or an unknown code sends a visitor: a full http(s) address; blank or null: Snip's own page. */
const redirectTarget = safeText(z.string({ error: m.redirectInvalid }).trim().max(domainLimits.redirectMax, m.redirectInvalid))
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), m.redirectInvalid)
  .refine((v) => {
    if (v === '') return true
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol)
    } catch {
      return false
    }
  }, m.redirectInvalid)
  .nullable()
  .transform((v) => (v ? v : null))

export const updateDomainBody = z
  .object({ rootRedirect: redirectTarget.optional(), notFoundRedirect: redirectTarget.optional() })
  .strict()
  .refine((b) => b.rootRedirect !== undefined || b.notFoundRedirect !== undefined, m.nothingToChange)
export type UpdateDomainBody = z.infer<typeof updateDomainBody>

export const adminDomainBody = z
  .object({ disabled: z.boolean({ error: 'disabled must be true or false' }), reason: safeText(z.string().max(500)).optional() })
  .strict()
export type AdminDomainBody = z.infer<typeof adminDomainBody>

/** What DNS must say before a domain serves links. */
export interface DnsRecordDto {
  type: 'TXT' | 'CNAME' | 'A' | 'AAAA'
  name: string
  value: string
}

export type DomainStatus = 'pending' | 'verified' | 'disabled'

export interface DomainDto {
  id: number
  host: string
  /** The workspace that holds it; null for an instance-wide domain an admin added. */
  workspace: string | null
  status: DomainStatus
  verifiedAt: string | null
  checkedAt: string | null
  /** What the last DNS check found: found, missing, wrong, elsewhere, unreachable (null: never checked). */
  checkResult: string | null
  /** The records to create (TXT for ownership; CNAME to the instance, or A/AAAA records to its addresses). */
  records: DnsRecordDto[]
  rootRedirect: string | null
  notFoundRedirect: string | null
  createdAt: string
}
