// Clicks per day as inline SVG bars (no chart library: docs/decisions/0042). The picture is decorative for
// screen readers, which get its summary as the label; the page also offers the numbers as a table.
import type { DayClicksDto } from '@contracts/analytics-schemas'
import { formatCount } from '../../lib/format-count'

export function DayBars({ days, label, height = 160, className }: { days: DayClicksDto[]; label: string; height?: number; className?: string }) {
  const max = Math.max(1, ...days.map((d) => d.clicks))
  const w = 10
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${days.length * w} ${height}`}
      preserveAspectRatio="none"
      className={className}
      width="100%"
      height={height}
    >
      {days.map((d, i) => {
        const h = d.clicks === 0 ? 0 : Math.max(2, (d.clicks / max) * (height - 4))
        return (
          <rect key={d.day} x={i * w + 1} y={height - h} width={w - 2} height={h} className="fill-primary">
            <title>{`${d.day}: ${formatCount(d.clicks)}`}</title>
          </rect>
        )
      })}
      <line x1="0" x2={days.length * w} y1={height - 0.5} y2={height - 0.5} className="stroke-border" />
    </svg>
  )
}
