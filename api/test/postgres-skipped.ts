// Without TEST_DATABASE_URL the API tests run on SQLite only: each file's PostgreSQL half (describe.each over
// testEngines, `if (postgres)` blocks, suites on a PostgreSQL database of their own) is left out without a
// skip in the counts. This plugin says so loudly, before and after the run, naming the files of the run that
// have such a half and the command that runs them. It adds its reporter next to whatever reporters the
// command line chose (the default, CI's JSON), so it cannot be switched off by choosing one.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Plugin } from 'vite'
import type { Reporter, TestSpecification, Vitest } from 'vitest/node'

export const POSTGRES_TEST_URL = 'postgres://postgres@127.0.0.1:5432/test'

/** What marks a test file as having a PostgreSQL half: the engines list, the setting, or a database of its own. */
const POSTGRES_HALF = /\btestEngines\b|TEST_DATABASE_URL|\bcreatePostgresDatabase\b|engine: 'postgres'/

function hasPostgresHalf(file: string): boolean {
  try {
    return POSTGRES_HALF.test(readFileSync(file, 'utf8'))
  } catch {
    return false
  }
}

function notice(files: string[], root: string, when: 'start' | 'end'): string {
  const bar = '!'.repeat(100)
  const shown = files.slice(0, 15).map((f) => `!!   ${relative(root, f)}`)
  const more = files.length > shown.length ? [`!!   … and ${files.length - shown.length} more`] : []
  return [
    '',
    bar,
    `!! TEST_DATABASE_URL is not set: ${when === 'start' ? 'skipping' : 'skipped'} the PostgreSQL half of ${files.length} test file(s) of this run.`,
    `!! They ${when === 'start' ? 'run' : 'ran'} on SQLite only, and the tests left out ${when === 'start' ? 'will not show' : 'do not show'} as skipped in the counts.`,
    ...shown,
    ...more,
    '!! Run them on PostgreSQL too (a server with trust auth for user postgres; each test makes its own database):',
    `!!   TEST_DATABASE_URL=${POSTGRES_TEST_URL} npm test`,
    bar,
    '',
  ].join('\n')
}

function skippedPostgresReporter(vitest: Vitest): Reporter {
  let files: string[] = []
  const say = (when: 'start' | 'end') => files.length > 0 && vitest.logger.log(notice(files, vitest.config.root, when))
  return {
    onTestRunStart(specifications: ReadonlyArray<TestSpecification>) {
      files = [...new Set(specifications.map((s) => s.moduleId))].filter(hasPostgresHalf).sort()
      say('start')
    },
    onTestRunEnd() {
      say('end')
    },
  }
}

/** The plugin for vitest.config.ts: does nothing when TEST_DATABASE_URL is set. */
export function skippedPostgresNotice(): Plugin {
  let added = false
  return {
    name: 'snip:skipped-postgres-notice',
    configureVitest({ vitest }) {
      // called once per project: one reporter for the whole run
      if (added || process.env.TEST_DATABASE_URL) return
      added = true
      vitest.config.reporters.push(skippedPostgresReporter(vitest))
    },
  }
}
