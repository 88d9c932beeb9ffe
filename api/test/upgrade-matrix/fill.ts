// Puts the row book's rows into a historical state's database: every table the state has, in the columns
// it has. A NOT NULL column the book does not fill makes the insert fail, so no state is left half-filled.
import { Database as BunSqlite } from 'bun:sqlite'
import postgres from 'postgres'
import type { BookRow, Value } from './row-book'

const sqliteValue = (v: Value) =>
  v instanceof Date ? v.getTime() : typeof v === 'boolean' ? (v ? 1 : 0) : v !== null && typeof v === 'object' ? JSON.stringify(v) : v

export function fillSqlite(file: string, book: Record<string, BookRow[]>): void {
  const db = new BunSqlite(file)
  try {
    for (const [table, rows] of Object.entries(book)) {
      const columns = new Set((db.query('select name from pragma_table_info(?)').all(table) as { name: string }[]).map((c) => c.name))
      for (const row of columns.size ? rows : []) {
        const names = Object.keys(row).filter((c) => columns.has(c))
        db.run(
          `INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
          names.map((n) => sqliteValue(row[n]!)) as never,
        )
      }
    }
  } finally {
    db.close()
  }
}

export async function fillPostgres(url: string, book: Record<string, BookRow[]>): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const all = await sql<
      { table: string; column: string }[]
    >`select table_name as table, column_name as column from information_schema.columns where table_schema = 'public'`
    for (const [table, rows] of Object.entries(book)) {
      const columns = new Set(all.filter((c) => c.table === table).map((c) => c.column))
      for (const row of columns.size ? rows : []) {
        const names = Object.keys(row).filter((c) => columns.has(c))
        await sql.unsafe(
          `INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
          names.map((n) => row[n]) as never,
        )
      }
    }
    // The ids above were given, as a restore gives them: the sequences go on after them, as the state's server left them.
    const sequenced = await sql<{ table: string }[]>`
      select table_name as table from information_schema.columns
      where table_schema = 'public' and column_name = 'id' and (column_default like 'nextval%' or is_identity = 'YES')`
    for (const { table } of sequenced)
      await sql.unsafe(`select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max(id) from "${table}"))`).catch(() => undefined)
  } finally {
    await sql.end({ timeout: 5 })
  }
}
