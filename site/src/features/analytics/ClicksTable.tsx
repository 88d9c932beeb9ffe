// A chart's numbers as a table behind a toggle, newest first: the days of a period or the last 48 hours. The
// region scrolls and takes focus, so a keyboard can read a long period.
import type { ReactNode } from 'react'
import { formatCount } from '../../lib/format-count'
import { analyticsCopy } from './analytics-copy'

const t = analyticsCopy.chart

export interface ClicksRow {
  /** The day or hour (ISO), the row's key. */
  at: string
  /** What the first column shows for it (a date, a time, a button narrowing the page to it). */
  label: ReactNode
  clicks: number
}

/** `rows` oldest first, as the chart draws them; `toggle` opens the table; `when` heads its first column (Day, Hour). */
export function ClicksTable({ title, toggle, when, rows }: { title: string; toggle: string; when: string; rows: readonly ClicksRow[] }) {
  return (
    <details>
      <summary className="cursor-pointer text-sm text-primary">{toggle}</summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so a keyboard can scroll it */}
      <div className="mt-2 max-h-72 overflow-y-auto" tabIndex={0} role="region" aria-label={title}>
        <table className="w-full text-sm">
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="text-start font-medium">
                {when}
              </th>
              <th scope="col" className="text-end font-medium">
                {t.clicks}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...rows].reverse().map((row) => (
              <tr key={row.at} className="border-t border-border">
                <th scope="row" className="py-1 text-start font-normal">
                  {row.label}
                </th>
                <td className="py-1 text-end tabular-nums">{formatCount(row.clicks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
