// "More options" → A/B split: targets with weights, their sum shown as typed, and the query forwarding.
import { smartLinkLimits } from '@contracts/link-rule-values'
import { useId } from 'react'
import { Field, FieldError } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { linkRulesCopy as t } from './link-rules-copy'
import { newVariant, weightTotal, type SmartErrors, type SmartForm, type VariantForm } from './link-rules-form'
import { NativeSelect, SmallButton } from './smart-controls'

const forwardOptions = Object.entries(t.forwardModes)

export interface SplitEditorProps {
  split: VariantForm[]
  forwardQuery: SmartForm['forwardQuery']
  errors: SmartErrors
  disabled: boolean
  onSplit(split: VariantForm[]): void
  onForwardQuery(mode: SmartForm['forwardQuery']): void
}

export function SplitEditor({ split, forwardQuery, errors, disabled, onSplit, onForwardQuery }: SplitEditorProps) {
  const id = useId()
  const setVariant = (v: number, variant: VariantForm) => onSplit(split.map((x, i) => (i === v ? variant : x)))
  const add = () => onSplit(split.length === 0 ? [newVariant('50'), newVariant('50')] : [...split, newVariant()])
  return (
    <>
      <fieldset className="grid min-w-0 gap-3">
        <legend className="text-sm font-medium">{t.split}</legend>
        <p className="text-xs text-muted-foreground">{t.splitHelp}</p>
        {split.map((variant, v) => (
          <div key={v} className="grid min-w-0 grid-cols-[minmax(0,1fr)_5rem_auto] items-end gap-2">
            <Field label={t.variantTarget(v + 1)} error={errors[`split.${v}.target`] ?? errors[`split.${v}`]}>
              <Input
                type="url"
                inputMode="url"
                value={variant.target}
                disabled={disabled}
                onChange={(e) => setVariant(v, { ...variant, target: e.target.value })}
              />
            </Field>
            <Field label={t.variantWeight(v + 1)} error={errors[`split.${v}.weight`]}>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                value={variant.weight}
                disabled={disabled}
                onChange={(e) => setVariant(v, { ...variant, weight: e.target.value })}
              />
            </Field>
            <SmallButton label={t.removeVariant(v + 1)} disabled={disabled} onClick={() => onSplit(split.filter((_, i) => i !== v))}>
              ✕
            </SmallButton>
          </div>
        ))}
        {split.length > 0 ? (
          <p className="text-sm" aria-live="polite">
            {t.weightsSum(weightTotal(split))}
          </p>
        ) : null}
        <FieldError id={`${id}-split-error`} error={errors.split} />
        {split.length < smartLinkLimits.splitVariants ? (
          <div>
            <SmallButton disabled={disabled} onClick={add}>
              {t.addVariant}
            </SmallButton>
          </div>
        ) : null}
      </fieldset>
      <Field label={t.forwardQuery}>
        <NativeSelect
          options={forwardOptions}
          value={forwardQuery}
          disabled={disabled}
          onChange={(e) => onForwardQuery(e.target.value as SmartForm['forwardQuery'])}
        />
      </Field>
    </>
  )
}
