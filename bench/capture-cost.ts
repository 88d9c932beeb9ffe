// What analytics' capture costs the redirect: two Snip servers on copies of one seeded SQLite
// database, CLICK_ANALYTICS on and off, loaded in turn with the baseline (rotating order each round, so all
// three see the same machine), hot set, people's user agent. Prints the medians of the per-round ratios
// against the baseline, the server CPU per request (in all, and per thread: cpuUsByThread) and each
// server's peak RSS.
// BENCH_PAIRED=1 (decision 57): each round then loads the on and off servers at the same time (one wrk each,
// the same connections), so both see the same machine in every round — on a shared machine the rotating
// rounds' CPU per request swings by ±20 µs with other sessions' load, far more than the capture costs. It
// prints the medians of the per-round differences (on − off) of the CPU per request, in all and by thread,
// and of the rate ratio on / off; the baseline is not loaded (capture-pair.ts, also `npm run bench` step 10).
// BENCH_SECONDS (3), BENCH_RUNS (5), BENCH_HOT (10,000), BENCH_CONNECTIONS (50).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SEEDED_LINKS } from './codes'
import { startBaseline, startSnip, type Child } from './processes'
import { warmHotSet, type Settings } from './scenarios'
import { seedSqlite } from './seed'
import { BEHIND_A_PROXY, DIRECT, loadServer, pairedRounds, type ServerRound } from './capture-pair'
import { median } from './wrk'

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
  for (const c of children) log(`${c.url}: ${(await fetch(c.url + '/b0000000', { redirect: 'manual' })).status}`), await warmHotSet(s, c.url)
  if (env.BENCH_PAIRED === '1') await paired(on, off)
  else await rotating({ baseline, on, off })
} finally {
  for (const c of children) await c.stop().catch(() => {})
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
}

type Round = Record<string, ServerRound>
const load = (server: Child) => loadServer(server, s, connections)

/** BENCH_PAIRED=1: the setting is this process's (TRUST_PROXY and BENCH_FORWARDED_FOR reach Snip and wrk as they are). */
async function paired(on: Child, off: Child) {
  const setting = { ...(env.TRUST_PROXY === 'true' ? BEHIND_A_PROXY : DIRECT), snipEnv: {}, wrkEnv: {} }
  const result = await pairedRounds(on, off, s, connections, setting, log)
  console.log(JSON.stringify({ settings: { ...s, connections, paired: true }, ...result }, null, 2))
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
