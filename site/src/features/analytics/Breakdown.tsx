// One breakdown (countries, devices, browsers, OS, referrer hosts, or a link's rules) as a table with shares:
// the top values, the rest summed as one row. The bars are decoration; the numbers are the table's.
import type { KeyClicksDto } from '@contracts/analytics-schemas'
import { pageLocale } from '@contracts/words'
import { Card } from '../../components/ui/card'
import { analyticsCopy } from './analytics-copy'
import { formatCount } from '../../lib/format-count'

const t = analyticsCopy.breakdowns
const TOP = 10

export const shareOf = (clicks: number, total: number) => `${total === 0 ? '0.0' : ((clicks / total) * 100).toFixed(1)}%`

let percents: Intl.NumberFormat | undefined
/** The share as the page's language writes it ("12,5 %" in German); English as the bar's width says it. */
function shareText(clicks: number, total: number): string {
  const locale = pageLocale()
  if (locale === 'en') return shareOf(clicks, total)
  percents ??= new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return percents.format(total === 0 ? 0 : clicks / total)
}

/** A second column beside each value's name (a rule's target): its heading and each key's text. */
export interface BreakdownDetail {
  column: string
  of: (key: string) => string
}

export function Breakdown({
  title,
  column,
  rows,
  label,
  detail,
  top = TOP,
}: {
  title: string
  column: string
  rows: KeyClicksDto[]
  label: (key: string) => string
  detail?: BreakdownDetail
  /** Rows shown before the rest is summed as one. */
  top?: number
}) {
  const total = rows.reduce((n, r) => n + r.clicks, 0)
  const line = (r: KeyClicksDto) => ({ key: r.key, name: label(r.key), detail: detail?.of(r.key), clicks: r.clicks })
  const shown = rows.slice(0, top)
  const rest = rows.slice(top).reduce((n, r) => n + r.clicks, 0)
  const lines = rest > 0 ? [...shown.map(line), { key: '', name: t.other(rows.length - top), detail: '', clicks: rest }] : shown.map(line)
  return (
    <Card className="p-4">
      <table className="w-full text-sm">
        <caption className="mb-2 text-start text-base font-semibold">{title}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="text-start font-medium">
              {column}
            </th>
            {detail ? (
              <th scope="col" className="text-start font-medium">
                {detail.column}
              </th>
            ) : null}
            <th scope="col" className="text-end font-medium">
              {t.clicks}
            </th>
            <th scope="col" className="text-end font-medium">
              {t.share}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <td colSpan={detail ? 4 : 3} className="py-2 text-muted-foreground">
                {t.empty}
              </td>
            </tr>
          ) : (
            lines.map((line) => (
              <tr key={line.key} className="border-t border-border">
                <th scope="row" className="py-1.5 pe-2 text-start font-normal">
                  <span className="block truncate">{line.name}</span>
                  <span aria-hidden="true" className="mt-1 block h-1 rounded bg-primary/70" style={{ width: shareOf(line.clicks, total) }} />
                </th>
                {detail ? <td className="py-1.5 pe-2 break-all text-muted-foreground">{line.detail}</td> : null}
                <td className="py-1.5 text-end tabular-nums">{formatCount(line.clicks)}</td>
                <td className="py-1.5 ps-2 text-end tabular-nums">{shareText(line.clicks, total)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Card>
  )
}
