// The Total Clicks card's change: clicks in the last 7 days against the 7 days before, as a whole
// percentage with its real sign; none without an earlier week to compare with (docs/decisions/0011).
import type { StatsDto } from '@contracts'

export interface ClickTrend {
  /** Whole percent, never negative: the direction is in `up`. */
  percent: number
  up: boolean
}

export function clickTrend(stats: Pick<StatsDto, 'clicksLast7Days' | 'clicksPrevious7Days'>): ClickTrend | null {
  const { clicksLast7Days: now, clicksPrevious7Days: before } = stats
  if (!before) return null
  const change = Math.round(((now - before) / before) * 100)
  return { percent: Math.abs(change), up: change >= 0 }
}
