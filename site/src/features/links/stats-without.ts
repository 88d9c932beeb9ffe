// The summary cards while deletions wait for their Undo (pending-deletions.tsx): the hidden links are out of
// the list at once, so they are taken out of Total Links, Total Clicks and the clicks per link too (the
// same rule as the API's averageCTR). The 7-day trend stays as the server gave it (it has no per-link parts).
import type { LinkDto, StatsDto } from '@contracts/dto'

export function statsWithout(stats: StatsDto, hidden: readonly Pick<LinkDto, 'clicks'>[]): StatsDto {
  if (hidden.length === 0) return stats
  const totalUrls = Math.max(0, stats.totalUrls - hidden.length)
  const totalClicks = Math.max(0, stats.totalClicks - hidden.reduce((n, l) => n + l.clicks, 0))
  return { ...stats, totalUrls, totalClicks, averageCTR: totalUrls === 0 ? 0 : totalClicks / totalUrls }
}
