// Analytics writes in chunks of WRITE_CHUNK_LINKS links, one transaction each (docs/decisions/0056): the
// traffic counters ride with the first chunk. When a chunk fails, the chunks before it stay written, and it
// and the rest are written at the next write; the traffic is written once whichever chunk failed.
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { PHONE_AGENT } from '../../test/analytics-load'
import { testEngines } from '../../test/harness'
import { makeLinks } from '../../test/many-links'
import { useSignedInServer } from '../../test/signed-in-server'
import type { Database } from '../db/database'
import { startClickAnalytics } from './click-analytics'
import { WRITE_CHUNK_LINKS } from './click-tally'
import { unpackCounts } from './packed-counts'

const follow = new Request('http://snip.test/code', { headers: { 'user-agent': PHONE_AGENT } })
const ip = () => '8.8.8.8'
const MANUAL = { retentionDays: 30, writeEveryMs: 3_600_000, everyMs: 3_600_000 } // writes only when the test asks

/** Makes inserting link_day_traffic's row of `linkId` fail (until `allowTrafficWrites`). */
async function failTrafficWritesOf(db: Database, linkId: number) {
  if (db.driver.dialect === 'sqlite') {
    db.driver.client.exec(`create trigger traffic_boom before insert on link_day_traffic when new.link_id = ${linkId} begin select raise(abort, 'boom'); end`)
    return
  }
  await db.orm.execute(sql.raw(`create or replace function traffic_boom() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`))
  await db.orm.execute(
    sql.raw(`create trigger traffic_boom before insert on link_day_traffic for each row when (new.link_id = ${linkId}) execute function traffic_boom()`),
  )
}

async function allowTrafficWrites(db: Database) {
  if (db.driver.dialect === 'sqlite') db.driver.client.exec('drop trigger traffic_boom')
  else await db.orm.execute(sql.raw('drop trigger traffic_boom on link_day_traffic'))
}

describe.each(testEngines)('chunked analytics writes on %s', (engine) => {
  const suite = useSignedInServer({ engine })

  test.each(['first', 'later'] as const)(
    'the %s chunk failing: it and the rest are written at the next write, the traffic once, nothing twice',
    async (failing) => {
      const { db } = suite.server
      const ids = await makeLinks(db, WRITE_CHUNK_LINKS + 30, `chunk${failing}`) // two chunks: 2,000 links and 30
      const [first, last] = [ids[0]!, ids.at(-1)!]
      const rows = async () => {
        const all = await db.orm.select().from(db.t.linkDayTraffic)
        return all.filter((r) => ids.includes(r.linkId))
      }
      const errors: unknown[] = []
      const job = startClickAnalytics(db, { ...MANUAL, onError: (e) => errors.push(e) })
      try {
        for (const id of ids) job.details.capture(id, follow, ip) // one click each: five values
        job.details.tally(first, 'bots')
        job.details.tally(last, 'heads') // a link of the second chunk: its traffic rides with the first
        await failTrafficWritesOf(db, failing === 'first' ? ids[1]! : ids.at(-2)!)
        await job.flush(true)
        expect(errors).toHaveLength(1)
        const after = await rows()
        if (failing === 'first')
          expect(after).toEqual([]) // nothing committed, the traffic neither
        else {
          // the first chunk and, with it, the traffic of both chunks; nothing of the second chunk's clicks
          expect(after).toHaveLength(WRITE_CHUNK_LINKS + 1)
          expect(after.filter((r) => r.linkId === last)).toEqual([expect.objectContaining({ heads: 1, dimensions: '' })])
        }

        await allowTrafficWrites(db)
        await job.flush(true)
        expect(errors).toHaveLength(1)
        const written = await rows()
        expect(written).toHaveLength(ids.length)
        const valuesCounted = (r: (typeof written)[number]) => [...unpackCounts(r.dimensions).values()].reduce((a, b) => a + b, 0)
        expect(written.filter((r) => valuesCounted(r) !== 5).map((r) => r.linkId)).toEqual([]) // every click once
        const traffic = written.filter((r) => r.bots + r.heads + r.prefetches + r.notShared + r.unrecorded > 0)
        expect(traffic.map((r) => [r.linkId, r.bots, r.heads]).sort()).toEqual(
          [
            [first, 1, 0],
            [last, 0, 1],
          ].sort(),
        )
      } finally {
        await job.stop()
      }
      expect(errors).toHaveLength(1)
    },
  )
})
