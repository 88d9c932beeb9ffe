// Child processes of the bench: the product (./node_modules/.bin/bun api/src/main.ts) and the baselines.
import type { Subprocess } from 'bun'
import { readFileSync } from 'node:fs'

export const BUN = './node_modules/.bin/bun'

export interface Child {
  proc: Subprocess
  url: string
  /** Peak resident set size so far (VmHWM), in MB. */
  peakRssMb(): number
  rssMb(): number
  /** CPU time used so far by the whole process (every thread: flush worker, WAL checkpointer), seconds. */
  cpuSeconds(): number
  /** SIGTERM (Snip flushes clicks and closes the database), then waits for the exit. */
  stop(): Promise<void>
}

/** A `kB` field of /proc/<pid>/status (VmHWM, VmRSS, RssAnon, RssFile…), in MB; NaN once it exited. */
export function statusField(pid: number, field: string): number {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) / 1024 : NaN
  } catch {
    return NaN
  }
}

export async function waitUntil(ok: () => Promise<boolean>, ms: number, what: string, every = 5): Promise<void> {
  const end = performance.now() + ms
  while (performance.now() < end) {
    const done = await ok().catch((error) => {
      if (error?.fatal) throw error
      return false
    })
    if (done) return
    await Bun.sleep(every)
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): number {
  const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() })
  const port = server.port!
  server.stop(true)
  return port
}

/** Waits for a child to answer; fails at once if it exits. */
async function untilAnswers(proc: Subprocess, ok: () => Promise<boolean>, what: string, every: number): Promise<void> {
  await waitUntil(
    async () => {
      if (proc.exitCode !== null) throw Object.assign(new Error(`${what} exited with ${proc.exitCode}`), { fatal: true })
      return ok()
    },
    60_000,
    what,
    every,
  )
}

const CLOCK_TICKS = Number(Bun.spawnSync(['getconf', 'CLK_TCK']).stdout.toString().trim()) || 100

/** utime + stime of a process (all its threads) from /proc/<pid>/stat, in seconds. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ') // fields from 3 (state) on
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS // fields 14 and 15: utime, stime
  } catch {
    return NaN
  }
}

function wrap(proc: Subprocess, url: string): Child {
  return {
    proc,
    url,
    peakRssMb: () => statusField(proc.pid, 'VmHWM'),
    rssMb: () => statusField(proc.pid, 'VmRSS'),
    cpuSeconds: () => cpuSecondsOf(proc.pid),
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGTERM')
      const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000)
      await proc.exited
      clearTimeout(timer)
    },
  }
}

export interface SnipOptions {
  port?: number
  dataDir: string
  databaseUrl?: string
  /** Where the product's log lines go (default: discarded; they are still formatted and written). */
  logFile?: string
  /** More environment for this server (e.g. CLICK_ANALYTICS). */
  env?: Record<string, string>
  /** Another checkout to run the product from (its api/src/main.ts; default: this one). */
  root?: string
}

/** Starts Snip; resolves when `probe` (a path) answers `expect`, with the time from spawn to that answer. */
export async function startSnip(opts: SnipOptions, probe = '/api/health', expect = 200): Promise<Child & { startedMs: number }> {
  const port = opts.port ?? freePort()
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ANON_CREATE_LIMIT: '0',
    AUTH_RATE_LIMIT: '0',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    METRICS_TOKEN,
    ...opts.env,
  }
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl
  else delete env.DATABASE_URL
  const url = `http://127.0.0.1:${port}`
  const t0 = performance.now()
  const proc = Bun.spawn([BUN, 'api/src/main.ts'], {
    cwd: opts.root,
    env,
    stdout: opts.logFile ? Bun.file(opts.logFile) : 'ignore',
    stderr: 'inherit',
  })
  await untilAnswers(proc, async () => (await fetch(url + probe, { redirect: 'manual' })).status === expect, `Snip on ${url}`, 2)
  const startedMs = performance.now() - t0
  return Object.assign(wrap(proc, url), { startedMs })
}

/** The bench's metrics token: Snip's cache hits and misses are read from GET /metrics (decision 37). */
export const METRICS_TOKEN = 'bench-metrics-token-not-secret'

/** A baseline server (baseline-server.ts): `map`, `strict` or `sqlite` (on the seeded `file`). */
export async function startBaseline(links: number, kind: 'map' | 'strict' | 'sqlite' = 'map', file?: string, port = freePort()): Promise<Child> {
  const proc = Bun.spawn([BUN, 'bench/baseline-server.ts', String(port), String(links), kind, ...(file ? [file] : [])], { stdout: 'ignore', stderr: 'inherit' })
  const url = `http://127.0.0.1:${port}`
  await untilAnswers(proc, async () => (await fetch(url + '/b0000000', { redirect: 'manual' })).status === 302, 'baseline', 20)
  return wrap(proc, url)
}

/** The bare-insert baseline for POST /api/urls (creation-baseline.ts) on the product's own database. */
export async function startCreationBaseline(opts: { dataDir: string; databaseUrl?: string }, port = freePort()): Promise<Child> {
  const proc = Bun.spawn([BUN, 'bench/creation-baseline.ts', String(port), opts.dataDir, ...(opts.databaseUrl ? [opts.databaseUrl] : [])], {
    stdout: 'ignore',
    stderr: 'inherit',
  })
  const url = `http://127.0.0.1:${port}`
  await untilAnswers(proc, async () => (await fetch(url)).status === 200, 'creation baseline', 20)
  return wrap(proc, url)
}
