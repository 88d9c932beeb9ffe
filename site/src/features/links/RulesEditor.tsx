// "More options" → Rules: an ordered list of rules (first match wins), each with its conditions and a
// target. Per-row controls carry aria-labels ("Rule 2, condition 1 type"); a visible label on each would
// crowd a phone. Errors are the contract's sentences, shown next to their place.
import { ruleBrowsers, ruleConditionTypes, ruleDevices, ruleOperatingSystems, smartLinkLimits, type RuleConditionType } from '@contracts/link-rule-values'
import { useId } from 'react'
import { Field, FieldError } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { linkRulesCopy as t, ruleTypeWords, ruleValueWords } from './link-rules-copy'
import { newCondition, newRule, type ConditionForm, type RuleForm, type SmartErrors } from './link-rules-form'
import { NativeSelect, SmallButton } from './smart-controls'

const typeOptions = ruleConditionTypes.map((type) => [type, ruleTypeWords[type]] as const)
const valuesOf = (values: readonly string[]) => values.map((v) => [v, ruleValueWords[v] ?? v] as const)
const CHOICES: Partial<Record<RuleConditionType, readonly (readonly [string, string])[]>> = {
  device: valuesOf(ruleDevices),
  os: valuesOf(ruleOperatingSystems),
  browser: valuesOf(ruleBrowsers),
}

export interface RulesEditorProps {
  rules: RuleForm[]
  errors: SmartErrors
  disabled: boolean
  onChange(rules: RuleForm[]): void
}

export function RulesEditor({ rules, errors, disabled, onChange }: RulesEditorProps) {
  const id = useId()
  const setRule = (r: number, rule: RuleForm) => onChange(rules.map((x, i) => (i === r ? rule : x)))
  const move = (r: number, by: number) => {
    const next = [...rules]
    const [rule] = next.splice(r, 1)
    next.splice(r + by, 0, rule!)
    onChange(next)
  }
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="text-sm font-medium">{t.rules}</legend>
      <p className="text-xs text-muted-foreground">{t.rulesHelp}</p>
      <FieldError id={`${id}-error`} error={errors.rules} />
      {rules.map((rule, r) => (
        <fieldset key={r} className="grid min-w-0 gap-2 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-medium">{t.rule(r + 1)}</legend>
          {rule.conditions.map((condition, c) => (
            <ConditionRow
              key={c}
              errorId={`${id}-${r}-${c}-error`}
              r={r}
              c={c}
              condition={condition}
              error={errors[`rules.${r}.conditions.${c}`]}
              disabled={disabled}
              onChange={(next) => setRule(r, { ...rule, conditions: rule.conditions.map((x, i) => (i === c ? next : x)) })}
              onRemove={rule.conditions.length > 1 ? () => setRule(r, { ...rule, conditions: rule.conditions.filter((_, i) => i !== c) }) : undefined}
            />
          ))}
          <FieldError id={`${id}-${r}-error`} error={errors[`rules.${r}`]} />
          <Field label={t.ruleTarget(r + 1)} error={errors[`rules.${r}.target`]}>
            <Input type="url" inputMode="url" value={rule.target} disabled={disabled} onChange={(e) => setRule(r, { ...rule, target: e.target.value })} />
          </Field>
          <div className="flex flex-wrap gap-2">
            {rule.conditions.length < smartLinkLimits.conditionsPerRule ? (
              <SmallButton disabled={disabled} onClick={() => setRule(r, { ...rule, conditions: [...rule.conditions, newCondition()] })}>
                {t.addCondition}
              </SmallButton>
            ) : null}
            <SmallButton label={t.moveUp(r + 1)} disabled={disabled || r === 0} onClick={() => move(r, -1)}>
              ↑
            </SmallButton>
            <SmallButton label={t.moveDown(r + 1)} disabled={disabled || r === rules.length - 1} onClick={() => move(r, 1)}>
              ↓
            </SmallButton>
            <SmallButton label={t.removeRule(r + 1)} disabled={disabled} onClick={() => onChange(rules.filter((_, i) => i !== r))}>
              {t.removeRule(r + 1)}
            </SmallButton>
          </div>
        </fieldset>
      ))}
      {rules.length < smartLinkLimits.rulesPerLink ? (
        <div>
          <SmallButton disabled={disabled} onClick={() => onChange([...rules, newRule()])}>
            {t.addRule}
          </SmallButton>
        </div>
      ) : null}
    </fieldset>
  )
}

interface ConditionRowProps {
  errorId: string
  r: number
  c: number
  condition: ConditionForm
  error?: string
  disabled: boolean
  onChange(condition: ConditionForm): void
  onRemove?: () => void
}

function ConditionRow({ errorId, r, c, condition, error, disabled, onChange, onRemove }: ConditionRowProps) {
  const common = { disabled, invalid: Boolean(error), 'aria-describedby': error ? errorId : undefined }
  const choices = CHOICES[condition.type]
  const valueLabel = t.conditionValue(r + 1, c + 1)
  return (
    <div className="grid min-w-0 gap-1">
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[10rem_minmax(0,1fr)_auto]">
        <NativeSelect
          aria-label={t.conditionType(r + 1, c + 1)}
          options={typeOptions}
          value={condition.type}
          disabled={disabled}
          onChange={(e) => onChange(newCondition(e.target.value as RuleConditionType))}
        />
        <div className="order-last col-span-2 grid min-w-0 gap-2 sm:order-none sm:col-span-1 sm:grid-cols-2 [&>*:only-child]:sm:col-span-2">
          {choices ? (
            <NativeSelect
              aria-label={valueLabel}
              options={choices}
              value={condition.value}
              {...common}
              onChange={(e) => onChange({ ...condition, value: e.target.value })}
            />
          ) : condition.type === 'query' ? (
            <>
              <Input
                aria-label={t.conditionKey(r + 1, c + 1)}
                value={condition.key}
                {...common}
                onChange={(e) => onChange({ ...condition, key: e.target.value })}
              />
              <Input
                aria-label={t.conditionQueryValue(r + 1, c + 1)}
                value={condition.value}
                {...common}
                onChange={(e) => onChange({ ...condition, value: e.target.value })}
              />
            </>
          ) : (
            <Input
              aria-label={valueLabel}
              type={condition.type === 'after' || condition.type === 'before' ? 'datetime-local' : 'text'}
              placeholder={condition.type === 'country' ? t.countryPlaceholder : condition.type === 'language' ? t.languagePlaceholder : undefined}
              value={condition.value}
              {...common}
              onChange={(e) => onChange({ ...condition, value: e.target.value })}
            />
          )}
        </div>
        {onRemove ? (
          <SmallButton label={t.removeCondition(r + 1, c + 1)} disabled={disabled} onClick={onRemove}>
            ✕
          </SmallButton>
        ) : (
          <span />
        )}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  )
}
