// Upgrade tests: a copy of a migrations folder holding only the migrations before index `index`, so a
// database can be built as an older release left it, filled, and then opened (migrated) by today's code.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export function migrationsBefore(folder: string, index: number, under: string): string {
  const copy = mkdtempSync(join(under, 'migrations-'))
  cpSync(folder, copy, { recursive: true })
  const journalFile = join(copy, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'))
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx < index)
  writeFileSync(journalFile, JSON.stringify(journal))
  return copy
}
