// Staged clicks and their fold (docs/decisions/0055), on every test engine: a flush stages clicks in
// link_clicks_recent, a fold moves them into links.clicks and link_clicks_daily. Whatever the moment, a
// reader counts every click once: during a fold, after a fold that failed half-way, with two instances
// folding at once, and when a link with staged clicks is deleted.
import { Database as BunSqlite } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql, sum } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createPostgresDatabase, testEngines, type Engine } from '../../test/harness'
import { makeLinks } from '../../test/many-links'
import { dailyClicksOfLink } from '../analytics/analytics.repository'
import type { Database } from '../db/database'
import { openPostgres } from '../db/open-postgres'
import { openSqlite } from '../db/open-sqlite'
import { clickedLinks } from '../links/store/clicked-links'
import { dayOf } from './click-day'
import { startClickCounting, type ClickCounting } from './click-counting'
import type { ClickReader } from './click-reader'
import { FOLD_LINKS } from './clicks.repository'
import { FOLD_CHUNK, sqliteClickWrites } from './sqlite-click-writes'

const MANUAL = { everyMs: 3_600_000, foldEveryMs: 3_600_000 } // flushes and folds only when the test asks

interface Opened {
  db: Database
  /** Another handle on the same database (PostgreSQL: a second instance). */
  another(): Promise<Database>
  close(): Promise<void>
}

async function open(engine: Engine): Promise<Opened> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'snip-fold-'))
    const db = openSqlite(join(dir, 'snip.sqlite'))
    return {
      db,
      another: () => Promise.reject(new Error('one instance per SQLite file')),
      async close() {
        await db.close()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  const database = await createPostgresDatabase()
  const opened: Database[] = [await openPostgres(database.url)]
  return {
    db: opened[0]!,
    async another() {
      const db = await openPostgres(database.url)
      opened.push(db)
      return db
    },
    async close() {
      for (const db of opened) await db.close()
      await database.drop()
    },
  }
}

/** What the tables hold: links.clicks, the per-day rows and the staged rows, each summed. */
async function tables(db: Database) {
  const { links, linkClicksDaily, linkClicksRecent } = db.t
  const one = async (t: typeof links | typeof linkClicksDaily | typeof linkClicksRecent) =>
    Number((await db.orm.select({ n: sum(t.clicks) }).from(t))[0]?.n ?? 0)
  return { links: await one(links), daily: await one(linkClicksDaily), staged: await one(linkClicksRecent) }
}

const sumOf = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0)

/** The clicks of the rows linksOf answers, by id (the dashboard's whole list). */
const clicksOfRows = async (reader: ClickReader, userId: string) => new Map((await reader.linksOf({ user: userId })).map((r) => [r.id, r.clicks]))

