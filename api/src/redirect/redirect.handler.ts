// GET /{code}: the hot path. Cache first, database on a miss; counts the click in memory (never waits on
// a write); unknown or inactive codes get the site's Link Not Found page with status 404. Links with an
// expiry, a click cap or a password are answered by follow.ts; links without keep this path.
// A cached code is answered synchronously, with one shared, prebuilt Headers object (building headers
// from a plain object costs several µs per response; copying a Headers object is cheap).
import type { RedirectStatus } from '../config'
import type { Database } from '../db/database'
import { sqliteTransactionOpen } from '../db/prepared'
import { followFactsOf, type Links, type RedirectLink, type RedirectRow } from '../links'
import type { ModerationFacts } from '../moderation/link-screen'
import type { LinkClickCounter } from '../clicks'
import { createFollower, type FollowAnswer, type Follower, type LifecyclePages } from './follow'
import type { ClickDetails } from '../analytics'
import type { Doorkeeper } from './doorkeeper'
import type { CachedLink, LinkCache } from './link-cache'
import { unobservedRedirects, type RedirectEvents } from './redirect-events'
import { smartFollowOf } from './smart-follow'
import type { ForwardQueryMode } from '../contracts/link-rule-values'

export interface RedirectDeps {
  db: Database
  /** The links face's read on a cache miss (synchronous on SQLite). */
  lookup: Links['forRedirect']
  cache: LinkCache
  counter: LinkClickCounter
  status: RedirectStatus
  /** Extra headers on every redirect: the Referrer-Policy (docs/decisions/0012). */
  headers: Record<string, string>
  /**
   * Remember "no such link" too (default true). Off when several instances share the database: a code
   * created through another instance must work here at once, before its notification arrives.
   */
  cacheMisses?: boolean
  /** Which codes the cache takes in once it is full (doorkeeper.ts: from their second lookup); absent: every code. */
  doorkeeper?: Doorkeeper
  /** Told of each redirect answered (a bare increment: docs/decisions/0037-metrics.md). */
  events?: RedirectEvents
  /** Whether moderation took a loaded link down (asked once per cache load, never per follow). */
  screen?: (link: RedirectLink, known: ModerationFacts) => boolean | Promise<boolean>
  /** Link expired and the password page; without them, such links answer a bare status. */
  pages?: LifecyclePages
  /** The clock that decides expiry (epoch ms; tests pass a test clock). */
  now?: () => number
  /** Analytics' capture (docs/decisions/0042): raw facts into memory only, derived in its flush. */
  details?: ClickDetails
  /** FORWARD_QUERY: what a link that says nothing of query forwarding does (default off). */
  forwardQuery?: ForwardQueryMode
  /** Told, by link id only, when a follow took a capped link's last click (webhooks' link.expired); never awaited. */
  outOfClicks?: (linkId: number) => void
}

/**
 * The Location header value for a stored target, computed once per cached link. Targets are stored as the
 * user wrote them; one with characters a header cannot carry (an internationalised host, an accented path)
 * is sent in its ASCII form (punycode host, percent-encoded path), which browsers treat as the same address.
 * A target without a fragment of its own gets an empty one (`#`): a browser carries the fragment the short
 * link was opened with over to a Location without one, and that fragment may hold what its reader never
 * meant the target to see (sign-in tokens an e-mail link was tricked into sending there; docs/decisions/0066).
 */
export function locationFor(target: string): string {
  const location = /^[\x21-\x7e]*$/.test(target) ? target : new URL(target).href
  return location.includes('#') ? location : `${location}#`
}

const unknownAddress = () => 'unknown'

export const SHORT_CODE_PATH = /^\/[A-Za-z0-9_-]{1,64}$/

const barePages: LifecyclePages = {
  expired: () => new Response(null, { status: 410 }),
  disabled: () => new Response(null, { status: 410 }),
  password: (_r, wrong) => new Response(null, { status: wrong ? 403 : 200 }),
  tooManyAttempts: () => new Response(null, { status: 429 }),
}

/**
 * What the redirect keeps about a link: its target and the facts the follow rule needs (never the password
 * hash); with rules or forwarding, the rules compiled here, once per cache fill (smart-follow.ts).
 */
