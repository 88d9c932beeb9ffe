// Daily jobs that keep the data bounded: revoked refresh tokens and ended sessions past
// AUTH_TOKEN_RETENTION_DAYS, and, when CLICK_DAILY_RETENTION_DAYS is set, per-day click totals past it.
// Each is idempotent, so several instances on one database may run them.
import { startRetention } from '../analytics'
import { purgeEndedSessions } from '../auth'
import { foldOldDailyClicks } from '../clicks'
import type { Config } from '../config'
import type { Database } from '../db/database'
import type { Logger } from '../http/logger'

export interface Housekeeping {
  /** Runs every job once now. */
  run(): Promise<void>
  stop(): void
}

export function startHousekeeping(db: Database, config: Config, logger: Logger, now: () => Date = () => new Date()): Housekeeping {
  async function run() {
    const at = now()
    const purged = await purgeEndedSessions(db, config.authTokenRetentionDays, at)
    if (purged.tokens || purged.sessions) logger.info('auth tokens purged', { ...purged })
    if (config.clickDailyRetentionDays === undefined) return
    const days = await foldOldDailyClicks(db, config.clickDailyRetentionDays, at)
    if (days) logger.info('per-day click totals folded', { rows: days })
  }
  const stop = startRetention(run, (e) => logger.error('housekeeping failed', { error: e instanceof Error ? e.message : String(e) }))
  return { run, stop }
}
