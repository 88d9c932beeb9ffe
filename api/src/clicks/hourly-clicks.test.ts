// Clicks per UTC hour over the last 48 hours (docs/decisions/0078), on every test engine, on a test clock:
// a flush stages clicks under its hour, a fold adds them to their day and their hour, the hours read
// (folded and staged, one statement) equal the clicks counted in the window, and a fold once the hour has
// moved deletes the hours older than 48 while the days keep every click.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sum } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createPostgresDatabase, testEngines, type Engine } from '../../test/harness'
import { makeLinks } from '../../test/many-links'
import type { Database } from '../db/database'
import { openPostgres } from '../db/open-postgres'
import { openSqlite } from '../db/open-sqlite'
import { clickedLinks } from '../links/store/clicked-links'
import { ownerHourRows } from '../links/store/user-day-sums'
import { firstHourKept, hourOf } from './click-day'
import { startClickCounting } from './click-counting'
import { hourRowsOfLink, type HourRow } from './hour-sums.repository'

const MANUAL = { everyMs: 3_600_000, foldEveryMs: 3_600_000 } // flushes and folds only when the test asks
const HOUR = 3_600_000
/** The test clock's "now": an hour's 30th minute, so no step below crosses an hour by accident. */
const NOW = Date.parse('2026-06-15T12:30:00Z')

async function open(engine: Engine): Promise<{ db: Database; close(): Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'snip-hours-'))
    const db = openSqlite(join(dir, 'snip.sqlite'))
    return { db, close: async () => (await db.close(), rmSync(dir, { recursive: true, force: true })) }
  }
  const database = await createPostgresDatabase()
  const db = await openPostgres(database.url)
  return { db, close: async () => (await db.close(), await database.drop()) }
}

/** Rows of the same hour added up, by `day/hour`. */
const byHour = (rows: HourRow[]) => {
  const out = new Map<string, number>()
  for (const r of rows) out.set(`${r.day}/${r.hour}`, (out.get(`${r.day}/${r.hour}`) ?? 0) + Number(r.clicks))
  return out
}
const keyOf = (ms: number) => {
  const { day, hour } = hourOf(new Date(ms))
  return `${day}/${hour}`
}
const total = async (db: Database, t: Database['t']['linkClicksDaily'] | Database['t']['linkClicksHourly']) =>
  Number((await db.orm.select({ n: sum(t.clicks) }).from(t))[0]?.n ?? 0)

