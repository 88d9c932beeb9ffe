// Prints the results as a table: each figure beside its baseline (measured side by side in the same run),
// the ratio, its target and met / MISSED.
import type { PairedCapture } from './capture-pair'
type Cmp = {
  snip: { rps: number; p50_ms: number; p99_ms: number; errors: number }
  baseline: { rps: number; p50_ms: number; p99_ms: number }
  throughputRatio: number
  p99Ratio: number
  cacheHitRatio?: number
}
export type ClickCost = { hot: number; humanRps: number; botRps: number; cost: number; humanCpuUs: number; botCpuUs: number; cpuCost: number }
type Load = { rps: number; p50_ms: number; p99_ms: number; errors: number }
export interface Creation {
  connections: number
  signedIn: Load
  anonymous: Load
  bare: Load
  signedInRatio: number
  anonymousRatio: number
}
interface EngineResult {
  seededLinks: number
  seedSeconds: number
  redirects: Record<string, Cmp>
  clicks: ClickCosts
  peakRssMb: number
  /** SQLite: the bare SELECT server's peak under the redirect loads */
  baselinePeakRssMb?: number
  list: { median_ms: number }
  stats: { median_ms: number }
  listing?: Record<string, { median_ms: number }>
  creation: Creation
  imported?: { seconds: number; rows: number }
  /** Decisions 13 and 67: the slowest refusal of a nested body or form, and of a redirect sent alongside. */
  refusals?: { max_ms: number; redirect_max_ms: number; requests: number }
  exactness: { humanSent: number; countedInDb: number; exact: boolean; errors: number }
  cold?: { median_ms: number }
  /** SQLite, CLICK_ANALYTICS on: what analytics' capture costs the redirect (step 10). */
  capture?: PairedCapture[]
  missesWrapped: boolean
}
interface Report {
  settings: { seconds: number; runs: number }
  results: { sqlite?: EngineResult; postgres?: EngineResult }
  analytics?: { clicks: number; links: number; rows: number; distinct: number; mb: number; bytesPerRow: number; writeMs: number; deriveUsPerClick: number }
}

