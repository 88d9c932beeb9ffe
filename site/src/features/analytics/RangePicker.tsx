// The analytics period: the last 48 hours (per hour), presets counted back from today, or any days from/to
// (at most 366), kept in the page's address (range-url.ts) so a reload or a shared address shows the same
// view. The counters are per UTC day (the hours are the last 48 only), and the picker says so.
import { useId, useMemo, useState, type FormEvent } from 'react'
import { analyticsPeriods, HOURLY_PERIOD } from '@contracts/analytics-schemas'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Input } from '../../components/ui/input'
import { analyticsCopy } from './analytics-copy'
import { choiceFromSearch, resolveRange, searchWithChoice, type RangeChoice } from './range-url'

const t = analyticsCopy.period

/** The period of the page's address, what it resolves to, and a way to choose another (written to the address). */
export function useRangeChoice() {
  const [choice, setChoice] = useState<RangeChoice>(() => choiceFromSearch(window.location.search))
  const shown = useMemo(() => resolveRange(choice), [choice])
  const choose = (next: RangeChoice) => {
    setChoice(next)
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${searchWithChoice(window.location.search, next)}`)
  }
  return { choice, shown, choose }
}

export function RangePicker({ choice, shown, choose }: ReturnType<typeof useRangeChoice>) {
  const days = 'error' in shown ? ('from' in choice ? choice : { from: '', to: '' }) : shown
  return (
    <Card className="grid gap-3 p-4">
      <div role="group" aria-label={t.label} className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={'period' in choice && choice.period === HOURLY_PERIOD ? 'default' : 'outline'}
          aria-pressed={'period' in choice && choice.period === HOURLY_PERIOD}
          onClick={() => choose({ period: HOURLY_PERIOD })}
        >
          {t.hours}
        </Button>
        {analyticsPeriods.map((n) => {
          const pressed = 'period' in choice && choice.period === n
          return (
            <Button key={n} size="sm" variant={pressed ? 'default' : 'outline'} aria-pressed={pressed} onClick={() => choose({ period: n })}>
              {t.option(n)}
            </Button>
          )
        })}
      </div>
      <DaysForm key={`${days.from}/${days.to}`} from={days.from} to={days.to} onChoose={choose} />
      {'error' in shown ? (
        <p role="alert" className="text-sm text-destructive">
          {shown.error}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{shown.hourly ? t.showingHours(shown.from, shown.to) : t.showing(shown.from, shown.to)}</p>
      )}
    </Card>
  )
}

function DaysForm({ from, to, onChoose }: { from: string; to: string; onChoose: (c: RangeChoice) => void }) {
  const [values, setValues] = useState({ from, to })
  const id = useId()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onChoose(values)
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <label htmlFor={`${id}-from`} className="grid gap-1 text-sm">
        {t.from}
        <Input
          id={`${id}-from`}
          type="date"
          required
          value={values.from}
          onChange={(e) => setValues((v) => ({ ...v, from: e.target.value }))}
          className="w-44"
        />
      </label>
      <label htmlFor={`${id}-to`} className="grid gap-1 text-sm">
        {t.to}
        <Input id={`${id}-to`} type="date" required value={values.to} onChange={(e) => setValues((v) => ({ ...v, to: e.target.value }))} className="w-44" />
      </label>
      <Button type="submit" size="sm" variant="outline">
        {t.apply}
      </Button>
    </form>
  )
}
