// A flush's clicks as the counter hands them to a writer (ClickCounts.batch): link ids in ascending order
// (one lock order for every instance) and each id's clicks, in two typed arrays. Sorted natively, copied to
// the SQLite flush worker as two blocks of memory, read by position or by binary search: no array or
// object per link (docs/decisions/0062: building per-link pairs, sorting them with a comparator and cloning
// them cost the event loop about as much as counting the clicks).

export interface ClickBatch {
  readonly ids: Float64Array
  readonly ns: Float64Array
  /**
   * How many entries, from the first, are committed. A writer advances it as its chunks commit, so that
   * after a failure the counter keeps (and retries) only the rest.
   */
  committed: number
}

export const emptyBatch = (): ClickBatch => ({ ids: new Float64Array(0), ns: new Float64Array(0), committed: 0 })

/** Where `id` is in the sorted `ids`, or -1. */
export function positionOf(ids: Float64Array, id: number): number {
  let lo = 0
  let hi = ids.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1
    const at = ids[mid]!
    if (at === id) return mid
    if (at < id) lo = mid + 1
    else hi = mid - 1
  }
  return -1
}

/** The clicks of entries [from, to) of the batch. */
export function clicksIn(batch: ClickBatch, from = 0, to = batch.ns.length): number {
  let n = 0
  for (let i = from; i < to; i++) n += batch.ns[i]!
  return n
}
