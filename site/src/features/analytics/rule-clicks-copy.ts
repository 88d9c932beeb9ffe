// The words of a link's clicks per rule and per A/B variant. Apart from analytics-copy.ts, which the
// dashboard loads (its sparkline): only the link analytics page carries these.
import { localized } from '@contracts/words'

export const ruleClicksCopy = localized('ruleClicks', {
  title: 'Clicks per rule',
  variantsTitle: 'Clicks per A/B variant',
  rule: 'Rule',
  variant: 'Variant',
  target: 'Goes to',
  ruleName: (n: number, conditions: string) => `Rule ${n}: ${conditions}`,
  removedRule: (n: number) => `Rule ${n} (no longer on the link)`,
  unmatched: 'No rule matched',
  variantName: (n: number, weight: number) => `Variant ${n} (weight ${weight})`,
  removedVariant: (n: number) => `Variant ${n} (no longer on the link)`,
  condition: (type: string, value: string) => `${type} ${value}`,
  queryEquals: (key: string, value: string) => `${key} = ${value}`,
  queryPresent: (key: string) => `${key} present`,
  and: ' and ',
  byNumber:
    'Rules and variants are counted under their number when clicked: after you reorder or remove them, earlier clicks stay under the old numbers. Clicks not shared (Do Not Track) are counted in the total only.',
})
