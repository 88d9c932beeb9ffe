// The migrations that have landed on main, as drizzle/landed.json records them: tag, `when` and sha-256 of
// each file, per engine, in order. The history only grows: every recorded entry must stay exactly as it is.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export interface LandedEntry {
  tag: string
  when: number
  sha256: string
}

export type Landed = Record<'sqlite' | 'postgres', LandedEntry[]>

export const LANDED_FILE = new URL('../../../../drizzle/landed.json', import.meta.url)
export const DRIZZLE_DIR = new URL('../../../../drizzle/', import.meta.url)

/** The engine's journal as it is in the working tree, each entry with its file's sha-256. */
export function journalOf(
  engine: 'sqlite' | 'postgres',
  read = (path: string) => readFileSync(fileURLToPath(new URL(path, DRIZZLE_DIR)), 'utf8'),
): LandedEntry[] {
  const journal = JSON.parse(read(`${engine}/meta/_journal.json`)) as { entries: { tag: string; when: number }[] }
  return journal.entries.map(({ tag, when }) => ({
    tag,
    when,
    sha256: createHash('sha256')
      .update(read(`${engine}/${tag}.sql`))
      .digest('hex'),
  }))
}
