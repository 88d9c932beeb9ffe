// The analytics worker's SQLite writes (docs/decisions/0051): a link-day's packed counts add up over writes
// (read, added to and written back in one transaction), values get one number each, deleted links are skipped.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { openSqlite } from '../db/open-sqlite'
import { dimensionTotals, trafficTotals } from './analytics.repository'
import { DimensionTally } from './dimension-tally'
import { LINK_EXISTS_SQL } from '../links'
import { openDetailConnection, writeDetails } from './sqlite-detail-writer'

const temp = mkdtempSync(join(tmpdir(), 'snip-detail-writer-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

const DAY = '2026-11-25'
const tallyOf = (rows: [number, 'country' | 'referrer', string, number][]) => {
  const tally = new DimensionTally()
  tally.addRows(rows.map(([linkId, dimension, key, clicks]) => ({ linkId, dimension, key, clicks })))
  return tally
}

test('writes add up per link and day; values are numbered once; deleted links are skipped', async () => {
  const file = join(temp, 'snip.sqlite')
  const db = openSqlite(file)
  try {
    db.driver.client.exec(
      `insert into links (id, original_url, short_code, is_active, clicks, created_at, updated_at) values (1, 'https://a.example', 'a1', 1, 0, 0, 0)`,
    )
    const worker = openDetailConnection(file, LINK_EXISTS_SQL)
    const none = { bots: 0, heads: 0, prefetches: 0, notShared: 0, unrecorded: 0 }
    writeDetails(
      worker,
      DAY,
      tallyOf([
        [1, 'country', 'GB', 2],
        [1, 'referrer', 'direct', 2],
        [9, 'country', 'FR', 5],
      ]),
      [[1, { ...none, bots: 1 }]],
    )
    writeDetails(
      worker,
      DAY,
      tallyOf([
        [1, 'country', 'GB', 3],
        [1, 'country', 'US', 1],
      ]),
      [
        [1, { ...none, bots: 2 }],
        [9, { ...none, bots: 4 }],
      ],
    )
    worker.db.close()
    const totals = await dimensionTotals(db, 1, { from: DAY, to: DAY })
    expect(totals.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { dimension: 'referrer', key: 'direct', clicks: 2 },
      { dimension: 'country', key: 'GB', clicks: 5 },
      { dimension: 'country', key: 'US', clicks: 1 },
    ])
    expect((await trafficTotals(db, 1, { from: DAY, to: DAY })).bots).toBe(3)
    const client = db.driver.client
    expect(client.query('select count(*) as n from link_day_traffic').get()).toEqual({ n: 1 }) // link 9 does not exist
    expect(client.query(`select count(*) as n from dimension_values where key = 'GB'`).get()).toEqual({ n: 1 })
  } finally {
    await db.close()
  }
})
