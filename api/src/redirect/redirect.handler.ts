// GET /{code}: the hot path. Cache first, database on a miss; counts the click in memory (never waits on
// a write); unknown or inactive codes get the site's Link Not Found page with status 404.
// A cached code is answered synchronously, with one shared, prebuilt Headers object (building headers
// from a plain object costs several µs per response; copying a Headers object is cheap).
import type { RedirectStatus } from '../config'
import type { Database } from '../db/database'
import { isFollowable } from '../links/followable'
import { findLinkByCode } from '../links/links.repository'
import type { ClickCounter } from '../clicks/click-counter'
import { followKindOf } from '../clicks/follow-kind'
import type { ClickDetails } from '../analytics/click-details'
import type { CachedLink, LinkCache } from './link-cache'
import { unobservedRedirects, type RedirectEvents } from './redirect-events'

export interface RedirectDeps {
  db: Database
  cache: LinkCache
  counter: ClickCounter
  status: RedirectStatus
  /** Extra headers on every redirect: the Referrer-Policy (docs/decisions/0012). */
  headers: Record<string, string>
  /**
   * Remember "no such link" too (default true). Off when several instances share the database: a code
   * created through another instance must work here at once, before its notification arrives.
   */
  cacheMisses?: boolean
  /** Told of each redirect answered (a bare increment: docs/decisions/0037-metrics.md). */
  events?: RedirectEvents
  /** Analytics' capture (docs/decisions/0042): raw facts into memory only, derived in its flush. */
  details?: ClickDetails
}

/**
 * The Location header value for a stored target. Targets are stored as the user wrote them; one with
 * characters a header cannot carry (an internationalised host, an accented path) is sent in its
 * ASCII form (punycode host, percent-encoded path), which browsers treat as the same address.
 */
export function locationFor(target: string): string {
  return /^[\x21-\x7e]*$/.test(target) ? target : new URL(target).href
}

const unknownAddress = () => 'unknown'

export const SHORT_CODE_PATH = /^\/[A-Za-z0-9_-]{1,64}$/

export function createRedirectHandler(deps: RedirectDeps) {
  const { cache, counter, status, details } = deps
  const cacheMisses = deps.cacheMisses ?? true
  const events = deps.events ?? unobservedRedirects
  const shared = new Headers({ ...deps.headers, 'cache-control': 'private, no-store' })

  async function lookup(code: string): Promise<CachedLink | null> {
    const generation = cache.generation
    const row = await findLinkByCode(deps.db, code)
    const link = row ? { id: row.id, url: locationFor(row.originalUrl), isActive: row.isActive } : null
    if (link || cacheMisses) cache.set(code, link, generation)
    return link
  }

  function redirect(link: CachedLink, request: Request, ipOf: () => string): Response {
    const kind = followKindOf(request)
    if (kind === 'click') {
      counter.add(link.id)
      details?.capture(link.id, request, ipOf)
    } else details?.tally(link.id, kind)
    events.redirected()
    const response = new Response(null, { status, headers: shared }) // the response gets its own copy
    response.headers.set('location', link.url)
    return response
  }

  /** The redirect for a code, or null when the code has no link that can be followed (synchronous when cached). */
  return function resolve(code: string, request: Request, ipOf: () => string = unknownAddress): Response | null | Promise<Response | null> {
    const cached = cache.get(code)
    if (cached !== undefined) return cached && isFollowable(cached) ? redirect(cached, request, ipOf) : null
    return lookup(code).then((link) => (link && isFollowable(link) ? redirect(link, request, ipOf) : null))
  }
}
