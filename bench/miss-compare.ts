// Cache misses under wrk, checkouts side by side (decision 60): one Snip server per
// checkout in `MISS_ROOTS` (each on its own copy of one seeded SQLite file) and the miss baseline
// (bench/baseline-server.ts sqlite: one prepared bun:sqlite SELECT per request), loaded one after another in
// rotating order each round with the same range of codes never asked before (a person's user agent, so
// every miss is a click too, as in `npm run bench`). Prints, per server, the medians of the per-round ratios
// to the baseline, the req/s, and the server's CPU per request (all threads, and by thread: the event loop
// is "bun"). Supporting evidence for bench/miss-profile.ts, which measures the same in process.
//   MISS_ROOTS=/path/to/old-checkout,. ./node_modules/.bin/bun bench/miss-compare.ts
// BENCH_LINKS (1,000,000), BENCH_SECONDS (3), BENCH_RUNS (5), BENCH_CONNECTIONS (50), CLICK_ANALYTICS (true),
// BENCH_AGENT (human; bot: a crawler's agent, so nothing is counted or captured: the redirect's own cost),
// BENCH_SHAPE (miss; zipf: every seeded code, Zipf-popular, with each Snip's cache hit ratio).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { SEEDED_LINKS } from './codes'
import { METRICS_TOKEN, startBaseline, startSnip, type Child } from './processes'
import { cacheCounters, MissCursor } from './scenarios'
import { seedSqlite } from './seed'
import { cpuByThread, perRequest } from './thread-split'
import { median, runWrk } from './wrk'

const env = process.env
const seconds = Number(env.BENCH_SECONDS ?? 3)
const runs = Number(env.BENCH_RUNS ?? 5)
const connections = Number(env.BENCH_CONNECTIONS ?? 50)
/** `human` (every miss a click, as `npm run bench`) or `bot` (nothing counted: the redirect alone). */
const agent = env.BENCH_AGENT === 'bot' ? 'bot' : 'human'
/** `miss` (each code once) or `zipf` (every seeded code, the k-th most popular asked ∝ 1/k, as `npm run bench`). */
const shape = env.BENCH_SHAPE === 'zipf' ? 'zipf' : 'miss'
const roots = (env.MISS_ROOTS ?? '.').split(',').map((r) => resolve(r))
const log = (msg: string) => console.log(`[miss-compare ${new Date().toISOString().slice(11, 19)}] ${msg}`)

interface Loaded {
  rps: number
  requests: number
  /** wrk's 99th percentile latency, ms. */
  p99: number
  cpuUs: number
  threads: Record<string, number>
  /** Snip's link-cache hits ÷ lookups during the load (GET /metrics); NaN for the baseline. */
  hitRatio: number
}

/** One server's share of a round: `count` codes from `first`, its rate and CPU per request (in all and by thread). */
async function load(server: Child, first: number, count: number, snip: boolean): Promise<Loaded> {
  const counters = () => (snip ? cacheCounters(server.url, METRICS_TOKEN) : Promise.resolve({ hits: NaN, misses: NaN }))
  const before = await counters()
  const cpu0 = server.cpuSeconds()
  const threads0 = cpuByThread(server.proc.pid)
  const w = await runWrk({
    url: server.url,
    connections,
    seconds,
    threads: 2,
    script: 'bench/redirect.lua',
    args: [first, count, agent, 2, 0, SEEDED_LINKS, shape === 'zipf' ? 'zipf' : 'uniform'],
  })
  await Bun.sleep(1200) // the last second's click flush is part of the cost
  const cpuUs = ((server.cpuSeconds() - cpu0) * 1e6) / w.requests
  const threads = perRequest(threads0, cpuByThread(server.proc.pid), w.requests)
  const after = await counters()
  const hits = after.hits - before.hits
  return { rps: w.rps, requests: w.requests, p99: w.p99_us / 1000, cpuUs, threads, hitRatio: hits / (hits + after.misses - before.misses) }
}

const seededDir = mkdtempSync(join(tmpdir(), 'snip-miss-compare-'))
const dirs: string[] = []
const children: Child[] = []
try {
  const seeded = join(seededDir, 'snip.sqlite')
  await seedSqlite(seeded, SEEDED_LINKS)
  log(`seeded ${SEEDED_LINKS} links`)
  const baseline = await startBaseline(SEEDED_LINKS, 'sqlite', seeded)
  children.push(baseline)
  const servers: { name: string; child: Child }[] = [{ name: 'baseline', child: baseline }]
  for (const root of roots) {
    const dir = mkdtempSync(join(tmpdir(), 'snip-miss-compare-'))
    dirs.push(dir)
    copyFileSync(seeded, join(dir, 'snip.sqlite'))
    const child = await startSnip({ dataDir: dir, root, env: { CLICK_ANALYTICS: env.CLICK_ANALYTICS ?? 'true' } })
    children.push(child)
    servers.push({ name: root, child })
    log(`${root}: ${child.url}`)
  }
  const cursor = new MissCursor(0)
  const results = new Map<string, Loaded[]>(servers.map((s) => [s.name, []]))
  for (let r = 0; r < runs; r++) {
    const [first, count] = shape === 'zipf' ? [0, SEEDED_LINKS] : cursor.take()
    let most = 0
    const line: string[] = []
    for (let k = 0; k < servers.length; k++) {
      const { name, child } = servers[(k + r) % servers.length]! // each round starts with the next server
      const result = await load(child, first, count, name !== 'baseline')
      results.get(name)!.push(result)
      most = Math.max(most, result.requests)
      line.push(
        `${name.split('/').pop()} ${Math.round(result.rps)} req/s p99 ${result.p99.toFixed(1)} ms ${result.cpuUs.toFixed(1)} µs${Number.isNaN(result.hitRatio) ? '' : ` hits ${(result.hitRatio * 100).toFixed(1)} %`}`,
      )
    }
    cursor.used(most, connections) // every server saw these codes once: the next round takes new ones
    log(`round ${r + 1}: ${line.join(' · ')}`)
  }
  const base = results.get('baseline')!
  const summary = Object.fromEntries(
    [...results].map(([name, rs]) => {
      const threadNames = [...new Set(rs.flatMap((x) => Object.keys(x.threads)))]
      return [
        name,
        {
          ratio: +median(rs.map((x, i) => x.rps / base[i]!.rps)).toFixed(3),
          rps: Math.round(median(rs.map((x) => x.rps))),
          p99Ms: +median(rs.map((x) => x.p99)).toFixed(2),
          cpuUs: +median(rs.map((x) => x.cpuUs)).toFixed(1),
          hitRatio: +median(rs.map((x) => x.hitRatio)).toFixed(3),
          cpuUsByThread: Object.fromEntries(threadNames.map((t) => [t, +median(rs.map((x) => x.threads[t] ?? 0)).toFixed(2)])),
          ratios: rs.map((x, i) => +(x.rps / base[i]!.rps).toFixed(3)),
        },
      ]
    }),
  )
  console.log(JSON.stringify({ links: SEEDED_LINKS, seconds, runs, connections, agent, shape, summary }, null, 2))
} finally {
  for (const c of children) await c.stop().catch(() => {})
  for (const d of [...dirs, seededDir]) rmSync(d, { recursive: true, force: true })
}
