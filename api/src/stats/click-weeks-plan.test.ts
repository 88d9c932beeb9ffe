// The Total Clicks card's two weeks on PostgreSQL (docs/decisions/0063): the statement reads the per-day
// tables only by probing each of the user's links by key, whatever the planner thinks a join costs. A
// hash join instead read all of link_clicks_daily (900,000 rows: 170 ms) for a user with 10,000 links.
// Registered only when TEST_DATABASE_URL is set (SQLite's planner only has nested loops).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPostgresDatabase, testEngines, type TestDatabase } from '../../test/harness'
import type { Database } from '../db/database'
import { openPostgres } from '../db/open-postgres'
import { clickWeeksStatement } from './click-weeks.repository'

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Cond'?: string
  Plans?: PlanNode[]
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)]

describe.runIf(testEngines.includes('postgres'))('the last two weeks on postgres (TEST_DATABASE_URL)', () => {
  let database: TestDatabase
  let db: Database
  beforeAll(async () => {
    database = await createPostgresDatabase()
    db = await openPostgres(database.url, { max: 1 })
  })
  afterAll(async () => {
    await db?.close()
    await database?.drop()
  })

  test('probe the per-day tables by link even when the planner is told to avoid nested loops', async () => {
    const plan = await db.transaction(async (tx) => {
      if (tx.driver.dialect !== 'postgres') throw new Error('PostgreSQL only')
      // Nested loops cost a penalty, so any plan that can join another way does (a seq scan and a hash).
      await tx.driver.statements.unsafe('set local enable_nestloop = off')
      const { sql, params } = clickWeeksStatement(tx, 'someone').toSQL()
      const [row] = await tx.driver.statements.unsafe(`explain (format json) ${sql}`, params as never[])
      return (row as unknown as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan
    })
    const reads = nodesOf(plan).filter((n) => n['Relation Name'] === 'link_clicks_daily' || n['Relation Name'] === 'link_clicks_recent')
    expect(reads.map((n) => n['Relation Name']).sort()).toEqual(['link_clicks_daily', 'link_clicks_recent'])
    for (const read of reads) {
      // An index scan's own condition, or a bitmap heap scan's from its bitmap index scan.
      const probe = read['Node Type'] === 'Bitmap Heap Scan' ? read.Plans?.[0] : read
      expect(probe?.['Node Type']).toMatch(/^(Bitmap )?Index (Only )?Scan$/)
      expect(probe?.['Index Cond']).toMatch(/\(link_id = links\.id\)/)
    }
  })
})
