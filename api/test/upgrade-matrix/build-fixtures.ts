// Writes the upgrade matrix's fixtures from git history: for every first-parent commit of main that changed
// drizzle/sqlite or drizzle/postgres, the migrations each engine's journal listed AT THAT COMMIT (tag and
// `when`), and the text of every migration file that ever landed (api/test/fixtures/upgrade-matrix/). The
// matrix test builds each state's database from these with raw SQL, so it needs neither git history nor an
// old build at test time. Run from the repository's root on main (new states are added; old ones stay):
//   ./node_modules/.bin/bun api/test/upgrade-matrix/build-fixtures.ts
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { MATRIX_FIXTURES, migrationFile, type HistoricalState } from './states'

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
const engines = ['sqlite', 'postgres'] as const

/**
 * Commits main's tip once was (fast-forwarded, so not on the first-parent line) whose journals differ from
 * every first-parent state: a844490 carried the account branch's own 0004, and databases were left by it.
 */
const ALSO_MAIN_ONCE = ['a844490']

const format = ['--date=iso-strict', '--format=%H%x09%ad%x09%s']
const log =
  git('log', '--first-parent', '--reverse', ...format, '--', 'drizzle/sqlite', 'drizzle/postgres') +
  ALSO_MAIN_ONCE.map((c) => git('log', '-1', ...format, c)).join('')
const states: HistoricalState[] = []
for (const line of log.trim().split('\n')) {
  const [commit, date, subject] = line.split('\t') as [string, string, string]
  const state: HistoricalState = { commit: commit.slice(0, 7), date, subject: subject.slice(0, 100), sqlite: [], postgres: [] }
  for (const engine of engines) {
    const journal = JSON.parse(git('show', `${commit}:drizzle/${engine}/meta/_journal.json`)) as { entries: { tag: string; when: number }[] }
    for (const { tag, when } of journal.entries) {
      const { path: file, shipped } = migrationFile(engine, tag)
      const text = git('show', `${commit}:drizzle/${engine}/${tag}.sql`)
      if (existsSync(file) && readFileSync(file, 'utf8') !== text) throw new Error(`${engine}/${tag}.sql differs between commits: a landed file was edited`)
      if (!shipped) {
        mkdirSync(join(MATRIX_FIXTURES, 'migrations', engine), { recursive: true })
        writeFileSync(file, text)
      }
      state[engine].push({ tag, when })
    }
  }
  states.push(state)
}
writeFileSync(join(MATRIX_FIXTURES, 'states.json'), `${JSON.stringify(states, null, 1)}\n`)
console.log(`wrote ${states.length} states to ${MATRIX_FIXTURES}`)
