// What the redirect hands to analytics, and the bounded in-memory queue that holds it until the next flush.
// The redirect only records raw facts here (three lookups and a few stores, raw-batch.ts); deriving country, device, browser,
// OS and referrer host happens in the flush (click-analytics.ts, analytics.worker.ts), and the raw values are gone after it.
// Nothing here is ever written to the database, a log or a file (docs/decisions/0042, 0051).
import { BatchBuilder, type RawBatch } from './raw-batch'

/** Follows that are not clicks, and clicks without dimensions: per-day counters (link_day_traffic). */
export type TrafficKind = 'bots' | 'heads' | 'prefetches' | 'notShared' | 'unrecorded'
export const TRAFFIC_KINDS: readonly TrafficKind[] = ['bots', 'heads', 'prefetches', 'notShared', 'unrecorded']

export type TrafficCounts = Map<number, Record<TrafficKind, number>>

export interface ClickDetails {
  /**
   * A counted click: with DNT: 1 or Sec-GPC: 1 it is tallied as 'notShared' and nothing of it is kept;
   * otherwise its raw facts wait for the flush (over the cap: tallied as 'unrecorded' instead).
   * `ipOf` is the client address as http/client-ip.ts resolves it (TRUST_PROXY), asked only when needed;
   * `agent` the User-Agent when the caller has read it already (the redirect has, to tell bots apart).
   * `matched`: what answered a link with rules or a split (`rule:2`, `variant:1`, `default`), counted as
   * the click's `rule` value; null for a link without them.
   */
  capture(linkId: number, request: Request, ipOf: () => string, agent?: string | null, matched?: string | null): void
  tally(linkId: number, kind: TrafficKind): void
  /** Hands the queue and the tallies over (the flush), leaving both empty. */
  take(): { batch: RawBatch; traffic: TrafficCounts }
  /** Raw clicks waiting (for tests and the cap). */
  readonly queued: number
}

/** About 1,100 bytes a click at most (two cut headers, when all differ): 20,000 queued clicks are a few MB, whatever the load. */
export const DEFAULT_QUEUE_CAP = 20_000
/** Queued clicks that call for a flush before the timer's (so under load the queue stays this small). */
export const EARLY_FLUSH_AT = 4_000

/** At most 512 characters (`slice` called only when longer: most headers are shorter). */
const cut = (value: string) => (value.length > 512 ? value.slice(0, 512) : value)

/** `full()`: told once the queue reaches EARLY_FLUSH_AT (it schedules a flush; called at most once until take()). */
export function createClickDetails(cap = DEFAULT_QUEUE_CAP, full: () => void = () => {}): ClickDetails {
  let told = false
  const queue = new BatchBuilder(cap)
  let traffic: TrafficCounts = new Map()

  function tally(linkId: number, kind: TrafficKind) {
    let row = traffic.get(linkId)
    if (!row) traffic.set(linkId, (row = { bots: 0, heads: 0, prefetches: 0, notShared: 0, unrecorded: 0 }))
    row[kind]++
  }

  return {
    capture(linkId, request, ipOf, agent, matched = null) {
      const h = request.headers
      if (h.get('dnt') === '1' || h.get('sec-gpc') === '1') return tally(linkId, 'notShared')
      if (queue.length >= cap) return tally(linkId, 'unrecorded') // the click is counted; only its dimensions are dropped
      const ua = agent === undefined ? h.get('user-agent') : agent
      const referer = h.get('referer')
      // Cut to bound memory (a header may be kilobytes): families and hosts are in the first characters.
      queue.push(linkId, ipOf(), ua === null ? null : cut(ua), referer === null ? null : cut(referer), matched)
      if (queue.length >= EARLY_FLUSH_AT && !told) {
        told = true
        full()
      }
    },
    tally,
    take() {
      const taken = { batch: queue.take(), traffic }
      told = false
      traffic = new Map()
      return taken
    },
    get queued() {
      return queue.length
    },
  }
}
