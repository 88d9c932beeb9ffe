// The redirect's in-process cache: short code → target (or null: "no such link"). Bounded; the oldest
// entries not read lately are dropped first (CLOCK, clock-map.ts). Every write to a link invalidates its code here (and, on PostgreSQL, on the
// other instances through the invalidation channel). A lookup that started before an invalidation may not
// store its (possibly stale) answer: set() takes the generation read before the lookup.
// 100,000 entries take about 25 MB; a hot set larger than the cache (LINK_CACHE_SIZE, default 50,000)
// costs one database lookup per eviction.
import type { FollowFacts } from '../links'
import { ClockMap } from './clock-map'
import type { SmartFollow } from './smart-follow'
import { EVERY_CODE } from '../links'

export interface CachedLink extends FollowFacts {
  id: number
  url: string
  isActive: boolean
  /** Taken down by moderation (an admin, a disabled owner, a blocked domain): "Link disabled", 410. */
  takenDown?: boolean
  /** Where the link redirects once expired or exhausted (Location form); null: the Link expired page. */
  fallback?: string | null
  /** Whether following asks for the password first (the hash itself is never cached). */
  locked?: boolean
  /** Its redirect rules compiled and its query forwarding (smart-follow.ts); absent: the plain redirect to `url`. */
  smart?: SmartFollow
}

export interface LinkCache {
  get(code: string): CachedLink | null | undefined
  /** Current generation: read it before a database lookup, pass it to set(). */
  readonly generation: number
  set(code: string, link: CachedLink | null, generation: number): void
  /** Whether storing a link (`true`) or a "no such link" (`false`) now would evict another entry. */
  full(link: boolean): boolean
  /**
   * Drops the code (EVERY_CODE: every code), on the instance's own domain and on every custom domain the
   * cache has held codes of: writers name a code, and a code may be used on several domains.
   */
  invalidate(code: string): void
  /** Says a custom domain's codes are kept, under `code@domainId` (docs/decisions/0083). */
  noteDomain(id: number): void
  clear(): void
  /** How many times the cache was emptied (what depends on it, e.g. the blocklist, is read again). */
  readonly clears: number
  readonly size: number
  /** Lookups answered from memory (a link or "no such link") and lookups that went to the database. */
  readonly hits: number
  readonly misses: number
}

export function createLinkCache(maxEntries = 50_000): LinkCache {
  // Known links and "no such link" answers are kept apart: unknown codes are what a scan for links
  // produces, and they must not push the links people actually follow out of the cache. Misses get a
  // tenth of the room.
  const links = new ClockMap<CachedLink>(maxEntries)
  const misses = new ClockMap<null>(Math.max(1, Math.floor(maxEntries / 10)))
  const domains = new Set<number>()
  let generation = 0
  let clears = 0
  let hits = 0
  let lookups = 0
  const clear = () => {
    generation++
    clears++
    links.clear()
    misses.clear()
  }
  return {
    get(code) {
      const found = links.get(code) ?? misses.get(code)
      if (found === undefined) lookups++
      else hits++
      return found
    },
    get generation() {
      return generation
    },
    full(link) {
      return link ? links.size >= links.capacity : misses.size >= misses.capacity
    },
    set(code, link, seen) {
      if (seen !== generation) return
      if (link) {
        misses.delete(code)
        links.set(code, link)
      } else {
        links.delete(code)
        misses.set(code, null)
      }
    },
    invalidate(code) {
      if (code === EVERY_CODE) return clear()
      generation++
      links.delete(code)
      misses.delete(code)
      for (const id of domains) {
        links.delete(`${code}@${id}`)
        misses.delete(`${code}@${id}`)
      }
    },
    noteDomain(id) {
      domains.add(id)
    },
    clear,
    get clears() {
      return clears
    },
    get size() {
      return links.size + misses.size
    },
    get hits() {
      return hits
    },
    get misses() {
      return lookups
    },
  }
}
