// SQL for links, written once for SQLite and PostgreSQL. The database handle comes first.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { isUniqueViolation } from '../../db/unique-violation'
import { firstRowReader, perHandle, preparedPerHandle as prepared, type Prepared } from '../../db/prepared'
import { eachOwnerTextField, ownerTextKeys, type OwnerTextKey } from '../../contracts/link'
import type { ModerationFacts } from '../../moderation/link-screen'

export type LinkRow = Database['t']['links']['$inferSelect']

/** A statement prepared once per handle, answering links rows unless told otherwise. */
const preparedPerHandle = <V, R = LinkRow>(build: (db: Database) => unknown) => prepared<V, R>(build)

/** A link's lifecycle: expiry, click cap, fallback and password hash; null: none. */
export type Lifecycle = Pick<LinkRow, 'expiresAt' | 'maxClicks' | 'fallbackUrl' | 'passwordHash'>

/** A link's owner text fields, its title and private note (contracts/link.ts); null: none. */
export type Organisation = Pick<LinkRow, OwnerTextKey>

/** A link's redirect rules and split (`{ rules, split }`, null: none) and its query forwarding (null: the instance's). */
export type Smart = Pick<LinkRow, 'rules' | 'forwardQuery'>

export interface NewLink extends Partial<Lifecycle>, Partial<Organisation>, Partial<Smart> {
  userId: string | null
  /** The workspace it is made in (docs/decisions/0081); absent or null for an anonymous link. */
  workspaceId?: number | null
  /** The custom domain it is served on (docs/decisions/0083); absent or null: the instance's own. */
  domainId?: number | null
  originalUrl: string
  shortCode: string
  isActive: boolean
  /** SHA-256 of an anonymous creation's claim token (links/rules/claim-token.ts); null otherwise. */
  claimTokenHash?: string | null
}

type InsertValues = Omit<NewLink, keyof Lifecycle | keyof Organisation | keyof Smart | 'claimTokenHash'> & {
  claimTokenHash: string | null
  codeKey: string
  createdAt: Date
  updatedAt: Date
}

/** The key that makes codes unique regardless of case (docs/decisions/0009). */
export const codeKeyOf = (shortCode: string) => shortCode.toLowerCase()
const insertStatement = preparedPerHandle<InsertValues>((db) => {
  const { links } = db.t
  const p = (name: keyof InsertValues) => sql.placeholder(name)
  return db.orm
    .insert(links)
    .values({
      userId: p('userId'),
      workspaceId: p('workspaceId'),
      domainId: p('domainId'),
      originalUrl: p('originalUrl'),
      shortCode: p('shortCode'),
      codeKey: p('codeKey'),
      isActive: p('isActive'),
      claimTokenHash: p('claimTokenHash'),
      createdAt: p('createdAt'),
      updatedAt: p('updatedAt'),
    })
    .onConflictDoNothing()
    .returning()
    .prepare('snip_insert_link')
})

const hasLifecycle = (link: NewLink) =>
  link.expiresAt != null ||
  link.maxClicks != null ||
  link.fallbackUrl != null ||
  link.passwordHash != null ||
  link.rules != null ||
  link.forwardQuery != null ||
  ownerTextKeys.some((key) => link[key] != null)

/** Inserts the link, or returns null when its short code (in any case) is taken (a statement prepared once per handle). */
export async function insertLink(db: Database, link: NewLink): Promise<LinkRow | null> {
  const now = new Date()
  const values = {
    ...link,
    workspaceId: link.workspaceId ?? null,
    domainId: link.domainId ?? null,
    claimTokenHash: link.claimTokenHash ?? null,
    codeKey: codeKeyOf(link.shortCode),
    createdAt: now,
    updatedAt: now,
  }
  // A link with a lifecycle goes in through an unprepared statement (a prepared one cannot take a null
  // date); plain links, nearly all of them, keep the prepared one.
  const rows = hasLifecycle(link) ? await db.orm.insert(db.t.links).values(values).onConflictDoNothing().returning() : await insertStatement(db).execute(values)
  return rows[0] ?? null
}