export function cachedLinkOf(row: RedirectLink, forwardQuery: ForwardQueryMode = 'off'): CachedLink {
  // Built on the facts' object rather than spread into a new one: a miss makes one object, not two.
  const link = followFactsOf(row) as CachedLink
  link.id = row.id
  link.url = locationFor(row.originalUrl)
  if (row.fallbackUrl) link.fallback = locationFor(row.fallbackUrl)
  if (row.locked) link.locked = true
  if (row.rules || row.forwardQuery || forwardQuery !== 'off') {
    const smart = smartFollowOf(row, forwardQuery, locationFor)
    if (smart) link.smart = smart
  }
  return link
}

export interface RedirectHandler {
  /**
   * `ipOf`: the client address, read only when analytics capture a click. `domain`: the custom domain the
   * request came to (its id); absent: the instance's own.
   */
  (code: string, request: Request, ipOf?: () => string, domain?: number): FollowAnswer
  /** The answers shared with the password form (password-follow.ts). */
  readonly follower: Follower
  /** The cached facts of the code's link (looked up on a miss): the object follows update. */
  linkFor(code: string, domain?: number): Promise<CachedLink | null>
}

/** The cache's key: the code on the instance's own domain, `code@id` on a custom one (codes never hold '@'). */
const keyOf = (code: string, domain: number | undefined) => (domain ? `${code}@${domain}` : code)

export function createRedirectHandler(deps: RedirectDeps): RedirectHandler {
  const { cache } = deps
  const cacheMisses = deps.cacheMisses ?? true
  const follower = createFollower({
    db: deps.db,
    counter: deps.counter,
    status: deps.status,
    events: deps.events ?? unobservedRedirects,
    pages: deps.pages ?? barePages,
    shared: new Headers({ ...deps.headers, 'cache-control': 'private, no-store' }),
    now: deps.now ?? Date.now,
    details: deps.details,
    outOfClicks: deps.outOfClicks,
  })

  const screened = (link: CachedLink, down: boolean) => {
    if (down) link.takenDown = true
    return link
  }

  /**
   * Keeps what was read for `code` (a link, or "no such link" where misses are kept) unless invalidated
   * since `generation`; once the cache is full (keeping it would evict another), only when the doorkeeper
   * lets the code in. Nothing is kept while a SQLite transaction is open: the read saw its uncommitted
   * rows (a link being imported, a link being deleted), and a rollback would leave the cache wrong.
   */
  function kept(key: string, link: CachedLink | null, generation: number, domain: number | undefined): CachedLink | null {
    if (sqliteTransactionOpen(deps.db)) return link
    if ((link || cacheMisses) && (!deps.doorkeeper || !cache.full(link !== null) || deps.doorkeeper.admits(key))) {
      if (domain) cache.noteDomain(domain)
      cache.set(key, link, generation)
    }
    return link
  }

  /** The cached form of a link read at `generation`, screened by moderation, stored: at once unless the screen must wait. */
  function loaded(key: string, row: RedirectRow | null, generation: number, domain: number | undefined): CachedLink | null | Promise<CachedLink | null> {
    if (!row) return kept(key, null, generation, domain)
    const link = cachedLinkOf(row, deps.forwardQuery)
    const down = deps.screen?.(row, row) ?? false // the row carries moderation's facts; synchronous once the blocklist is in memory
    if (typeof down === 'boolean') return kept(key, screened(link, down), generation, domain)
    return down.then((d) => kept(key, screened(link, d), generation, domain))
  }

  /**
   * A cache miss: on SQLite read, screened and stored in one synchronous step (no invalidation can come
   * between the generation read and the store); on PostgreSQL after the database's answer.
   */
  function lookup(code: string, domain: number | undefined): CachedLink | null | Promise<CachedLink | null> {
    const generation = cache.generation
    const key = keyOf(code, domain)
    const found = deps.lookup(code, domain)
    return found instanceof Promise ? found.then((f) => loaded(key, f, generation, domain)) : loaded(key, found, generation, domain)
  }

  /** The redirect for a code, or null when the code has no link that can be followed (synchronous when cached, and on SQLite). */
  function resolve(code: string, request: Request, ipOf: () => string = unknownAddress, domain?: number): FollowAnswer {
    const cached = cache.get(keyOf(code, domain))
    if (cached !== undefined) return follower.answer(cached, request, ipOf)
    const link = lookup(code, domain)
    return link instanceof Promise ? link.then((l) => follower.answer(l, request, ipOf)) : follower.answer(link, request, ipOf)
  }
  return Object.assign(resolve, {
    follower,
    linkFor: async (code: string, domain?: number) => cache.get(keyOf(code, domain)) ?? (await lookup(code, domain)),
  })
}
