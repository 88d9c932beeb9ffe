// One link's dimension counts of one day, packed in one text column (link_day_traffic.dimensions,
// docs/decisions/0051): `valueId:clicks` pairs joined by commas, ids ascending, where a value id names a
// (dimension, key) row of dimension_values. About 6 bytes a distinct value instead of a row of its own.
// Read and written once per link and day at each analytics write, so both are plain loops (a write of
// 10,000 links packs 10,000 of these).

export type PackedCounts = Map<number, number>

const COLON = 58
const COMMA = 44
const isDigit = (c: number) => c >= 48 && c <= 57

/** Adds the pairs of `text` to `into`. Malformed pairs cannot be written by Snip and are skipped. */
export function unpackCounts(text: string | null | undefined, into: PackedCounts = new Map()): PackedCounts {
  if (!text) return into
  let id = 0
  let clicks = 0
  let digits = 0
  let seenColon = false
  let ok = true
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : COMMA
    if (c === COMMA) {
      if (ok && seenColon && digits > 0) into.set(id, (into.get(id) ?? 0) + clicks)
      id = clicks = digits = 0
      seenColon = false
      ok = true
    } else if (c === COLON && !seenColon) {
      ok &&= digits > 0
      seenColon = true
      digits = 0
    } else if (isDigit(c)) {
      if (seenColon) clicks = clicks * 10 + (c - 48)
      else id = id * 10 + (c - 48)
      digits++
    } else ok = false
  }
  return into
}

export function packCounts(counts: PackedCounts): string {
  const ids = Float64Array.from(counts.keys()).sort()
  let text = ''
  for (const id of ids) {
    const clicks = counts.get(id)!
    if (clicks > 0) text += text ? `,${id}:${clicks}` : `${id}:${clicks}`
  }
  return text
}

/** The stored text with `add` (value id → clicks) added: the read-modify-write of one row, in the writer's transaction. */
export function addToPacked(text: string | null | undefined, add: PackedCounts): string {
  return packCounts(unpackCounts(text, new Map(add)))
}

/** A tally's counts of one link (tally value → clicks) under the database's value ids (`ids[tallyValue]`). */
export function byValueId(counts: Map<number, number>, ids: number[]): PackedCounts {
  const out: PackedCounts = new Map()
  for (const [v, clicks] of counts) out.set(ids[v]!, clicks)
  return out
}
