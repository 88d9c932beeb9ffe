// Counting never slows or blocks a redirect: add(id) bumps an in-memory map; a timer swaps the map out
// and flushes it; stop() flushes what is left, so a graceful shutdown loses nothing.
export type ClickFlush = (counts: Map<number, number>) => Promise<void>

/** What counting tells the metrics (api/src/metrics); counted() is on the redirect path: a bare increment. */
export interface ClickEvents {
  counted(): void
  /** A flush ended: the clicks it committed, how long it took, whether it failed (its rest is kept for the next). */
  flushed(clicks: number, seconds: number, failed: boolean): void
}

const nothing = () => {}
export const unobservedClicks: ClickEvents = { counted: nothing, flushed: nothing }

const sum = (counts: Map<number, number>) => {
  let n = 0
  for (const c of counts.values()) n += c
  return n
}

export interface ClickCounter {
  add(linkId: number): void
  /** Clicks counted here and not yet written (so reads can include them). */
  pending(linkId: number): number
  /** Ids with clicks not yet written. */
  pendingIds(): number[]
  /**
   * Like pending(), but leaves out the clicks of the batch being written for which `committed(id)` holds:
   * a reader whose database snapshot already contains them must not add them again (exact-clicks.ts).
   */
  pendingExcept(linkId: number, committed: (linkId: number) => boolean): number
  /**
   * Runs a read that adds pending() to what it reads from the database so that no flush overlaps it: a
   * flush commits before it forgets its batch, so a read in between would count the batch twice (or,
   * with a snapshot from before the commit, not at all). Waits for a running flush, and reads again if
   * one began meanwhile.
   */
  consistentRead<T>(read: () => Promise<T>): Promise<T>
  flush(): Promise<void>
  stop(): Promise<void>
}

export function createClickCounter(write: ClickFlush, everyMs = 1000, onError: (e: unknown) => void = () => {}, events = unobservedClicks): ClickCounter {
  let counts = new Map<number, number>()
  let inFlight = new Map<number, number>()
  let running: Promise<void> = Promise.resolve()
  let begun = 0

  const flushOnce = async () => {
    if (counts.size === 0) return
    begun++
    inFlight = counts
    counts = new Map()
    const batch = sum(inFlight)
    const started = performance.now()
    try {
      await write(inFlight)
      events.flushed(batch, (performance.now() - started) / 1000, false)
    } catch (error) {
      events.flushed(batch - sum(inFlight), (performance.now() - started) / 1000, true)
      // keep them for the next try (the write removes from inFlight whatever it already committed)
      for (const [id, n] of inFlight) counts.set(id, (counts.get(id) ?? 0) + n)
      onError(error)
    } finally {
      inFlight = new Map()
    }
  }
  const flush = () => (running = running.then(flushOnce))
  const timer = setInterval(flush, everyMs)
  timer.unref?.()

  return {
    add(linkId) {
      counts.set(linkId, (counts.get(linkId) ?? 0) + 1)
      events.counted()
    },
    pending: (linkId) => (counts.get(linkId) ?? 0) + (inFlight.get(linkId) ?? 0),
    pendingIds: () => [...new Set([...counts.keys(), ...inFlight.keys()])],
    pendingExcept(linkId, committed) {
      const flying = inFlight.get(linkId)
      return (counts.get(linkId) ?? 0) + (flying === undefined || committed(linkId) ? 0 : flying)
    },
    async consistentRead(read) {
      for (let attempt = 0; ; attempt++) {
        await running
        const seen = begun
        const result = await read()
        if (begun === seen || attempt >= 3) return result
      }
    },
    flush,
    async stop() {
      clearInterval(timer)
      // A failed flush keeps its clicks; retry a few times so a graceful stop does not drop them.
      for (let attempt = 0; attempt < 5; attempt++) {
        await flush()
        if (counts.size === 0) return
        await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)))
      }
    },
  }
}
