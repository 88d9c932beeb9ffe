// The migrations this build ships, read as Drizzle's migrator reads them (drizzle-orm/migrator): the journal's
// entries in order, each file split at its statement breakpoints, and the sha-256 of the file's text, which
// is what Drizzle records in the database's journal for an applied migration.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface ShippedMigration {
  tag: string
  /** The journal's `when`: Drizzle's `created_at` for the migration. */
  when: number
  hash: string
  statements: string[]
}

export function readShippedMigrations(folder: string): ShippedMigration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] }
  return journal.entries.map(({ tag, when }) => {
    const text = readFileSync(join(folder, `${tag}.sql`), 'utf8')
    return { tag, when, hash: createHash('sha256').update(text).digest('hex'), statements: text.split('--> statement-breakpoint') }
  })
}