const f = (n: number, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–')
const n = (x: number) => x.toLocaleString('en-US')
/** `binding`: the issue sets this target for this engine and load; otherwise the verdict is informational. */
export const verdict = (ok: boolean, binding: boolean) => (binding ? (ok ? 'met' : 'MISSED') : ok ? '(ok)' : '(over)')

/** What a redirect comparison measures (bench/run.ts's plan), its issue-18 target and p99 bound. */
function redirectRow(load: string, engine: string, links: string): { label: string; target?: number; p99: number } {
  const lookup = engine === 'sqlite' ? 'a bare prepared bun:sqlite SELECT' : 'a bare Map (for information)'
  switch (load) {
    case 'hot-map':
      return { label: "redirects, hot set, vs bare Bun.serve with Snip's headers", target: 0.85, p99: 2 }
    case 'hot-strict':
      return { label: 'redirects, hot set, vs bare Bun.serve with Location + Cache-Control only', target: 0.9, p99: 1.5 }
    case 'miss-lookup':
      return { label: `redirects, every one a cache miss (${links} links), vs ${lookup}`, target: engine === 'sqlite' ? 0.85 : undefined, p99: 2 }
    case 'zipf-lookup':
      return {
        label: `redirects, Zipf over all ${links} links (more than the cache holds), vs ${lookup}`,
        target: engine === 'sqlite' ? 0.85 : undefined,
        p99: 2,
      }
    default:
      return { label: `redirects, ${load}`, p99: 2 }
  }
}

/** On SQLite ≥ 0.6× the bare insert, signed in and anonymous; on PostgreSQL ≥ 5,000 creates/s. */
export const CREATION_RATIO = 0.6
export const CREATION_POSTGRES_PER_SEC = 5000

/** The creation rows: Snip's creates/s beside the bare insert's, the ratio, the target for that engine. */
export function creationRows(engine: string, c: Creation): string[][] {
  const sqlite = engine === 'sqlite'
  const bare = sqlite ? 'bare Bun.serve + one prepared bun:sqlite INSERT' : 'bare Bun.serve + one INSERT (for information)'
  const rows = (
    [
      ['signed in', c.signedIn, c.signedInRatio],
      ['anonymous, limit lifted', c.anonymous, c.anonymousRatio],
    ] as const
  ).map(([who, load, ratio]) => [
    engine,
    `link creation, ${who}, ${c.connections} conn, vs ${bare}: creates/s`,
    f(load.rps),
    f(c.bare.rps),
    f(ratio, 2),
    sqlite ? `≥ ${CREATION_RATIO}` : `≥ ${n(CREATION_POSTGRES_PER_SEC)} /s`,
    sqlite ? verdict(ratio >= CREATION_RATIO, true) : verdict(load.rps >= CREATION_POSTGRES_PER_SEC, true),
  ])
  const snipErrors = c.signedIn.errors + c.anonymous.errors
  if (snipErrors || c.bare.errors)
    rows.push([
      engine,
      'link creation: socket/status errors (Snip, signed in + anonymous)',
      String(snipErrors),
      String(c.bare.errors),
      '',
      '0',
      verdict(snipErrors === 0, true),
    ])
  return rows
}

/**
 * Step 4's figures for one engine. `alone`: a Snip with CLICK_ANALYTICS=false, so a person's request differs
 * from a crawler's only by the count (what counting alone costs); `withAnalytics`: a Snip with analytics on
 * (the default), where a person's request also pays the capture and its worker (analytics' cost).
 */
export interface ClickCosts {
  alone: ClickCost
  aloneSmallHotSet?: ClickCost
  withAnalytics?: ClickCost
}

/**
 * Counting a person's click costs ≤ 3 % server CPU per request at 10,000 hot links, on
 * SQLite and PostgreSQL; the crawler's identical, uncounted request is the baseline. Binding: counting alone
 * at the full hot set. The smaller hot set and counting with analytics' capture are shown for information.
 */
export function clickRows(engine: string, costs: ClickCosts): string[][] {
  const rows = (what: string, c: ClickCost, binding: boolean, target: string) => {
    const label = `${what}, ${n(c.hot)} links hot, a person (counted) vs a crawler (baseline)`
    const cpu = target ? verdict(c.cpuCost <= 0.03, binding) : '(information)'
    return [
      [engine, `${label}: server CPU µs/request`, f(c.humanCpuUs, 2), f(c.botCpuUs, 2), `${f(c.cpuCost * 100, 1)} %`, target, cpu],
      [
        engine,
        `${label}: req/s`,
        f(c.humanRps),
        f(c.botRps),
        `${f(c.cost * 100, 1)} %`,
        target ? '≤ 5 %' : '',
        target ? verdict(c.cost <= 0.05, false) : '(information)',
      ],
    ]
  }
  return [
    ...rows('click counting alone (CLICK_ANALYTICS=false)', costs.alone, true, '≤ 3 %'),
    ...(costs.aloneSmallHotSet ? rows('click counting alone (CLICK_ANALYTICS=false)', costs.aloneSmallHotSet, false, '≤ 3 %') : []),
    ...(costs.withAnalytics ? rows('click counting + analytics capture (CLICK_ANALYTICS on)', costs.withAnalytics, false, '') : []),
  ]
}

/** Analytics' capture may move the redirect ratio by at most this much. */
export const CAPTURE_MOVE = 0.02

/**
 * What the capture moves the hot-set ratio by: `hotRatio` was measured with capture on (the product as
 * configured); with capture off Snip would answer 1 / rateOnOverOff times as many requests.
 */
export const captureMove = (hotRatio: number, rateOnOverOff: number) => hotRatio * (1 / rateOnOverOff - 1)

/**
 * The capture's rows (SQLite, step 10): per setting, the on and off servers' rates loaded together, what that
 * moves the hot-set ratio by (binding for the bench's own setting, direct; behind a proxy for information;
 * beside it the same from the CPU per request, as if the server were bound by its CPU: steadier),
 * and the CPU per request on and off with the difference by thread.
 */
export function captureRows(engine: string, hotRatio: number, captures: PairedCapture[]): string[][] {
  return captures.flatMap((c) => {
    const label = `analytics capture on the hot redirect, ${c.setting} (on and off loaded together, ${c.rounds} rounds)`
    const move = captureMove(hotRatio, c.rateOnOverOff)
    const t = c.cpuUsDifferenceByThread
    const workers = Object.entries(t)
      .filter(([name]) => name !== 'bun')
      .reduce((sum, [, us]) => sum + us, 0)
    const sign = (x: number) => `${x >= 0 ? '+' : '−'}${f(Math.abs(x), 2)}`
    return [
      [engine, `${label}: req/s on vs off`, f(c.rpsOn), f(c.rpsOff), f(c.rateOnOverOff, 3), '', ''],
      [
        engine,
        `${label}: moves the hot-set ratio (${f(hotRatio, 2)}) by`,
        f(move, 3),
        '',
        `from CPU: ${f(captureMove(hotRatio, 1 / c.cpuOnOverOff), 3)}`,
        `≤ ${CAPTURE_MOVE}`,
        verdict(move <= CAPTURE_MOVE, c.setting === 'direct'),
      ],
      [
        engine,
        `${label}: server CPU µs/request on vs off`,
        f(c.cpuUsOn, 1),
        f(c.cpuUsOff, 1),
        `${sign(c.cpuUsDifference)} µs (event loop ${sign(t.bun ?? 0)}, other threads ${sign(workers)})`,
        '',
        '(information)',
      ],
    ]
  })
}

const HEADER = ['engine', 'measure', 'Snip', 'baseline', 'ratio', 'target', 'status']
const LEGEND = 'status in parentheses: informational (the issue sets no target for that engine or that connection count)'

/** Prints `rows` under the table's header, after the lines of `intro`. */
export function printRows(intro: string[], rows: string[][]) {
  const all = [HEADER, ...rows]
  const widths = HEADER.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)))
  const line = (r: string[]) => '| ' + r.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |'
  console.log(['', ...intro, LEGEND, ''].join('\n'))
  console.log(line(HEADER))
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|')
  for (const r of rows) console.log(line(r))
}

