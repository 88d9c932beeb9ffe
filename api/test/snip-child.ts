// The real process (api/src/main.ts) as a child on a free port, for tests about the process itself: that it
// exits well on a signal, or that it stays up when the database goes away under it (snip-process.ts runs it
// for tests of its start: output, exit code, start line).
import { spawn, type ChildProcess } from 'node:child_process'
import { join, resolve } from 'node:path'
import { freePort } from './waiting'

const ROOT = resolve(import.meta.dirname, '../..')

export interface SnipProcess {
  baseUrl: string
  child: ChildProcess
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
  /** What the process wrote to stderr so far. */
  stderr(): string
  /** What the process wrote to stdout so far (its JSON log lines). */
  stdout(): string
}

/** Starts Snip on a free port with `env` (LOG_LEVEL silent unless given) and waits until /api/health answers. */
export async function startSnipProcess(env: Record<string, string>): Promise<SnipProcess> {
  const port = await freePort()
  const child = spawn(join(ROOT, 'node_modules/.bin/bun'), ['api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ANON_CREATE_LIMIT: '0', SITE_DIR: join(ROOT, 'no-site'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  let stdout = ''
  child.stderr!.on('data', (d) => (stderr += d))
  child.stdout!.on('data', (d) => (stdout += d))
  const exited = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)))
  const baseUrl = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    const up = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (i > 200 || child.exitCode !== null) throw new Error(`server did not start: ${stderr}`)
    await new Promise((r) => setTimeout(r, 50))
  }
  return { baseUrl, child, exited, stderr: () => stderr, stdout: () => stdout }
}
