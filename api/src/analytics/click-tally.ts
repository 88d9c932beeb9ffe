// The clicks derived since the last analytics write, as the analytics worker holds them (docs/decisions/0056).
// A click's six derived values (country, device, browser, OS, referrer host, matched rule) are one *combination*,
// numbered once; the tally counts clicks per (link, combination) under one numeric key in one Map — no
// Map per link, no string per click. It is expanded to per-link value counts (`DimensionTally`, what the
// writers take) only at a write. `held` is what it costs in memory: the writer writes early past a bound.
import { DimensionTally, type DimensionRow } from './dimension-tally'

/**
 * The values of one click, as ids of `DimensionTally.valueOf`: country, device, browser, os, referrer, rule.
 * The rule's is NO_VALUE for a link without rules or a split: it has no such count.
 */
export type ValueIds = readonly [number, number, number, number, number, number]
export const NO_VALUE = -1
const WIDTH = 6

/** Links per transaction of a write: a flood's write is several (each all or nothing, the rest kept on failure). */
export const WRITE_CHUNK_LINKS = 2_000

/** Key = linkId · COMBINATIONS + combination: exact in a double for link ids below 2^31. */
const COMBINATIONS = 2 ** 22

export class ClickTally {
  /** Numbers the derived values; carried rows (a failed write's, a dead worker's) are added to it directly. */
  private readonly named = new DimensionTally()
  /** Six value ids per combination, flat. */
  private readonly combinations: number[] = []
  private readonly combinationIds = new Map<string, number>()
  private readonly counts = new Map<number, number>()

  valueOf(dimension: DimensionRow['dimension'], key: string): number {
    return this.named.valueOf(dimension, key)
  }

  /** How many values are numbered so far (value ids are below it). */
  valueCount(): number {
    return this.named.values.length
  }

  /** The number of a combination of values (once per distinct combination of a batch, not per click). */
  combinationOf(values: ValueIds): number {
    const key = values.join(',')
    let id = this.combinationIds.get(key)
    if (id === undefined) {
      id = this.combinations.length / WIDTH
      if (id >= COMBINATIONS) throw new Error('analytics tally: too many value combinations before a write')
      this.combinationIds.set(key, id)
      this.combinations.push(...values)
    }
    return id
  }

  add(linkId: number, combination: number, clicks = 1): void {
    const key = linkId * COMBINATIONS + combination
    this.counts.set(key, (this.counts.get(key) ?? 0) + clicks)
  }

  addRows(rows: Iterable<DimensionRow>): void {
    this.named.addRows(rows)
  }

  /** Entries held: distinct (link, combination) pairs plus carried links — what the memory grows with. */
  get held(): number {
    return this.counts.size + this.named.size
  }

  /** Per link and value, for a write (clicks of each combination added to each of its values). */
  expand(): DimensionTally {
    return this.chunks(Infinity).next().value ?? new DimensionTally(this.named.values)
  }

  /**
   * The counts per link and value in chunks of at most `maxLinks` links (ascending ids, carried rows
   * among them: PostgreSQL's writes are all carried rows), each moved out of the tally as it is made, so a
   * write never holds more than one chunk expanded. A chunk that failed to write goes back with
   * `addRows(chunk.rows())`; stopping there leaves the rest in the tally.
   */
  *chunks(maxLinks: number): Generator<DimensionTally> {
    const keys = Float64Array.from(this.counts.keys()).sort() // by link, then combination
    const carried = this.named.byLink
    const carriedIds = Float64Array.from(carried.keys()).sort()
    let chunk = new DimensionTally(this.named.values)
    let k = 0
    let c = 0
    while (k < keys.length || c < carriedIds.length) {
      const link = Math.min(k < keys.length ? Math.floor(keys[k]! / COMBINATIONS) : Infinity, c < carriedIds.length ? carriedIds[c]! : Infinity)
      if (chunk.size >= maxLinks) {
        yield chunk
        chunk = new DimensionTally(this.named.values)
      }
      if (carriedIds[c] === link) {
        chunk.byLink.set(link, carried.get(link)!)
        carried.delete(link)
        c++
      }
      const counts = chunk.countsOf(link)
      for (; k < keys.length && Math.floor(keys[k]! / COMBINATIONS) === link; k++) {
        const key = keys[k]!
        const clicks = this.counts.get(key)!
        this.counts.delete(key)
        const at = (key - link * COMBINATIONS) * WIDTH
        for (let v = at; v < at + WIDTH; v++) {
          const id = this.combinations[v]!
          if (id !== NO_VALUE) counts.set(id, (counts.get(id) ?? 0) + clicks)
        }
      }
    }
    if (chunk.size > 0) yield chunk
  }

  rows(): DimensionRow[] {
    return this.expand().rows()
  }
}
