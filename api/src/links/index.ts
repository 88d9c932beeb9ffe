// The links capability's one door: other rooms import this file only (app/capability-walls.test.ts).
// The composition builds the face once with createLinks and hands it on; its methods speak the domain
// (create, update, remove, page, byCode, forRedirect, claim, export, removeAllOf), the SQL stays in store/.
import type { LinkFilter } from '../contracts/link-listing-schemas'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { bulkCreateLinks } from './bulk-create'
import { claimLinks } from './claims.service'
import { exportPagesOf } from './export-pages'
import { rememberDeps } from './face-deps'
import { createLink, deleteLink, getOwnedLink, listLinks, randomCode, resolveCode, targetUrl, updateLink, type LinkDeps } from './links.service'
import { applyBulkAction, listLinkPage } from './listing.service'
import { holdEndsFrom, removeAllLinksOf } from './owner-removal'
import { findLinkByCode, redirectLookupOf } from './store/links.repository'

export type { LinkDeps as LinksOptions } from './links.service'
export type { LinkRow, RedirectLink, RedirectRow } from './store/links.repository'
export { codeKeyOf } from './store/links.repository'
export { CODE_HOLD_MS } from './store/code-holds.repository'
export { EVERY_CODE } from './rules/every-code'
export { followFactsOf, whyNotFollowable, type FollowFacts, type Unfollowable } from './rules/followable'
export { datesAndCapOf, toLinkDto } from './link-mapper'
export { removeAllLinksOf } from './owner-removal'
export { linksRoutes } from './http/links.routes'
export { bulkRoutes } from './http/bulk.routes'
export { bulkActionRoutes } from './http/listing.routes'
export { claimsRoutes } from './http/claims.routes'
export { listingSchemas } from './http/listing-openapi'

// ── Store reads and writes other rooms call with their own database handle (the admin, the CLI, the
// import, the exports): the links and held_codes tables are named only inside store/. ─────────────────
export type { LinkSelection } from './store/link-selection'
export type { RemovedLink } from './store/link-removal.repository'
export { removeLinks, switchLinks } from './link-removal'
export { contains, findLinksForAdmin, type AdminLinkRow } from './store/admin-search.repository'
export { findLinksByCodeOrDomain } from './store/operator-lookup.repository'
export { findHeldCodes } from './store/code-holds.repository'
export { deleteImportedLinks, findImportedTargets, findUsedCodes, insertImportedLinks, type ImportedLink, type UsedCode } from './store/imported-links.repository'
export { findOwnedLinks, findOwnerLinksPage, type PageCursor } from './store/owned-links.repository'
// ── end of the store block ──────────────────────────────────────────────────────────────────────────

/** The links face: what every other room may ask of links. */
export type Links = ReturnType<typeof createLinks>

export function createLinks(deps: LinkDeps) {
  return rememberDeps(
    {
      /** A new link (an anonymous caller's carries its claim token, once). */
      create: (actor: Actor | null, input: Parameters<typeof createLink>[2]) => createLink(deps, actor, input),
      /** Up to 1,000 URLs, each checked as a single create; a result per line. */
      createMany: (actor: Actor | null, urls: string[]) => bulkCreateLinks(deps, actor, urls),
      update: (actor: Actor | null, id: number, input: Parameters<typeof updateLink>[3]) => updateLink(deps, actor, id, input),
      /** Deletes the owner's link (404 for anyone else's) and drops it from the redirect caches. */
      remove: (actor: Actor | null, id: number) => deleteLink(deps, actor, id),
      /** Activate, deactivate or delete the owner's chosen or matching links. */
      changeMany: (actor: Actor | null, body: Parameters<typeof applyBulkAction>[2]) => applyBulkAction(deps, actor, body),
      /** The owner's link with its exact clicks (404 for a missing link and for someone else's). */
      get: (actor: Actor | null, id: number) => getOwnedLink(deps, actor, id),
      /** Every link of the owner, newest first (the spec's whole-array answer). */
      list: (actor: Actor | null) => listLinks(deps, actor),
      /** A page of the owner's links, filtered and sorted on the server. */
      page: (actor: Actor | null, query: Parameters<typeof listLinkPage>[2]) => listLinkPage(deps, actor, query),
      /** What GET /{code} would answer, as the public by-code lookup gives it. */
      byCode: (code: string) => resolveCode(deps, code),
      /** The redirect's read on a cache miss: synchronous on SQLite (the statement's reader itself), a promise on PostgreSQL. */
      forRedirect: redirectLookupOf(deps.db),
      /** A link's password hash read fresh (the redirect's cache never holds it); null: none or no such link. */
      passwordHashOf: async (code: string) => (await findLinkByCode(deps.db, code))?.passwordHash ?? null,
      /** Takes over anonymous links whose claim tokens the caller shows. */
      claim: (actor: Actor | null, items: Parameters<typeof claimLinks>[2]) => claimLinks(deps, actor, items),
      /** The normalised target, or a 400 with the message given (the one URL rule, links to Snip itself refused). */
      checkTarget: (raw: string, invalid?: string) => targetUrl(deps, raw, invalid),
      /** Moderation's blocklist as one check for many targets (an import reads it once per file); none: everything passes. */
      targetRule: async (): Promise<(url: string) => void> => (await deps.policy?.targetRule()) ?? (() => undefined),
      /** A fresh random short code (not checked against reserved or taken codes). */
      randomCode,
      /** The owner's links matching `filter`, a page per call, for the export. */
      exportPages: (owner: string, filter: LinkFilter, at: Date) => exportPagesOf(deps.db, owner, filter, at),
      /** Removes every link of the owner and holds their codes (90 days); returns the codes. `tx`: the caller's transaction. */
      removeAllOf: (owner: string, tx: Database = deps.db, releaseAt = holdEndsFrom(Date.now())) => removeAllLinksOf(tx, owner, releaseAt),
      /** Tells every instance's redirect cache that a code changed (EVERY_CODE: all of them). */
      invalidate: (code: string) => deps.invalidateCode(code),
    },
    deps,
  )
}
