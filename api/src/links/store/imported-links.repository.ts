// SQL of the import: which codes are used on a domain (in chunks, any owner), which targets the workspace's
// earlier imports made on each domain, and the links inserted a batch per statement. A code is unique per
// domain (docs/decisions/0083), so every read by code names its domain. The database handle comes first.
// Held codes: code-holds.repository.ts; taking links back: the one deleter (link-removal.repository.ts).
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { eachOwnerTextField, type OwnerTextKey } from '../../contracts/link'
import type { Database } from '../../db/database'
import { deleteLinks } from './link-removal.repository'
import { codeKeyOf, type LinkRow } from './links.repository'

const CHUNK = 500

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

export interface UsedCode {
  /** The workspace of the link using the code (null: an anonymous link). */
  workspaceId: number | null
  originalUrl: string
}

/** A code on a domain (null: the instance's own), as one key: the import's plan and its inserts compare these. */
export const codeOnDomain = (domainId: number | null, codeKey: string) => `${domainId ?? ''} ${codeKey}`

/** The links using these code keys on the domain now (null: the instance's own), whoever owns them, by code key. */
export async function findUsedCodes(db: Database, domainId: number | null, codeKeys: string[]): Promise<Map<string, UsedCode>> {
  const { links } = db.t
  const used = new Map<string, UsedCode>()
  const onDomain = domainId === null ? isNull(links.domainId) : eq(links.domainId, domainId)
  for (const part of chunks(codeKeys)) {
    const rows = await db.orm
      .select({ codeKey: links.codeKey, shortCode: links.shortCode, workspaceId: links.workspaceId, originalUrl: links.originalUrl })
      .from(links)
      .where(and(inArray(links.codeKey, part), onDomain))
    for (const r of rows) used.set(r.codeKey ?? codeKeyOf(r.shortCode), { workspaceId: r.workspaceId, originalUrl: r.originalUrl })
  }
  return used
}

/**
 * The targets of the workspace's links that an import made, by domain (null: the instance's own): a row
 * without a code pointing at one on the same domain is not made again.
 */
export async function findImportedTargets(db: Database, workspaceId: number): Promise<Map<number | null, Set<string>>> {
  const { links } = db.t
  const rows = await db.orm
    .select({ domainId: links.domainId, originalUrl: links.originalUrl })
    .from(links)
    .where(and(eq(links.workspaceId, workspaceId), isNotNull(links.importedFrom)))
  const targets = new Map<number | null, Set<string>>()
  for (const r of rows) {
    const onDomain = targets.get(r.domainId) ?? new Set<string>()
    onDomain.add(r.originalUrl)
    targets.set(r.domainId, onDomain)
  }
  return targets
}

export type ImportedLink = {
  userId: string
  /** The workspace the import puts it in (docs/decisions/0081). */
  workspaceId: number
  /** Its custom domain (null: the instance's own). */
  domainId: number | null
  originalUrl: string
  shortCode: string
  isActive: boolean
  clicks: number
  createdAt: Date
  importedFrom: string
  expiresAt?: Date
  maxClicks?: number
  fallbackUrl?: string
  /** Its redirect rules and split (docs/decisions/0085), and its query forwarding (absent: the instance's). */
  rules?: LinkRow['rules']
  forwardQuery?: LinkRow['forwardQuery']
} & { [K in OwnerTextKey]?: string }

/**
 * Inserts one batch; returns the ids of the links actually inserted by code on their domain (codeOnDomain; a
 * code taken meanwhile is left out, not an error).
 */
export async function insertImportedLinks(db: Database, batch: ImportedLink[]): Promise<Map<string, number>> {
  const { links } = db.t
  if (batch.length === 0) return new Map()
  const now = new Date()
  const rows = await db.orm
    .insert(links)
    .values(
      batch.map((l) => ({
        userId: l.userId,
        workspaceId: l.workspaceId,
        domainId: l.domainId,
        originalUrl: l.originalUrl,
        shortCode: l.shortCode,
        codeKey: codeKeyOf(l.shortCode),
        isActive: l.isActive,
        clicks: l.clicks,
        createdAt: l.createdAt,
        updatedAt: now,
        importedFrom: l.importedFrom,
        expiresAt: l.expiresAt ?? null,
        maxClicks: l.maxClicks ?? null,
        fallbackUrl: l.fallbackUrl ?? null,
        rules: l.rules ?? null,
        forwardQuery: l.forwardQuery ?? null,
        ...eachOwnerTextField((_, key) => l[key] ?? null),
      })),
    )
    .onConflictDoNothing()
    .returning({ codeKey: links.codeKey, domainId: links.domainId, id: links.id })
  return new Map(rows.map((r) => [codeOnDomain(r.domainId, r.codeKey!), r.id]))
}

/**
 * Removes links the import just inserted, by id: those whose codes turned out to be held (a deletion that
 * committed meanwhile), or an all-or-nothing import's taken back. By id, not by code: the importer may have
 * the same code on another domain.
 */
export async function deleteImportedLinks(db: Database, userId: string, ids: number[]): Promise<void> {
  await deleteLinks(db, { ids, owner: userId })
}
