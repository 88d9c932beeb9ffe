// Every test of the product: `npm test`. API and contract tests run in parallel; browser tests (e2e/)
// share one built site, and each file starts its own server and Chromium, so files run side by side too.
// Two workers (two cores): once the API files are done, two browser files run at once. A browser test may
// take up to 2 minutes on a loaded 2-core machine. Without TEST_DATABASE_URL the API files run on SQLite
// only, and a notice before and after the run names the files whose PostgreSQL half was left out.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { skippedPostgresNotice } from './api/test/postgres-skipped.ts'
import { LongestFirst } from './api/test/longest-first.ts'

export default defineConfig({
  plugins: [skippedPostgresNotice()],
  resolve: {
    // '@contracts' is the whole contracts module (zod included); '@contracts/<module>' one module of it.
    alias: [
      { find: /^@contracts$/, replacement: fileURLToPath(new URL('./api/src/contracts/index.ts', import.meta.url)) },
      { find: /^@contracts\//, replacement: fileURLToPath(new URL('./api/src/contracts/', import.meta.url)) },
    ],
  },
  test: {
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'api', include: ['api/**/*.test.ts', 'site/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 120_000,
          // A page fetches, then renders: on a loaded CI machine that can take longer than expect.poll's
          // 1 s default, which failed a correct page before. A poll that means to wait less says so.
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
})
