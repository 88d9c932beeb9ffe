// The redirect's in-process cache: short code → target (or null: "no such link"). Bounded; the oldest
// entries are dropped first. Every write to a link invalidates its code here (and, on PostgreSQL, on the
// other instances through the invalidation channel). A lookup that started before an invalidation may not
// store its (possibly stale) answer: set() takes the generation read before the lookup.
// 100,000 entries take about 25 MB; a hot set larger than the cache (LINK_CACHE_SIZE, default 50,000)
// costs one database lookup per eviction.
export interface CachedLink {
  id: number
  url: string
  active: boolean
}

export interface LinkCache {
  get(code: string): CachedLink | null | undefined
  /** Current generation: read it before a database lookup, pass it to set(). */
  readonly generation: number
  set(code: string, link: CachedLink | null, generation: number): void
  invalidate(code: string): void
  clear(): void
  readonly size: number
}

export function createLinkCache(maxEntries = 50_000): LinkCache {
  const map = new Map<string, CachedLink | null>()
  let generation = 0
  return {
    get: (code) => map.get(code),
    get generation() {
      return generation
    },
    set(code, link, seen) {
      if (seen !== generation) return
      if (map.size >= maxEntries && !map.has(code)) {
        const oldest = map.keys().next().value
        if (oldest !== undefined) map.delete(oldest)
      }
      map.set(code, link)
    },
    invalidate(code) {
      generation++
      map.delete(code)
    },
    clear() {
      generation++
      map.clear()
    },
    get size() {
      return map.size
    },
  }
}
