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
import { linkRuleMessages, ruleSentence, variantSentence } from '../contracts/link-rule-messages'
import type { ForwardQueryMode } from '../contracts/link-rule-values'
import { smartLinkSchema, type LinkRule, type SplitVariant } from '../contracts/link-rules'
import { fromShlinkRules } from '../smart-links'

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
  /** Its redirect rules and split (docs/decisions/0085), checked as POST /api/urls checks them; none: a plain link. */
  rules?: { rules: LinkRule[]; split: SplitVariant[] }
  forwardQuery?: ForwardQueryMode
  /** What was left out of the row while its link is still made (a Shlink rule Snip has no condition for). */
  notes?: string[]
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
      ...smartOf(raw, rules),
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

/** A list as the file has it: JSON's own, or the CSV cell's JSON text; blank is none. */
function listOf(raw: unknown, notList: string): unknown {
  if (blank(raw)) return undefined
  if (typeof raw !== 'string') return raw
  try {
    return JSON.parse(raw)
  } catch {
    return problem(notList)
  }
}

/** A rule's or variant's target through the links service's URL rule (not Snip itself, not blocked), or the row's problem naming its place. */
function placedTarget(rules: UrlRules, target: string, place: (text: string) => string): string {
  try {
    return rules.target(target)
  } catch {
    return problem(place(linkRuleMessages.targetInvalid))
  }
}

/**
 * The row's rules, split and forwarding (Snip's export), checked as POST /api/urls checks them: a row breaking
 * one is refused with the same sentence. Shlink's redirect rules are read by the Shlink reader: a rule Snip
 * cannot hold is left out with a note and the link is made with the others.
 */
function smartOf(raw: ParsedRow, rules: UrlRules): Pick<ImportRow, 'rules' | 'forwardQuery' | 'notes'> {
  const notes: string[] = []
  const shlink = raw.redirectRules === undefined ? undefined : fromShlinkRules(raw.redirectRules)
  if (shlink) notes.push(...shlink.refused)
  const given = {
    rules: shlink ? shlink.rules : listOf(raw.rules, linkRuleMessages.rulesNotList),
    split: listOf(raw.split, linkRuleMessages.splitNotList),
    forwardQuery: blank(raw.forwardQuery) ? undefined : raw.forwardQuery,
  }
  const checked = valid(smartLinkSchema, given)
  const ruleList = (checked.rules ?? []).map((rule, i) => ({ ...rule, target: placedTarget(rules, rule.target, (t) => ruleSentence(t, i)) }))
  const split = (checked.split ?? []).map((v, i) => ({ ...v, target: placedTarget(rules, v.target, (t) => variantSentence(t, i)) }))
  return {
    ...(ruleList.length > 0 || split.length > 0 ? { rules: { rules: ruleList, split } } : {}),
    ...(checked.forwardQuery ? { forwardQuery: checked.forwardQuery } : {}),
    ...(notes.length > 0 ? { notes } : {}),
  }
}