describe.each(testEngines)('staged clicks and the fold (%s)', (engine) => {
  async function withCounting(
    run: (db: Database, clicks: ClickCounting, opened: Opened) => Promise<void>,
    onError: (e: unknown) => void = (e) => {
      throw e
    },
  ) {
    const opened = await open(engine)
    const clicks = startClickCounting(opened.db, clickedLinks, onError, MANUAL)
    try {
      await run(opened.db, clicks, opened)
    } finally {
      await clicks.stop()
      await opened.close()
    }
  }

  test('totals stay exact across flushes and folds, and the per-day rows are right after a fold', () =>
    withCounting(async (db, clicks) => {
      const [a, b] = await makeLinks(db, 2, 'u1')
      const { counter, reader } = clicks
      for (let i = 0; i < 5; i++) counter.add(a!)
      counter.add(b!)
      await counter.flush()
      expect(await tables(db)).toEqual({ links: 0, daily: 0, staged: 6 })
      expect(await reader.ofLink(a!)).toBe(5)
      // a row staged for an earlier day (a flush just before midnight), beside that day's per-day row
      await db.orm.insert(db.t.linkClicksRecent).values({ linkId: a!, day: '2026-01-01', clicks: 4 })
      await db.orm.insert(db.t.linkClicksDaily).values({ linkId: a!, day: '2026-01-01', clicks: 2 })
      const today = dayOf(new Date())
      const range = { from: '2026-01-01', to: today }
      const expectedDays = new Map([
        ['2026-01-01', 6],
        [today, 5],
      ])
      expect(await dailyClicksOfLink(db, a!, range)).toEqual(expectedDays)
      expect(await reader.ofLink(a!)).toBe(9)
      expect(await clicksOfRows(reader, 'u1')).toEqual(
        new Map([
          [a!, 9],
          [b!, 1],
        ]),
      ) // two staged days, summed once
      counter.add(a!) // still in memory

      expect(await clicks.fold()).toBe(3)
      expect(await tables(db)).toEqual({ links: 10, daily: 12, staged: 0 })
      expect(await reader.ofLink(a!)).toBe(10)
      expect(await reader.ofOwner({ user: 'u1' })).toEqual(
        new Map([
          [a!, 10],
          [b!, 1],
        ]),
      )
      expect(await clicksOfRows(reader, 'u1')).toEqual(
        new Map([
          [a!, 10],
          [b!, 1],
        ]),
      )
      expect(await reader.totalsOf({ user: 'u1' })).toEqual({ links: 2, clicks: 11 })
      expect(await dailyClicksOfLink(db, a!, range)).toEqual(expectedDays) // the click in memory is not in a day yet
      const rows = await db.orm.select().from(db.t.linkClicksDaily).where(eq(db.t.linkClicksDaily.linkId, a!))
      expect(rows.map((r) => [r.day, r.clicks]).sort()).toEqual([
        ['2026-01-01', 6],
        [today, 5],
      ])

      await counter.flush()
      expect(await clicks.fold()).toBe(1)
      expect(await tables(db)).toEqual({ links: 11, daily: 13, staged: 0 })
      expect(await clicks.fold()).toBe(0) // nothing staged: nothing moves
    }))

  test('reads during a fold count every click once', () =>
    withCounting(async (db, clicks) => {
      const ids = await makeLinks(db, 3 * FOLD_CHUNK + 10, 'u2')
      const { counter, reader } = clicks
      ids.forEach((id, i) => {
        for (let k = 0; k <= i % 3; k++) counter.add(id)
      })
      await counter.flush()
      const expected = sumOf(await reader.ofOwner({ user: 'u2' }))
      expect(expected).toBe(ids.reduce((n, _, i) => n + (i % 3) + 1, 0))
      let done = false
      // SQLite: the fold on a connection of this thread: its first chunk commits before fold() returns, so the
      // first read below is between its chunks for certain. PostgreSQL: the product's fold.
      const fold =
        db.driver.dialect === 'sqlite' ? sqliteClickWrites(new BunSqlite(db.driver.file), 'click_flush_mark:test', clickedLinks.fold.sqlite).fold : clicks.fold
      const folding = fold().finally(() => (done = true))
      const seen: number[] = []
      let partway = 0
      while (!done) {
        seen.push((await reader.totalsOf({ user: 'u2' })).clicks, sumOf(await reader.ofOwner({ user: 'u2' })), sumOf(await clicksOfRows(reader, 'u2')))
        const now = await tables(db)
        if (now.staged > 0 && now.links > 0) partway++
        await new Promise((r) => setTimeout(r, 0))
      }
      await folding
      expect(new Set(seen)).toEqual(new Set([expected]))
      if (engine === 'sqlite') expect(partway).toBeGreaterThan(0) // read between its chunks
      expect(await tables(db)).toEqual({ links: expected, daily: expected, staged: 0 })
    }))

  test('a fold that fails half-way loses and doubles nothing, and the next one finishes it', async () => {
    const errors: unknown[] = []
    await withCounting(
      async (db, clicks) => {
        const perFold = engine === 'sqlite' ? FOLD_CHUNK : FOLD_LINKS
        const ids = await makeLinks(db, perFold + 20, 'u3')
        const last = ids.at(-1)!
        const { counter, reader } = clicks
        for (const id of ids) counter.add(id)
        counter.add(last)
        await counter.flush()
        const total = ids.length + 1
        if (db.driver.dialect === 'sqlite') {
          db.driver.client.exec(`create trigger fold_boom before update of clicks on links when new.id = ${last} begin select raise(abort, 'boom'); end`)
        } else {
          await db.orm.execute(sql.raw(`create function fold_boom() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`))
          await db.orm.execute(
            sql.raw(`create trigger fold_boom before update of clicks on links for each row when (new.id = ${last}) execute function fold_boom()`),
          )
        }
        const failure = await clicks.fold().then(
          () => undefined,
          (e: Error & { cause?: unknown }) => `${e.message} ${String(e.cause)}`,
        )
        expect(failure).toMatch(/boom/) // Drizzle gives PostgreSQL's error as the cause
        // the first transaction committed, the one with the failing link rolled back whole
        expect(await tables(db)).toEqual({ links: perFold, daily: perFold, staged: total - perFold })
        expect((await reader.totalsOf({ user: 'u3' })).clicks).toBe(total)
        expect(await reader.ofLink(last)).toBe(2)

        if (db.driver.dialect === 'sqlite') db.driver.client.exec('drop trigger fold_boom')
        else await db.orm.execute(sql.raw('drop trigger fold_boom on links'))
        expect(await clicks.fold()).toBe(ids.length - perFold) // rows: one per link and day
        expect(await tables(db)).toEqual({ links: total, daily: total, staged: 0 })
        expect(await reader.ofLink(last)).toBe(2)
      },
      (e) => errors.push(e),
    )
    expect(errors).toEqual([])
  })

  test('deleting a link with staged clicks deletes them; the fold and the totals go on', () =>
    withCounting(async (db, clicks) => {
      const [a, b] = await makeLinks(db, 2, 'u4')
      const { counter, reader } = clicks
      for (let i = 0; i < 3; i++) counter.add(a!), counter.add(b!)
      await counter.flush()
      await db.orm.delete(db.t.links).where(eq(db.t.links.id, a!))
      expect(await tables(db)).toEqual({ links: 0, daily: 0, staged: 3 })
      expect(await reader.ofLink(a!)).toBeUndefined()
      counter.add(a!) // a click counted just before the delete: flushed into nothing…
      counter.add(b!) // …while the other link's click in the same flush counts
      await counter.flush()
      expect(await tables(db)).toEqual({ links: 0, daily: 0, staged: 4 })
      expect(await clicks.fold()).toBe(1)
      expect(await tables(db)).toEqual({ links: 4, daily: 4, staged: 0 })
      expect(await reader.totalsOf({ user: 'u4' })).toEqual({ links: 1, clicks: 4 })
    }))

  if (engine === 'postgres') {
    test('two instances flushing and folding at once add up exactly', async () => {
      const opened = await open('postgres')
      const other = await opened.another()
      const [one, two] = [
        startClickCounting(
          opened.db,
          clickedLinks,
          (e) => {
            throw e
          },
          MANUAL,
        ),
        startClickCounting(
          other,
          clickedLinks,
          (e) => {
            throw e
          },
          MANUAL,
        ),
      ]
      try {
        const ids = await makeLinks(opened.db, 200, 'u5')
        const expected = new Map<number, number>()
        for (let round = 0; round < 6; round++) {
          for (let i = 0; i < 400; i++) {
            const id = ids[(i * 7 + round * 13) % ids.length]!
            ;(i % 2 === 0 ? one : two).counter.add(id)
            expected.set(id, (expected.get(id) ?? 0) + 1)
          }
          await Promise.all([one.counter.flush(), two.counter.flush()])
          const total = sumOf(expected)
          // both fold at once while both read: every read sees every click once
          const reads = Promise.all([one.reader.totalsOf({ user: 'u5' }), two.reader.totalsOf({ user: 'u5' }), one.reader.ofOwner({ user: 'u5' })])
          await Promise.all([one.fold(), two.fold(), round % 2 ? two.counter.flush() : one.counter.flush()])
          const [x, y, byId] = await reads
          expect([x.clicks, y.clicks, sumOf(byId)]).toEqual([total, total, total])
        }
        await Promise.all([one.fold(), two.fold()])
        await one.fold()
        const total = sumOf(expected)
        expect(await tables(opened.db)).toEqual({ links: total, daily: total, staged: 0 })
        expect(await two.reader.ofOwner({ user: 'u5' })).toEqual(new Map(ids.map((id) => [id, expected.get(id) ?? 0])))
      } finally {
        await one.stop()
        await two.stop()
        await opened.close()
      }
    }, 60_000)
  }
})
