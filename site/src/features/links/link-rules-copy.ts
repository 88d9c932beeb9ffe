// The texts of the Add/Edit dialog's Rules, A/B split, query forwarding and "Test this link as…": loaded
// with the dialog's form only (LinkForm is imported on demand), never on the dashboard's first load.
import type { ForwardQueryMode } from '@contracts/link-rule-values'
import { ruleTypeWords, ruleValueWords } from '@contracts/link-rule-words'
import { localized } from '@contracts/words'

export const linkRulesCopy = localized('linkRules', {
  rules: 'Rules',
  rulesHelp: 'The first rule whose conditions all hold decides where a visitor goes; everyone else goes to the link itself.',
  rule: (r: number) => `Rule ${r}`,
  ruleTarget: (r: number) => `Rule ${r} target URL`,
  conditionType: (r: number, c: number) => `Rule ${r}, condition ${c} type`,
  conditionValue: (r: number, c: number) => `Rule ${r}, condition ${c} value`,
  conditionKey: (r: number, c: number) => `Rule ${r}, condition ${c} parameter name`,
  conditionQueryValue: (r: number, c: number) => `Rule ${r}, condition ${c} parameter value (optional)`,
  addCondition: 'Add condition',
  removeCondition: (r: number, c: number) => `Remove rule ${r}, condition ${c}`,
  addRule: 'Add rule',
  removeRule: (r: number) => `Remove rule ${r}`,
  moveUp: (r: number) => `Move rule ${r} up`,
  moveDown: (r: number) => `Move rule ${r} down`,
  split: 'A/B split',
  splitHelp: 'Visitors no rule matched are sent to one of these targets, drawn by weight.',
  variant: (v: number) => `Variant ${v}`,
  variantTarget: (v: number) => `Variant ${v} target URL`,
  variantWeight: (v: number) => `Variant ${v} weight`,
  addVariant: 'Add variant',
  removeVariant: (v: number) => `Remove variant ${v}`,
  weightsSum: (total: number) => `Weights add up to ${total}`,
  forwardQuery: "Forward the visitor's query",
  forwardModes: {
    '': 'Use the instance default',
    off: 'Off',
    'target-wins': "The target's values win",
    'visitor-wins': "The visitor's values win",
  } satisfies Record<'' | ForwardQueryMode, string>,
  countryPlaceholder: 'DE',
  languagePlaceholder: 'de or pt-BR',
  preview: 'Test this link as…',
  previewHelp: 'Evaluates the saved rules for a visitor like this, without following the link.',
  previewDevice: 'Device',
  previewCountry: 'Country (optional)',
  previewLanguage: 'Language (optional)',
  previewQuery: 'Query (optional)',
  previewRun: 'Preview',
  previewBusy: 'Previewing…',
  previewGoesTo: 'A visitor like this goes to',
  matchedRule: (rule: string) => `Rule ${rule}`,
  matchedVariant: (variant: string) => `Variant ${variant} (drawn by weight)`,
  matchedNone: "No rule matched: the link's target",
} as const)

/** The condition types and the values of device, OS and browser, as the rules dialog names them. */
export { ruleTypeWords, ruleValueWords }

/** Where the preview's visitor goes, from the API's `matched` ("rule:2", "variant:1" or null). */
export function matchedWords(matched: string | null): string {
  const [kind, n = ''] = (matched ?? '').split(':')
  if (kind === 'rule') return linkRulesCopy.matchedRule(n)
  if (kind === 'variant') return linkRulesCopy.matchedVariant(n)
  return linkRulesCopy.matchedNone
}
