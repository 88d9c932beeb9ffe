// The analytics period in the page's address, so a reload or a shared address shows the same view:
// `?period=7` (a preset, counted back from today's UTC day when the page loads), `?period=48h` (the last 48
// hours, per hour) or `?from=&to=` (fixed UTC days). Without any, the last 30 days; a range the API would
// refuse is reported, not guessed at.
import { analyticsPeriod, analyticsPeriods, analyticsRange, HOURLY_PERIOD, lastDays } from '@contracts/analytics-schemas'

export const DEFAULT_PERIOD = 30

/** A period of the picker: a preset counted back from today, the last 48 hours, or fixed days. */
export type RangeChoice = { period: number } | { period: typeof HOURLY_PERIOD } | { from: string; to: string }

/**
 * What the page shows: the days asked for, and the preset they came from (null for fixed days). For the
 * last 48 hours, `hourly` and the UTC days those hours touch (what is counted per day covers them).
 */
export interface ShownRange {
  from: string
  to: string
  period: number | null
  hourly?: true
}

const isPreset = (n: number) => (analyticsPeriods as readonly number[]).includes(n)

/** The days of a choice (a preset counted back from `now`), or the rule it breaks. */
export function resolveRange(choice: RangeChoice, now = new Date()): ShownRange | { error: string } {
  if ('period' in choice && choice.period === HOURLY_PERIOD) {
    const hours = analyticsPeriod({ period: HOURLY_PERIOD }, now)
    return 'error' in hours ? hours : { from: hours.from, to: hours.to, period: null, hourly: true }
  }
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
  if (params.get('period') === HOURLY_PERIOD) return { period: HOURLY_PERIOD }
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

/** The API query of what the page shows: the last 48 hours, or its days. */
export const queryOf = (shown: ShownRange) => (shown.hourly ? `period=${HOURLY_PERIOD}` : `from=${shown.from}&to=${shown.to}`)
