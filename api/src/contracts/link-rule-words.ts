// How a rule's condition types and values read to a person: the rules dialog (site features/links) and the
// link's clicks per rule (site features/analytics) name them alike. Imported by its path, as link-rules.ts.
import type { RuleConditionType } from './link-rule-values'
import { localized } from './words'

export const ruleTypeWords = localized('ruleTypes', {
  device: 'Device',
  os: 'OS',
  browser: 'Browser',
  country: 'Country',
  language: 'Language',
  after: 'After',
  before: 'Before',
  query: 'Query parameter',
} as const satisfies Record<RuleConditionType, string>)

/** Device classes, operating systems and browsers as their makers write them. */
export const ruleValueWords: Record<string, string> = localized('ruleValues', {
  mobile: 'Mobile',
  tablet: 'Tablet',
  desktop: 'Desktop',
  other: 'Other',
  ios: 'iOS',
  android: 'Android',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  chromeos: 'ChromeOS',
  chrome: 'Chrome',
  safari: 'Safari',
  firefox: 'Firefox',
  edge: 'Edge',
  opera: 'Opera',
  samsung: 'Samsung Internet',
})
