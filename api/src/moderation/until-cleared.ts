// Moderation facts every instance keeps in memory (the blocklist, whether anonymous shortening is on): read
// from the database once, and again whenever the redirect cache was emptied. A change to one of them
// empties every instance's cache (EVERY_CODE through the invalidation channel, admin-settings.ts), so
// each instance reads it afresh before its next use (docs/decisions/0043, 0054).

/** `load`'s value, kept until `clears()` changes; synchronous once loaded. A failed load is tried again at the next call. */
export function untilCleared<T>(clears: () => number, load: () => Promise<T>): () => T | Promise<T> {
  let snapshot: { at: number; value: Promise<T>; loaded?: { value: T } } | undefined
  return () => {
    const at = clears()
    if (snapshot?.at !== at) {
      const current: NonNullable<typeof snapshot> = { at, value: load() }
      snapshot = current
      current.value.then(
        (value) => (current.loaded = { value }),
        () => (snapshot = snapshot === current ? undefined : snapshot),
      )
      return current.value
    }
    return snapshot.loaded ? snapshot.loaded.value : snapshot.value
  }
}
