// A follow of a link with redirect rules, a split or query forwarding (docs/decisions/0085). The rules are
// compiled once, when the link enters the cache; a link without any of them gets no `smart` and keeps the
// plain path (one property check). Nothing here writes anything: the decision lives in memory.
import { UNMATCHED_RULE_KEY } from '../contracts'
import type { ForwardQueryMode } from '../contracts/link-rule-values'
import type { RedirectLink } from '../links'
import { compileRules, forwardModeOf, forwardQuery, hasSmartRules, visitOf, type Decide, type Decision } from '../smart-links'

export interface SmartFollow {
  /** The link's rules and split as one function of a visit; null: the link has only forwarding. */
  readonly decide: Decide | null
  /** How the visitor's query joins the target; null: it does not. */
  readonly forward: Exclude<ForwardQueryMode, 'off'> | null
}

/** The link's smart part, or undefined when it has none (no rules, no split, forwarding off). `prepare`: a target's Location form. */
export function smartFollowOf(
  row: Pick<RedirectLink, 'originalUrl' | 'rules' | 'forwardQuery'>,
  instanceForward: ForwardQueryMode,
  prepare: (target: string) => string,
): SmartFollow | undefined {
  const decide = row.rules && hasSmartRules(row.rules) ? compileRules({ target: row.originalUrl, ...row.rules }, { prepare }) : null
  const mode = forwardModeOf(row.forwardQuery as ForwardQueryMode | null, instanceForward)
  const forward = mode === 'off' ? null : mode
  return decide || forward ? { decide, forward } : undefined
}

/**
 * What the rules answer for this request (null: the link has only forwarding). `addressOf`: the client
 * address analytics read (TRUST_PROXY's), asked only when a rule reaches a country condition.
 */
export const smartDecision = (smart: SmartFollow, request: Request, addressOf: () => string, now: number): Decision | null =>
  smart.decide ? smart.decide(visitOf(request, addressOf, now)) : null

/** The click's `rule` value: the rule or variant that answered, `default` when none did; null without rules. */
export const ruleKeyOf = (decision: Decision | null): string | null => (decision ? (decision.matched ?? UNMATCHED_RULE_KEY) : null)

/**
 * Where this request goes: the target the rules answered (else `url`, the link's own), with the visitor's
 * query forwarded when the link says so and the request has one.
 */
export function smartLocation(smart: SmartFollow, decision: Decision | null, url: string, request: Request): string {
  const target = decision ? decision.target : url
  if (!smart.forward) return target
  const at = request.url.indexOf('?')
  return at < 0 ? target : forwardQuery(target, request.url.slice(at + 1), smart.forward)
}
