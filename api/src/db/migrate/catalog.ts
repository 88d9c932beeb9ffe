// What a database really has, whatever its migration journal says: tables and their columns, indexes,
// named constraints and functions. Read the same way on both engines for the statement probes.
import type { Database as BunSqlite } from 'bun:sqlite'
import type postgres from 'postgres'

export interface Catalog {
  tables: Map<string, Set<string>>
  indexes: Set<string>
  constraints: Set<string>
  functions: Set<string>
}

/** Drizzle's own bookkeeping and SQLite's internal tables are not part of the product's schema. */
const internal = (name: string) => name.startsWith('sqlite_') || name === '__drizzle_migrations'

export function sqliteCatalog(client: BunSqlite): Catalog {
  const rows = client.query("select type, name from sqlite_master where type in ('table', 'index')").all() as { type: string; name: string }[]
  const tables = new Map<string, Set<string>>()
  for (const { name } of rows.filter((r) => r.type === 'table' && !internal(r.name))) {
    const columns = client.query(`select name from pragma_table_info(?)`).all(name) as { name: string }[]
    tables.set(name, new Set(columns.map((c) => c.name)))
  }
  const indexes = new Set(rows.filter((r) => r.type === 'index').map((r) => r.name))
  return { tables, indexes, constraints: new Set(), functions: new Set() }
}

export async function postgresCatalog(sql: postgres.Sql | postgres.TransactionSql): Promise<Catalog> {
  const columns = await sql<{ table: string; column: string }[]>`
    select c.table_name as table, c.column_name as column from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`
  const tables = new Map<string, Set<string>>()
  for (const { table, column } of columns) tables.set(table, (tables.get(table) ?? new Set()).add(column))
  const indexes = await sql<{ name: string }[]>`select indexname as name from pg_indexes where schemaname = 'public'`
  const constraints = await sql<{ name: string }[]>`
    select con.conname as name from pg_constraint con join pg_namespace n on n.oid = con.connamespace where n.nspname = 'public'`
  const functions = await sql<{ name: string }[]>`
    select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`
  return {
    tables,
    indexes: new Set(indexes.map((r) => r.name)),
    constraints: new Set(constraints.map((r) => r.name)),
    functions: new Set(functions.map((r) => r.name)),
  }
}
