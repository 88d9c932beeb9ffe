// The migration history only grows. A migration that landed (drizzle/landed.json) is never changed, renamed,
// renumbered or removed: a database that applied it records its hash and `when`, and the migrator trusts
// those records. New schema changes are new migrations, appended, each `when` later than every earlier one
// (Drizzle applies only migrations newer than the last one a database recorded).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { journalOf, LANDED_FILE, type Landed } from './migrate/landed-migrations'

const landed = JSON.parse(readFileSync(fileURLToPath(LANDED_FILE), 'utf8')) as Landed
const HOW = 'landed migrations never change: restore the file and journal entry, and put the schema change in a new migration (npm run db:generate)'

/** The previous commit's file, or null when git or that commit is not there (a tarball, a shallow clone). */
function atPreviousCommit(path: string): string | null {
  try {
    return execFileSync('git', ['show', `HEAD~1:drizzle/${path}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    })
  } catch {
    return null
  }
}

describe.each(['sqlite', 'postgres'] as const)('the %s migration history', (engine) => {
  const now = journalOf(engine)

  test('keeps every landed migration as it landed, at its place', () => {
    for (const [i, entry] of landed[engine].entries()) expect(now[i], `${engine} migration ${i} (${entry.tag}): ${HOW}`).toEqual(entry)
  })

  test('records every migration as landed', () => {
    const unrecorded = now.slice(landed[engine].length).map((e) => e.tag)
    expect(unrecorded, 'new migrations: run ./node_modules/.bin/bun drizzle/record-landed.ts and commit drizzle/landed.json').toEqual([])
  })

  test("gives each migration a `when` later than every earlier one's", () => {
    for (let i = 1; i < now.length; i++) expect(now[i]!.when, `${now[i]!.tag} must be newer than ${now[i - 1]!.tag}`).toBeGreaterThan(now[i - 1]!.when)
  })

  test("keeps the previous commit's migrations (when git history is there)", () => {
    if (atPreviousCommit(`${engine}/meta/_journal.json`) === null) return
    const before = journalOf(engine, (path) => atPreviousCommit(path) ?? `missing at HEAD~1: ${path}`)
    expect(now.slice(0, before.length), `a migration of the previous commit was changed: ${HOW}`).toEqual(before)
  })
})