describe.each(testEngines)('clicks per hour (%s)', (engine) => {
  test('are counted under the flush hour, read with the staged ones, and pruned after 48 hours while the days keep them', async () => {
    const { db, close } = await open(engine)
    let clock = NOW - 50 * HOUR
    const clicks = startClickCounting(
      db,
      clickedLinks,
      (e) => {
        throw e
      },
      { ...MANUAL, now: () => clock },
    )
    try {
      const [a, b] = await makeLinks(db, 2, 'u1')
      const { counter } = clicks
      /** `n` clicks of `link` at `hoursAgo` before NOW, flushed (staged), folded when asked. */
      const clickAt = async (hoursAgo: number, link: number, n: number, fold: boolean) => {
        clock = NOW - hoursAgo * HOUR
        for (let i = 0; i < n; i++) counter.add(link)
        await counter.flush()
        if (fold) await clicks.fold()
      }
      await clickAt(50, a!, 2, true) // outside the window at NOW
      await clickAt(47, a!, 3, true) // the window's first hour
      await clickAt(47, b!, 1, false) // the same hour, still staged
      await clickAt(1, a!, 4, true)
      await clickAt(0, a!, 5, false) // the current hour, staged
      await clickAt(0, b!, 6, false)

      const window = { from: firstHourKept(new Date(NOW)), to: hourOf(new Date(NOW)) }
      expect(window.from).toEqual(hourOf(new Date(NOW - 47 * HOUR)))
      const expectedA = new Map([
        [keyOf(NOW - 47 * HOUR), 3],
        [keyOf(NOW - HOUR), 4],
        [keyOf(NOW), 5],
      ])
      expect(byHour(await hourRowsOfLink(db, a!, window))).toEqual(expectedA)
      expect(byHour(await hourRowsOfLink(db, b!, window))).toEqual(
        new Map([
          [keyOf(NOW - 47 * HOUR), 1],
          [keyOf(NOW), 6],
        ]),
      )
      // The user's hours: both links added up, staged and folded alike.
      expect(byHour(await ownerHourRows(db, { user: 'u1' }, window))).toEqual(
        new Map([
          [keyOf(NOW - 47 * HOUR), 4],
          [keyOf(NOW - HOUR), 4],
          [keyOf(NOW), 11],
        ]),
      )
      // The fold an hour ago also folded b's staged click and pruned the hour 50 hours ago (48 hours before it).
      expect(await total(db, db.t.linkClicksHourly)).toBe(8) // 3 + 1 + 4
      expect(await total(db, db.t.linkClicksDaily)).toBe(10) // 2 + 3 + 1 + 4: the days keep the pruned hour's clicks
      await clicks.fold()
      expect(await total(db, db.t.linkClicksDaily)).toBe(21)
      expect(await total(db, db.t.linkClicksHourly)).toBe(19) // 21 less the 2 clicks older than 48 hours
      expect(byHour(await hourRowsOfLink(db, a!, window))).toEqual(expectedA) // the same, now all folded
      const { linkClicksHourly: hourly } = db.t
      const rows = await db.orm.select({ day: hourly.day, hour: hourly.hour }).from(hourly)
      expect(rows.some((r) => `${r.day}/${r.hour}` === keyOf(NOW - 50 * HOUR))).toBe(false)

      // An hour later, the window's first hour falls out too: 47 hours ago becomes 48.
      clock = NOW + HOUR
      await clicks.fold()
      expect(await total(db, db.t.linkClicksHourly)).toBe(15)
      expect(await total(db, db.t.linkClicksDaily)).toBe(21)
    } finally {
      await clicks.stop()
      await close()
    }
  })
})

// Several instances on one PostgreSQL database (SQLite has one instance per file).
if (testEngines.includes('postgres')) {
  describe('clicks per hour, several instances (postgres)', () => {
    test('several instances on one database flush, fold and prune into the same hours exactly', async () => {
      const database = await createPostgresDatabase()
      const dbs = [await openPostgres(database.url), await openPostgres(database.url), await openPostgres(database.url)]
      let clock = NOW - 49 * HOUR
      const fail = (e: unknown) => {
        throw e
      }
      const instances = dbs.map((db) => startClickCounting(db, clickedLinks, fail, { ...MANUAL, now: () => clock }))
      try {
        const ids = await makeLinks(dbs[0]!, 300, 'u2')
        const round = async () => {
          for (const [k, c] of instances.entries()) for (const id of ids) for (let i = 0; i <= k; i++) c.counter.add(id) // 1, 2 and 3 clicks a link
          await Promise.all(instances.map((c) => c.counter.flush()))
          await Promise.all(instances.map((c) => c.fold())) // at once: one folds and prunes, the others skip or find nothing
        }
        await round() // 49 hours before NOW
        clock = NOW
        await round()
        await Promise.all(instances.map((c) => c.fold()))
        const db = dbs[0]!
        expect(await total(db, db.t.linkClicksDaily)).toBe(2 * 6 * 300)
        const window = { from: firstHourKept(new Date(NOW)), to: hourOf(new Date(NOW)) }
        expect(byHour(await ownerHourRows(db, { user: 'u2' }, window))).toEqual(new Map([[keyOf(NOW), 6 * 300]]))
        expect(await total(db, db.t.linkClicksHourly)).toBe(6 * 300) // the round 49 hours ago pruned by one of them
      } finally {
        for (const c of instances) await c.stop()
        for (const db of dbs) await db.close()
        await database.drop()
      }
    })
  })
}
