// The measurements. Every comparison alternates the two sides in rounds, so both see the same machine.
import { SEEDED_LINKS } from './codes'
import { startSnip, waitUntil, type SnipOptions } from './processes'
import { alternate, medianRatio } from './rounds'
import { errorsOf, median, runWrk, type WrkResult } from './wrk'

export interface Settings {
  seconds: number
  runs: number
  hot: number
  threads: number
}

const REDIRECT = 'bench/redirect.lua'

/** Hands out ranges of seeded codes never requested before, so each request misses the cache. */
export class MissCursor {
  next: number
  wrapped = false
  constructor(first: number) {
    this.next = first
  }
  take(first = this.next): [number, number] {
    if (first >= SEEDED_LINKS - 1000) (this.wrapped = true), (this.next = first = 0)
    return [first, SEEDED_LINKS - first]
  }
  used(requests: number, connections: number) {
    this.next += requests + connections
  }
}

export interface Comparison {
  snip: { rps: number; p50_ms: number; p99_ms: number; errors: number }
  baseline: { rps: number; p50_ms: number; p99_ms: number; errors: number }
  /** medians of the per-round ratios */
  throughputRatio: number
  p99Ratio: number
  p50Ratio: number
  rounds: { snip: WrkResult; baseline: WrkResult }[]
}

const summary = (rs: WrkResult[]) => ({
  rps: Math.round(median(rs.map((r) => r.rps))),
  p50_ms: median(rs.map((r) => r.p50_us)) / 1000,
  p99_ms: median(rs.map((r) => r.p99_us)) / 1000,
  errors: rs.reduce((s, r) => s + errorsOf(r), 0),
})

/**
 * Loads: `hot` the first `s.hot` codes (cached), `miss` codes never asked before (each a database lookup),
 * `zipf` every seeded code, the k-th most popular asked ∝ 1/k (more codes than the cache holds).
 */
export type RedirectLoad = 'hot' | 'miss' | 'zipf'

/** Snip against a baseline, same codes, same connections, alternating in rounds. */
export async function compareRedirects(
  s: Settings,
  snipUrl: string,
  baselineUrl: string,
  connections: number,
  kind: RedirectLoad,
  cursor: MissCursor,
  /** wrk's environment (BENCH_HOST: the requests' host). */
  env?: Record<string, string>,
  /** wrk's environment against the baseline, when it differs (one server, two sets of links: BENCH_HOST). */
  baselineEnv: Record<string, string> | undefined = env,
): Promise<Comparison> {
  const rounds: Comparison['rounds'] = []
  for (let r = 0; r < s.runs; r++) {
    const [first, count] = kind === 'hot' ? [0, s.hot] : kind === 'zipf' ? [0, SEEDED_LINKS] : cursor.take()
    const shape = kind === 'zipf' ? 'zipf' : 'uniform'
    const run = (url: string, wrkEnv = env) =>
      runWrk({
        url,
        connections,
        seconds: s.seconds,
        threads: s.threads,
        script: REDIRECT,
        args: [first, count, 'human', s.threads, 0, SEEDED_LINKS, shape],
        env: wrkEnv,
      })
    let snip: WrkResult, baseline: WrkResult
    if (r % 2 === 0) (baseline = await run(baselineUrl, baselineEnv)), (snip = await run(snipUrl))
    else (snip = await run(snipUrl)), (baseline = await run(baselineUrl, baselineEnv))
    if (kind === 'miss') cursor.used(snip.requests, connections)
    rounds.push({ snip, baseline })
  }
  return {
    snip: summary(rounds.map((x) => x.snip)),
    baseline: summary(rounds.map((x) => x.baseline)),
    throughputRatio: median(rounds.map((x) => x.snip.rps / x.baseline.rps)),
    p99Ratio: median(rounds.map((x) => x.snip.p99_us / x.baseline.p99_us)),
    p50Ratio: median(rounds.map((x) => x.snip.p50_us / x.baseline.p50_us)),
    rounds,
  }
}

/** Warms the hot set into Snip's cache (and the baseline's CPU caches). */
export async function warmHotSet(s: Settings, url: string, env?: Record<string, string>): Promise<void> {
  await runWrk({
    env,
    url,
    connections: 10,
    seconds: Math.max(1, Math.min(3, s.seconds)),
    threads: s.threads,
    script: REDIRECT,
    args: [0, s.hot, 'bot', s.threads, 0, SEEDED_LINKS],
  })
}

