// Every row of every table of a test database, whatever tables later migrations add: for tests that must
// prove nothing of someone is left anywhere (account deletion).
import type { Database } from '../src/db/database'

export type TableRows = { table: string; rows: Record<string, unknown>[] }

/** Every table (SQLite: sqlite_master; PostgreSQL: information_schema, every non-system schema) with its rows. */
export async function allRows(db: Database): Promise<TableRows[]> {
  const { driver } = db
  if (driver.dialect === 'sqlite') {
    const names = driver.client.query("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[]
    return names.map(({ name }) => ({ table: name, rows: driver.client.query(`select * from "${name}"`).all() as Record<string, unknown>[] }))
  }
  const names = await driver.client<{ table_schema: string; table_name: string }[]>`
    select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`
  const out: TableRows[] = []
  for (const { table_schema, table_name } of names) {
    out.push({ table: `${table_schema}.${table_name}`, rows: await driver.client.unsafe(`select * from "${table_schema}"."${table_name}"`) })
  }
  return out
}

const text = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))

/**
 * The cells anywhere that name the user (their id or e-mail, in any case, inside JSON too) or one of the
 * links (a `link_id` column, or the `id` of a `links` table), as "table.column=value".
 */
export function cellsNaming(tables: TableRows[], who: { userId: string; email: string; linkIds: number[] }): string[] {
  const needles = [who.userId.toLowerCase(), who.email.toLowerCase()]
  const ids = new Set(who.linkIds.map(String))
  const found: string[] = []
  for (const { table, rows } of tables) {
    const isLinks = /(^|\.)links$/.test(table)
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue
        const cell = text(value)
        const namesLink = (/(^|_)link_id$/.test(column) || (isLinks && column === 'id')) && ids.has(cell)
        if (namesLink || needles.some((n) => cell.toLowerCase().includes(n))) found.push(`${table}.${column}=${cell.slice(0, 80)}`)
      }
    }
  }
  return found
}
