// How many of a period's clicks the breakdowns do not show: each click with details has one device class,
// and "not shared" and "counted without details" clicks have none on purpose. The rest are clicks whose
// details are not written yet (CLICK_DETAIL_WRITE_SECONDS), clicks counted with analytics off, or clicks
// older than the details are kept (CLICK_DETAIL_RETENTION_DAYS).
import type { LinkAnalyticsDto } from '@contracts/analytics-schemas'

type Counts = Pick<LinkAnalyticsDto, 'days' | 'devices' | 'notShared' | 'unrecorded'>

const sum = (rows: { clicks: number }[]) => rows.reduce((n, r) => n + r.clicks, 0)

export function clicksWithoutDetails(data: Counts): number {
  return Math.max(0, sum(data.days) - sum(data.devices) - data.notShared - data.unrecorded)
}
