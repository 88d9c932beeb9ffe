// Device class, browser family and OS family from a user agent, with bowser (MIT; ua-parser-js 2.x is
// AGPL: docs/decisions/0042). Only the three families are kept; versions and the string itself are not.
import Bowser from 'bowser'

export interface AgentFamilies {
  device: 'desktop' | 'mobile' | 'tablet' | 'other'
  browser: string
  os: string
}

const OTHER = 'Other'
const NONE: AgentFamilies = { device: 'other', browser: OTHER, os: OTHER }

function parse(userAgent: string): AgentFamilies {
  const r = Bowser.parse(userAgent)
  const type = r.platform.type
  return {
    device: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other',
    browser: r.browser.name || OTHER,
    os: r.os.name || OTHER,
  }
}

/**
 * `memo`: the families already parsed in this batch (about 11 µs a parse; a second of clicks repeats a
 * few agents). It lives as long as the batch, so no agent string outlives the flush that derived it.
 */
export function familiesOf(userAgent: string | null, memo: Map<string, AgentFamilies>): AgentFamilies {
  if (!userAgent) return NONE
  let families = memo.get(userAgent)
  if (!families) memo.set(userAgent, (families = parse(userAgent)))
  return families
}
