// Turns raw clicks into per-link dimension counts: the derivation step of the flush. Runs in slices that
// give the event loop back between them, so a full queue never holds up redirects; the raw values live
// only in the array handed in, which the caller drops afterwards.
import { countryOf } from './country-lookup'
import type { RawClick } from './click-details'
import { referrerHostOf } from './referrer-host'
import { familiesOf, type AgentFamilies } from './user-agent'

export const DIMENSIONS = ['country', 'device', 'browser', 'os', 'referrer'] as const
export type Dimension = (typeof DIMENSIONS)[number]

/** `${linkId}\t${dimension}\t${key}` → clicks. */
export type DimensionCounts = Map<string, number>

export interface DimensionRow {
  linkId: number
  dimension: Dimension
  key: string
  clicks: number
}

const SLICE = 2000
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

function add(counts: DimensionCounts, linkId: number, dimension: Dimension, key: string) {
  const k = `${linkId}\t${dimension}\t${key}`
  counts.set(k, (counts.get(k) ?? 0) + 1)
}

/** Memoised within one call only: no raw value outlives the batch it came in. */
function memo<K, V>(derive: (k: K) => V): (k: K) => V {
  const seen = new Map<K, V>()
  return (k) => {
    let v = seen.get(k)
    if (v === undefined) seen.set(k, (v = derive(k)))
    return v
  }
}

export async function deriveDimensions(clicks: RawClick[], into: DimensionCounts = new Map()): Promise<DimensionCounts> {
  const agents = new Map<string, AgentFamilies>()
  const country = memo(countryOf)
  for (let i = 0; i < clicks.length; i++) {
    if (i > 0 && i % SLICE === 0) await yieldToEventLoop()
    const click = clicks[i]!
    const agent = familiesOf(click.userAgent, agents)
    add(into, click.linkId, 'country', country(click.ip))
    add(into, click.linkId, 'device', agent.device)
    add(into, click.linkId, 'browser', agent.browser)
    add(into, click.linkId, 'os', agent.os)
    add(into, click.linkId, 'referrer', referrerHostOf(click.referer))
  }
  return into
}

export function dimensionRows(counts: DimensionCounts): DimensionRow[] {
  const rows: DimensionRow[] = []
  for (const [k, clicks] of counts) {
    const [id, dimension, key] = k.split('\t') as [string, Dimension, string]
    rows.push({ linkId: Number(id), dimension, key, clicks })
  }
  return rows
}
