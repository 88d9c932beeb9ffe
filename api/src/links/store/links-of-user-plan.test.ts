// The dashboard's whole list (GET /api/urls; docs/decisions/0063): each link's staged clicks are read by
// probing the staging table's key for that link. The join with the staging table's sums read and grouped
// all of it instead (100,000 rows after the bench's loads: 51 ms on PostgreSQL for 10,000 links, 11.7 now).
import { describe, test } from 'vitest'
import { testEngines } from '../../../test/harness'
import { expectPerDayTablesProbedByLink } from '../../../test/per-day-plan'
import { useSuiteDatabase } from '../../../test/suite-database'
import { linksWithClicksOfUserStatement } from './click-totals'

describe.each(testEngines)("a user's links with their clicks on %s", (engine) => {
  const db = useSuiteDatabase(engine)

  test('probe the staged clicks by link (on PostgreSQL even when told to avoid nested loops)', async () => {
    await expectPerDayTablesProbedByLink(db(), (tx) => linksWithClicksOfUserStatement(tx, 'someone'), ['link_clicks_recent'])
  })
})