/**
 * The row a plain insert of `link` made, from what was inserted and the table's defaults (no clicks yet):
 * the written-out inserts (sqlite-link-insert.ts, postgres-link-insert.ts) read back only the id.
 */
export function newLinkRow(link: NewLink, id: number, now: Date): LinkRow {
  return {
    id,
    userId: link.userId,
    workspaceId: link.workspaceId ?? null,
    domainId: link.domainId ?? null,
    originalUrl: link.originalUrl,
    shortCode: link.shortCode,
    codeKey: codeKeyOf(link.shortCode),
    isActive: link.isActive,
    clicks: 0,
    createdAt: now,
    updatedAt: now,
    expiresAt: link.expiresAt ?? null,
    maxClicks: link.maxClicks ?? null,
    fallbackUrl: link.fallbackUrl ?? null,
    passwordHash: link.passwordHash ?? null,
    ...eachOwnerTextField((_, key) => link[key] ?? null),
    importedFrom: null,
    claimTokenHash: link.claimTokenHash ?? null,
    rules: link.rules ?? null,
    forwardQuery: link.forwardQuery ?? null,
  }
}

export async function findLinkById(db: Database, id: number): Promise<LinkRow | null> {
  const { links } = db.t
  const rows = await db.orm.select().from(links).where(eq(links.id, id)).limit(1)
  return rows[0] ?? null
}

const byCodeStatement = preparedPerHandle<{ code: string }>((db) => {
  const { links } = db.t
  return db.orm
    .select()
    .from(links)
    .where(and(eq(links.shortCode, sql.placeholder('code')), isNull(links.domainId)))
    .prepare('snip_find_link_by_code') // no LIMIT: a bound limit slows SQLite's unique lookup
})

const byDomainCodeStatement = preparedPerHandle<{ code: string; domain: number }>((db) => {
  const { links } = db.t
  return db.orm
    .select()
    .from(links)
    .where(and(eq(links.shortCode, sql.placeholder('code')), eq(links.domainId, sql.placeholder('domain'))))
    .prepare('snip_find_domain_link_by_code')
})

/** The link with this exact code on the domain (absent or null: the instance's own): a statement prepared once per handle. */
export async function findLinkByCode(db: Database, shortCode: string, domainId?: number | null): Promise<LinkRow | null> {
  const rows = domainId
    ? await byDomainCodeStatement(db).execute({ code: shortCode, domain: domainId })
    : await byCodeStatement(db).execute({ code: shortCode })
  return rows[0] ?? null
}

/** What the redirect needs of a link (never the password hash itself: only whether there is one). */
export type RedirectLink = Pick<
  LinkRow,
  'id' | 'userId' | 'originalUrl' | 'isActive' | 'clicks' | 'expiresAt' | 'maxClicks' | 'fallbackUrl' | 'rules' | 'forwardQuery'
> & {
  locked: boolean
}

/** A link as the redirect reads it, with moderation's facts about it. */
export type RedirectRow = RedirectLink & ModerationFacts

/** The columns the redirect reads (the statement below and its SQLite reader share them). */
const forRedirectColumns = (links: Database['t']['links']) => ({
  id: links.id,
  userId: links.userId,
  originalUrl: links.originalUrl,
  isActive: links.isActive,
  clicks: links.clicks,
  expiresAt: links.expiresAt,
  maxClicks: links.maxClicks,
  fallbackUrl: links.fallbackUrl,
  rules: links.rules,
  forwardQuery: links.forwardQuery,
  locked: sql<boolean>`(${links.passwordHash} is not null)`.mapWith(Boolean),
  // EXISTS, not LEFT JOINs: the joins made SQLite's lookup 27 µs instead of 17.
  // Written out: in a one-table select Drizzle leaves columns unqualified, and "user_id" = "user_id"
  // inside the sub-select would compare account_flags with itself.
  takenDown: sql<boolean>`exists(select 1 from "link_takedowns" t where t."link_id" = "links"."id")`.mapWith(Boolean),
  ownerDisabled: sql<boolean>`exists(select 1 from "account_flags" f where f."user_id" = "links"."user_id" and f."disabled_at" is not null)`.mapWith(Boolean),
})

