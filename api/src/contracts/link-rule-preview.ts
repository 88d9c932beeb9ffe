// "Test this link as…": the visitor an owner describes to preview a link's rules (docs/decisions/0085).
// The same value lists and messages as the rules themselves. Imported by its path, not through the index.
import { z } from 'zod'
import { linkRuleMessages as m, oneOf, ruleSentence } from './link-rule-messages'
import { countryCodes, ruleBrowsers, ruleDevices, ruleOperatingSystems } from './link-rule-values'
import { isLanguageTag } from './link-rules'
import { isSafeText } from './safe-text'

const text = (message: string, max: number) => z.string({ error: message }).max(max, { error: message }).refine(isSafeText, { error: message })

const country = ruleSentence(m.country)

/** A tag (`de`) or an Accept-Language list (`de-AT, en;q=0.5, *`); blank means no language. */
const isLanguageList = (v: string) =>
  v.trim() === '' ||
  v
    .split(',')
    .every((entry) => /^\s*(?:\*|[\w-]+)\s*(?:;\s*q\s*=\s*[\d.]+\s*)?$/i.test(entry) && (entry.includes('*') || isLanguageTag(entry.split(';')[0]!.trim())))

export const rulePreviewSchema = z.object({
  device: z.enum([...ruleDevices, 'other'], { error: ruleSentence(m.device(oneOf(ruleDevices))) }),
  os: z.enum([...ruleOperatingSystems, 'other'], { error: ruleSentence(m.os(oneOf(ruleOperatingSystems))) }).optional(),
  browser: z.enum([...ruleBrowsers, 'other'], { error: ruleSentence(m.browser(oneOf(ruleBrowsers))) }).optional(),
  country: text(country, 2)
    .refine((v) => countryCodes.has(v.toUpperCase()), { error: country })
    .transform((v) => v.toUpperCase())
    .optional(),
  language: text(m.previewLanguage, 200).refine(isLanguageList, { error: m.previewLanguage }).optional(),
  at: z.iso.datetime({ offset: true, error: m.previewAt }).refine(isSafeText, { error: m.previewAt }).optional(),
  query: text(m.previewQuery, 2000).optional(),
})
export type RulePreview = z.infer<typeof rulePreviewSchema>
