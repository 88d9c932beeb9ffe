// Finishing migrations a database does not record under their shipped name: statement by statement, each
// change is made only when the schema shows it missing (statement-effects.ts), so what an earlier, renumbered
// version of the migration did is not done twice and what it did not do is done now. Rows a migration moves
// or fills are moved only when its schema changes are being made. Written once as a sequence of steps, so
// the synchronous SQLite driver and the asynchronous PostgreSQL one run the same decisions.
import type { Catalog } from './catalog'
import { LEGACY_FILLS } from './legacy-columns'
import { effectOf, isMissing, statementText } from './statement-effects'
import type { ShippedMigration } from './shipped-migrations'

export type Dialect = 'sqlite' | 'postgres'
/** Either "give me the schema as it is now" or "run this statement". */
export type RepairStep = { read: true } | { run: string }
export type RepairSteps = Generator<RepairStep, void, Catalog | undefined>

const quote = (dialect: Dialect, name: string) => (dialect === 'sqlite' ? `\`${name}\`` : `"${name}"`)

/** The statements that add one column of a CREATE TABLE to the existing table. */
function addColumn(dialect: Dialect, table: string, column: string, definition: string): string[] {
  const [t, c] = [quote(dialect, table), quote(dialect, column)]
  const add = dialect === 'sqlite' ? `ALTER TABLE ${t} ADD ${c}` : `ALTER TABLE ${t} ADD COLUMN ${c}`
  const needsValue = /\bNOT NULL\b/i.test(definition) && !/\bDEFAULT\b/i.test(definition)
  if (!needsValue) return [`${add} ${definition}`]
  const legacy = LEGACY_FILLS[`${table}.${column}`]
  if (!legacy) throw new Error(`cannot add ${table}.${column} to the existing table: it is NOT NULL without a default and no value is known for existing rows`)
  if (dialect === 'sqlite')
    return [`${add} ${definition.replace(/\bNOT NULL\b/i, `DEFAULT ${legacy.placeholder} NOT NULL`)}`, `UPDATE ${t} SET ${c} = ${legacy.fill}`]
  return [`${add} ${definition.replace(/\s*\bNOT NULL\b/i, '')}`, `UPDATE ${t} SET ${c} = ${legacy.fill}`, `ALTER TABLE ${t} ALTER COLUMN ${c} SET NOT NULL`]
}

export function* repairSteps(dialect: Dialect, pending: ShippedMigration[]): RepairSteps {
  for (const migration of pending) {
    const statements = migration.statements.map((s) => ({ text: statementText(s), effect: effectOf(s) })).filter((s) => s.text !== '')
    const before = (yield { read: true })!
    const schemaChanges = statements.filter((s) => s.effect.kind !== 'data')
    const changing = schemaChanges.length === 0 || schemaChanges.some((s) => isMissing(s.effect, before))
    for (const { text, effect } of statements) {
      if (effect.kind === 'data') {
        if (changing) yield { run: text }
        continue
      }
      const now = (yield { read: true })!
      if (!isMissing(effect, now)) continue
      const existing = effect.kind === 'create-table' ? now.tables.get(effect.table) : undefined
      if (effect.kind === 'create-table' && existing) {
        for (const c of effect.columns.filter((c) => !existing.has(c.name)))
          for (const run of addColumn(dialect, effect.table, c.name, c.definition)) yield { run }
      } else yield { run: text }
    }
  }
}
