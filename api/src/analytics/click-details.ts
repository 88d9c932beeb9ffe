// What the redirect hands to analytics, and the bounded in-memory queue that holds it until the next flush.
// The redirect only records raw facts here (a push, a few increments); deriving country, device, browser,
// OS and referrer host happens in the flush (click-analytics.ts, analytics.worker.ts), and the raw values are gone after it.
// Nothing here is ever written to the database, a log or a file (docs/decisions/0042).

/** The raw facts of one counted click that may be analysed (no DNT / Sec-GPC): dropped after derivation. */
export interface RawClick {
  linkId: number
  ip: string
  userAgent: string | null
  referer: string | null
}

/**
 * The queue's clicks, column by column: the redirect pushes a number and three strings per click, no object,
 * and the flush posts the four arrays to the worker (a cheaper copy than an object per click).
 */
export interface RawBatch {
  linkIds: number[]
  ips: string[]
  agents: (string | null)[]
  referers: (string | null)[]
}

/** Clicks as a batch (tests, the bench). */
export function batchOf(clicks: RawClick[]): RawBatch {
  return {
    linkIds: clicks.map((c) => c.linkId),
    ips: clicks.map((c) => c.ip),
    agents: clicks.map((c) => c.userAgent),
    referers: clicks.map((c) => c.referer),
  }
}

/** Follows that are not clicks, and clicks without dimensions: per-day counters (link_day_traffic). */
export type TrafficKind = 'bots' | 'heads' | 'prefetches' | 'notShared' | 'unrecorded'
export const TRAFFIC_KINDS: readonly TrafficKind[] = ['bots', 'heads', 'prefetches', 'notShared', 'unrecorded']

export type TrafficCounts = Map<number, Record<TrafficKind, number>>

export interface ClickDetails {
  /**
   * A counted click: with DNT: 1 or Sec-GPC: 1 it is tallied as 'notShared' and nothing of it is kept;
   * otherwise its raw facts wait for the flush (over the cap: tallied as 'unrecorded' instead).
   * `ipOf` is the client address as http/client-ip.ts resolves it (TRUST_PROXY), asked only when needed.
   */
  capture(linkId: number, request: Request, ipOf: () => string): void
  tally(linkId: number, kind: TrafficKind): void
  /** Hands the queue and the tallies over (the flush), leaving both empty. */
  take(): { batch: RawBatch; traffic: TrafficCounts }
  /** Raw clicks waiting (for tests and the cap). */
  readonly queued: number
}

/** About 1,100 bytes a click at most (two cut headers): 20,000 queued clicks are a few MB, whatever the load. */
export const DEFAULT_QUEUE_CAP = 20_000
/** Queued clicks that call for a flush before the timer's (so under load the queue stays this small). */
export const EARLY_FLUSH_AT = 4_000

/** `full()`: told once the queue reaches EARLY_FLUSH_AT (it schedules a flush; called at most once until take()). */
export function createClickDetails(cap = DEFAULT_QUEUE_CAP, full: () => void = () => {}): ClickDetails {
  let told = false
  let linkIds: number[] = []
  let ips: string[] = []
  let agents: (string | null)[] = []
  let referers: (string | null)[] = []
  let traffic: TrafficCounts = new Map()

  function tally(linkId: number, kind: TrafficKind) {
    let row = traffic.get(linkId)
    if (!row) traffic.set(linkId, (row = { bots: 0, heads: 0, prefetches: 0, notShared: 0, unrecorded: 0 }))
    row[kind]++
  }

  return {
    capture(linkId, request, ipOf) {
      const h = request.headers
      if (h.get('dnt') === '1' || h.get('sec-gpc') === '1') return tally(linkId, 'notShared')
      if (linkIds.length >= cap) return tally(linkId, 'unrecorded') // the click is counted; only its dimensions are dropped
      // Cut to bound memory (a header may be kilobytes): families and hosts are in the first characters.
      linkIds.push(linkId)
      ips.push(ipOf())
      agents.push(h.get('user-agent')?.slice(0, 512) ?? null)
      referers.push(h.get('referer')?.slice(0, 512) ?? null)
      if (linkIds.length >= EARLY_FLUSH_AT && !told) {
        told = true
        full()
      }
    },
    tally,
    take() {
      const taken = { batch: { linkIds, ips, agents, referers }, traffic }
      told = false
      linkIds = []
      ips = []
      agents = []
      referers = []
      traffic = new Map()
      return taken
    },
    get queued() {
      return linkIds.length
    },
  }
}
