// Clicks per day as a labelled chart, drawn in SVG here (no chart library: docs/decisions/0042): a value axis
// from zero to a round top, days named along the time axis, and one day's count read out on hover, touch or
// keyboard focus (arrow keys, Home, End). Screen readers get the picture's summary as its name; the same
// numbers are the page's table. Its height is fixed, so nothing moves when a day is read out. The hourly
// view draws its hours with it (`words`: how its bars are named, read out and described).
import { useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { DayClicksDto } from '@contracts/analytics-schemas'
import { formatCount } from '../../lib/format-count'
import { analyticsCopy } from './analytics-copy'
import { dayTickIndexes, roundTop, shortDay, valueTicks } from './chart-scale'

const t = analyticsCopy.chart
const HEIGHT = 160
const BAR = 10

/** How a chart of other bars than days names them (its keys are in `day`). */
export interface ChartWords {
  tick(key: string): string
  value(key: string, clicks: number): string
  hint: string
  explore: string
  axes: string
}

export function DayChart({ days, label, words }: { days: DayClicksDto[]; label: string; words?: ChartWords }) {
  const [shown, setShown] = useState<number | null>(null)
  const top = roundTop(Math.max(0, ...days.map((d) => d.clicks)))
  const withYear = days.length > 0 && days[0]!.day.slice(0, 4) !== days.at(-1)!.day.slice(0, 4)
  const w: ChartWords = words ?? { tick: (d) => shortDay(d, withYear), value: t.dayValue, hint: t.hint, explore: t.explore, axes: t.axes }
  const day = shown === null ? undefined : days[shown]
  const position = (i: number) => ((i + 0.5) / days.length) * 100

  const onPointer = (e: PointerEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect()
    const i = Math.floor(((e.clientX - box.left) / box.width) * days.length)
    setShown(Math.min(days.length - 1, Math.max(0, i)))
  }
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = days.length - 1
    const from = shown ?? last
    const next = { ArrowLeft: from - 1, ArrowRight: from + 1, Home: 0, End: last }[e.key]
    if (next === undefined) return
    e.preventDefault()
    setShown(Math.min(last, Math.max(0, next)))
  }

  return (
    <figure className="grid gap-2">
      <p className="h-5 text-sm tabular-nums" aria-live="polite">
        {day ? w.value(day.day, day.clicks) : <span className="text-muted-foreground">{w.hint}</span>}
      </p>
      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        <div className="relative w-8 text-end text-xs text-muted-foreground tabular-nums" style={{ height: HEIGHT }} aria-hidden="true">
          {valueTicks(top).map((v) => (
            <span key={v} className="absolute end-0 -translate-y-1/2 leading-none" style={{ top: `${(1 - v / top) * 100}%` }}>
              {formatCount(v)}
            </span>
          ))}
        </div>
        <div
          role="group"
          aria-label={w.explore}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart takes focus so a keyboard can read its days one by one
          tabIndex={0}
          className="relative cursor-crosshair touch-none rounded-sm outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
          style={{ height: HEIGHT }}
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onKeyDown={onKey}
          onFocus={() => setShown((s) => s ?? days.length - 1)}
        >
          <svg role="img" aria-label={label} viewBox={`0 0 ${days.length * BAR} ${HEIGHT}`} preserveAspectRatio="none" width="100%" height={HEIGHT}>
            {valueTicks(top).map((v) => (
              <line
                key={v}
                x1="0"
                x2={days.length * BAR}
                y1={HEIGHT - (v / top) * HEIGHT}
                y2={HEIGHT - (v / top) * HEIGHT}
                className="stroke-border"
                strokeWidth="0.5"
              />
            ))}
            {days.map((d, i) => {
              const h = d.clicks === 0 ? 0 : Math.max(2, (d.clicks / top) * HEIGHT)
              return <rect key={d.day} x={i * BAR + 1} y={HEIGHT - h} width={BAR - 2} height={h} className={i === shown ? 'fill-foreground' : 'fill-primary'} />
            })}
            {shown !== null && <rect x={shown * BAR} y="0" width={BAR} height={HEIGHT} className="fill-primary/10" />}
          </svg>
        </div>
        <span />
        <div className="relative h-5 text-xs text-muted-foreground" aria-hidden="true">
          {dayTickIndexes(days.length).map((i, k, all) => (
            <span
              key={days[i]!.day}
              className="absolute top-1 whitespace-nowrap leading-none"
              style={{ left: `${position(i)}%`, transform: k === 0 ? 'translateX(-10%)' : k === all.length - 1 ? 'translateX(-90%)' : 'translateX(-50%)' }}
            >
              {w.tick(days[i]!.day)}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="text-xs text-muted-foreground">{w.axes}</figcaption>
    </figure>
  )
}
