// A link's redirect rules, A/B split and query forwarding as the API carries them (docs/decisions/0085):
// `rules` is an ordered list, each rule a set of conditions that must all hold and a target; the first rule
// that matches wins; else `split` picks one of its targets by weight; else the link's own target. Every
// refusal names its place ("Rule 2, condition 1: …"): zod hands each message function the issue's path.
// Imported by its path, not through the contracts' index: pages that edit no rules carry none of this.
import { z } from 'zod'
import { countryCodes, forwardQueryModes, ruleBrowsers, ruleConditionTypes, ruleDevices, ruleOperatingSystems, smartLinkLimits as l } from './link-rule-values'
import { linkRuleMessages as m, oneOf, ruleSentence, variantSentence } from './link-rule-messages'
import { isSafeText } from './safe-text'
import { checkTargetUrl } from './url-rules'

type Path = readonly PropertyKey[]
type Issue = { path?: Path }

/** The number following `key` in the path (the last such key), or the path's first number when it has no `key`. */
function indexAfter(path: Path, key: string): number | undefined {
  const i = path.lastIndexOf(key)
  const at = i >= 0 ? path[i + 1] : path.find((p) => typeof p === 'number')
  return typeof at === 'number' ? at : undefined
}

/** The rule and condition an issue's path points into. */
function ruleError(text: string) {
  return (issue: Issue) => {
    const path = issue.path ?? []
    const inConditions = path.lastIndexOf('conditions')
    const condition = inConditions >= 0 && typeof path[inConditions + 1] === 'number' ? (path[inConditions + 1] as number) : undefined
    return ruleSentence(text, indexAfter(inConditions >= 0 ? path.slice(0, inConditions) : path, 'rules'), condition)
  }
}
const variantError = (text: string) => (issue: Issue) => variantSentence(text, indexAfter(issue.path ?? [], 'split'))

/** A string with the one text rule (no NUL, no unpaired surrogate), saying `error` when refused. */
const text = (error: (issue: Issue) => string) => z.string({ error }).refine(isSafeText, { error })

/** The house's rule for a link target (url-rules.ts): stored as it normalises it (https:// added). */
const target = (error: (issue: Issue) => string) =>
  text(error)
    .refine((v) => checkTargetUrl(v).ok, { error })
    .transform((v) => {
      const checked = checkTargetUrl(v)
      return checked.ok ? checked.url : v
    })

/** A language tag as BCP 47 writes it (de, pt-BR, zh-Hant-TW), and what Intl accepts as one. */
export function isLanguageTag(value: string): boolean {
  if (!/^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/i.test(value)) return false
  try {
    return Intl.getCanonicalLocales(value).length === 1
  } catch {
    return false
  }
}
/** The tag's canonical spelling: de-de → de-DE, zh-hant-tw → zh-Hant-TW. */
export const canonicalLanguage = (value: string) => Intl.getCanonicalLocales(value)[0] ?? value

const instant = (error: (issue: Issue) => string) => z.iso.datetime({ offset: true, error }).refine(isSafeText, { error })

const device = z.object({ type: z.literal('device'), value: z.enum(ruleDevices, { error: ruleError(m.device(oneOf(ruleDevices))) }) })
const os = z.object({ type: z.literal('os'), value: z.enum(ruleOperatingSystems, { error: ruleError(m.os(oneOf(ruleOperatingSystems))) }) })
const browser = z.object({ type: z.literal('browser'), value: z.enum(ruleBrowsers, { error: ruleError(m.browser(oneOf(ruleBrowsers))) }) })
const countryError = ruleError(m.country)
const country = z.object({
  type: z.literal('country'),
  value: text(countryError)
    .refine((v) => countryCodes.has(v.trim().toUpperCase()), { error: countryError })
    .transform((v) => v.trim().toUpperCase()),
})
const languageError = ruleError(m.language)
const language = z.object({
  type: z.literal('language'),
  value: text(languageError)
    .refine((v) => isLanguageTag(v.trim()), { error: languageError })
    .transform((v) => canonicalLanguage(v.trim())),
})
const after = z.object({ type: z.literal('after'), value: instant(ruleError(m.after)) })
const before = z.object({ type: z.literal('before'), value: instant(ruleError(m.before)) })
const query = z.object({
  type: z.literal('query'),
  key: text(ruleError(m.queryKey)).refine((v) => v.length >= 1 && v.length <= l.queryKeyMax, { error: ruleError(m.queryKey) }),
  value: text(ruleError(m.queryValue))
    .refine((v) => v.length <= l.queryValueMax, { error: ruleError(m.queryValue) })
    .optional(),
})

