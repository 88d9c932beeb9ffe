// SQL of the import: which codes are used (in chunks, any owner), which targets the user's earlier imports
// made, and the links inserted a batch per statement. The database handle comes first. Held codes:
// code-holds.repository.ts; taking links back: the one deleter (link-removal.repository.ts).
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { eachOwnerTextField, type OwnerTextKey } from '../../contracts/link'
import type { Database } from '../../db/database'
import { deleteLinks } from './link-removal.repository'
import { codeKeyOf } from './links.repository'

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

/** The links using these code keys now, whoever owns them, by code key. */
export async function findUsedCodes(db: Database, codeKeys: string[]): Promise<Map<string, UsedCode>> {
  const { links } = db.t
  const used = new Map<string, UsedCode>()
  for (const part of chunks(codeKeys)) {
    const rows = await db.orm
      .select({ codeKey: links.codeKey, shortCode: links.shortCode, workspaceId: links.workspaceId, originalUrl: links.originalUrl })
      .from(links)
      .where(and(inArray(links.codeKey, part), isNull(links.domainId)))
    for (const r of rows) used.set(r.codeKey ?? codeKeyOf(r.shortCode), { workspaceId: r.workspaceId, originalUrl: r.originalUrl })
  }
  return used
}

/** The targets of the workspace's links that an import made: a row without a code pointing at one is not made again. */
export async function findImportedTargets(db: Database, workspaceId: number): Promise<Set<string>> {
  const { links } = db.t
  const rows = await db.orm
    .select({ originalUrl: links.originalUrl })
    .from(links)
    .where(and(eq(links.workspaceId, workspaceId), isNotNull(links.importedFrom)))
  return new Set(rows.map((r) => r.originalUrl))
}

export type ImportedLink = {
  userId: string
  /** The workspace the import puts it in (docs/decisions/0081). */
  workspaceId: number
  originalUrl: string
  shortCode: string
  isActive: boolean
  clicks: number
  createdAt: Date
  importedFrom: string
  expiresAt?: Date
  maxClicks?: number
  fallbackUrl?: string
} & { [K in OwnerTextKey]?: string }

/** Inserts one batch; returns the ids of the links actually inserted by code key (a code taken meanwhile is left out, not an error). */
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
        ...eachOwnerTextField((_, key) => l[key] ?? null),
      })),
    )
    .onConflictDoNothing()
    .returning({ codeKey: links.codeKey, id: links.id })
  return new Map(rows.map((r) => [r.codeKey!, r.id]))
}

/** Removes links just inserted whose codes turned out to be held (a deletion that committed meanwhile). */
export async function deleteImportedLinks(db: Database, userId: string, codeKeys: string[]): Promise<void> {
  await deleteLinks(db, { codeKeys, owner: userId })
}
