// What one migration statement does to the schema, read from its text, and whether that is already done in
// a database: how a migration recorded under another name (the history before it only grew) is finished
// without doing twice what an earlier version of it did. Only the forms Drizzle writes are recognised;
// anything else is run as it is.
import type { Catalog } from './catalog'

export type Effect =
  | { kind: 'create-table'; table: string; columns: { name: string; definition: string }[] }
  | { kind: 'add-column'; table: string; column: string }
  | { kind: 'add-constraint'; name: string }
  | { kind: 'create-index'; name: string }
  | { kind: 'drop-index'; name: string }
  | { kind: 'drop-table'; table: string }
  | { kind: 'create-function'; name: string }
  /** Rows moved or filled: done exactly when the migration's schema changes are being done. */
  | { kind: 'data' }
  | { kind: 'other' }

const NAME = '[`"]([A-Za-z0-9_]+)[`"]'

/** The statement without its leading comment lines and blank space. */
export function statementText(statement: string): string {
  return statement
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .trim()
}

/** A CREATE TABLE body's column definitions (table constraints left out), split at top-level commas. */
function columnsOf(body: string): { name: string; definition: string }[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const ch of body) {
    if (ch === '(') depth++
    if (ch === ')') depth--
    if (ch === ',' && depth === 0) {
      parts.push(current)
      current = ''
    } else current += ch
  }
  parts.push(current)
  return parts
    .map((p) => p.trim())
    .flatMap((p) => {
      const m = new RegExp(`^${NAME}\\s+([\\s\\S]+)$`).exec(p)
      return m ? [{ name: m[1]!, definition: m[2]!.trim() }] : []
    })
}

export function effectOf(statement: string): Effect {
  const text = statementText(statement)
  let m: RegExpExecArray | null
  if ((m = new RegExp(`^CREATE TABLE (?:IF NOT EXISTS )?${NAME}\\s*\\(([\\s\\S]*)\\)[^)]*$`, 'i').exec(text)))
    return { kind: 'create-table', table: m[1]!, columns: columnsOf(m[2]!) }
  if ((m = new RegExp(`^ALTER TABLE ${NAME} ADD CONSTRAINT ${NAME}`, 'i').exec(text))) return { kind: 'add-constraint', name: m[2]! }
  if ((m = new RegExp(`^ALTER TABLE ${NAME} ADD (?:COLUMN )?${NAME}`, 'i').exec(text))) return { kind: 'add-column', table: m[1]!, column: m[2]! }
  if ((m = new RegExp(`^CREATE (?:UNIQUE )?INDEX (?:IF NOT EXISTS )?${NAME}`, 'i').exec(text))) return { kind: 'create-index', name: m[1]! }
  if ((m = new RegExp(`^DROP INDEX (?:IF EXISTS )?${NAME}`, 'i').exec(text))) return { kind: 'drop-index', name: m[1]! }
  if ((m = new RegExp(`^DROP TABLE (?:IF EXISTS )?${NAME}`, 'i').exec(text))) return { kind: 'drop-table', table: m[1]! }
  if ((m = new RegExp(`^CREATE FUNCTION ${NAME}`, 'i').exec(text))) return { kind: 'create-function', name: m[1]! }
  if (/^(INSERT|UPDATE|DELETE|WITH)\b/i.test(text)) return { kind: 'data' }
  return { kind: 'other' }
}

/** Whether the statement's change is still to be made in a database whose schema is `catalog`. */
export function isMissing(effect: Effect, catalog: Catalog): boolean {
  switch (effect.kind) {
    case 'create-table': {
      const columns = catalog.tables.get(effect.table)
      return !columns || effect.columns.some((c) => !columns.has(c.name))
    }
    case 'add-column':
      return !catalog.tables.get(effect.table)?.has(effect.column)
    case 'add-constraint':
      return !catalog.constraints.has(effect.name)
    case 'create-index':
      return !catalog.indexes.has(effect.name)
    case 'drop-index':
      return catalog.indexes.has(effect.name)
    case 'drop-table':
      return catalog.tables.has(effect.table)
    case 'create-function':
      return !catalog.functions.has(effect.name)
    case 'data':
    case 'other':
      return true
  }
}
