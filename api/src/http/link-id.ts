// The {id} path parameter of a link's routes (/api/urls/{id}, its QR code, analytics, tags, admin): how it
// is documented and how it is read.
import { z } from 'zod'
import { safeText } from '../contracts/safe-text'

/** links.id is a 32-bit integer on PostgreSQL (SQLite never gets near it): a larger number names no link. */
const MAX_LINK_ID = 2_147_483_647

/** The {id} path parameter as the API documents it: a positive integer (read by linkIdOf, never refused here). */
export const linkIdParams = z.object({ id: safeText(z.string()).meta({ type: 'integer', minimum: 1, description: 'The link id' }) })

/**
 * Path ids are positive integers; anything else names no link and becomes 0, which no link has, so the
 * service answers it as it answers a missing link: 401 without a token, 404 with one.
 */
export function linkIdOf(raw: string): number {
  const id = Number(raw)
  return /^\d{1,10}$/.test(raw) && id >= 1 && id <= MAX_LINK_ID ? id : 0
}
