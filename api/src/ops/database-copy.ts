// Copies every table of one Snip database into another, SQLite or PostgreSQL either way (`snip
// migrate`, `snip restore`). Both sides are migrated to this build's schema first; rows keep their ids,
// codes, click counts, per-day rows, accounts, password hashes and the signing key, so people sign in
// afterwards with the same passwords and tokens stay valid. All or nothing: one transaction on the target.
// The copy is verified (row counts per table, click sums) before it commits. Staged clicks not yet folded
// (link_clicks_recent, docs/decisions/0055) are copied as they are, like every table, and counted in the sums.
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { asc, count, getTableColumns, is, sql, sum, type Column } from 'drizzle-orm'
import { clickDayTables, exactClicks, type ClickDayTable } from '../clicks'
import type { Database, Tables } from '../db/database'
import * as pgSchema from '../db/schema.postgres'

const BATCH_ROWS = 500
/** Kept by the target when told to overwrite: small, server-wide, regenerated as needed. */
const SETTINGS_TABLES = new Set(['server_settings'])

type TableKey = keyof Tables
interface TableInfo {
  key: TableKey
  name: string
  primaryKey: string[]
  identity: string | undefined
}

/** The schema's tables, parents before children (foreign keys), read from the schema itself. */
export function tablesInCopyOrder(): TableInfo[] {
  const entries = Object.entries(pgSchema).filter(([, v]) => is(v, PgTable)) as [TableKey, PgTable][]
  const byName = new Map(entries.map(([key, table]) => [getTableConfig(table).name, { key, table }]))
  const ordered: TableInfo[] = []
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    seen.add(name)
    const { key, table } = byName.get(name)!
    const config = getTableConfig(table)
    for (const fk of config.foreignKeys) visit(getTableConfig(fk.reference().foreignTable).name)
    const pkColumns = config.primaryKeys[0]?.columns.map((c) => c.name) ?? config.columns.filter((c) => c.primary).map((c) => c.name)
    const identity = config.columns.find((c) => (c as Column & { generatedIdentity?: unknown }).generatedIdentity)?.name
    ordered.push({ key, name, primaryKey: pkColumns, identity })
  }
  for (const name of [...byName.keys()].sort()) visit(name)
  return ordered
}

export interface CopyReport {
  tables: { name: string; rows: number }[]
  clicks: number
  dailyClicks: number
}

export class CopyRefused extends Error {}

async function rowCount(db: Database, key: TableKey): Promise<number> {
  const [row] = await db.orm.select({ n: count() }).from(db.t[key] as PgTable)
  return Number(row?.n ?? 0)
}

/** Every click (links' totals plus staged clicks) and every per-day click (per-day rows plus staged), each in one statement. */
async function clickSums(db: Database): Promise<{ clicks: number; dailyClicks: number }> {
  const [links] = await db.orm.select({ s: sql<string | number | null>`sum(${exactClicks(db.t.links.clicks, db.t.links.id)})` }).from(db.t.links)
  const [daily, staged] = clickDayTables(db)
  const of = (d: ClickDayTable) => db.orm.select({ s: sum(d.clicks) }).from(d)
  const days = await of(daily).unionAll(of(staged))
  return { clicks: Number(links?.s ?? 0), dailyClicks: days.reduce((n, r) => n + Number(r.s ?? 0), 0) }
}

/** The tables of `db` holding rows (server-wide settings aside). */
export async function nonEmptyTables(db: Database): Promise<string[]> {
  const found: string[] = []
  for (const t of tablesInCopyOrder()) if (!SETTINGS_TABLES.has(t.name) && (await rowCount(db, t.key)) > 0) found.push(t.name)
  return found
}

/** Reads a table in primary-key order, a batch at a time. */
async function* batchesOf(db: Database, t: TableInfo): AsyncGenerator<Record<string, unknown>[]> {
  const table = db.t[t.key] as PgTable
  const columns = Object.values(getTableColumns(table)) // either dialect's table
  const order = t.primaryKey.map((name) => asc(columns.find((c) => c.name === name)!))
  for (let offset = 0; ; offset += BATCH_ROWS) {
    const rows = (await db.orm
      .select()
      .from(table)
      .orderBy(...order)
      .limit(BATCH_ROWS)
      .offset(offset)) as Record<string, unknown>[]
    if (rows.length) yield rows
    if (rows.length < BATCH_ROWS) return
  }
}

/**
 * Copies `from` into `to`. A target holding rows is refused unless `overwrite` (then its rows are replaced).
 * `progress` hears each table as it is done.
 */
export async function copyDatabase(
  from: Database,
  to: Database,
  opts: { overwrite?: boolean; progress?: (table: string, rows: number) => void } = {},
): Promise<CopyReport> {
  const tables = tablesInCopyOrder()
  const occupied = await nonEmptyTables(to)
  if (occupied.length && !opts.overwrite) throw new CopyRefused(`the target is not empty (${occupied.join(', ')}); pass --force to replace its contents`)
  const expected = await clickSums(from)
  return to.transaction(async (tx) => {
    for (const t of [...tables].reverse()) await tx.orm.delete(tx.t[t.key] as PgTable)
    const report: CopyReport = { tables: [], clicks: 0, dailyClicks: 0 }
    for (const t of tables) {
      let rows = 0
      for await (const batch of batchesOf(from, t)) {
        await tx.orm.insert(tx.t[t.key] as PgTable).values(batch)
        rows += batch.length
      }
      if (tx.dialect === 'postgres' && t.identity) {
        await tx.orm.execute(
          sql.raw(
            `select setval(pg_get_serial_sequence('"${t.name}"', '${t.identity}'), coalesce((select max("${t.identity}") from "${t.name}"), 0) + 1, false)`,
          ),
        )
      }
      const [source, copied] = [await rowCount(from, t.key), await rowCount(tx, t.key)]
      if (source !== copied || copied !== rows) throw new Error(`verification failed: ${t.name} has ${source} rows in the source and ${copied} in the target`)
      report.tables.push({ name: t.name, rows })
      opts.progress?.(t.name, rows)
    }
    const copied = await clickSums(tx)
    if (copied.clicks !== expected.clicks || copied.dailyClicks !== expected.dailyClicks) {
      throw new Error(
        `verification failed: clicks ${expected.clicks}/${expected.dailyClicks} in the source, ${copied.clicks}/${copied.dailyClicks} in the target`,
      )
    }
    return { ...report, ...copied }
  })
}
