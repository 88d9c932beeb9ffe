// Daily jobs that keep the data bounded: revoked refresh tokens and ended sessions past
// AUTH_TOKEN_RETENTION_DAYS, audit events past AUDIT_RETENTION_DAYS, and, when CLICK_DAILY_RETENTION_DAYS
// is set, per-day click totals past it; hourly, links and tags an older instance wrote without a workspace go
// to their maker's personal one.
// Each is idempotent, so several instances on one database may run them.
import { DELIVERY_PAYLOAD_RETENTION_DAYS, pruneDeliveryPayloads } from '../webhooks'
import { startRetention } from '../analytics'
import { adoptRowsWithoutWorkspace } from './rows-without-workspace'
import { purgeEndedSessions } from '../auth'
import { pruneAudit } from '../audit'
import { foldOldDailyClicks } from '../clicks'
import type { Config } from '../config'
import type { Database } from '../db/database'
import type { Logger } from '../http/logger'

const HOUR_MS = 3_600_000

export interface Housekeeping {
  /** Runs every job once now. */
  run(): Promise<void>
  stop(): void
}

export function startHousekeeping(db: Database, config: Config, logger: Logger, now: () => Date = () => new Date()): Housekeeping {
  async function adopt() {
    const moved = await adoptRowsWithoutWorkspace(db)
    if (moved.links || moved.tags) logger.info('rows without a workspace adopted', moved)
  }
  async function run() {
    await adopt()
    const at = now()
    const purged = await purgeEndedSessions(db, config.authTokenRetentionDays, at)
    if (purged.tokens || purged.sessions) logger.info('auth tokens purged', { ...purged })
    const events = await pruneAudit(db, config.auditRetentionDays, at)
    if (events) logger.info('audit events pruned', { events })
    const bodies = await pruneDeliveryPayloads(db, new Date(at.getTime() - DELIVERY_PAYLOAD_RETENTION_DAYS * 86_400_000))
    if (bodies) logger.info('webhook bodies pruned', { deliveries: bodies })
    if (config.clickDailyRetentionDays === undefined) return
    const days = await foldOldDailyClicks(db, config.clickDailyRetentionDays, at)
    if (days) logger.info('per-day click totals folded', { rows: days })
  }
  const onError = (e: unknown) => logger.error('housekeeping failed', { error: e instanceof Error ? e.message : String(e) })
  const stopDaily = startRetention(run, onError)
  const stopHourly = startRetention(adopt, onError, HOUR_MS)
  return {
    run,
    stop: () => {
      stopDaily()
      stopHourly()
    },
  }
}