/**
 * The redirect's statement, and on SQLite a reader of the same statement that answers at once through
 * bun:sqlite, decoded without Drizzle's per-row mapping (docs/decisions/0060).
 */
const forRedirect = perHandle((db) => {
  const { links } = db.t
  const columns = forRedirectColumns(links)
  const statement = db.orm
    .select(columns)
    .from(links)
    // No LIMIT: the code is unique, and a bound `limit ?` made SQLite's lookup 30 µs instead of 17.
    // `domain_id is null`: the instance's own domain, whose partial unique index this lookup uses.
    .where(and(eq(links.shortCode, sql.placeholder('code')), isNull(links.domainId)))
    .prepare('snip_find_link_for_redirect') as unknown as Prepared<{ code: string }, RedirectRow>
  const onDomain = db.orm
    .select(columns)
    .from(links)
    .where(and(eq(links.shortCode, sql.placeholder('code')), eq(links.domainId, sql.placeholder('domain'))))
    .prepare('snip_find_domain_link_for_redirect') as unknown as Prepared<{ code: string; domain: number }, RedirectRow>
  const sqlite = db.driver.dialect === 'sqlite'
  return {
    statement,
    atOnce: sqlite ? firstRowReader(db.driver.client, statement, columns) : undefined,
    onDomain,
    onDomainAtOnce: sqlite ? firstRowReader(db.driver.client, onDomain, columns) : undefined,
  }
})

/**
 * The redirect's lookup on a cache miss: the columns it needs and moderation's facts in one prepared
 * statement (three separate queries, or the whole row, made a miss several times slower: `npm run bench`).
 * On SQLite the row comes at once (bun:sqlite is synchronous; docs/decisions/0060), on PostgreSQL as a promise.
 */
export function findLinkForRedirect(db: Database, shortCode: string, domainId?: number): RedirectRow | null | Promise<RedirectRow | null> {
  return redirectLookupOf(db)(shortCode, domainId)
}

/**
 * The same lookup bound to one handle once, for the links face: on SQLite the statement's reader answers
 * at once, with no per-call handle lookup and no promise (the redirect's miss stays synchronous).
 */
export function redirectLookupOf(db: Database): (shortCode: string, domainId?: number) => RedirectRow | null | Promise<RedirectRow | null> {
  const { statement, atOnce, onDomain, onDomainAtOnce } = forRedirect(db)
  if (atOnce && onDomainAtOnce) return (code, domain) => (domain ? onDomainAtOnce({ code, domain }) : atOnce({ code })) ?? null
  const first = (rows: RedirectRow[]) => rows[0] ?? null
  return (code, domain) =>
    (domain ? (onDomain.execute({ code, domain }) as Promise<RedirectRow[]>) : (statement.execute({ code }) as Promise<RedirectRow[]>)).then(first)
}

export type LinkChanges = Partial<Pick<LinkRow, 'originalUrl' | 'shortCode' | 'isActive'> & Lifecycle & Organisation & Smart>

/** Applies changes to the workspace's link: the row, null when no such link there, 'taken' when the new code (in any case) is used. */
export async function updateLinkIn(db: Database, workspaceId: number, id: number, changes: LinkChanges): Promise<LinkRow | null | 'taken'> {
  const { links } = db.t
  try {
    const rows = await db.orm
      .update(links)
      .set({ ...changes, ...(changes.shortCode === undefined ? {} : { codeKey: codeKeyOf(changes.shortCode) }), updatedAt: new Date() })
      .where(and(eq(links.id, id), eq(links.workspaceId, workspaceId)))
      .returning()
    return rows[0] ?? null
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken'
    throw error
  }
}
