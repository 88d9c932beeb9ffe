// Bounded memory (docs/decisions/0056): the derived counts wait for the minute's write only
// while they are few; past `writeEarlyAt` held entries they are written at once, exactly, so a flood of
// distinct links cannot pile up a minute of link-days in memory.
import { describe, expect, test } from 'vitest'
import { DESKTOP_AGENT, PHONE_AGENT } from '../../test/analytics-load'
import { testEngines } from '../../test/harness'
import { useSignedInServer } from '../../test/signed-in-server'
import { dimensionTotals } from './analytics.repository'
import { startClickAnalytics } from './click-analytics'

const today = () => new Date().toISOString().slice(0, 10)
const follow = (agent: string) => new Request('http://snip.test/code', { headers: { 'user-agent': agent } })

describe.each(testEngines)('held analytics counts on %s', (engine) => {
  const suite = useSignedInServer({ engine })

  test('are written before the minute once more than the bound are held, and add up exactly', async () => {
    const owner = suite.call
    const ids: number[] = []
    for (const n of [1, 2, 3]) ids.push((await owner('POST', '/api/urls', { originalUrl: `https://held-${n}.example/` })).body.id)
    const { db } = suite.server
    const errors: unknown[] = []
    const job = startClickAnalytics(db, { retentionDays: 30, writeEveryMs: 3_600_000, everyMs: 3_600_000, writeEarlyAt: 5, onError: (e) => errors.push(e) })
    const rows = async () => (await db.orm.select().from(db.t.linkDayTraffic)).filter((r) => ids.includes(r.linkId))
    try {
      const ip = () => '8.8.8.8'
      for (const id of ids) job.details.capture(id, follow(PHONE_AGENT), ip) // 3 (link, values) entries: under the bound
      await job.flush()
      expect(await rows()).toEqual([]) // held for the minute's write
      job.details.capture(ids[0]!, follow(DESKTOP_AGENT), ip)
      job.details.capture(ids[0]!, follow(PHONE_AGENT), ip) // same entry as before: still 4
      await job.flush()
      expect(await rows()).toEqual([])
      job.details.capture(ids[1]!, follow(DESKTOP_AGENT), ip) // 5 held: written now
      await job.flush()
      expect(await rows()).toHaveLength(3)
      const range = { from: today(), to: today() }
      const devices = async (id: number) =>
        (await dimensionTotals(db, id, range)).filter((t) => t.dimension === 'device').sort((a, b) => a.key.localeCompare(b.key))
      expect(await devices(ids[0]!)).toEqual([
        { dimension: 'device', key: 'desktop', clicks: 1 },
        { dimension: 'device', key: 'mobile', clicks: 2 },
      ])
      expect(await devices(ids[1]!)).toEqual([
        { dimension: 'device', key: 'desktop', clicks: 1 },
        { dimension: 'device', key: 'mobile', clicks: 1 },
      ])
      expect(await devices(ids[2]!)).toEqual([{ dimension: 'device', key: 'mobile', clicks: 1 }])
      job.details.capture(ids[2]!, follow(PHONE_AGENT), ip) // after the write the count starts again: held
      await job.flush()
      expect(await devices(ids[2]!)).toEqual([{ dimension: 'device', key: 'mobile', clicks: 1 }])
    } finally {
      await job.stop() // writes what is left
    }
    const countries = await dimensionTotals(db, ids[2]!, { from: today(), to: today() })
    expect(countries.filter((t) => t.dimension === 'country')).toEqual([{ dimension: 'country', key: 'US', clicks: 2 }])
    expect(errors).toEqual([])
  })
})
