// How a link's clicks per rule and per A/B variant read on the page: each counted key (`rule:2`, `default`,
// `variant:1`) named from the link's rules as they are now, with where it sends visitors.
import type { KeyClicksDto } from '@contracts/analytics-schemas'
import type { LinkDto } from '@contracts/dto'
import { ruleTypeWords, ruleValueWords } from '@contracts/link-rule-words'
import { ruleClicksCopy as t } from './rule-clicks-copy'
import { countryLabel } from './key-labels'

export interface RuleLine {
  key: string
  name: string
  /** Where it sends visitors now; null for a rule or variant the link no longer has. */
  target: string | null
  clicks: number
}

type Condition = LinkDto['rules'][number]['conditions'][number]

function conditionText(c: Condition): string {
  const type = ruleTypeWords[c.type] ?? c.type
  const value = c.value ?? ''
  switch (c.type) {
    case 'query':
      return t.condition(type, c.value === undefined ? t.queryPresent(c.key ?? '') : t.queryEquals(c.key ?? '', value))
    case 'country':
      return t.condition(type, countryLabel(value))
    case 'device':
    case 'os':
    case 'browser':
      return t.condition(type, ruleValueWords[value] ?? value)
    default:
      return t.condition(type, value)
  }
}

const numberOf = (key: string) => Number(key.slice(key.indexOf(':') + 1))

/** The link's clicks per rule (`rule:N` in order, then `default`), each named by its conditions. */
export function ruleLines(rows: KeyClicksDto[], link: Pick<LinkDto, 'rules' | 'originalUrl'>): RuleLine[] {
  return rows.map(({ key, clicks }) => {
    if (!key.startsWith('rule:')) return { key, name: t.unmatched, target: link.originalUrl, clicks }
    const n = numberOf(key)
    const rule = link.rules[n - 1]
    return rule
      ? { key, name: t.ruleName(n, rule.conditions.map(conditionText).join(t.and)), target: rule.target, clicks }
      : { key, name: t.removedRule(n), target: null, clicks }
  })
}

/** The link's clicks per A/B variant (`variant:N` in order), each named with its weight. */
export function variantLines(rows: KeyClicksDto[], link: Pick<LinkDto, 'split'>): RuleLine[] {
  return rows.map(({ key, clicks }) => {
    const n = numberOf(key)
    const variant = link.split[n - 1]
    return variant ? { key, name: t.variantName(n, variant.weight), target: variant.target, clicks } : { key, name: t.removedVariant(n), target: null, clicks }
  })
}
