// The links capability's one door: other rooms import this file only (app/capability-walls.test.ts).
// The composition builds the face once with createLinks and hands it on; its methods speak the domain
// (create, update, remove, page, byCode, forRedirect, claim, export, removeAllOf, takeDown, restore), the SQL
// stays in store/. It tells listeners what happened (events.ts): created, updated, deleted, clicked.
import type { LinkFilter } from '../contracts/link-listing-schemas'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { bulkCreateLinks } from './bulk-create'
import { claimLinks } from './claims.service'
import { exportPagesOf } from './export-pages'
import { rememberDeps } from './face-deps'
import { createLink, deleteLink, getOwnedLink, listLinks, randomCode, resolveCode, setFields, targetUrl, updateLink, type LinkDeps } from './links.service'
import { journalDtos, journalled, keepChange } from './journal'
import { findLinksIn } from './store/owned-links.repository'
import { rowsSelected } from './store/selected-rows'
export type { LinkChange, LinkChangeKind, LinkJournal } from './journal'
import { applyBulkAction, listLinkPage } from './listing.service'
import { holdEndsFrom, removeAllLinksOf } from './owner-removal'
import { domainNamed } from './named-domain'
import { findLinkByCode, redirectLookupOf } from './store/links.repository'
import { createLinkEvents, type LinkEvents, type LinkRef } from './events'
import { restore, takeDown } from './takedowns'
import { previewLinkRules } from './rule-preview'
import type { AuditActor } from '../audit'

export type { LinkDeps as LinksOptions } from './links.service'
export type { LinkRow, RedirectLink, RedirectRow } from './store/links.repository'
export { codeKeyOf } from './store/links.repository'
export { CODE_HOLD_MS } from './store/code-holds.repository'
export { EVERY_CODE } from './rules/every-code'
export { followFactsOf, whyNotFollowable, type FollowFacts, type Unfollowable } from './rules/followable'
export { datesAndCapOf, domainHostOf, toLinkDto } from './link-mapper'
import { domainHostOf } from './link-mapper'
import type { LinkRow } from './store/links.repository'
export { removeAllLinksIn, removeAllLinksOf } from './owner-removal'
export { linksRoutes } from './http/links.routes'
export { bulkRoutes } from './http/bulk.routes'
export { bulkActionRoutes } from './http/listing.routes'
export { claimsRoutes } from './http/claims.routes'
export { listingParameters, listingSchemas } from './http/listing-openapi'
export { createLinkEvents, type LinkEventMap, type LinkEventName, type LinkEvents, type LinkListener, type LinkListeners, type LinkRef } from './events'

// ── Store reads and writes other rooms call with their own database handle (the admin, the CLI, the
// import, the exports): the links and held_codes tables are named only inside store/. ─────────────────
export type { LinkSelection } from './store/link-selection'
export type { RemovedLink } from './store/link-removal.repository'
export { removeLinks, switchLinks } from './link-removal'
export { contains, countLinksForAdmin, findLinksForAdmin, type AdminLinkRow, type AdminLinkSearch } from './store/admin-search.repository'
export { findLinksByCodeOrDomain } from './store/operator-lookup.repository'
export { findHeldCodes } from './store/code-holds.repository'
export {
  codeOnDomain,
  deleteImportedLinks,
  findImportedTargets,
  findUsedCodes,
  insertImportedLinks,
  type ImportedLink,
  type UsedCode,
} from './store/imported-links.repository'
export { findLinksIn, findOwnerLinksPage, type PageCursor } from './store/owned-links.repository'
export { adoptLinksOf, makersOfLinksWithoutWorkspace } from './store/rows-without-workspace.repository'
// ── end of the store block ──────────────────────────────────────────────────────────────────────────

/** The links face: what every other room may ask of links. */
export type Links = ReturnType<typeof createLinks>
/** The click total column's ports, handed to the click counting by the composition. */
export { clickedLinks } from './store/clicked-links'
export { findTakenDownIds } from './store/takedowns.repository'
/** An owner's clicks per day over their links (stats' weeks, analytics' days). */
export { ownerDaySums, ownerDaySumsByDay, ownerHourRows } from './store/user-day-sums'
/** An owner's clicks per link over a range of days (the workspace analytics' top links). */
export { ownerLinkClicks, type LinkClicks } from './store/user-link-clicks'

/**
 * Builds the face. `events`: where created/updated/deleted/clicked are told (compose.ts wires listeners
 * with `links.on`); default: no listener, a failing one reported on the console.
 */
