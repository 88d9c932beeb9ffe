// Records the migrations in drizzle/<engine>/meta/_journal.json as landed in drizzle/landed.json: their tag,
// `when` and the sha-256 of their file. A landed migration never changes again (api/src/db/migration-history
// .test.ts checks every entry); this only appends the new ones, and refuses when an old one differs.
//   ./node_modules/.bin/bun drizzle/record-landed.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { journalOf, LANDED_FILE, type Landed } from '../api/src/db/migrate/landed-migrations'

const file = fileURLToPath(LANDED_FILE)
const landed: Landed = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Landed) : { sqlite: [], postgres: [] }
for (const engine of ['sqlite', 'postgres'] as const) {
  const now = journalOf(engine)
  landed[engine].forEach((entry, i) => {
    if (JSON.stringify(now[i]) !== JSON.stringify(entry))
      throw new Error(`${engine} migration ${entry.tag} landed and was changed since: restore it and write a new migration instead`)
  })
  const added = now.slice(landed[engine].length)
  landed[engine].push(...added)
  console.log(`${engine}: ${added.length ? added.map((e) => e.tag).join(', ') : 'nothing new'}`)
}
writeFileSync(file, `${JSON.stringify(landed, null, 1)}\n`)
