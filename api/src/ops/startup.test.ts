// The real entry point (bun --no-env-file api/src/main.ts, as npm start and the image run it): settings from
// ./.env under the real environment, nothing from Bun's other .env files, and a start-up line with the
// version and the applied migrations.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import pkg from '../../../package.json'
import { withEnvFile } from './env-file'
import { shippedMigrations } from '../db/migration-status'

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))

describe('the .env file', () => {
  test('fills in what the environment lacks; the environment wins, even with an empty value', () => {
    const dir = mkdtempSync(join(tmpdir(), 'snip-env-'))
    try {
      writeFileSync(join(dir, '.env'), '# comment\nPORT=4000\nHOST="127.0.0.2"\nLOG_LEVEL=debug\nexport TRUST_PROXY=true\n')
      const { env, file } = withEnvFile({ PORT: '5000', LOG_LEVEL: '' }, join(dir, '.env'))
      expect(file).toBe(join(dir, '.env'))
      expect(env).toEqual({ PORT: '5000', HOST: '127.0.0.2', LOG_LEVEL: '', TRUST_PROXY: 'true' })
      expect(withEnvFile({ PORT: '1' }, join(dir, 'missing.env'))).toEqual({ env: { PORT: '1' } })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

test('.env.example documents every variable the configuration reads', () => {
  const read = (rel: string) => readFileSync(fileURLToPath(new URL(rel, import.meta.url)), 'utf8')
  const names = new Set([...read('../config.ts').matchAll(/env\.([A-Z][A-Z0-9_]+)|Var\(env, '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1] ?? m[2]))
  expect(names.size).toBeGreaterThan(10)
  const example = read('../../../.env.example')
  expect([...names].filter((name) => !example.includes(`# ${name}=`))).toEqual([])
})

describe('bun --no-env-file api/src/main.ts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'snip-start-'))
  let child: ReturnType<typeof spawn>
  let startLine: Record<string, any>
  let output = ''

  beforeAll(async () => {
    writeFileSync(
      join(dir, '.env'),
      [
        'PORT=0',
        'HOST=127.0.0.1',
        'LOG_LEVEL=info',
        'DATA_DIR=./data',
        'PUBLIC_URL=http://from-file.example',
        'REPOSITORY_URL=https://from-file.example/repo',
      ].join('\n'),
    )
    // Bun would load this one itself (it outranks .env there); Snip must not.
    writeFileSync(join(dir, '.env.local'), 'PUBLIC_URL=http://from-env-local.example\n')
    child = spawn(process.execPath, ['--no-env-file', MAIN], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, REPOSITORY_URL: 'https://from-environment.example/repo' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    startLine = await new Promise((resolveLine, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start-up line; output: ${output}`)), 20_000)
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        const line = output.split('\n').find((l) => l.includes('"snip listening"'))
        if (line) {
          clearTimeout(timer)
          resolveLine(JSON.parse(line))
        }
      }
      child.stdout!.on('data', read)
      child.stderr!.on('data', read)
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)))
    })
  })
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  })

  test('the start-up line names the version and the applied migrations', async () => {
    expect(startLine).toMatchObject({ version: pkg.version, envFile: join(dir, '.env'), database: 'sqlite' })
    const shipped = shippedMigrations('sqlite')
    expect(startLine.migrations).toEqual({ applied: shipped.length, latest: shipped.at(-1) })
  })

  test('.env supplies settings, the real environment overrides it, .env.local is not read', async () => {
    const body = (await (await fetch(`${startLine.url}/api/config`)).json()) as { publicUrl: string; repositoryUrl: string }
    expect(body.publicUrl).toBe('http://from-file.example')
    expect(body.repositoryUrl).toBe('https://from-environment.example/repo')
  })
})