export function createLinks(deps: LinkDeps, events: LinkEvents = createLinkEvents((event, e) => console.error(`link ${event} listener failed`, e))) {
  // ---- events: each is built only when someone listens, after the work committed ----
  const ref = (row: { id: number; shortCode: string }, owner: string | null): LinkRef => ({ id: row.id, code: row.shortCode, owner })
  const ownerOf = (actor: Actor | null) => actor?.userId ?? null
  return rememberDeps(
    {
      /** Adds a listener for created, updated, deleted or clicked; returns what removes it. */
      on: events.on,
      /** The click counter's fold (counts per link since the last): told to `clicked` listeners, if any. */
      clicksFolded: (counts: ReadonlyMap<number, number>) => {
        if (counts.size > 0 && events.listens('clicked')) events.emit('clicked', counts)
      },
      /** Takes the link (by id, or by short code) down: it answers 410 Link disabled until restored. */
      takeDown: async (link: number | string, reason: string, by?: AuditActor): Promise<LinkRef> => {
        const row = await takeDown(deps, link, reason, by)
        if (events.listens('updated')) events.emit('updated', { ...ref(row, row.userId), changed: ['takenDown'] })
        return ref(row, row.userId)
      },
      /** Ends a takedown; `wasDown`: whether there was one. `by`: who, for the workspace's audit log. */
      restore: async (link: number | string, by?: AuditActor): Promise<LinkRef & { wasDown: boolean }> => {
        const { row, wasDown } = await restore(deps, link, by)
        if (wasDown && events.listens('updated')) events.emit('updated', { ...ref(row, row.userId), changed: ['takenDown'] })
        return { ...ref(row, row.userId), wasDown }
      },
      // ---- the domain's verbs ----
      /** A new link (an anonymous caller's carries its claim token, once). */
      create: async (actor: Actor | null, input: Parameters<typeof createLink>[2]) => {
        const link = await journalled(deps, actor?.workspace?.id, 'created', input.password, (d) => createLink(d, actor, input))
        if (events.listens('created')) events.emit('created', ref(link, ownerOf(actor)))
        return link
      },
      /** Up to 1,000 URLs, each checked as a single create; a result per line. */
      createMany: async (actor: Actor | null, urls: string[]) => {
        const answer = await bulkCreateLinks(deps, actor, urls)
        if (events.listens('created'))
          for (const line of answer.results) if ('link' in line && line.link) events.emit('created', ref(line.link, ownerOf(actor)))
        return answer
      },
      update: async (actor: Actor | null, id: number, input: Parameters<typeof updateLink>[3]) => {
        const link = await journalled(deps, actor?.workspace?.id, 'updated', input.password, (d) => updateLink(d, actor, id, input))
        if (events.listens('updated')) events.emit('updated', { ...ref(link, ownerOf(actor)), changed: setFields(input) })
        return link
      },
      /** Deletes the owner's link (404 for anyone else's) and drops it from the redirect caches. */
      remove: async (actor: Actor | null, id: number): Promise<void> => {
        const row = await journalled(deps, actor?.workspace?.id, 'deleted', undefined, (d) => deleteLink(d, actor, id))
        if (events.listens('deleted')) events.emit('deleted', ref(row, row.userId))
      },
      /** Activate, deactivate or delete the owner's chosen or matching links. */
      changeMany: (actor: Actor | null, body: Parameters<typeof applyBulkAction>[2]) => {
        const event = body.action === 'delete' ? 'deleted' : 'updated'
        const tell = events.listens(event)
          ? (refs: LinkRef[]) => {
              for (const r of refs) event === 'deleted' ? events.emit('deleted', r) : events.emit('updated', { ...r, changed: ['isActive'] })
            }
          : undefined
        return applyBulkAction(deps, actor, body, tell)
      },
      /** The owner's link with its exact clicks (404 for a missing link and for someone else's). */
      /** The workspace's link by id; `as` 'links.analytics' when it is read for its analytics (a key then needs analytics:read). */
      get: (actor: Actor | null, id: number, as: 'links.read' | 'links.analytics' = 'links.read') => getOwnedLink(deps, actor, id, as),
      /** Where a described visitor would be sent by the link's rules (anyone who may read the link). */
      preview: (actor: Actor | null, id: number, visitor: Parameters<typeof previewLinkRules>[3]) => previewLinkRules(deps, actor, id, visitor),
      /** Every link of the owner, newest first (the spec's whole-array answer). */
      list: (actor: Actor | null) => listLinks(deps, actor),
      /** A page of the owner's links, filtered and sorted on the server. */
      page: (actor: Actor | null, query: Parameters<typeof listLinkPage>[2]) => listLinkPage(deps, actor, query),
      /** What GET /{code} would answer, as the public by-code lookup gives it. */
      byCode: (code: string) => resolveCode(deps, code),
      /** The host of a link's custom domain, null on the instance's own (what its DTO's `domain` says). */
      domainOf: (row: Pick<LinkRow, 'domainId'>) => domainHostOf(deps, row),
      /** The redirect's read on a cache miss: synchronous on SQLite (the statement's reader itself), a promise on PostgreSQL. */
      forRedirect: redirectLookupOf(deps.db),
      /** A link's password hash read fresh (the redirect's cache never holds it); null: none or no such link. */
      passwordHashOf: async (code: string, domain?: number) => (await findLinkByCode(deps.db, code, domain))?.passwordHash ?? null,
      /** Takes over anonymous links whose claim tokens the caller shows. */
      claim: async (actor: Actor | null, items: Parameters<typeof claimLinks>[2]) => {
        const results = await claimLinks(deps, actor, items)
        if (events.listens('updated'))
          for (const r of results) if (r.claimed && r.link) events.emit('updated', { ...ref(r.link, ownerOf(actor)), changed: ['owner'] })
        return results
      },
      /** The normalised target, or a 400 with the message given (the one URL rule, links to Snip itself refused). */
      checkTarget: (raw: string, invalid?: string) => targetUrl(deps, raw, invalid),
      /** Moderation's blocklist as one check for many targets (an import reads it once per file); none: everything passes. */
      targetRule: async (): Promise<(url: string) => void> => (await deps.policy?.targetRule()) ?? (() => undefined),
      /** A fresh random short code (not checked against reserved or taken codes). */
      randomCode,
      /** The domain a workspace's link naming `host` goes on: null for the instance's own (none, or PUBLIC_URL's host), else its id; a 400 when the workspace may not use it. */
      domainNamed: (workspaceId: number, host: string) => domainNamed(deps, workspaceId, host),
      /** The workspace's links matching `filter`, a page per call, for the export. */
      exportPages: (workspace: number, filter: LinkFilter, at: Date) => exportPagesOf(deps.db, { workspace }, filter, at),
      /** Removes every link of the owner and holds their codes (90 days); returns the codes. `tx`: the caller's transaction. */
      removeAllOf: (owner: string, tx: Database = deps.db, releaseAt = holdEndsFrom(Date.now())) => removeAllLinksOf(tx, owner, releaseAt),
      /**
       * Keeps links another room made with `tx` (an import's batch) in the journal, in that transaction:
       * their rows are read back with it. Nothing without a journal or when it wants none.
       */
      journalCreated: async (tx: Database, workspaceId: number, ids: number[]): Promise<void> => {
        if (!deps.journal || ids.length === 0 || !(await deps.journal.wants(tx, workspaceId, 'created'))) return
        const rows = await findLinksIn(tx, workspaceId, ids)
        await keepChange({ ...deps, db: tx }, workspaceId, 'created', await journalDtos(deps, tx, workspaceId, rows))
      },
      /**
       * Keeps links about to be deleted with `tx` by another room (the admin's delete) in the journal, as
       * they are now, in that transaction: the delete that follows commits with it or not at all.
       */
      journalDeleting: async (tx: Database, ids: number[]): Promise<void> => {
        if (!deps.journal || ids.length === 0) return
        const byWorkspace = new Map<number, LinkRow[]>()
        for (const row of await rowsSelected(tx, { ids }))
          if (row.workspaceId !== null) byWorkspace.set(row.workspaceId, [...(byWorkspace.get(row.workspaceId) ?? []), row])
        for (const [workspaceId, rows] of byWorkspace)
          if (await deps.journal.wants(tx, workspaceId, 'deleted'))
            await keepChange({ ...deps, db: tx }, workspaceId, 'deleted', await journalDtos(deps, tx, workspaceId, rows))
      },
      /** Tells every instance's redirect cache that a code changed (EVERY_CODE: all of them). */
      invalidate: (code: string) => deps.invalidateCode(code),
    },
    deps,
    events,
  )
}

// ── Reads and fragments of the links table for other rooms (analytics, stats, admin, the CLI): they name
// ── no table of links themselves, so only store/ knows its columns and indexes.
export { existingLinkIds, LINK_EXISTS_SQL } from './store/link-existence'
export { instanceLinkTotals, type InstanceLinkTotals } from './store/instance-link-totals'
export { linkIdOfCode, linksNamedBy, type NamedLink } from './store/links-by-code'
export { webhookLinkFacts, type WebhookLinkFacts } from './store/webhook-links'
export { linkOutOfClicks, linksExpiredBetween, type RunOutLink } from './run-out'
export { linkCountsByOwner } from './store/owner-link-counts'
// ── end of the block for other rooms' reads
