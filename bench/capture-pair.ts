// What analytics' capture costs the redirect: a Snip with CLICK_ANALYTICS on and one with it
// off, on copies of one seeded SQLite database, loaded at the same time each round (one wrk each, the same
// connections, the hot set, a person's agent), so both see the same machine in every round (decision 57:
// rounds taken in turn swing by more than the capture costs). Per round: each server's rate and CPU per
// request, in all and by thread. `npm run bench` (step 10) and `capture-cost.ts BENCH_PAIRED=1` use it.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSnip, type Child } from './processes'
import { warmHotSet, type Settings } from './scenarios'
import { cpuByThread, perRequest } from './thread-split'
import { median, runWrk } from './wrk'

/** How the client address reaches Snip: from the socket (`server.requestIP`), or as a reverse proxy forwards it. */
export interface CaptureSetting {
  name: 'direct' | 'behind a proxy'
  snipEnv: Record<string, string>
  wrkEnv: Record<string, string>
}

export const DIRECT: CaptureSetting = { name: 'direct', snipEnv: { TRUST_PROXY: 'false' }, wrkEnv: { BENCH_FORWARDED_FOR: '' } }
/** TRUST_PROXY: the address is the last X-Forwarded-For entry (a documentation address, RFC 5737). */
export const BEHIND_A_PROXY: CaptureSetting = { name: 'behind a proxy', snipEnv: { TRUST_PROXY: 'true' }, wrkEnv: { BENCH_FORWARDED_FOR: '203.0.113.7' } }

export interface ServerRound {
  rps: number
  /** Server CPU (every thread) per request, µs. */
  cpuUs: number
  threads: Record<string, number>
}

export interface PairedCapture {
  setting: CaptureSetting['name']
  rounds: number
  rpsOn: number
  rpsOff: number
  /** Median of the rounds' rate on ÷ rate off. */
  rateOnOverOff: number
  cpuUsOn: number
  cpuUsOff: number
  /** Median of the rounds' CPU per request on ÷ off: steadier than the rates (two servers loaded together share the cores unevenly). */
  cpuOnOverOff: number
  /** Median of the rounds' (on − off) CPU per request, in all and by thread name. */
  cpuUsDifference: number
  cpuUsDifferenceByThread: Record<string, number>
  roundDifferences: number[]
}

/** One server's share of a round: its rate, CPU per request, and CPU per request by thread. */
export async function loadServer(server: Child, s: Settings, connections: number, wrkEnv: Record<string, string> = {}): Promise<ServerRound> {
  const cpu0 = server.cpuSeconds()
  const threads0 = cpuByThread(server.proc.pid)
  const w = await runWrk({
    url: server.url,
    connections,
    seconds: s.seconds,
    threads: s.threads,
    script: 'bench/redirect.lua',
    args: [0, s.hot, 'human', s.threads],
    env: wrkEnv,
  })
  await Bun.sleep(1500) // the last second's flush is part of the cost
  return { rps: w.rps, cpuUs: ((server.cpuSeconds() - cpu0) * 1e6) / w.requests, threads: perRequest(threads0, cpuByThread(server.proc.pid), w.requests) }
}

/** `s.runs` rounds, the on and off servers loaded together in each. */
export async function pairedRounds(
  on: Child,
  off: Child,
  s: Settings,
  connections: number,
  setting: CaptureSetting,
  log: (msg: string) => void,
): Promise<PairedCapture> {
  const rounds: { on: ServerRound; off: ServerRound }[] = []
  for (let r = 0; r < s.runs; r++) {
    const [a, b] = await Promise.all([loadServer(on, s, connections, setting.wrkEnv), loadServer(off, s, connections, setting.wrkEnv)])
    rounds.push({ on: a, off: b })
    log(
      `capture ${setting.name}, round ${r + 1}: on ${Math.round(a.rps)} req/s ${a.cpuUs.toFixed(1)} µs · off ${Math.round(b.rps)} req/s ${b.cpuUs.toFixed(1)} µs`,
    )
  }
  const threadNames = new Set(rounds.flatMap((x) => [...Object.keys(x.on.threads), ...Object.keys(x.off.threads)]))
  const diff = (f: (x: ServerRound) => number) => +median(rounds.map((x) => f(x.on) - f(x.off))).toFixed(2)
  return {
    setting: setting.name,
    rounds: rounds.length,
    rpsOn: Math.round(median(rounds.map((x) => x.on.rps))),
    rpsOff: Math.round(median(rounds.map((x) => x.off.rps))),
    rateOnOverOff: +median(rounds.map((x) => x.on.rps / x.off.rps)).toFixed(3),
    cpuUsOn: +median(rounds.map((x) => x.on.cpuUs)).toFixed(1),
    cpuUsOff: +median(rounds.map((x) => x.off.cpuUs)).toFixed(1),
    cpuOnOverOff: +median(rounds.map((x) => x.on.cpuUs / x.off.cpuUs)).toFixed(3),
    cpuUsDifference: diff((x) => x.cpuUs),
    cpuUsDifferenceByThread: Object.fromEntries([...threadNames].map((t) => [t, diff((x) => x.threads[t] ?? 0)])),
    roundDifferences: rounds.map((x) => +(x.on.cpuUs - x.off.cpuUs).toFixed(1)),
  }
}

/** A copy of a SQLite database file (and its write-ahead log, if any) in a new temporary directory. */
function copyDatabase(file: string, label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `snip-capture-${label}-`))
  for (const suffix of ['', '-wal']) if (existsSync(file + suffix)) copyFileSync(file + suffix, join(dir, 'snip.sqlite' + suffix))
  return dir
}

/** Starts the on and off servers on copies of `seededFile` (no server may have it open), pairs them, stops them. */
export async function captureCost(
  seededFile: string,
  setting: CaptureSetting,
  s: Settings,
  connections: number,
  log: (msg: string) => void,
): Promise<PairedCapture> {
  const dirs = [copyDatabase(seededFile, 'on'), copyDatabase(seededFile, 'off')] as const
  const servers: Child[] = []
  try {
    servers.push(await startSnip({ dataDir: dirs[0], env: { ...setting.snipEnv, CLICK_ANALYTICS: 'true' } }))
    servers.push(await startSnip({ dataDir: dirs[1], env: { ...setting.snipEnv, CLICK_ANALYTICS: 'false' } }))
    for (const server of servers) await warmHotSet(s, server.url)
    return await pairedRounds(servers[0]!, servers[1]!, s, connections, setting, log)
  } finally {
    for (const server of servers) await server.stop().catch(() => {})
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
}
