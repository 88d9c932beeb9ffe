// Links by the short code someone wrote down (a report names one): a code matches in any case, as the
// redirect matches it, on the instance's own domain (the partial unique index the lookup uses is that domain's).
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { codeKeyOf } from './links.repository'

/** What a reviewer sees of a link: where it goes and whose it is. */
export interface NamedLink {
  id: number
  originalUrl: string
  userId: string | null
}

const CHUNK = 500

/** The links the codes name, by each code as given (codes naming no link absent). */
export async function linksNamedBy(db: Database, codes: string[]): Promise<Map<string, NamedLink>> {
  const { links } = db.t
  const keys = [...new Set(codes.map(codeKeyOf))]
  const byKey = new Map<string, NamedLink>()
  for (let i = 0; i < keys.length; i += CHUNK) {
    const rows = await db.orm
      .select({ id: links.id, originalUrl: links.originalUrl, userId: links.userId, codeKey: links.codeKey })
      .from(links)
      .where(and(inArray(links.codeKey, keys.slice(i, i + CHUNK)), isNull(links.domainId)))
    for (const { codeKey, ...link } of rows) if (codeKey !== null) byKey.set(codeKey, link)
  }
  const out = new Map<string, NamedLink>()
  for (const code of codes) {
    const link = byKey.get(codeKeyOf(code))
    if (link) out.set(code, link)
  }
  return out
}

/** The id of the link the code names, or null. */
export async function linkIdOfCode(db: Database, code: string): Promise<number | null> {
  const { links } = db.t
  const [row] = await db.orm
    .select({ id: links.id })
    .from(links)
    .where(and(eq(links.codeKey, codeKeyOf(code)), isNull(links.domainId)))
    .limit(1)
  return row?.id ?? null
}
