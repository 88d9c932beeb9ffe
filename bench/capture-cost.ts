// What analytics' capture costs the redirect (issue 16 §5): two Snip servers on copies of one seeded SQLite
// database, CLICK_ANALYTICS on and off, loaded in turn with the baseline (rotating order each round, so all
// three see the same machine), hot set, people's user agent. Prints the medians of the per-round ratios
// against the baseline, the server CPU per request (in all, and per thread: cpuUsByThread) and each
// server's peak RSS.
// BENCH_PAIRED=1 (decision 57): each round then loads the on and off servers at the same time (one wrk each,
// the same connections), so both see the same machine in every round — on a shared machine the rotating
// rounds' CPU per request swings by ±20 µs with other sessions' load, far more than the capture costs. It
// prints the medians of the per-round differences (on − off) of the CPU per request, in all and by thread,
// and of the rate ratio on / off; the baseline is not loaded.
// BENCH_SECONDS (3), BENCH_RUNS (5), BENCH_HOT (10,000), BENCH_CONNECTIONS (50).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SEEDED_LINKS } from './codes'
import { startBaseline, startSnip, type Child } from './processes'
import { warmHotSet, type Settings } from './scenarios'
import { seedSqlite } from './seed'
import { cpuByThread, perRequest } from './thread-split'
import { median, runWrk } from './wrk'

const env = process.env
const s: Settings = { seconds: Number(env.BENCH_SECONDS ?? 3), runs: Number(env.BENCH_RUNS ?? 5), hot: Number(env.BENCH_HOT ?? 10_000), threads: 2 }
const connections = Number(env.BENCH_CONNECTIONS ?? 50)
const log = (msg: string) => console.log(`[capture-cost ${new Date().toISOString().slice(11, 19)}] ${msg}`)

const dirs = [mkdtempSync(join(tmpdir(), 'snip-capture-on-')), mkdtempSync(join(tmpdir(), 'snip-capture-off-'))] as const
const children: Child[] = []
try {
  await seedSqlite(join(dirs[0], 'snip.sqlite'), SEEDED_LINKS)
  copyFileSync(join(dirs[0], 'snip.sqlite'), join(dirs[1], 'snip.sqlite'))
  log(`seeded ${SEEDED_LINKS} links`)
  const baseline = await startBaseline(SEEDED_LINKS)
  const on = await startSnip({ dataDir: dirs[0], env: { CLICK_ANALYTICS: 'true' } })
  const off = await startSnip({ dataDir: dirs[1], env: { CLICK_ANALYTICS: 'false' } })
  children.push(baseline, on, off)
  log(`baseline ${baseline.url}, capture on ${on.url}, off ${off.url}`)
  for (const c of children) log(`${c.url}: ${(await fetch(c.url + "/b0000000", { redirect: "manual" })).status}`), await warmHotSet(s, c.url)
  if (env.BENCH_PAIRED === '1') await paired(on, off)
  else await rotating({ baseline, on, off })
} finally {
  for (const c of children) await c.stop().catch(() => {})
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
}

type Round = Record<string, { rps: number; cpuUs: number; threads: Record<string, number> }>

/** One server's share of a round: its rate, CPU per request, and CPU per request by thread. */
async function load(server: Child): Promise<{ rps: number; cpuUs: number; threads: Record<string, number> }> {
  const cpu0 = server.cpuSeconds()
  const threads0 = cpuByThread(server.proc.pid)
  const w = await runWrk({ url: server.url, connections, seconds: s.seconds, threads: s.threads, script: 'bench/redirect.lua', args: [0, s.hot, 'human', s.threads] })
  await Bun.sleep(1500) // the last second's flush is part of the cost
  return { rps: w.rps, cpuUs: ((server.cpuSeconds() - cpu0) * 1e6) / w.requests, threads: perRequest(threads0, cpuByThread(server.proc.pid), w.requests) }
}

async function paired(on: Child, off: Child) {
  const rounds: Round[] = []
  for (let r = 0; r < s.runs; r++) {
    const [a, b] = await Promise.all([load(on), load(off)])
    rounds.push({ on: a, off: b })
    log(`round ${r + 1} (together): on ${Math.round(a.rps)} req/s ${a.cpuUs.toFixed(1)} µs ${JSON.stringify(a.threads)} · off ${Math.round(b.rps)} req/s ${b.cpuUs.toFixed(1)} µs ${JSON.stringify(b.threads)}`)
  }
  const threadNames = new Set(rounds.flatMap((x) => [...Object.keys(x.on!.threads), ...Object.keys(x.off!.threads)]))
  const diff = (f: (x: Round[string]) => number) => +median(rounds.map((x) => f(x.on!) - f(x.off!))).toFixed(2)
  console.log(
    JSON.stringify(
      {
        settings: { ...s, connections, paired: true },
        rateOnOverOff: +median(rounds.map((x) => x.on!.rps / x.off!.rps)).toFixed(3),
        cpuUsOn: +median(rounds.map((x) => x.on!.cpuUs)).toFixed(1),
        cpuUsOff: +median(rounds.map((x) => x.off!.cpuUs)).toFixed(1),
        cpuUsDifference: diff((x) => x.cpuUs),
        cpuUsDifferenceByThread: Object.fromEntries([...threadNames].map((t) => [t, diff((x) => x.threads[t] ?? 0)])),
        roundDifferences: rounds.map((x) => +(x.on!.cpuUs - x.off!.cpuUs).toFixed(1)),
      },
      null,
      2,
    ),
  )
}

async function rotating(sides: { baseline: Child; on: Child; off: Child }) {
  const names = Object.keys(sides) as (keyof typeof sides)[]
  const rounds: Round[] = []
  for (let r = 0; r < s.runs; r++) {
    const round: Round = {}
    for (let k = 0; k < names.length; k++) {
      const name = names[(r + k) % names.length]!
      round[name] = await load(sides[name])
    }
    rounds.push(round)
    log(`round ${r + 1}: ${names.map((n) => `${n} ${Math.round(round[n]!.rps)} req/s ${round[n]!.cpuUs.toFixed(1)} µs`).join(' · ')}`)
    for (const n of ['on', 'off']) log(`  ${n}, µs a request by thread: ${JSON.stringify(round[n]!.threads)}`)
  }
  const ratio = (n: string) => median(rounds.map((x) => x[n]!.rps / x.baseline!.rps))
  const cpu = (n: string) => median(rounds.map((x) => x[n]!.cpuUs))
  const byThread = (n: string) => {
    const names = new Set(rounds.flatMap((x) => Object.keys(x[n]!.threads)))
    return Object.fromEntries([...names].map((t) => [t, +median(rounds.map((x) => x[n]!.threads[t] ?? 0)).toFixed(2)]))
  }
  console.log(
    JSON.stringify(
      {
        settings: { ...s, connections },
        ratioOn: +ratio('on').toFixed(3),
        ratioOff: +ratio('off').toFixed(3),
        difference: +(ratio('off') - ratio('on')).toFixed(3),
        cpuUsOn: +cpu('on').toFixed(1),
        cpuUsOff: +cpu('off').toFixed(1),
        cpuUsByThreadOn: byThread('on'),
        cpuUsByThreadOff: byThread('off'),
        peakRssMbOn: sides.on.peakRssMb(),
        peakRssMbOff: sides.off.peakRssMb(),
      },
      null,
      2,
    ),
  )
}
