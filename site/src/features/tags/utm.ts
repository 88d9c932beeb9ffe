// The UTM builder's rule (docs/decisions/0046): the target with utm_source, utm_medium,
// utm_campaign, utm_term and utm_content set. The target's other query parameters and its fragment are
// kept; its own utm_* parameters are replaced (a blank field removes that one). Pure, so it is unit-tested.
import { withScheme } from '@contracts/url-rules'

export const utmFields = ['source', 'medium', 'campaign', 'term', 'content'] as const
export type UtmField = (typeof utmFields)[number]
export type UtmValues = Record<UtmField, string>

export const emptyUtm: UtmValues = { source: '', medium: '', campaign: '', term: '', content: '' }

/** The target with the UTM parameters applied, or null when the target is no URL (nothing to add them to). */
export function withUtm(target: string, values: UtmValues): string | null {
  let url: URL
  try {
    url = new URL(withScheme(target.trim()))
  } catch {
    return null
  }
  // The other parameters are kept byte for byte (URLSearchParams would re-encode them).
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !isUtmPair(pair))
  const added = utmFields.filter((f) => values[f].trim()).map((f) => `utm_${f}=${encodeURIComponent(values[f].trim())}`)
  const query = [...kept, ...added].join('&')
  url.search = query ? `?${query}` : ''
  return url.toString()
}

/** A `utm_source=…` (etc.) pair of the five, in any case of its name. */
const isUtmPair = (pair: string) => utmFields.some((f) => decodeURIComponent(pair.split('=')[0]!.replace(/\+/g, ' ')).toLowerCase() === `utm_${f}`)

/**
 * The target's own UTM values, so the builder starts from them (empty fields would look as if the link had
 * none, and applying one field would drop the others). The first of a name wins, as in withUtm's order.
 */
export function utmOf(target: string): UtmValues {
  const values = { ...emptyUtm }
  let url: URL
  try {
    url = new URL(withScheme(target.trim()))
  } catch {
    return values
  }
  for (const [name, value] of url.searchParams) {
    const field = utmFields.find((f) => name.toLowerCase() === `utm_${f}`)
    if (field && values[field] === '') values[field] = value
  }
  return values
}
