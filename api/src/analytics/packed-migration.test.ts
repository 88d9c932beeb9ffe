// Migration 0008 (docs/decisions/0051): a database holding per-day dimension rows (link_day_dimensions,
// decision 42) upgrades with every count intact — moved into one packed row per link and day, next to
// that day's bot/HEAD counters — and the analytics and export read exactly what was there.
import { Database as BunSqlite } from 'bun:sqlite'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { drizzle as drizzleSqlite } from 'drizzle-orm/bun-sqlite'
import { migrate as migrateSqlite } from 'drizzle-orm/bun-sqlite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { afterAll, describe, expect, test } from 'vitest'
import { createPostgresDatabase, testEngines } from '../../test/harness'
import { migrationsBefore } from '../../test/migrations-before'
import type { Database } from '../db/database'
import { openPostgres, POSTGRES_MIGRATIONS } from '../db/open-postgres'
import { openSqlite, SQLITE_MIGRATIONS } from '../db/open-sqlite'
import { dimensionTotals, trafficTotals } from './analytics.repository'
import { findDetailsByDay } from './export-details.repository'

const temp = mkdtempSync(join(tmpdir(), 'snip-packed-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

const oldRows = [
  ['2026-11-01', 'country', 'GB', 7],
  ['2026-11-01', 'country', 'US', 3],
  ['2026-11-01', 'device', 'mobile', 10],
  ['2026-11-01', 'referrer', 'news.example.com', 4],
  ['2026-11-01', 'referrer', 'direct', 6],
  ['2026-11-02', 'country', 'GB', 2],
  ['2026-11-02', 'browser', 'Chrome', 2],
] as const
const fill = `insert into links (id, user_id, original_url, short_code, is_active, clicks, created_at, updated_at) values (1, 'u1', 'https://old.example', 'old-one', true, 12, 1, 1);
  insert into link_day_dimensions (link_id, day, dimension, key, clicks) values ${oldRows.map(([d, dim, k, n]) => `(1, '${d}', '${dim}', '${k}', ${n})`).join(', ')};
  insert into link_day_traffic (link_id, day, bots, heads) values (1, '2026-11-01', 3, 1)`

async function expectIntact(db: Database) {
  const totals = await dimensionTotals(db, 1, { from: '2026-11-01', to: '2026-11-02' })
  expect(totals.sort((a, b) => a.dimension.localeCompare(b.dimension) || a.key.localeCompare(b.key))).toEqual([
    { dimension: 'browser', key: 'Chrome', clicks: 2 },
    { dimension: 'country', key: 'GB', clicks: 9 },
    { dimension: 'country', key: 'US', clicks: 3 },
    { dimension: 'device', key: 'mobile', clicks: 10 },
    { dimension: 'referrer', key: 'direct', clicks: 6 },
    { dimension: 'referrer', key: 'news.example.com', clicks: 4 },
  ])
  expect(await trafficTotals(db, 1, { from: '2026-11-01', to: '2026-11-02' })).toMatchObject({ bots: 3, heads: 1 })
  const exported = (await findDetailsByDay(db, [1])).get(1)!
  expect(exported.map((r) => [r.day, r.dimension, r.key, r.clicks])).toEqual([...oldRows].sort((a, b) => (a.join() < b.join() ? -1 : 1)))
}

describe('upgrading per-day dimension rows to packed counts', () => {
  test('on sqlite', async () => {
    const file = join(temp, 'old.sqlite')
    const client = new BunSqlite(file, { create: true })
    migrateSqlite(drizzleSqlite({ client }), { migrationsFolder: migrationsBefore(SQLITE_MIGRATIONS, 8, temp) })
    client.exec(fill.replace(/true/g, '1'))
    client.close()
    const db = openSqlite(file)
    try {
      await expectIntact(db)
    } finally {
      await db.close()
    }
  })

  test.each(testEngines.filter((e) => e === 'postgres'))('on %s', async () => {
    const database = await createPostgresDatabase()
    try {
      const sql = postgres(database.url, { max: 1, onnotice: () => {} })
      await migratePostgres(drizzlePostgres({ client: sql }), { migrationsFolder: migrationsBefore(POSTGRES_MIGRATIONS, 8, temp) })
      await sql.unsafe(fill.replace(/, 1, 1\)/, ', to_timestamp(1), to_timestamp(1))'))
      await sql.end()
      const db = await openPostgres(database.url, { max: 1 })
      try {
        await expectIntact(db)
      } finally {
        await db.close()
      }
    } finally {
      await database.drop()
    }
  })
})
