// The README's "first five things", run as written: its shell blocks, in order, in one bash, against a
// running server (the README's http://localhost:3000 is this test's server). What each step should leave
// behind is then checked: the anonymous link, the account, the key's link and its redirect, a PNG, an admin.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../test/harness'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** The ```sh blocks of the README section headed `heading`, in order. */
function shellBlocksOf(readme: string, heading: string): string[] {
  const start = readme.indexOf(`\n## ${heading}\n`)
  if (start === -1) throw new Error(`README has no section "${heading}"`)
  const end = readme.indexOf('\n## ', start + 1)
  const section = readme.slice(start, end === -1 ? undefined : end)
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!)
}

function runBash(script: string, opts: { cwd: string; env: NodeJS.ProcessEnv }): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', script], opts)
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d))
    child.stderr.on('data', (d: Buffer) => (stderr += d))
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}

let server: TestServer
let work: string
beforeAll(async () => {
  server = await startTestServer()
  // npm runs `snip` from the directory holding package.json: a folder that is the project by its links,
  // so the QR code the README saves lands there and not in the checkout.
  work = mkdtempSync(join(tmpdir(), 'snip-quickstart-'))
  for (const name of ['package.json', 'node_modules', 'api', 'drizzle']) symlinkSync(join(ROOT, name), join(work, name))
})
afterAll(async () => {
  await server?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
})

test("the README's first five things work as written", async () => {
  const blocks = shellBlocksOf(readFileSync(join(ROOT, 'README.md'), 'utf8'), 'The first five things')
  expect(blocks.length).toBe(5)
  const script = ['set -euo pipefail', ...blocks].join('\n').replaceAll('http://localhost:3000', server.baseUrl)
  // Not spawnSync: the server answering the script runs on this thread.
  const run = await runBash(script, {
    cwd: work,
    env: { ...process.env, DATA_DIR: server.config.dataDir, DATABASE_URL: '', PUBLIC_URL: server.config.publicUrl },
  })
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)
  const [anonymous] = run.stdout.split('\n')
  expect(JSON.parse(anonymous!)).toMatchObject({ originalUrl: 'https://example.com/a/very/long/path', claimToken: expect.any(String) })
  expect(run.stdout).toMatch(/^302 https:\/\/example\.com\/docs#?$/m)
  expect(run.stdout).toMatch(/^users: 1\nlinks: 2 \(2 active\)/m)
  expect(readFileSync(join(work, 'my-docs.png')).subarray(1, 4).toString()).toBe('PNG')

  const session = await fetch(`${server.baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'you@example.com', password: 'a long passphrase' }),
  })
  const { access_token } = (await session.json()) as { access_token: string }
  const admin = await fetch(`${server.baseUrl}/api/admin/me`, { headers: { authorization: `Bearer ${access_token}` } })
  expect(await admin.json()).toEqual({ admin: true })
})
