// Runs wrk with bench/redirect.lua (or another script) and reads the JSON line its done() prints.
import { spawnSync } from 'node:child_process'

export interface WrkResult {
  requests: number
  duration_us: number
  p50_us: number
  p90_us: number
  p99_us: number
  max_us: number
  connect_errors: number
  read_errors: number
  write_errors: number
  status_errors: number
  timeouts: number
  human_sent: number
  redirects_302: number
  other_statuses: number
  /** requests per second */
  rps: number
}

/** Installs wrk with apt-get when it is missing; throws with instructions when that is not possible. */
export function ensureWrk(): void {
  if (spawnSync('wrk', ['--version']).error === undefined) return
  console.log('wrk not found: installing it with apt-get (Debian package "wrk") …')
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const run = (args: string[]) => spawnSync(sudo[0] ?? args[0]!, sudo.length ? args : args.slice(1), { stdio: 'inherit' })
  if (run(['apt-get', 'install', '-y', 'wrk']).status !== 0) run(['apt-get', 'update']), run(['apt-get', 'install', '-y', 'wrk'])
  if (spawnSync('wrk', ['--version']).error !== undefined) {
    throw new Error('wrk is required: install it with `sudo apt-get install -y wrk` (Debian/Ubuntu) or from https://github.com/wg/wrk')
  }
}

export interface WrkOptions {
  url: string
  connections: number
  seconds: number
  threads?: number
  script: string
  args?: (string | number)[]
  timeoutSeconds?: number
  /** Added to wrk's environment (redirect.lua reads BENCH_FORWARDED_FOR). */
  env?: Record<string, string>
}

export async function runWrk(o: WrkOptions): Promise<WrkResult> {
  const threads = Math.min(o.threads ?? 2, o.connections)
  const cmd = ['wrk', `-t${threads}`, `-c${o.connections}`, `-d${o.seconds}s`, `--timeout`, `${o.timeoutSeconds ?? 5}s`, '-s', o.script, o.url]
  if (o.args?.length) cmd.push('--', ...o.args.map(String))
  const proc = Bun.spawn(cmd, { stdout: 'pipe', stderr: 'pipe', env: o.env ? { ...process.env, ...o.env } : undefined })
  const [out, err] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()])
  await proc.exited
  const line = out.split('\n').find((l) => l.startsWith('WRKJSON '))
  if (!line) throw new Error(`wrk printed no result (exit ${proc.exitCode}): ${out}\n${err}`)
  const r = JSON.parse(line.slice(8)) as WrkResult
  r.rps = r.requests / (r.duration_us / 1e6)
  return r
}

export const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  if (s.length === 0) return NaN
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

export function errorsOf(r: WrkResult): number {
  return r.connect_errors + r.read_errors + r.write_errors + r.status_errors + r.timeouts
}
