// The opaque cursor of GET /api/urls pages (docs/decisions/0048): the sort it belongs to and the last
// row's sort key (clicks, creation time, id), base64url JSON. A cursor of another sort, or any other
// text, is a 400: the client asked for a page no list gave it.
import type { SortOption } from '../../contracts'
import { listingMessages } from '../../contracts/link-listing-schemas'
import { AppError } from '../../http/app-error'

export interface SortKey {
  clicks: number
  createdAt: number
  id: number
}

export function encodeCursor(sort: SortOption, key: SortKey): string {
  return Buffer.from(JSON.stringify([sort, key.clicks, key.createdAt, key.id])).toString('base64url')
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0

export function decodeCursor(sort: SortOption, cursor: string): SortKey {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    parsed = null
  }
  if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== sort || !parsed.slice(1).every(isCount)) {
    throw AppError.validation(listingMessages.cursor)
  }
  return { clicks: parsed[1], createdAt: parsed[2], id: parsed[3] }
}
