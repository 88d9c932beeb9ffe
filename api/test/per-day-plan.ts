// Plan tests of the readers of a user's per-day clicks (docs/decisions/0063), on every test engine: how a
// Drizzle statement reads link_clicks_daily and link_clicks_recent. Each must be read only by probing each
// of the user's links by key, never in full (900,000 rows after the bench's loads).
import { expect } from 'vitest'
import type { Database } from '../src/db/database'

/** A statement as Drizzle builds it. */
export interface Statement {
  toSQL(): { sql: string; params: unknown[] }
}

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Cond'?: string
  Plans?: PlanNode[]
}

/** A read of a per-day table: how, and the condition of its index probe ('' for a scan). */
interface Read {
  table: string
  how: string
  probe: string
}

const PER_DAY_TABLES = ['link_clicks_daily', 'link_clicks_recent']
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)]

/**
 * PostgreSQL's plan with nested loops off: they then cost a penalty, so any plan that can join another way
 * (a seq scan and a hash) does.
 */
async function postgresReads(db: Database, build: (tx: Database) => Statement): Promise<Read[]> {
  const plan = await db.transaction(async (tx) => {
    if (tx.driver.dialect !== 'postgres') throw new Error('PostgreSQL only')
    await tx.driver.statements.unsafe('set local enable_nestloop = off')
    const { sql, params } = build(tx).toSQL()
    const [row] = await tx.driver.statements.unsafe(`explain (format json) ${sql}`, params as never[])
    return (row as unknown as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan
  })
  return nodesOf(plan)
    .filter((n) => PER_DAY_TABLES.includes(n['Relation Name'] ?? ''))
    .map((read) => {
      // An index scan's own condition, or a bitmap heap scan's from its bitmap index scan.
      const probe = read['Node Type'] === 'Bitmap Heap Scan' ? read.Plans?.[0] : read
      const indexed = /^(Bitmap )?Index (Only )?Scan$/.test(probe?.['Node Type'] ?? '')
      return { table: read['Relation Name']!, how: read['Node Type'], probe: indexed ? (probe?.['Index Cond'] ?? '') : '' }
    })
}

/** SQLite's query plan: SCAN (every row) or SEARCH (an index, on the condition in parentheses). */
function sqliteReads(db: Database, build: (tx: Database) => Statement): Read[] {
  if (db.driver.dialect !== 'sqlite') throw new Error('SQLite only')
  const { sql, params } = build(db).toSQL()
  const rows = db.driver.client.prepare(`explain query plan ${sql}`).all(...(params as never[])) as { detail: string }[]
  // SQLite names a table by its alias when it has one (`from "link_clicks_recent" "staged"`)
  const tableOf = new Map([...sql.matchAll(/"(\w+)" "(\w+)"/g)].map(([, table, alias]) => [alias!, table!]))
  return rows.flatMap(({ detail }) => {
    const m = /^(SCAN|SEARCH) (\w+)/.exec(detail)
    const table = m && (tableOf.get(m[2]!) ?? m[2]!)
    if (!table || !PER_DAY_TABLES.includes(table)) return []
    return [{ table, how: detail, probe: m[1] === 'SEARCH' ? (/\(([^)]*)\)$/.exec(detail)?.[1] ?? '') : '' }]
  })
}

/**
 * The `tables` (both per-day tables unless told) are read, each in one place and only by index probes on
 * the link's id, taken from `links`.
 */
export async function expectPerDayTablesProbedByLink(db: Database, build: (tx: Database) => Statement, tables = PER_DAY_TABLES): Promise<void> {
  const reads = db.dialect === 'postgres' ? await postgresReads(db, build) : sqliteReads(db, build)
  expect(reads.map((r) => r.table).sort()).toEqual(tables)
  // SQLite's `link_id=?` is a value from the loop around it: the user's links, the statement's only other table.
  const byLink = db.dialect === 'postgres' ? /\(link_id = links\.id\)/ : /^link_id=\?/
  for (const read of reads) expect(read.probe, `${read.table}: ${read.how}`).toMatch(byLink)
}
