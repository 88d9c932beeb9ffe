// The rules a parsed row must pass to become a link: the same rules and messages as POST /api/urls
// (contracts), plus the import's own (dates, flags, counts). A row breaking one is reported, not stored.
import { limits, messages, shortCodeSchema, type ImportProblemDto, importMessages } from '../contracts'
import { lifecycleMessages } from '../contracts/lifecycle-messages'
import { AppError } from '../http/app-error'
import type { ParsedRow } from './parsed-row'

export interface ImportRow {
  row: number
  url: string
  code?: string
  isActive: boolean
  createdAt?: Date
  clicks: number
  /** The link's expiry and click limit (docs/decisions/0040), stored as a created link's would be. */
  expiresAt?: Date
  maxClicks?: number
}

/** links.clicks is a 32-bit integer on PostgreSQL. */
const MAX_IMPORTED_CLICKS = 2_147_483_647
const NO_ZONE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/

class RowProblem extends Error {}
const problem = (message: string): never => {
  throw new RowProblem(message)
}
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/** `checkTarget` is the links service's own URL rule (it throws an AppError with the spec's message). */
export function checkRow(raw: ParsedRow, checkTarget: (url: string) => string, now = new Date()): ImportRow | ImportProblemDto {
  try {
    let url: string
    try {
      url = checkTarget(raw.url ?? '')
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
    }
  } catch (error) {
    if (error instanceof RowProblem) return { row: raw.row, message: error.message }
    throw error
  }
}

export const isProblem = (r: ImportRow | ImportProblemDto): r is ImportProblemDto => 'message' in r

function codeOf(raw: string | null | undefined): string | undefined {
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
