// Counting never slows or blocks a redirect: add(id) bumps an in-memory table (click-counts.ts); a timer
// takes its contents out as a sorted batch (click-batch.ts) and flushes it; stop() flushes what is left, so
// a graceful shutdown loses nothing.
import { clicksIn, emptyBatch, positionOf, type ClickBatch } from './click-batch'
import { ClickCounts } from './click-counts'

/** Writes a batch; on failure `batch.committed` tells how many of its entries (from the first) were committed. */
export type ClickFlush = (batch: ClickBatch) => Promise<void>

/** What counting tells the metrics (api/src/metrics); counted() is on the redirect path: a bare increment. */
export interface ClickEvents {
  counted(): void
  /** A flush ended: the clicks it committed, how long it took, whether it failed (its rest is kept for the next). */
  flushed(clicks: number, seconds: number, failed: boolean): void
}

const nothing = () => {}
export const unobservedClicks: ClickEvents = { counted: nothing, flushed: nothing }

/** The counter of clicks in memory, as createClickCounter makes it. */
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

/**
 * What the redirect counts with: the counter in memory, and for a link with a click cap one click taken in
 * the database at once (capped-clicks.repository.ts).
 */
export interface LinkClickCounter extends ClickCounter {
  /** Takes one of the capped link's remaining clicks: its new total, or null when none is left. */
  takeCapped(linkId: number, now: Date): Promise<number | null>
}

export function createClickCounter(write: ClickFlush, everyMs = 1000, onError: (e: unknown) => void = () => {}, events = unobservedClicks): ClickCounter {
  const counts = new ClickCounts()
  let inFlight = emptyBatch()
  let running: Promise<void> = Promise.resolve()
  let begun = 0

  /** The in-flight clicks of `linkId` (0 when it is not in the batch being written). */
  const flying = (linkId: number) => {
    const at = positionOf(inFlight.ids, linkId)
    return at < 0 ? 0 : inFlight.ns[at]!
  }

  const flushOnce = async () => {
    if (counts.size === 0) return
    begun++
    const batch = (inFlight = counts.batch())
    counts.clear()
    const started = performance.now()
    try {
      await write(batch)
      events.flushed(clicksIn(batch), (performance.now() - started) / 1000, false)
    } catch (error) {
      events.flushed(clicksIn(batch, 0, batch.committed), (performance.now() - started) / 1000, true)
      // keep the entries not committed for the next try
      for (let i = batch.committed; i < batch.ids.length; i++) counts.add(batch.ids[i]!, batch.ns[i]!)
      onError(error)
    } finally {
      inFlight = emptyBatch()
    }
  }
  const flush = () => (running = running.then(flushOnce))
  const timer = setInterval(flush, everyMs)
  timer.unref?.()

  return {
    add(linkId) {
      counts.add(linkId)
      events.counted()
    },
    pending: (linkId) => counts.get(linkId) + flying(linkId),
    pendingIds: () => [...new Set([...counts.ids(), ...inFlight.ids])],
    pendingExcept(linkId, committed) {
      const n = flying(linkId)
      return counts.get(linkId) + (n === 0 || committed(linkId) ? 0 : n)
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
