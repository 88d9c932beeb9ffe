// The analytics period in the page's address, so a reload or a shared address shows the same view:
// `?period=7` (a preset, counted back from today's UTC day when the page loads) or `?from=&to=` (fixed UTC
// days). Without either, the last 30 days; a range the API would refuse is reported, not guessed at.
import { analyticsPeriods, analyticsRange, lastDays } from '@contracts/analytics-schemas'

export const DEFAULT_PERIOD = 30

/** A period of the picker: a preset counted back from today, or fixed days. */
export type RangeChoice = { period: number } | { from: string; to: string }

/** What the page shows: the days asked for, and the preset they came from (null for fixed days). */
export interface ShownRange {
  from: string
  to: string
  period: number | null
}

const isPreset = (n: number) => (analyticsPeriods as readonly number[]).includes(n)

/** The days of a choice (a preset counted back from `now`), or the rule it breaks. */
export function resolveRange(choice: RangeChoice, now = new Date()): ShownRange | { error: string } {
  if ('period' in choice) return { ...lastDays(choice.period, now), period: choice.period }
  const range = analyticsRange(choice, now)
  return 'error' in range ? range : { ...range, period: null }
}

/** The choice a query string asks for: fixed days when both are given, else a known preset, else the default. */
export function choiceFromSearch(search: string): RangeChoice {
  const params = new URLSearchParams(search)
  const from = params.get('from')
  const to = params.get('to')
  if (from !== null && to !== null) return { from, to }
  const period = Number(params.get('period'))
  return { period: isPreset(period) ? period : DEFAULT_PERIOD }
}

/** `search` with the choice written in (the other parameters, such as the link's id, kept). */
export function searchWithChoice(search: string, choice: RangeChoice): string {
  const params = new URLSearchParams(search)
  for (const key of ['period', 'from', 'to']) params.delete(key)
  if ('period' in choice) params.set('period', String(choice.period))
  else params.set('from', choice.from), params.set('to', choice.to)
  return `?${params.toString()}`
}
