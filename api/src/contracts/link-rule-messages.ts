// What a link's redirect rules, A/B split and query forwarding say when refused (docs/decisions/0085): the
// API's 400 and the rules dialog show the same sentence. Each sentence names its place first ("Rule 2,
// condition 1: …", "Variant 3: …"), so an owner with twenty rules finds the one to fix. Apart from
// messages.ts so pages that edit no rules do not carry them.
import { smartLinkLimits as l } from './link-rule-values'
import { localized } from './words'

/** The values a field may take, for the sentences that list them: "mobile, tablet or desktop" (tokens, kept as written). */
export const oneOf = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`

/** Read in the page's language on the site (words.ts); the API says them in English and translates its answers. */
export const linkRuleMessages = localized('linkRuleMessages', {
  rulesNotList: 'Rules must be a list',
  tooManyRules: `A link can have at most ${l.rulesPerLink} rules`,
  ruleNotObject: 'each rule must have conditions and a target',
  conditionsNotList: 'conditions must be a list',
  noConditions: 'add at least one condition (the link itself is where everyone else goes)',
  tooManyConditions: `a rule can have at most ${l.conditionsPerRule} conditions`,
  conditionNotObject: 'each condition must have a type and a value',
  conditionType: (types: string) => `type must be ${types}`,
  device: (values: string) => `device must be ${values}`,
  os: (values: string) => `os must be ${values}`,
  browser: (values: string) => `browser must be ${values}`,
  country: 'country must be a two-letter code such as DE',
  language: 'language must be a language tag such as de or pt-BR',
  after: 'after must be a date and time with its offset, such as 2026-12-01T09:00:00Z',
  before: 'before must be a date and time with its offset, such as 2026-12-31T23:59:59+01:00',
  queryKey: `query needs a parameter name of at most ${l.queryKeyMax} characters`,
  queryValue: `query value must be at most ${l.queryValueMax} characters (leave it out to match any value)`,
  oneOfAKind: (type: string) => `a rule can have one ${type} condition (a visit has one ${type}); make a rule for each`,
  emptyWindow: 'after must be earlier than before, or the rule never matches',
  targetInvalid: 'target must be a web address such as https://example.com',
  splitNotList: 'The split must be a list of targets with weights',
  splitSize: `A split needs from 2 to ${l.splitVariants} targets`,
  variantNotObject: 'each variant must have a target and a weight',
  weight: 'weight must be a whole number from 1 to 100',
  weightsTotal: (total: number) => `The split's weights must add up to 100 (they add up to ${total})`,
  forwardQuery: 'Query forwarding must be off, target-wins or visitor-wins',
  previewAt: 'The preview time must be a date and time with its offset, such as 2026-12-01T09:00:00Z',
  previewLanguage: 'The preview language must be a language tag such as de, or an Accept-Language list',
  previewQuery: 'The preview query must be at most 2000 characters',
  /** A sentence with its place in the rules: see ruleSentence and variantSentence. */
  conditionPlace: (rule: number, condition: number, sentence: string) => `Rule ${rule}, condition ${condition}: ${sentence}`,
  rulePlace: (rule: number, sentence: string) => `Rule ${rule}: ${sentence}`,
  variantPlace: (variant: number, sentence: string) => `Variant ${variant}: ${sentence}`,
} as const)

/** "Rule 2, condition 1: …", "Rule 2: …" or, with no place, the sentence itself with a capital. */
export function ruleSentence(text: string, rule?: number, condition?: number): string {
  if (rule === undefined) return text.charAt(0).toUpperCase() + text.slice(1)
  return condition === undefined ? linkRuleMessages.rulePlace(rule + 1, text) : linkRuleMessages.conditionPlace(rule + 1, condition + 1, text)
}

/** "Variant 3: …" or, with no place, the sentence itself with a capital. */
export function variantSentence(text: string, variant?: number): string {
  return variant === undefined ? text.charAt(0).toUpperCase() + text.slice(1) : linkRuleMessages.variantPlace(variant + 1, text)
}

/** Why a Shlink redirect rule was left out on import (the rest of the link imports). */
export const shlinkRuleMessages = localized('shlinkRuleMessages', {
  leftOut: (rule: number, reason: string) => `Shlink rule ${rule} was left out: ${reason}`,
  notObject: 'it is not a rule with a longUrl and conditions',
  unsupported: (type: string) => `Snip has no ${type} condition`,
  unknownType: (type: string) => `Snip does not know the condition type "${type}"`,
  device: (value: string) => `Snip has no device condition for "${value}"`,
  tooMany: `a link keeps at most ${l.rulesPerLink} rules`,
  neverHolds: 'its conditions can never all hold (two devices or countries at once)',
} as const)
