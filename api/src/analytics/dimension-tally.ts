// Per-link counts of derived values (country, device, browser, OS, referrer host, and for a link with
// redirect rules the rule or split variant that answered), each value numbered once: what the analytics
// writers take (sqlite-detail-writer.ts, detail.repository.ts). Holds derived values only.
export const DIMENSIONS = ['country', 'device', 'browser', 'os', 'referrer', 'rule'] as const
export type Dimension = (typeof DIMENSIONS)[number]

export interface DimensionRow {
  linkId: number
  dimension: Dimension
  key: string
  clicks: number
}

const bump = (counts: Map<number, number>, id: number, n = 1) => counts.set(id, (counts.get(id) ?? 0) + n)

/** Clicks per link and derived value; values are numbered by the tally (`valueOf`), per link a Map id → clicks. */
export class DimensionTally {
  private readonly ids = new Map<string, number>()
  readonly byLink = new Map<number, Map<number, number>>()

  /** `values`: another tally's numbering to share (value id → [dimension, key]; a chunk of a write). */
  constructor(readonly values: [Dimension, string][] = []) {
    values.forEach(([dimension, key], id) => this.ids.set(`${dimension}\t${key}`, id))
  }

  valueOf(dimension: Dimension, key: string): number {
    const k = `${dimension}\t${key}`
    let id = this.ids.get(k)
    if (id === undefined) this.ids.set(k, (id = this.values.push([dimension, key]) - 1))
    return id
  }

  countsOf(linkId: number): Map<number, number> {
    let counts = this.byLink.get(linkId)
    if (!counts) this.byLink.set(linkId, (counts = new Map()))
    return counts
  }

  add(linkId: number, valueId: number, clicks = 1): void {
    bump(this.countsOf(linkId), valueId, clicks)
  }

  addRows(rows: Iterable<DimensionRow>): void {
    for (const r of rows) this.add(r.linkId, this.valueOf(r.dimension, r.key), r.clicks)
  }

  get size(): number {
    return this.byLink.size
  }

  rows(): DimensionRow[] {
    const rows: DimensionRow[] = []
    for (const [linkId, counts] of this.byLink) {
      for (const [id, clicks] of counts) rows.push({ linkId, dimension: this.values[id]![0], key: this.values[id]![1], clicks })
    }
    return rows
  }
}
