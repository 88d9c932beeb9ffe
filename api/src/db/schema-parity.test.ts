// The two schema files describe the same database: same tables, columns, nullability, defaults, keys,
// indexes and JavaScript value types, so repositories written once work on both engines.
import { getTableConfig as pgConfig, PgTable } from 'drizzle-orm/pg-core'
import { getTableConfig as sqliteConfig, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { describe, expect, test } from 'vitest'
import * as pg from './schema.postgres'
import * as sqlite from './schema.sqlite'

type Shape = {
  table: string
  columns: Record<string, { js: string; dataType: string; notNull: boolean; hasDefault: boolean; primary: boolean }>
  indexes: string[]
  primaryKeys: string[][]
  foreignKeys: string[]
}

function shapeOf(config: ReturnType<typeof pgConfig> | ReturnType<typeof sqliteConfig>, jsNames: Record<string, { name: string }>): Shape {
  const js = Object.fromEntries(Object.entries(jsNames).map(([k, c]) => [c.name, k]))
  return {
    table: config.name,
    columns: Object.fromEntries(
      config.columns.map((c) => [c.name, { js: js[c.name] ?? '?', dataType: c.dataType, notNull: c.notNull, hasDefault: c.hasDefault, primary: c.primary }]),
    ),
    indexes: config.indexes.map((i) => `${i.config.name}${i.config.unique ? ' unique' : ''}`).sort(),
    primaryKeys: config.primaryKeys.map((k) => k.columns.map((c) => c.name)),
    foreignKeys: config.foreignKeys
      .map((f) => {
        const r = f.reference()
        return `${r.columns.map((c) => c.name)} -> ${r.foreignColumns.map((c) => c.name)} on delete ${f.onDelete}`
      })
      .sort(),
  }
}

const pgTables = Object.entries(pg).filter(([, v]) => v instanceof PgTable) as [string, PgTable][]
const sqliteTables = Object.entries(sqlite).filter(([, v]) => v instanceof SQLiteTable) as [string, SQLiteTable][]

describe('schema parity (SQLite and PostgreSQL)', () => {
  test('both files export the same tables', () => {
    expect(sqliteTables.map(([n]) => n).sort()).toEqual(pgTables.map(([n]) => n).sort())
    expect(pgTables.length).toBeGreaterThanOrEqual(8)
  })

  test.each(pgTables.map(([name]) => name))('table %s has the same columns, types, keys and indexes', (name) => {
    const p = pg[name as keyof typeof pg] as PgTable
    const s = sqlite[name as keyof typeof sqlite] as SQLiteTable
    expect(shapeOf(sqliteConfig(s), s as unknown as Record<string, { name: string }>)).toEqual(
      shapeOf(pgConfig(p), p as unknown as Record<string, { name: string }>),
    )
  })
})
