// One link's dimension counts of one day, packed in one text column (link_day_traffic.dimensions,
// docs/decisions/0051): `valueId:clicks` pairs joined by commas, ids ascending, where a value id names a
// (dimension, key) row of dimension_values. About 6 bytes a distinct value instead of a row of its own.

export type PackedCounts = Map<number, number>

/** Adds the pairs of `text` to `into`. Malformed pairs cannot be written by Snip and are skipped. */
export function unpackCounts(text: string | null | undefined, into: PackedCounts = new Map()): PackedCounts {
  if (!text) return into
  for (const pair of text.split(',')) {
    const colon = pair.indexOf(':')
    const id = Number(pair.slice(0, colon))
    const clicks = Number(pair.slice(colon + 1))
    if (colon > 0 && Number.isSafeInteger(id) && Number.isSafeInteger(clicks)) into.set(id, (into.get(id) ?? 0) + clicks)
  }
  return into
}

export function packCounts(counts: PackedCounts): string {
  return [...counts]
    .filter(([, clicks]) => clicks > 0)
    .sort((a, b) => a[0] - b[0])
    .map(([id, clicks]) => `${id}:${clicks}`)
    .join(',')
}

/** The stored text with `add` added: the read-modify-write of one row, inside the writer's transaction. */
export function addToPacked(text: string | null | undefined, add: Iterable<[number, number]>): string {
  const counts = unpackCounts(text)
  for (const [id, clicks] of add) counts.set(id, (counts.get(id) ?? 0) + clicks)
  return packCounts(counts)
}
