// Runs the admin CLI as a real process (`bun api/src/cli/main.ts …`), as an operator or a script would:
// its exit code, stdout and stderr. `env` adds settings (DATA_DIR, DATABASE_URL); stdin is optional.
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { startTestServer, type Engine, type TestServer } from './harness'
import { followShortLink } from './http-client'
import { readUntil } from './waiting'

const ROOT = join(import.meta.dirname, '../..')

export interface CliResult {
  code: number
  stdout: string
  stderr: string
}

export async function runCli(args: string[], env: Record<string, string> = {}, stdin?: string): Promise<CliResult> {
  const child = Bun.spawn([process.execPath, '--no-env-file', join(ROOT, 'api/src/cli/main.ts'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: join(ROOT, 'data-cli-test-unset'), LOG_LEVEL: 'silent', ...env },
    stdin: stdin === undefined ? 'ignore' : new Blob([stdin]),
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [stdout, stderr, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited])
  return { code, stdout, stderr }
}

/** A running server for a CLI suite (`serverEnv`: its own settings), and the settings that point the CLI at its database. */
export function useCliServer(engine: Engine, serverEnv: Record<string, string> = {}): { readonly server: TestServer; readonly env: Record<string, string> } {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startTestServer({ engine, env: serverEnv })
  })
  afterAll(() => server?.stop())
  return {
    get server() {
      return server!
    },
    get env(): Record<string, string> {
      const { databaseUrl, dataDir } = server!.config
      return databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }
    },
  }
}

/**
 * The status a running server answers for the code once it settles on `status`, or the last one within `ms`:
 * the CLI's changes reach servers within a second or two (at once on PostgreSQL), so this polls.
 */
export const followSettlesOn = (baseUrl: string, code: string, status: number, ms = 4000): Promise<number> =>
  readUntil(
    async () => (await followShortLink(baseUrl, code)).status,
    (s) => s === status,
    ms,
  )
