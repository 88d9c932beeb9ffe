// A link's rules turned once (at cache fill) into one function of a visit: every value parsed, cased and
// ordered here, so a follow only compares. The first rule whose conditions all hold wins; else the split
// picks a variant; else the link's own target. Each answer is built here too: a follow allocates nothing.
import type { LinkRule, RuleCondition, SplitVariant } from '../contracts/link-rules'
import { acceptsLanguage } from './accept-language'
import { weightedPicker } from './split-picker'
import type { Visit } from './visit'

export interface Decision {
  readonly target: string
  /** What analytics count the click under: `rule:2`, `variant:1`, or null for the link's own target. */
  readonly matched: string | null
}
export type Decide = (visit: Visit) => Decision

export interface RulesToCompile {
  /** The link's own target: where a visit no rule matches goes when there is no split. */
  target: string
  rules?: readonly LinkRule[]
  split?: readonly SplitVariant[]
}

export interface CompileOptions {
  /** Applied to every target once here (the redirect's Location form of a target). */
  prepare?: (target: string) => string
  /** The split's source of uniform 32-bit integers (crypto by default). */
  draw?: () => number
}

type Test = (visit: Visit) => boolean

/** Cheap tests first: a clock or a query read before a country lookup, a country before an agent parse. */
const COST: Record<RuleCondition['type'], number> = { after: 0, before: 0, query: 1, language: 2, country: 3, device: 4, os: 4, browser: 4 }

function testOf(condition: RuleCondition): Test {
  switch (condition.type) {
    case 'device': {
      const value = condition.value
      return (v) => v.device === value
    }
    case 'os': {
      const value = condition.value
      return (v) => v.os === value
    }
    case 'browser': {
      const value = condition.value
      return (v) => v.browser === value
    }
    case 'country': {
      const value = condition.value.toUpperCase()
      return (v) => v.country === value
    }
    case 'language': {
      const tag = condition.value.toLowerCase()
      const prefix = `${tag}-`
      return (v) => acceptsLanguage(v.languages, tag, prefix)
    }
    case 'after': {
      const from = Date.parse(condition.value)
      return (v) => v.now >= from
    }
    case 'before': {
      const until = Date.parse(condition.value)
      return (v) => v.now < until
    }
    case 'query': {
      const { key, value } = condition
      if (value === undefined) return (v) => v.query.has(key)
      return (v) => v.query.has(key, value)
    }
    default: // a kind this version does not know (stored by a newer one): it never holds, the others still work
      return () => false
  }
}

/** All of a rule's tests, cheapest first, as one function. */
function allOf(conditions: readonly RuleCondition[]): Test {
  const tests = [...conditions].sort((a, b) => COST[a.type] - COST[b.type]).map(testOf)
  if (tests.length === 1) return tests[0]!
  return (visit) => {
    for (let i = 0; i < tests.length; i++) if (!tests[i]!(visit)) return false
    return true
  }
}

export function compileRules(link: RulesToCompile, options: CompileOptions = {}): Decide {
  const prepare = options.prepare ?? ((t: string) => t)
  const rules = (link.rules ?? []).map((rule, i) => ({
    holds: allOf(rule.conditions),
    decision: Object.freeze({ target: prepare(rule.target), matched: `rule:${i + 1}` }),
  }))
  const variants = (link.split ?? []).map((v, i) => Object.freeze({ target: prepare(v.target), matched: `variant:${i + 1}` }))
  const own: Decision = Object.freeze({ target: prepare(link.target), matched: null })
  const weights = (link.split ?? []).map((v) => v.weight)
  const pick = weights.length > 0 ? weightedPicker(weights, options.draw) : null
  const otherwise: () => Decision = pick ? () => variants[pick()]! : () => own
  if (rules.length === 0) return otherwise
  return (visit) => {
    for (let i = 0; i < rules.length; i++) if (rules[i]!.holds(visit)) return rules[i]!.decision
    return otherwise()
  }
}

/** Whether a link has anything to decide: without rules or a split it keeps the plain redirect. */
export const hasSmartRules = (link: Pick<RulesToCompile, 'rules' | 'split'>) => (link.rules?.length ?? 0) > 0 || (link.split?.length ?? 0) > 0
