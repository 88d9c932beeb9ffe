// A database's schema as comparable text: tables with their columns (type, nullability, default, key),
// indexes with their definitions, and on PostgreSQL constraints and functions. An upgraded database must
// have the same shape as one migrated from empty.
import { Database as BunSqlite } from 'bun:sqlite'
import postgres from 'postgres'

export function sqliteShape(file: string, ignoreDefaults: string[] = []): string[] {
  const db = new BunSqlite(file, { readonly: true })
  try {
    const objects = db.query("select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_%' and name != '__drizzle_migrations'").all() as {
      type: string
      name: string
      tbl_name: string
      sql: string | null
    }[]
    const shape: string[] = []
    for (const o of objects) {
      if (o.type === 'index') shape.push(`index ${o.name} on ${o.tbl_name}: ${o.sql ?? 'automatic'}`)
      if (o.type !== 'table') continue
      const columns = db.query('select name, type, "notnull" as nn, dflt_value as dflt, pk from pragma_table_info(?)').all(o.name) as {
        name: string
        type: string
        nn: number
        dflt: string | null
        pk: number
      }[]
      for (const c of columns)
        shape.push(
          `column ${o.name}.${c.name} ${c.type} ${c.nn ? 'not null' : 'null'} pk${c.pk} default ${ignoreDefaults.includes(`${o.name}.${c.name}`) ? '(filled)' : c.dflt}`,
        )
      const keys = db.query('select "table" as parent, "from" as col, "to" as ref, on_delete from pragma_foreign_key_list(?)').all(o.name) as Record<
        string,
        string
      >[]
      for (const k of keys) shape.push(`foreign key ${o.name}.${k.col} -> ${k.parent}.${k.ref} on delete ${k.on_delete}`)
      shape.push(`table ${o.name}${/WITHOUT ROWID\s*$/i.test(o.sql ?? '') ? ' without rowid' : ''}`)
    }
    return shape.sort()
  } finally {
    db.close()
  }
}

export async function postgresShape(url: string): Promise<string[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  try {
    const columns = await sql<{ line: string }[]>`
      select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' default ' || coalesce(column_default, '-') || ' identity ' || is_identity as line
      from information_schema.columns where table_schema = 'public'`
    const indexes = await sql<{ line: string }[]>`select 'index ' || indexdef as line from pg_indexes where schemaname = 'public'`
    const constraints = await sql<{ line: string }[]>`
      select 'constraint ' || c.conname || ' on ' || c.conrelid::regclass::text || ': ' || pg_get_constraintdef(c.oid) as line
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'`
    const functions = await sql<{ line: string }[]>`
      select 'function ' || p.proname || ': ' || pg_get_functiondef(p.oid) as line from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`
    const options = await sql<{ line: string }[]>`
      select 'options ' || c.relname || ' ' || coalesce(array_to_string(c.reloptions, ','), '-') as line
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`
    return [...columns, ...indexes, ...constraints, ...functions, ...options].map((r) => r.line).sort()
  } finally {
    await sql.end({ timeout: 5 })
  }
}
