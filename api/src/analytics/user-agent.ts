// Device class, browser family and OS family from a user agent, with bowser (MIT; ua-parser-js 2.x is
// AGPL: docs/decisions/0042). Only the three families are kept; versions and the string itself are not.
// Results are remembered per agent (a few agents repeat), bounded, in memory only.
import Bowser from 'bowser'

export interface AgentFamilies {
  device: 'desktop' | 'mobile' | 'tablet' | 'other'
  browser: string
  os: string
}

const OTHER = 'Other'
const seen = new Map<string, AgentFamilies>()

function parse(userAgent: string): AgentFamilies {
  const r = Bowser.parse(userAgent)
  const type = r.platform.type
  return {
    device: type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other',
    browser: r.browser.name || OTHER,
    os: r.os.name || OTHER,
  }
}

export function familiesOf(userAgent: string | null): AgentFamilies {
  if (!userAgent) return { device: 'other', browser: OTHER, os: OTHER }
  let families = seen.get(userAgent)
  if (!families) {
    families = parse(userAgent)
    if (seen.size >= 2000) seen.clear()
    seen.set(userAgent, families)
  }
  return families
}
