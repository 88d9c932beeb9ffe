// The caller's clicks per day (GET /api/stats/clicks, the dashboard's sparkline; docs/decisions/0063): the
// statement reads the per-day tables only by probing each of the user's links by key. On PostgreSQL a join
// let the planner hash the user's links and read all of link_clicks_daily instead (900,000 rows: 100-125 ms
// for a user with 10,000 links).
import { describe, test } from 'vitest'
import { testEngines } from '../../test/harness'
import { expectPerDayTablesProbedByLink } from '../../test/per-day-plan'
import { useSuiteDatabase } from '../../test/suite-database'
import { dailyClicksOfStatement } from './analytics.repository'

describe.each(testEngines)("a user's clicks per day on %s", (engine) => {
  const db = useSuiteDatabase(engine)

  test('probe the per-day tables by link (on PostgreSQL even when told to avoid nested loops)', async () => {
    const range = { from: '2026-01-01', to: '2026-01-30' }
    await expectPerDayTablesProbedByLink(db(), (tx) => dailyClicksOfStatement(tx, { user: 'someone' }, range))
  })
})
