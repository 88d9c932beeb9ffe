// Link changes kept in the change's own transaction, for a room that must not lose one (the webhooks'
// queue, docs/decisions/0086). The events of events.ts are told after the commit: a process that stops
// between the commit and the listener loses them. A journal is handed the handle the change was made with,
// so what it writes commits or rolls back with the change. The links room names no table of the journal's:
// the composition hands one in (LinkDeps.journal).
import type { LinkDto } from '../contracts'
import type { Database } from '../db/database'
import { hashPassword } from '../auth'
import { holdAnnouncements } from './held-announcements'
import type { LinkDeps } from './links.service'
import { domainHostOf, toLinkDto } from './link-mapper'
import { findTagNamesByLink } from '../tags/tags.repository'
import type { LinkRow } from './store/links.repository'

export type LinkChangeKind = 'created' | 'updated' | 'deleted'

export interface LinkChange {
  kind: LinkChangeKind
  workspaceId: number
  /** The links as they are after the change (a deleted one as it was just before). */
  links: LinkDto[]
  /** The fields an update set. */
  changed?: readonly string[]
  at: Date
}

export interface LinkJournal {
  /** Whether the journal keeps anything of this workspace's changes of this kind (asked before a transaction is opened for it). */
  wants(db: Database, workspaceId: number, kind: LinkChangeKind): Promise<boolean>
  /** Keeps the change with `db`, the handle the change was made with. */
  keep(db: Database, change: LinkChange): Promise<void>
}

const nowOf = (deps: LinkDeps) => new Date(deps.now?.() ?? Date.now())

/**
 * Runs a change of one workspace's links so that the journal's record commits with it: in a transaction of
 * its own when the journal wants this kind of change (the new code announced after the commit, the
 * password hashed and moderation's facts read before the transaction holds the one SQLite writer or a
 * pooled connection, as links.routes.ts does for an idempotent create); otherwise as before, unjournalled.
 */
export async function journalled<T>(
  deps: LinkDeps,
  workspaceId: number | null | undefined,
  kind: LinkChangeKind,
  password: string | null | undefined,
  work: (deps: LinkDeps) => Promise<T>,
): Promise<T> {
  const journal = deps.journal
  if (!journal || workspaceId == null || !(await journal.wants(deps.db, workspaceId, kind))) return work({ ...deps, journal: undefined })
  const announcements = holdAnnouncements(deps)
  const hashed = typeof password === 'string' ? await (deps.hashPassword ?? hashPassword)(password) : undefined
  const policy = await deps.policy?.readNow()
  const answer = await deps.db.transaction((tx) =>
    work({ ...deps, db: tx, policy, ...announcements.holding, ...(hashed && { hashPassword: async () => hashed }) }),
  )
  await announcements.send()
  return answer
}

/** The links' DTOs as the journal keeps them (their tags read with `db`, clicks the committed total). */
export async function journalDtos(deps: LinkDeps, db: Database, workspaceId: number, rows: LinkRow[]): Promise<LinkDto[]> {
  if (rows.length === 0) return []
  const tags = await findTagNamesByLink(
    db,
    workspaceId,
    rows.map((r) => r.id),
  )
  const now = deps.now?.() ?? Date.now()
  return rows.map((r) => toLinkDto(r, r.clicks, now, tags.get(r.id) ?? [], domainHostOf(deps, r)))
}

/** Keeps a change of `links` when the deps carry a journal (a journalled change, or one already inside a transaction). */
export async function keepChange(
  deps: LinkDeps,
  workspaceId: number | null,
  kind: LinkChangeKind,
  links: LinkDto[],
  changed?: readonly string[],
): Promise<void> {
  if (!deps.journal || workspaceId === null || links.length === 0) return
  await deps.journal.keep(deps.db, { kind, workspaceId, links, changed, at: nowOf(deps) })
}
