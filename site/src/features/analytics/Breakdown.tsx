// One breakdown (countries, devices, browsers, OS or referrer hosts) as a ranked table with shares: the
// top values, the rest summed as one row. The bars are decoration; the numbers are the table's.
import type { KeyClicksDto } from '@contracts/analytics-schemas'
import { Card } from '../../components/ui/card'
import { analyticsCopy } from './analytics-copy'
import { formatCount } from '../../lib/format-count'

const t = analyticsCopy.breakdowns
const TOP = 10

export const shareOf = (clicks: number, total: number) => `${total === 0 ? '0.0' : ((clicks / total) * 100).toFixed(1)}%`

export function Breakdown({ title, column, rows, label }: { title: string; column: string; rows: KeyClicksDto[]; label: (key: string) => string }) {
  const total = rows.reduce((n, r) => n + r.clicks, 0)
  const shown = rows.slice(0, TOP)
  const rest = rows.slice(TOP).reduce((n, r) => n + r.clicks, 0)
  const lines =
    rest > 0
      ? [...shown.map((r) => ({ name: label(r.key), clicks: r.clicks })), { name: t.other(rows.length - TOP), clicks: rest }]
      : shown.map((r) => ({ name: label(r.key), clicks: r.clicks }))
  return (
    <Card className="p-4">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-base font-semibold">{title}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="text-left font-medium">
              {column}
            </th>
            <th scope="col" className="text-right font-medium">
              {t.clicks}
            </th>
            <th scope="col" className="text-right font-medium">
              {t.share}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <td colSpan={3} className="py-2 text-muted-foreground">
                {t.empty}
              </td>
            </tr>
          ) : (
            lines.map((line) => (
              <tr key={line.name} className="border-t border-border">
                <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                  <span className="block truncate">{line.name}</span>
                  <span aria-hidden="true" className="mt-1 block h-1 rounded bg-primary/70" style={{ width: shareOf(line.clicks, total) }} />
                </th>
                <td className="py-1.5 text-right tabular-nums">{formatCount(line.clicks)}</td>
                <td className="py-1.5 pl-2 text-right tabular-nums">{shareOf(line.clicks, total)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Card>
  )
}
