// The Add/Edit dialog's Rules, A/B split and query forwarding as the form holds them (all text; dates as
// datetime-local in the browser's time) and as the API carries them (contracts/link-rules.ts). The wire's
// checks and messages are the contract's own; an issue's path names the field it is shown next to.
import type { LinkDto } from '@contracts'
import { linkRulesSchema, splitSchema, type LinkRule, type SplitVariant } from '@contracts/link-rules'
import type { ForwardQueryMode, RuleConditionType } from '@contracts/link-rule-values'
import { toLocalInput } from './link-options'

export interface ConditionForm {
  type: RuleConditionType
  /** The select's value, the typed country or language, a datetime-local value, or the query's value. */
  value: string
  /** The query parameter's name (query conditions only). */
  key: string
}
export interface RuleForm {
  conditions: ConditionForm[]
  target: string
}
export interface VariantForm {
  target: string
  weight: string
}
export interface SmartForm {
  rules: RuleForm[]
  split: VariantForm[]
  /** '' is the instance's default. */
  forwardQuery: '' | ForwardQueryMode
}
/** Errors by place: `rules.0.conditions.1`, `rules.0.target`, `rules.0`, `split.1.weight`, `split`, `rules`. */
export type SmartErrors = Record<string, string>

const FIRST_VALUE: Partial<Record<RuleConditionType, string>> = { device: 'mobile', os: 'ios', browser: 'chrome' }

export const newCondition = (type: RuleConditionType = 'device'): ConditionForm => ({ type, value: FIRST_VALUE[type] ?? '', key: '' })
export const newRule = (): RuleForm => ({ conditions: [newCondition()], target: '' })
export const newVariant = (weight = ''): VariantForm => ({ target: '', weight })

/** A stored condition (the DTO's looser shape) as the form holds it. */
function conditionForm(c: { type: RuleConditionType; value?: string; key?: string }): ConditionForm {
  const value = c.value ?? ''
  if (c.type === 'after' || c.type === 'before') return { type: c.type, key: '', value: value && toLocalInput(value) }
  return { type: c.type, key: c.key ?? '', value }
}

export function smartOf(link: LinkDto | null): SmartForm {
  return {
    rules: (link?.rules ?? []).map((r) => ({ target: r.target, conditions: r.conditions.map(conditionForm) })),
    split: (link?.split ?? []).map((v) => ({ target: v.target, weight: String(v.weight) })),
    forwardQuery: link?.forwardQuery ?? '',
  }
}

/** A datetime-local value as an ISO instant in the browser's offset; '' (refused by the contract) when blank. */
function instantOf(local: string): string {
  const at = new Date(local)
  return local && !Number.isNaN(at.getTime()) ? at.toISOString() : local
}

function conditionWire(c: ConditionForm): Record<string, unknown> {
  if (c.type === 'query') return c.value ? { type: 'query', key: c.key.trim(), value: c.value } : { type: 'query', key: c.key.trim() }
  if (c.type === 'after' || c.type === 'before') return { type: c.type, value: instantOf(c.value) }
  return { type: c.type, value: c.value.trim() }
}

/** The rules and split as the API takes them, in the form's order (first match wins). */
export function smartWire(form: SmartForm) {
  return {
    rules: form.rules.map((r) => ({ conditions: r.conditions.map(conditionWire), target: r.target.trim() })),
    split: form.split.map((v) => ({ target: v.target.trim(), weight: v.weight.trim() === '' ? Number.NaN : Number(v.weight) })),
    forwardQuery: form.forwardQuery || null,
  }
}

export interface SmartBody {
  rules?: LinkRule[]
  split?: SplitVariant[]
  forwardQuery?: ForwardQueryMode | null
}

/** The body fields that changed since `before` (an unchanged list is not resent), or the errors by place. */
export function smartBody(now: SmartForm, before: SmartForm): { body: SmartBody; errors: SmartErrors } {
  const wire = smartWire(now)
  const old = smartWire(before)
  const errors: SmartErrors = {}
  const rules = linkRulesSchema.safeParse(wire.rules)
  for (const issue of rules.error?.issues ?? []) errors[placeOf('rules', issue.path)] ??= issue.message
  const split = splitSchema.safeParse(wire.split)
  for (const issue of split.error?.issues ?? []) errors[placeOf('split', issue.path)] ??= issue.message
  const body: SmartBody = {}
  if (rules.success && JSON.stringify(wire.rules) !== JSON.stringify(old.rules)) body.rules = rules.data
  if (split.success && JSON.stringify(wire.split) !== JSON.stringify(old.split)) body.split = split.data
  if (wire.forwardQuery !== old.forwardQuery) body.forwardQuery = wire.forwardQuery
  return { body, errors }
}

/** `rules.0.conditions.1`, `rules.0.target`, `rules.0`, `split.1.weight`, `split.1`, or the list itself. */
function placeOf(list: 'rules' | 'split', path: readonly PropertyKey[]): string {
  const [at, field, condition] = path
  if (typeof at !== 'number') return list
  if (list === 'rules' && field === 'conditions' && typeof condition === 'number') return `rules.${at}.conditions.${condition}`
  if (field === 'target' || field === 'weight') return `${list}.${at}.${field}`
  return `${list}.${at}`
}

/** The split's weights added up (blank ones count nothing), shown as the user types. */
export const weightTotal = (split: VariantForm[]) => split.reduce((sum, v) => sum + (Number(v.weight) || 0), 0)

/** Whether the link has rules, a split or its own forwarding: then More options starts open. */
export const usesSmart = (link: LinkDto | null) => Boolean(link && (link.rules?.length || link.split?.length || link.forwardQuery))
