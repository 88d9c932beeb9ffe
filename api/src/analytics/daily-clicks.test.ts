// A user's clicks per day (GET /api/stats/clicks), on every test engine: the per-day rows and the staged
// ones (docs/decisions/0055) of all of the user's links, added up by day, within the range's two ends.
import { describe, expect, test } from 'vitest'
import { testEngines } from '../../test/harness'
import { makeLinks } from '../../test/many-links'
import { useSuiteDatabase } from '../../test/suite-database'
import { dailyClicksOf } from './analytics.repository'

describe.each(testEngines)("a user's clicks per day on %s", (engine) => {
  const db = useSuiteDatabase(engine)

  test("adds up the per-day and staged rows of the user's links by day, the range's ends included", async () => {
    const { linkClicksDaily, linkClicksRecent } = db().t
    const [a, b, c] = await makeLinks(db(), 3, 'alice')
    const [theirs] = await makeLinks(db(), 1, 'bob')
    await db()
      .orm.insert(linkClicksDaily)
      .values([
        { linkId: a!, day: '2026-01-01', clicks: 1 }, // before the range
        { linkId: a!, day: '2026-01-02', clicks: 2 },
        { linkId: a!, day: '2026-01-10', clicks: 3 },
        { linkId: b!, day: '2026-01-10', clicks: 4 },
        { linkId: b!, day: '2026-01-31', clicks: 5 },
        { linkId: b!, day: '2026-02-01', clicks: 6 }, // after it
        { linkId: theirs!, day: '2026-01-10', clicks: 100 },
      ])
    await db()
      .orm.insert(linkClicksRecent)
      .values([
        { linkId: a!, day: '2026-01-10', clicks: 7 }, // staged beside a per-day row of the same day
        { linkId: c!, day: '2026-01-20', clicks: 8 },
        { linkId: c!, day: '2026-01-31', clicks: 9 },
        { linkId: c!, day: '2026-02-01', clicks: 10 },
        { linkId: theirs!, day: '2026-01-20', clicks: 200 },
      ])
    const range = { from: '2026-01-02', to: '2026-01-31' }
    expect(await dailyClicksOf(db(), { user: 'alice' }, range)).toEqual(
      new Map([
        ['2026-01-02', 2],
        ['2026-01-10', 14],
        ['2026-01-20', 8],
        ['2026-01-31', 14],
      ]),
    )
    expect(await dailyClicksOf(db(), { user: 'bob' }, range)).toEqual(
      new Map([
        ['2026-01-10', 100],
        ['2026-01-20', 200],
      ]),
    )
    expect(await dailyClicksOf(db(), { user: 'nobody' }, range)).toEqual(new Map())
  })
})
