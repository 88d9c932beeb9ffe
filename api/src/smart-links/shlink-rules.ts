// Shlink's redirect rules (4.x: GET /short-urls/{code}/redirect-rules answers { defaultLongUrl,
// redirectRules }; each rule { longUrl, priority, conditions: [{ type, matchKey, matchValue }] }) read into
// Snip's. Lower priority first, as Shlink evaluates them; Shlink's `mobile` device (Android or iOS) becomes a
// rule for each. A rule with a condition Snip cannot evaluate (an IP address, a city) is left out whole, with
// its reason, and the others keep their order: a partial rule would match visitors its owner never meant.
import { linkRulesSchema, type LinkRule, type RuleCondition } from '../contracts/link-rules'
import { shlinkRuleMessages as m } from '../contracts/link-rule-messages'
import { smartLinkLimits } from '../contracts/link-rule-values'

export interface ShlinkRulesRead {
  rules: LinkRule[]
  /** One sentence per rule left out. */
  refused: string[]
}

type Raw = Record<string, unknown>
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v)
const textOf = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? undefined : String(v))

/**
 * Shlink's device types (4.5): its OS families are Snip's os; its `mobile` is "Android or iOS", phones and
 * tablets alike, so it becomes two rules; its `desktop` (Windows, Linux, macOS, ChromeOS) is Snip's desktop
 * device class, which a Chromebook's agent does not name (the one difference).
 */
const DEVICES: Record<string, RuleCondition[]> = {
  android: [{ type: 'os', value: 'android' }],
  ios: [{ type: 'os', value: 'ios' }],
  windows: [{ type: 'os', value: 'windows' }],
  macos: [{ type: 'os', value: 'macos' }],
  linux: [{ type: 'os', value: 'linux' }],
  chromeos: [{ type: 'os', value: 'chromeos' }],
  mobile: [
    { type: 'os', value: 'ios' },
    { type: 'os', value: 'android' },
  ],
  desktop: [{ type: 'device', value: 'desktop' }],
}

const UNSUPPORTED: Record<string, string> = { 'ip-address': 'IP address', 'geolocation-city-name': 'city' }

/** One Shlink condition as Snip's (unchecked yet; any one of the alternatives), or why it cannot be one. */
function conditionOf(c: unknown): { alternatives: unknown[] } | { reason: string } {
  if (!isRecord(c)) return { reason: m.notObject }
  const type = textOf(c.type) ?? ''
  const key = textOf(c.matchKey)
  const value = textOf(c.matchValue)
  switch (type) {
    case 'device': {
      const device = DEVICES[(value ?? '').toLowerCase()]
      return device ? { alternatives: device } : { reason: m.device(value ?? '') }
    }
    case 'language':
      return { alternatives: [{ type: 'language', value }] }
    case 'geolocation-country-code':
      return { alternatives: [{ type: 'country', value }] }
    case 'query-param':
      return { alternatives: [{ type: 'query', key, value: value ?? '' }] }
    case 'any-value-query-param':
      return { alternatives: [{ type: 'query', key }] }
    case 'valueless-query-param': // present with no value: `?key` or `?key=`
      return { alternatives: [{ type: 'query', key, value: '' }] }
    default:
      return { reason: UNSUPPORTED[type] ? m.unsupported(UNSUPPORTED[type]) : m.unknownType(type) }
  }
}

/** Snip's sentence for the rule on its own, without its place (the Shlink rule's number is said instead). */
const withoutPlace = (message: string) => message.replace(/^Rule 1(?:, |: )/, '')

/** Kinds a visit has one of: a combination naming two values of one can never hold. */
const SINGLE = new Set(['device', 'os', 'country'])

/** Every way of picking one alternative per condition, repeats dropped, impossible ones left out. */
function combinations(alternatives: unknown[][]): unknown[][] {
  let found: unknown[][] = [[]]
  for (const options of alternatives) found = found.flatMap((picked) => options.map((option) => [...picked, option]))
  return found.flatMap((picked) => {
    const unique = [...new Map(picked.map((c) => [JSON.stringify(c), c])).values()]
    const kinds = unique.map((c) => (c as { type: string }).type).filter((t) => SINGLE.has(t))
    return new Set(kinds).size === kinds.length ? [unique] : []
  })
}

/** `input`: the redirect-rules answer, or its `redirectRules` list. */
export function fromShlinkRules(input: unknown): ShlinkRulesRead {
  const list = isRecord(input) ? input.redirectRules : input
  const rules: LinkRule[] = []
  const refused: string[] = []
  if (!Array.isArray(list)) return { rules, refused }
  const ordered = list
    .map((rule, at) => ({ rule, at, priority: isRecord(rule) && typeof rule.priority === 'number' ? rule.priority : Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.priority - b.priority || a.at - b.at)
  ordered.forEach(({ rule }, i) => {
    const n = i + 1
    if (!isRecord(rule) || !Array.isArray(rule.conditions)) return void refused.push(m.leftOut(n, m.notObject))
    const read = rule.conditions.map(conditionOf)
    const problem = read.find((r) => 'reason' in r)
    if (problem && 'reason' in problem) return void refused.push(m.leftOut(n, problem.reason))
    const picks = combinations(read.map((r) => ('alternatives' in r ? r.alternatives : [])))
    if (picks.length === 0) return void refused.push(m.leftOut(n, m.neverHolds))
    const checked = linkRulesSchema.safeParse(picks.map((conditions) => ({ conditions, target: textOf(rule.longUrl) })))
    if (!checked.success) return void refused.push(m.leftOut(n, withoutPlace(checked.error.issues[0]?.message ?? m.notObject)))
    if (rules.length + checked.data.length > smartLinkLimits.rulesPerLink) return void refused.push(m.leftOut(n, m.tooMany))
    rules.push(...checked.data)
  })
  return { rules, refused }
}
