// The fold tells a listener each link's clicks it moved into the totals (the seam for the links' `clicked`
// event): one call per fold, with the clicks per link of every day and every chunk it moved, on every engine.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { createPostgresDatabase, testEngines, type Engine } from '../../test/harness'
import { makeLinks } from '../../test/many-links'
import type { Database } from '../db/database'
import { openPostgres } from '../db/open-postgres'
import { openSqlite } from '../db/open-sqlite'
import { clickedLinks } from '../links/store/clicked-links'
import { startClickCounting } from '.'
import { FOLD_CHUNK } from './sqlite-click-writes'

const MANUAL = { everyMs: 3_600_000, foldEveryMs: 3_600_000 } // flushes and folds only when the test asks

async function open(engine: Engine): Promise<{ db: Database; close(): Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'snip-folded-'))
    const db = openSqlite(join(dir, 'snip.sqlite'))
    return { db, close: async () => (await db.close(), rmSync(dir, { recursive: true, force: true })) }
  }
  const database = await createPostgresDatabase()
  const db = await openPostgres(database.url)
  return { db, close: async () => (await db.close(), await database.drop()) }
}

describe.each(testEngines)('the fold listener (%s)', (engine) => {
  test('is called once per fold with each link’s clicks moved, across days and chunks; not for an empty fold', async () => {
    const { db, close } = await open(engine)
    const calls: Map<number, number>[] = []
    const clicks = startClickCounting(
      db,
      clickedLinks,
      (e) => {
        throw e
      },
      { ...MANUAL, onFolded: (counts) => calls.push(new Map(counts)) },
    )
    try {
      // more links than a SQLite fold moves per transaction: the listener still hears of the fold once
      const ids = await makeLinks(db, FOLD_CHUNK + 20, 'folded')
      const expected = new Map<number, number>()
      ids.forEach((id, i) => {
        for (let k = 0; k <= i % 3; k++) clicks.counter.add(id)
        expected.set(id, (i % 3) + 1)
      })
      await clicks.counter.flush()
      // a row staged on an earlier day (a flush just before midnight): the same link's clicks, summed
      await db.orm.insert(db.t.linkClicksRecent).values({ linkId: ids[0]!, day: '2026-01-01', clicks: 4 })
      expected.set(ids[0]!, expected.get(ids[0]!)! + 4)

      expect(await clicks.fold()).toBe(ids.length + 1)
      expect(calls).toHaveLength(1)
      expect(calls[0]).toEqual(expected)

      expect(await clicks.fold()).toBe(0)
      expect(calls).toHaveLength(1) // nothing moved, nothing told

      clicks.counter.add(ids[1]!)
      clicks.counter.add(ids[1]!)
      await clicks.counter.flush()
      await clicks.fold()
      expect(calls[1]).toEqual(new Map([[ids[1]!, 2]]))
    } finally {
      await clicks.stop()
      await close()
    }
  })
})