/** Snip's link-cache hits and misses so far (GET /metrics). */
export async function cacheCounters(snipUrl: string, token: string): Promise<{ hits: number; misses: number }> {
  const text = await (await fetch(`${snipUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text()
  const read = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? NaN)
  return { hits: read('snip_link_cache_hits_total'), misses: read('snip_link_cache_misses_total') }
}

/**
 * Counting a click vs not counting it: human vs bot user agent on `hot` codes, 50 connections. What
 * counting costs grows with the number of distinct links clicked per second (rows written per flush).
 * Two measures: throughput (human ÷ bot req/s; wrk shares the 2 cores, so noisy) and the server's own CPU
 * time per answered request, all threads included (flush worker, checkpointer): what counting costs Snip.
 */
export async function clickCost(s: Settings, server: { url: string; cpuSeconds(): number }, hot = s.hot) {
  const rounds: { human: WrkResult; bot: WrkResult; humanCpuUs: number; botCpuUs: number }[] = []
  for (let r = 0; r < s.runs; r++) {
    const run = async (agent: string) => {
      const before = server.cpuSeconds()
      const result = await runWrk({
        url: server.url,
        connections: 50,
        seconds: s.seconds,
        threads: s.threads,
        script: REDIRECT,
        args: [0, hot, agent, s.threads, 0, SEEDED_LINKS],
      })
      // the flush of the last second's clicks happens after wrk stops: wait for it, it is part of the cost
      await new Promise((done) => setTimeout(done, 1500))
      return { result, cpuUs: ((server.cpuSeconds() - before) * 1e6) / result.requests }
    }
    let human: Awaited<ReturnType<typeof run>>, bot: Awaited<ReturnType<typeof run>>
    if (r % 2 === 0) (human = await run('human')), (bot = await run('bot'))
    else (bot = await run('bot')), (human = await run('human'))
    rounds.push({ human: human.result, bot: bot.result, humanCpuUs: human.cpuUs, botCpuUs: bot.cpuUs })
  }
  const ratio = median(rounds.map((x) => x.human.rps / x.bot.rps))
  return {
    hot,
    humanRps: Math.round(median(rounds.map((x) => x.human.rps))),
    botRps: Math.round(median(rounds.map((x) => x.bot.rps))),
    cost: 1 - ratio,
    humanCpuUs: median(rounds.map((x) => x.humanCpuUs)),
    botCpuUs: median(rounds.map((x) => x.botCpuUs)),
    cpuCost: median(rounds.map((x) => x.humanCpuUs / x.botCpuUs)) - 1,
    rounds,
  }
}

/**
 * Exactness: wrk sends human requests for the first half of the run, then only bot requests, so every
 * counted request has been answered when wrk stops (wrk drops its in-flight requests at the end, which
 * the server may or may not have seen). Returns the human requests sent (all answered: no errors).
 */
export async function exactnessLoad(s: Settings, url: string) {
  const seconds = Math.max(4, s.seconds)
  const r = await runWrk({
    url,
    connections: 50,
    seconds,
    threads: s.threads,
    script: REDIRECT,
    args: [0, s.hot, 'human', s.threads, Math.floor(seconds / 2), SEEDED_LINKS],
  })
  return { humanSent: r.human_sent, redirects302: r.redirects_302, otherStatuses: r.other_statuses, errors: errorsOf(r), requests: r.requests }
}

/**
 * POST /api/urls with wrk (post.lua), `connections` connections (the targets are set at 50): Snip signed
 * in, Snip anonymous (limit lifted) and the bare insert (creation-baseline.ts, on the same database),
 * alternating in rounds; ratios are medians of the per-round Snip ÷ bare ratios.
 */
export async function creationRates(s: Settings, snipUrl: string, bareUrl: string, token: string, connections = 50) {
  const run = (url: string, bearer: string, seconds = s.seconds, c = connections) =>
    runWrk({ url, connections: c, seconds, threads: s.threads, script: 'bench/post.lua', args: [bearer] })
  // warm-up: JIT, prepared statements, connection pools
  for (const [url, bearer] of [
    [bareUrl, '-'],
    [snipUrl, token],
    [snipUrl, '-'],
  ] as const)
    await run(url, bearer, 1, 10)
  const rounds = await alternate(s.runs, {
    bare: () => run(bareUrl, '-'),
    signedIn: () => run(snipUrl, token),
    anonymous: () => run(snipUrl, '-'),
  })
  const side = (k: 'bare' | 'signedIn' | 'anonymous') => summary(rounds.map((x) => x[k]))
  return {
    connections,
    signedIn: side('signedIn'),
    anonymous: side('anonymous'),
    bare: side('bare'),
    signedInRatio: medianRatio(rounds, 'signedIn', 'bare'),
    anonymousRatio: medianRatio(rounds, 'anonymous', 'bare'),
    rounds,
  }
}

/** Sequential GET latency (ms): median and max over `n` requests after two warm-ups. */
export async function apiLatency(url: string, token: string, n = 15) {
  const once = async () => {
    const t0 = performance.now()
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
    const body = await res.json()
    if (!res.ok) throw new Error(`${url} answered ${res.status}`)
    return { ms: performance.now() - t0, body }
  }
  await once()
  const { body } = await once()
  const times: number[] = []
  for (let i = 0; i < n; i++) times.push((await once()).ms)
  return { median_ms: median(times), max_ms: Math.max(...times), body }
}

/** POST /api/urls/import of a CSV of `rows` URLs (codes drawn at random), all-or-nothing: seconds (< 10 s). */
export async function importTime(url: string, token: string, rows = 10_000) {
  const csv = ['url', ...Array.from({ length: rows }, (_, i) => `https://import.bench.example/${i}`)].join('\n')
  const t0 = performance.now()
  const res = await fetch(`${url}/api/urls/import`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' }, body: csv })
  const body = (await res.json()) as { created?: number }
  if (!res.ok || body.created !== rows) throw new Error(`import answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`)
  return { seconds: (performance.now() - t0) / 1000, rows }
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
/** A multipart form whose first field holds a lone quote and whose second hides the nest (decision 67). */
const hiddenNest = (field: string, depth: number) =>
  `--b\r\ncontent-disposition: form-data; name="note"\r\n\r\n"\r\n--b\r\ncontent-disposition: form-data; name="${field}"\r\n\r\n${nested(depth)}\r\n--b--\r\n`

/**
 * Hostile bodies refused before parsing (decisions 13 and 67): a 65 KB JSON nest, the same nest as a
 * multipart field behind a lone quote, and POST /api/urls/bulk nested 64,000 deep as JSON and as a form,
 * each `runs` times with a redirect of a cached code sent alongside. Every answer must be a 4xx; the slowest
 * refusal and the slowest redirect (targets: < 50 ms each).
 */
export async function refusalTimes(url: string, code: string, runs = 10) {
  const bodies: [string, string, string][] = [
    ['/api/urls', 'application/json', nested(32_500)],
    ['/api/urls', 'multipart/form-data; boundary=b', hiddenNest('originalUrl', 32_500)],
    ['/api/urls/bulk', 'application/json', `{"urls":${nested(64_000)}}`],
    ['/api/urls/bulk', 'multipart/form-data; boundary=b', hiddenNest('urls', 64_000)],
  ]
  const timed = async (answer: Promise<Response>) => {
    const t0 = performance.now()
    const res = await answer
    await res.arrayBuffer()
    return { status: res.status, ms: performance.now() - t0 }
  }
  await fetch(`${url}/${code}`, { redirect: 'manual' }) // cached, as a popular link is
  const refusals: number[] = []
  const redirects: number[] = []
  for (let r = 0; r < runs; r++) {
    for (const [path, type, body] of bodies) {
      const [refused, followed] = await Promise.all([
        timed(fetch(url + path, { method: 'POST', headers: { 'content-type': type }, body })),
        timed(fetch(`${url}/${code}`, { redirect: 'manual' })),
      ])
      if (refused.status < 400 || refused.status >= 500 || followed.status !== 302)
        throw new Error(`${path} (${type}) answered ${refused.status}, the redirect ${followed.status}`)
      refusals.push(refused.ms)
      redirects.push(followed.ms)
    }
  }
  return { max_ms: Math.max(...refusals), redirect_max_ms: Math.max(...redirects), requests: refusals.length }
}

/** Process start → first answered redirect (site built, database already seeded), median of `runs`. */
export async function coldStart(runs: number, opts: SnipOptions) {
  const times: number[] = []
  for (let r = 0; r < runs; r++) {
    const snip = await startSnip(opts, '/b0000000', 302)
    times.push(snip.startedMs)
    await snip.stop()
  }
  return { median_ms: median(times), runs: times }
}

export { waitUntil }
