// The rules a parsed row must pass to become a link: the same rules and messages as POST /api/urls
// (contracts: the URL rule for the target and the fallback, the title, note and tag rules), plus the
// import's own (dates, flags, counts). A row breaking one is reported, not stored.
import type { z } from 'zod'
import { limits, messages, shortCodeSchema, type ImportProblemDto, importMessages } from '../contracts'
import { TAG_SEPARATOR } from '../contracts/exported-link'
import { lifecycleMessages } from '../contracts/lifecycle-messages'
import { eachOwnerTextField, type OwnerTextKey } from '../contracts/link'
import { tagListSchema } from '../contracts/link-organisation-schemas'
import { organisationMessages } from '../contracts/organisation-messages'
import { AppError } from '../http/app-error'
import type { ParsedRow } from './parsed-row'

export type ImportRow = {
  row: number
  url: string
  code?: string
  isActive: boolean
  createdAt?: Date
  clicks: number
  /** The link's expiry, click limit and fallback (docs/decisions/0040), stored as a created link's would be. */
  expiresAt?: Date
  maxClicks?: number
  fallbackUrl?: string
  /** Its tags, normalised as POST /api/urls stores them. */
  tags?: string[]
  /** The host its domain is named by, as the file has it; none: the instance's own (row-domains.ts decides). */
  domain?: string
  /** Its custom domain, once row-domains.ts found it; none: the instance's own. */
  domainId?: number
} & { [K in OwnerTextKey]?: string }

/** The links service's URL rules (each throws an AppError with the spec's message): the target's and the fallback's. */
export interface UrlRules {
  target(url: string): string
  fallback(url: string): string
}

/** links.clicks is a 32-bit integer on PostgreSQL. */
const MAX_IMPORTED_CLICKS = 2_147_483_647
const NO_ZONE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/

class RowProblem extends Error {}
const problem = (message: string): never => {
  throw new RowProblem(message)
}
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

export function checkRow(raw: ParsedRow, rules: UrlRules, now = new Date()): ImportRow | ImportProblemDto {
  try {
    let url: string
    try {
      url = rules.target(blank(raw.url) ? '' : String(raw.url))
    } catch (error) {
      return { row: raw.row, message: error instanceof AppError ? error.message : messages.url.invalid }
    }
    return {
      row: raw.row,
      url,
      code: codeOf(raw.code),
      isActive: activeOf(raw.active),
      createdAt: blank(raw.createdAt) ? undefined : dateOf(String(raw.createdAt)),
      clicks: blank(raw.clicks) ? 0 : wholeNumber(String(raw.clicks), 0, MAX_IMPORTED_CLICKS, importMessages.badClicks),
      expiresAt: blank(raw.expiresAt) ? undefined : future(dateOf(String(raw.expiresAt)), now),
      maxClicks: blank(raw.maxClicks)
        ? undefined
        : wholeNumber(String(raw.maxClicks), limits.maxClicksMin, limits.maxClicksMax, lifecycleMessages.maxClicksRange),
      fallbackUrl: blank(raw.fallbackUrl) ? undefined : fallbackOf(raw.fallbackUrl, rules),
      ...withoutBlanks(eachOwnerTextField((field, key) => (blank(raw[key]) ? undefined : valid(field.input, raw[key])))),
      tags: tagsOf(raw.tags),
      domain: blank(raw.domain) ? undefined : typeof raw.domain === 'string' ? raw.domain.trim() : problem(importMessages.domainUnknown),
    }
  } catch (error) {
    if (error instanceof RowProblem) return { row: raw.row, message: error.message }
    throw error
  }
}

/** The owner text fields given: a blank one is none (left out, as POST /api/urls leaves it empty). */
const withoutBlanks = (fields: Record<OwnerTextKey, string | undefined>) => Object.fromEntries(Object.entries(fields).filter(([, v]) => v))

/** The value as the schema gives it, or the row's problem with the schema's own message. */
function valid<T>(schema: z.ZodType<T, unknown>, raw: unknown): T {
  const checked = schema.safeParse(raw)
  return checked.success ? checked.data : problem(checked.error.issues[0]?.message ?? messages.api.unsafeText)
}

function fallbackOf(raw: unknown, rules: UrlRules): string {
  if (typeof raw !== 'string') return problem(lifecycleMessages.fallbackInvalid)
  try {
    return rules.fallback(raw)
  } catch (error) {
    return problem(error instanceof AppError ? error.message : lifecycleMessages.fallbackInvalid)
  }
}

/** A list of names (JSON) or one text with `|` between them (CSV); normalised, at most 10 (tagListSchema). */
function tagsOf(raw: unknown): string[] | undefined {
  if (blank(raw)) return undefined
  const names =
    typeof raw === 'string'
      ? raw
          .split(TAG_SEPARATOR)
          .map((name) => name.trim())
          .filter(Boolean)
      : Array.isArray(raw)
        ? raw
        : problem(organisationMessages.tagsInvalid)
  const tags = valid(tagListSchema, names)
  return tags.length > 0 ? tags : undefined
}

export const isProblem = (r: ImportRow | ImportProblemDto): r is ImportProblemDto => 'message' in r

function codeOf(raw: unknown): string | undefined {
  if (blank(raw)) return undefined
  const checked = shortCodeSchema.safeParse(raw)
  return checked.success ? checked.data : problem(checked.error.issues[0]?.message ?? messages.shortCode.badCharacters)
}

function activeOf(raw: ParsedRow['active']): boolean {
  if (typeof raw === 'boolean') return raw
  if (blank(raw)) return true
  const word = String(raw).trim().toLowerCase()
  if (['true', '1', 'yes', 'active'].includes(word)) return true
  if (['false', '0', 'no', 'inactive'].includes(word)) return false
  return problem(importMessages.badActive)
}

/** ISO 8601, or `YYYY-MM-DD HH:MM[:SS]` without a zone (YOURLS, SQL dumps), read as UTC. */
function dateOf(raw: string): Date {
  const value = raw.trim()
  const ms = Date.parse(NO_ZONE.test(value) ? `${value.replace(' ', 'T')}Z` : value)
  return Number.isNaN(ms) ? problem(importMessages.badDate) : new Date(ms)
}

function future(date: Date, now: Date): Date {
  return date.getTime() > now.getTime() ? date : problem(lifecycleMessages.expiryInPast)
}

/** A whole number within the bounds; thousands separators (`1,234`) are allowed. */
function wholeNumber(raw: string, min: number, max: number, message: string): number {
  const digits = raw.trim().replace(/[,_ ](?=\d{3}\b)/g, '')
  const n = /^\d+$/.test(digits) ? Number(digits) : NaN
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : problem(message)
}