export function printTable(report: Report) {
  const rows: string[][] = []
  for (const [engine, r] of Object.entries(report.results) as [string, EngineResult][]) {
    const binding = engine === 'sqlite'
    const links = n(r.seededLinks)
    for (const [key, c] of Object.entries(r.redirects)) {
      const [load, conns] = key.split('_c') as [string, string]
      const { label, target, p99 } = redirectRow(load, engine, links)
      const targetBinding = binding && target !== undefined && conns === '50'
      rows.push([
        engine,
        `${label}, ${conns} conn: req/s`,
        f(c.snip.rps),
        f(c.baseline.rps),
        f(c.throughputRatio, 2),
        target ? `≥ ${target}` : '',
        target ? verdict(c.throughputRatio >= target, targetBinding) : '',
      ])
      rows.push([
        engine,
        `${label}, ${conns} conn: p50 / p99 ms`,
        `${f(c.snip.p50_ms, 2)} / ${f(c.snip.p99_ms, 2)}`,
        `${f(c.baseline.p50_ms, 2)} / ${f(c.baseline.p99_ms, 2)}`,
        f(c.p99Ratio, 2),
        `p99 ≤ ${p99}×`,
        verdict(c.p99Ratio <= p99, targetBinding),
      ])
      if (load.startsWith('zipf') && c.cacheHitRatio !== undefined)
        rows.push([engine, `${label}: Snip's cache hit ratio`, f(c.cacheHitRatio * 100, 1) + ' %', '', '', '', ''])
      if (c.snip.errors) rows.push([engine, `${label}, ${conns} conn: socket/status errors`, String(c.snip.errors), '', '', '0', 'MISSED'])
    }
    rows.push(...clickRows(engine, r.clicks))
    const hot = r.redirects['hot-map_c50']
    if (r.capture && hot) rows.push(...captureRows(engine, hot.throughputRatio, r.capture))
    // the memory target is 200 MB for 10,000,000 links (BENCH_LINKS=10000000)
    const bareRss = r.baselinePeakRssMb
    rows.push([
      engine,
      `peak RSS under load (VmHWM), ${links} links${bareRss ? ', vs the bare SELECT server' : ''}`,
      `${f(r.peakRssMb)} MB`,
      bareRss ? `${f(bareRss)} MB` : '',
      bareRss ? f(r.peakRssMb / bareRss, 2) : '',
      '≤ 200 MB at 10,000,000 links',
      verdict(r.peakRssMb <= 200, binding),
    ])
    rows.push([
      engine,
      'clicks in DB (Snip) == human 302s answered to wrk (baseline)',
      n(r.exactness.countedInDb),
      n(r.exactness.humanSent),
      f(r.exactness.countedInDb / r.exactness.humanSent, 4),
      'exact, no errors',
      r.exactness.exact ? 'met' : 'MISSED',
    ])
    rows.push([engine, 'GET /api/urls, 10,000 links (median)', `${f(r.list.median_ms, 1)} ms`, '', '', '< 150 ms', verdict(r.list.median_ms < 150, true)])
    for (const [query, t] of Object.entries(r.listing ?? {})) {
      const first = query === 'sort=newest' // the dashboard's first page (< 100 ms on SQLite)
      rows.push([
        engine,
        `GET /api/urls?limit=50&${query}, 100,000 links (median)`,
        `${f(t.median_ms, 1)} ms`,
        '',
        '',
        first ? '< 100 ms' : '',
        first ? verdict(t.median_ms < 100, engine === 'sqlite') : '',
      ])
    }
    rows.push([engine, 'GET /api/stats, 10,000 links (median)', `${f(r.stats.median_ms, 1)} ms`, '', '', '< 150 ms', verdict(r.stats.median_ms < 150, true)])
    rows.push(...creationRows(engine, r.creation))
    if (r.imported)
      rows.push([
        engine,
        `import ${n(r.imported.rows)} links from a CSV`,
        `${f(r.imported.seconds, 2)} s`,
        '',
        '',
        '< 10 s',
        verdict(r.imported.seconds < 10, binding),
      ])
    if (r.refusals) {
      rows.push([
        engine,
        `65 KB nest / form behind a lone quote / bulk 64,000 deep refused (slowest of ${r.refusals.requests})`,
        `${f(r.refusals.max_ms, 1)} ms`,
        '',
        '',
        '< 50 ms',
        verdict(r.refusals.max_ms < 50, binding),
      ])
      rows.push([
        engine,
        'a cached redirect sent alongside each (slowest)',
        `${f(r.refusals.redirect_max_ms, 1)} ms`,
        '',
        '',
        '< 50 ms',
        verdict(r.refusals.redirect_max_ms < 50, binding),
      ])
    }
    if (r.cold)
      rows.push([engine, 'cold start → first redirect (median)', `${f(r.cold.median_ms)} ms`, '', '', '< 1000 ms', verdict(r.cold.median_ms < 1000, true)])
    rows.push([engine, `seeding ${links} links (BENCH_LINKS)`, `${f(r.seedSeconds, 1)} s`, '', '', '', ''])
    if (r.missesWrapped) rows.push([engine, 'note: cache-miss codes ran out and wrapped; later miss runs partly hit', '', '', '', '', ''])
  }
  const a = report.analytics
  if (a) {
    rows.push([
      'sqlite',
      `analytics rows for ${a.clicks.toLocaleString('en')} clicks on ${a.links.toLocaleString('en')} links, one day`,
      `${a.rows} rows, ${f(a.mb, 1)} MB`,
      '',
      `${f(a.bytesPerRow)} B/row, ${a.distinct} values`,
      'a few MB',
      verdict(a.mb <= 5, false),
    ])
    rows.push(['', 'analytics write of those counts (one flush, worker thread)', `${f(a.writeMs)} ms`, '', '', '', ''])
    rows.push(['', 'analytics derivation per click (worker thread, off the event loop)', `${f(a.deriveUsPerClick, 1)} µs`, '', '', '', ''])
  }
  const seeded = [...new Set(Object.values(report.results).map((r) => n((r as EngineResult).seededLinks)))].join(' / ')
  printRows(
    [
      `${seeded} links seeded (BENCH_LINKS); medians of ${report.settings.runs} run(s) of ${report.settings.seconds} s; ratios are medians of per-round Snip/baseline ratios`,
    ],
    rows,
  )
}
