// The Total Clicks card's two weeks (docs/decisions/0063): the statement reads the per-day tables only by
// probing each of the user's links by key, whatever the planner thinks a join costs. On PostgreSQL a hash
// join instead read all of link_clicks_daily (900,000 rows: 170 ms) for a user with 10,000 links.
import { describe, test } from 'vitest'
import { testEngines } from '../../test/harness'
import { expectPerDayTablesProbedByLink } from '../../test/per-day-plan'
import { useSuiteDatabase } from '../../test/suite-database'
import { clickWeeksStatement } from './click-weeks.repository'

describe.each(testEngines)('the last two weeks on %s', (engine) => {
  const db = useSuiteDatabase(engine)

  test('probe the per-day tables by link (on PostgreSQL even when told to avoid nested loops)', async () => {
    await expectPerDayTablesProbedByLink(db(), (tx) => clickWeeksStatement(tx, { workspace: 1 }))
  })
})
