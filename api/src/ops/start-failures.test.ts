// A start either serves or exits non-zero with one line naming the cause and the setting, run as the real
// entry point in a child process: Redis unreachable (serve, count limits per instance, warn once, reconnect
// later), a database host that accepts and never answers, nothing listening at
// DATABASE_URL, an unwritable DATA_DIR; and the start line says what runs where.
import { createServer, type Server, type Socket } from 'node:net'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import pkg from '../../../package.json'
import { freePort, tempDir } from '../../test/waiting'
import { startSnipProcess, type SnipProcess } from '../../test/snip-process'
import { startTestRedis, type TestRedis } from '../../test/redis-server'
import { apiClient } from '../../test/http-client'

const dirs = tempDir('start-')
afterAll(() => dirs.remove())
let n = 0
/** A fresh working folder and DATA_DIR for one start. */
const home = () => {
  const cwd = join(dirs.dir, String(++n))
  mkdirSync(cwd, { recursive: true })
  return { cwd, DATA_DIR: join(cwd, 'data') }
}

/** Runs a start that must fail; returns its exit code, its output and how long it took. */
async function failedStart(env: Record<string, string>) {
  const { cwd, DATA_DIR } = home()
  const started = performance.now()
  const snip = startSnipProcess({ DATA_DIR, ...env }, cwd)
  const code = await snip.exited(30_000)
  return { code, output: snip.output, ms: performance.now() - started }
}

describe('Redis unreachable at start', () => {
  let redis: TestRedis
  let snip: SnipProcess
  let line: Record<string, any>
  let ms: number
  beforeAll(async () => {
    redis = await startTestRedis()
    await redis.stop() // its port, with nothing listening
    const { cwd, DATA_DIR } = home()
    const started = performance.now()
    snip = startSnipProcess({ DATA_DIR, REDIS_URL: redis.url, ANON_CREATE_LIMIT: '2' }, cwd)
    line = await snip.listening(20_000)
    ms = performance.now() - started
  })
  afterAll(async () => {
    await snip?.stop()
    await redis?.stop()
  })

  test('serves within 5 s, counts limits on its own, warns once, and shares them once Redis is there', async () => {
    expect(ms).toBeLessThan(5000)
    const create = async (i: number) => (await apiClient(line.url)('POST', '/api/urls', { originalUrl: `https://alone.example/${i}` })).status
    expect([await create(1), await create(2), await create(3)]).toEqual([201, 201, 429])
    await new Promise((r) => setTimeout(r, 2500)) // a few reconnection attempts
    expect(snip.output.match(/redis unavailable/g)).toHaveLength(1)
    await redis.start()
    const end = Date.now() + 15_000
    while (!snip.output.includes('redis connected') && Date.now() < end) await new Promise((r) => setTimeout(r, 100))
    expect(snip.output).toContain('redis connected')
  }, 60_000)
})

describe('a database that cannot be used', () => {
  let silent: Server
  const sockets: Socket[] = []
  let silentPort: number
  beforeAll(async () => {
    // Accepts connections and never writes a byte.
    silent = createServer((s) => void sockets.push(s))
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r))
    silentPort = (silent.address() as { port: number }).port
  })
  afterAll(() => {
    for (const s of sockets) s.destroy()
    silent?.close()
  })

  test('a host that accepts and never answers: exit 1 within 10 s, one line naming DATABASE_URL, host and port, never the password', async () => {
    const res = await failedStart({ DATABASE_URL: `postgres://snip:s3cret-pass@127.0.0.1:${silentPort}/snip` })
    expect(res.code).toBe(1)
    expect(res.ms).toBeLessThan(10_000)
    expect(res.output).toContain(`127.0.0.1:${silentPort}/snip (DATABASE_URL)`)
    expect(res.output).not.toContain('s3cret-pass')
    expect(res.output.trim().split('\n')).toHaveLength(1)
  }, 30_000)

  test('nothing listening at DATABASE_URL: named, with the cause', async () => {
    const res = await failedStart({ DATABASE_URL: `postgres://snip:pw@127.0.0.1:${await freePort()}/snip` })
    expect(res.code).toBe(1)
    expect(res.output).toMatch(/Snip failed to start: the database at 127\.0\.0\.1:\d+\/snip \(DATABASE_URL\) cannot be used: nothing listens there/)
  }, 30_000)

  test('a DATA_DIR that cannot be written: the path and DATA_DIR named', async () => {
    const file = join(dirs.dir, 'a-file')
    writeFileSync(file, 'not a folder')
    const res = await failedStart({ DATA_DIR: join(file, 'data') })
    expect(res.code).toBe(1)
    expect(res.output.trim()).toBe(
      `Snip failed to start: DATA_DIR ${join(file, 'data')} cannot be created (ENOTDIR); set DATA_DIR to a folder this user may write`,
    )
  }, 30_000)
})

test('the start line says the version, the engine, where the data is, the public URL and the optional parts', async () => {
  const { cwd, DATA_DIR } = home()
  const snip = startSnipProcess({ DATA_DIR, PUBLIC_URL: 'https://snip.example', METRICS_TOKEN: 'a-metrics-token-123', CLICK_ANALYTICS: 'false' }, cwd)
  try {
    const line = await snip.listening()
    expect(line).toMatchObject({
      version: pkg.version,
      database: 'sqlite',
      data: join(DATA_DIR, 'snip.sqlite'),
      publicUrl: 'https://snip.example',
      optional: { redis: false, metrics: 'main port, with token', mail: false, analytics: false },
    })
    expect((await apiClient(line.url)('GET', '/api/health')).body).toEqual({ status: 'ok', version: pkg.version })
  } finally {
    await snip.stop()
  }
}, 60_000)

test('npm start checks the configuration before it builds anything', async () => {
  const { cwd } = home()
  const started = Bun.spawn([process.execPath, 'run', 'start'], {
    cwd: join(import.meta.dirname, '../../..'),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: join(cwd, 'data'), PUBLIC_URL: 'not a url' },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const [stdout, stderr, code] = await Promise.all([new Response(started.stdout).text(), new Response(started.stderr).text(), started.exited])
  expect(code).not.toBe(0)
  expect(stderr).toContain('snip: Invalid configuration: PUBLIC_URL must be an absolute http(s) URL')
  // Nothing ran after the check: besides the runner's own lines ("$ <script>", "error: script …") only the check's.
  expect(`${stdout}${stderr}`.split('\n').filter((l) => l.trim() && !/^(\$ |error: script)/.test(l))).toEqual([
    expect.stringContaining('snip: Invalid configuration: PUBLIC_URL'),
  ])
}, 60_000)
