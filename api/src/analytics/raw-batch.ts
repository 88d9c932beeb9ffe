// The raw clicks of one flush as the redirect queues them and the worker receives them: per click a link
// id and four small numbers, each naming a distinct address, user agent, referrer or matched redirect rule
// of the batch (-1: none). The redirect pays one Map lookup per header and allocates nothing per click once a value was
// seen; the hand-over copies four typed arrays and the few distinct strings, not a string per click; the
// worker derives each distinct value once. Dropped after derivation: nothing here is ever written anywhere.

/** One counted click that may be analysed (no DNT / Sec-GPC), as tests and the bench write it. */
export interface RawClick {
  linkId: number
  ip: string
  userAgent: string | null
  referer: string | null
  /** What answered a link with rules or a split (`rule:2`, `variant:1`, `default`); absent for other links. */
  matched?: string | null
}

export interface RawBatch {
  linkIds: Float64Array
  ips: Int32Array
  agents: Int32Array
  referers: Int32Array
  matched: Int32Array
  /** The distinct values the arrays above number. */
  distinct: { ips: string[]; agents: string[]; referers: string[]; matched: string[] }
}

/** The distinct strings of one column, numbered in order of arrival. */
class Distinct {
  private readonly seen = new Map<string, number>()
  readonly values: string[] = []
  // The last value asked for: consecutive clicks often share it, and comparing is cheaper than hashing.
  private last: string | null = null
  private lastId = -1

  idOf(value: string | null): number {
    if (value === this.last) return this.lastId
    if (value === null) return -1
    let id = this.seen.get(value)
    if (id === undefined) this.seen.set(value, (id = this.values.push(value) - 1))
    this.last = value
    this.lastId = id
    return id
  }
}

/** A batch being filled: at most `cap` clicks (the columns are allocated once, at that size). */
export class BatchBuilder {
  length = 0
  private readonly linkIds: Float64Array
  private readonly ips: Int32Array
  private readonly agents: Int32Array
  private readonly referers: Int32Array
  private readonly matched: Int32Array
  private distinct = { ips: new Distinct(), agents: new Distinct(), referers: new Distinct(), matched: new Distinct() }

  constructor(readonly cap: number) {
    this.linkIds = new Float64Array(cap)
    this.ips = new Int32Array(cap)
    this.agents = new Int32Array(cap)
    this.referers = new Int32Array(cap)
    this.matched = new Int32Array(cap)
  }

  push(linkId: number, ip: string, agent: string | null, referer: string | null, matched: string | null = null): void {
    const i = this.length++
    this.linkIds[i] = linkId
    this.ips[i] = this.distinct.ips.idOf(ip)
    this.agents[i] = this.distinct.agents.idOf(agent)
    this.referers[i] = this.distinct.referers.idOf(referer)
    this.matched[i] = this.distinct.matched.idOf(matched)
  }

  /** The batch so far (copies), leaving the builder empty. */
  take(): RawBatch {
    const n = this.length
    const { ips, agents, referers, matched } = this.distinct
    const batch = {
      linkIds: this.linkIds.slice(0, n),
      ips: this.ips.slice(0, n),
      agents: this.agents.slice(0, n),
      referers: this.referers.slice(0, n),
      matched: this.matched.slice(0, n),
      distinct: { ips: ips.values, agents: agents.values, referers: referers.values, matched: matched.values },
    }
    this.length = 0
    this.distinct = { ips: new Distinct(), agents: new Distinct(), referers: new Distinct(), matched: new Distinct() }
    return batch
  }
}

export function batchOf(clicks: RawClick[]): RawBatch {
  const builder = new BatchBuilder(clicks.length)
  for (const c of clicks) builder.push(c.linkId, c.ip, c.userAgent, c.referer, c.matched)
  return builder.take()
}
