// A link's clicks per redirect rule, and per A/B variant when it has a split: which rule or variant
// answered each click, where it sends visitors and its share. Shown only for a link with such counts.
import type { LinkAnalyticsDto } from '@contracts/analytics-schemas'
import { ruleClicksCopy as t } from './rule-clicks-copy'
import { Breakdown } from './Breakdown'
import { ruleLines, variantLines, type RuleLine } from './rule-labels'

/** Every rule or variant on one table: a link has at most 20 rules and 10 variants. */
function RuleTable({ title, column, lines }: { title: string; column: string; lines: RuleLine[] }) {
  const byKey = new Map(lines.map((l) => [l.key, l]))
  return (
    <Breakdown
      title={title}
      column={column}
      rows={lines}
      label={(key) => byKey.get(key)?.name ?? key}
      detail={{ column: t.target, of: (key) => byKey.get(key)?.target ?? '' }}
      top={Infinity}
    />
  )
}

export function RuleClicks({ data }: { data: Pick<LinkAnalyticsDto, 'link' | 'rules' | 'variants'> }) {
  if (data.rules.length === 0 && data.variants.length === 0) return null
  return (
    <section className="grid gap-2">
      <div className="grid gap-4 md:grid-cols-2">
        {data.rules.length > 0 ? <RuleTable title={t.title} column={t.rule} lines={ruleLines(data.rules, data.link)} /> : null}
        {data.variants.length > 0 ? <RuleTable title={t.variantsTitle} column={t.variant} lines={variantLines(data.variants, data.link)} /> : null}
      </div>
      <p className="text-sm text-muted-foreground">{t.byNumber}</p>
    </section>
  )
}