const conditionTypeError = ruleError(m.conditionType(oneOf(ruleConditionTypes)))
const conditionNotObject = ruleError(m.conditionNotObject)
export const ruleConditionSchema = z.discriminatedUnion('type', [device, os, browser, country, language, after, before, query], {
  error: (issue) => (issue.code === 'invalid_union' ? conditionTypeError(issue) : conditionNotObject(issue)),
})
export type RuleCondition = z.infer<typeof ruleConditionSchema>

export const linkRuleSchema = z.object(
  {
    conditions: z
      .array(ruleConditionSchema, { error: ruleError(m.conditionsNotList) })
      .min(1, { error: ruleError(m.noConditions) })
      .max(l.conditionsPerRule, { error: ruleError(m.tooManyConditions) }),
    target: target(ruleError(m.targetInvalid)),
  },
  { error: ruleError(m.ruleNotObject) },
)
export type LinkRule = z.infer<typeof linkRuleSchema>

/** A visit has one device, OS, browser and country: two such conditions in a rule can only both hold when equal. */
const SINGLE = new Set(['device', 'os', 'browser', 'country', 'after', 'before'])

/** The refusals no single condition can see: two of a single kind, an empty date window. */
function ruleProblems(rules: LinkRule[], ctx: z.RefinementCtx) {
  rules.forEach((rule, r) => {
    if (!Array.isArray(rule?.conditions)) return // said by the rule's own check
    const seen = new Set<string>()
    rule.conditions.forEach((c, i) => {
      if (SINGLE.has(c.type) && seen.has(c.type))
        ctx.addIssue({ code: 'custom', path: [r, 'conditions', i], message: ruleSentence(m.oneOfAKind(c.type), r, i) })
      seen.add(c.type)
    })
    const from = rule.conditions.find((c) => c.type === 'after')?.value
    const until = rule.conditions.find((c) => c.type === 'before')?.value
    if (from && until && Date.parse(from) >= Date.parse(until)) ctx.addIssue({ code: 'custom', path: [r], message: ruleSentence(m.emptyWindow, r) })
  })
}

export const linkRulesSchema = z.array(linkRuleSchema, { error: m.rulesNotList }).max(l.rulesPerLink, { error: m.tooManyRules }).superRefine(ruleProblems)

export const splitVariantSchema = z.object(
  {
    target: target(variantError(m.targetInvalid)),
    weight: z
      .number({ error: variantError(m.weight) })
      .int({ error: variantError(m.weight) })
      .min(1, { error: variantError(m.weight) })
      .max(100, { error: variantError(m.weight) }),
  },
  { error: variantError(m.variantNotObject) },
)
export type SplitVariant = z.infer<typeof splitVariantSchema>

export const splitSchema = z.array(splitVariantSchema, { error: m.splitNotList }).superRefine((variants, ctx) => {
  if (variants.length === 0) return // no split: the link's own target
  if (variants.some((v) => !Number.isInteger(v.weight) || v.weight < 1 || v.weight > 100)) return // said per variant
  if (variants.length < 2 || variants.length > l.splitVariants) return void ctx.addIssue({ code: 'custom', message: m.splitSize })
  const total = variants.reduce((sum, v) => sum + v.weight, 0)
  if (total !== 100) ctx.addIssue({ code: 'custom', message: m.weightsTotal(total) })
})

export const forwardQuerySchema = z.enum(forwardQueryModes, { error: m.forwardQuery })

/** The smart fields a link body carries (spread into the link's create and update bodies when they are stored). */
export const smartLinkFields = {
  rules: linkRulesSchema.optional(),
  split: splitSchema.optional(),
  /** null: the instance's default (FORWARD_QUERY). */
  forwardQuery: forwardQuerySchema.nullable().optional(),
}
export const smartLinkSchema = z.object(smartLinkFields)

/** What a link holds of them once stored: empty lists when it has none. */
export interface SmartLink {
  rules: LinkRule[]
  split: SplitVariant[]
  forwardQuery: (typeof forwardQueryModes)[number] | null
}
