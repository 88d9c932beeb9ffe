// Runs the admin CLI as a real process (`bun api/src/cli/main.ts …`), as an operator or a script would:
// its exit code, stdout and stderr. `env` adds settings (DATA_DIR, DATABASE_URL); stdin is optional.
import { join } from 'node:path'

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
