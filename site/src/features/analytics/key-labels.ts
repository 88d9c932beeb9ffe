// How a breakdown's stored keys read on the page: country codes as names (the browser's own Intl data),
// "unknown" and "direct" in words, device classes capitalised. Country names in the page's language.
import { pageLocale } from '@contracts/words'
import { analyticsCopy } from './analytics-copy'

const t = analyticsCopy.breakdowns
let regions: Intl.DisplayNames | undefined

export function countryLabel(code: string): string {
  if (code === 'unknown') return t.unknown
  try {
    regions ??= new Intl.DisplayNames([pageLocale()], { type: 'region' })
    return `${regions.of(code) ?? code} (${code})`
  } catch {
    return code
  }
}

export const referrerLabel = (host: string) => (host === 'direct' ? t.direct : host)
export const deviceLabel = (device: string) => t.deviceClasses[device] ?? device.charAt(0).toUpperCase() + device.slice(1)
export const plainLabel = (key: string) => key
