// npm run bench: builds the site if needed, seeds 1,000,000 links on SQLite and on PostgreSQL, loads Snip
// and a minimal Bun.serve baseline with wrk on loopback, and prints the table (also bench/results/latest.json).
// Quick mode: BENCH_SECONDS=2 BENCH_RUNS=1 npm run bench. See bench/README.md.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signUpAndSignIn } from '../api/test/auth-fixtures'
import { getWithHost, HUMAN_AGENT } from '../api/test/http-client'
import { codeOf, SEEDED_LINKS, targetOf } from './codes'
import { printLighthouse, runLighthouse } from './lighthouse'
import { METRICS_TOKEN, startBaseline, startCreationBaseline, startSnip, type Child } from './processes'
import { clickRows, printRows, printTable, type ClickCosts } from './report'
import {
  apiLatency,
  cacheCounters,
  clickCost,
  coldStart,
  compareRedirects,
  creationRates,
  exactnessLoad,
  importTime,
  MissCursor,
  refusalTimes,
  warmHotSet,
  type RedirectLoad,
  type Settings,
} from './scenarios'
import { analyticsStorage } from './analytics-storage'
import { BEHIND_A_PROXY, captureCost, DIRECT, type PairedCapture } from './capture-pair'
import { LISTING_LINKS, listingLatency } from './listing'
import { createBenchDatabase } from './pg-database'
import { seedDomainCopies, seedPostgres, seedSqlite, seedUserLinks, totalClicks } from './seed'
import { ensureWrk } from './wrk'

const env = process.env
const settings: Settings = {
  seconds: Number(env.BENCH_SECONDS ?? 5),
  runs: Number(env.BENCH_RUNS ?? 5),
  hot: Number(env.BENCH_HOT ?? 10_000),
  threads: Number(env.BENCH_THREADS ?? 2),
}
const USER_LINKS = 10_000
/** The custom domain BENCH_ONLY=ratios serves beside the instance's own, with copies of the hot set. */
const BENCH_DOMAIN = 'go.bench.example'
/**
 * A second custom domain whose copies of the hot set each have five redirect rules, one of each kind a
 * request carries (device, OS, country, language, query), none of which the bench's visitor meets (a
 * desktop Linux Chrome, English, from loopback, without a query): every follow evaluates all five and falls
 * through to the link's own target, the most a five-rule link costs. Measured against the same hot set on
 * BENCH_DOMAIN (no rules), on one Snip, so both pay the same host lookup.
 */
const RULES_DOMAIN = 'rules.bench.example'
const FIVE_RULES = {
  rules: [
    { conditions: [{ type: 'device', value: 'mobile' }], target: 'https://m.example.com/' },
    { conditions: [{ type: 'os', value: 'ios' }], target: 'https://apps.apple.com/app/id1' },
    { conditions: [{ type: 'country', value: 'DE' }], target: 'https://example.de/' },
    { conditions: [{ type: 'language', value: 'de' }], target: 'https://example.com/de/' },
    { conditions: [{ type: 'query', key: 'src', value: 'qr' }], target: 'https://example.com/qr' },
  ],
  split: [],
}
/** A browser's Accept-Language, sent to both sides of the rules ratio (rules read it; a plain link does not). */
const RULES_LANGUAGE = 'en-US,en;q=0.9'
/** The codes redirect.lua asks as the hot set: index n is code (n · 7919) mod links. */
const hotCodes = (hot: number) => Array.from({ length: hot }, (_, n) => codeOf((n * 7919) % SEEDED_LINKS))
const COLD_RUNS = Number(env.BENCH_COLD_RUNS ?? 5)
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const engines = (env.BENCH_ENGINES ?? 'sqlite,postgres').split(',')
const children: Child[] = []
const log = (msg: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`)

function buildSiteIfMissing() {
  if (existsSync('dist/index.html')) return
  log('dist/ missing: building the site (npm run build) …')
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (r.status !== 0) throw new Error('site build failed')
}

/** Serves a snapshot of dist/, so a rebuild during the run cannot break the servers under test. */
function snapshotSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'snip-bench-site-'))
  cpSync('dist', dir, { recursive: true })
  process.env.SITE_DIR = dir // inherited by every Snip child
  return dir
}

/** A fresh database for `engine` with the seeded links; `drop` removes it. */
async function seededEngine(engine: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), `snip-bench-${engine}-`))
  const sqliteFile = join(dataDir, 'snip.sqlite')
  let databaseUrl: string | undefined
  let dropDb = async () => {}
  if (engine === 'postgres') {
    const created = await createBenchDatabase(PG_URL)
    databaseUrl = created.url
    dropDb = created.drop
  }
  const target = databaseUrl ? { postgresUrl: databaseUrl } : { sqliteFile }
  const drop = async () => {
    await dropDb().catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const t0 = performance.now()
    if (databaseUrl) await seedPostgres(databaseUrl, SEEDED_LINKS)
    else await seedSqlite(sqliteFile, SEEDED_LINKS)
    const seedSeconds = (performance.now() - t0) / 1000
    log(`${engine}: seeded ${SEEDED_LINKS} links in ${seedSeconds.toFixed(1)} s`)
    return { dataDir, sqliteFile, databaseUrl, target, seedSeconds, drop }
  } catch (error) {
    await drop()
    throw error
  }
}

/** Whether the product runs with analytics' capture on (CLICK_ANALYTICS, passed to Snip; on by default). */
const analyticsOn = !['0', 'false', 'no'].includes((env.CLICK_ANALYTICS ?? '').trim().toLowerCase())

/**
 * Step 4 on a Snip of its own started with CLICK_ANALYTICS=false, so a person's request differs from a
 * crawler's only by the count: at the full hot set and at 1,000 links.
 */
async function countingAlone(dataDir: string, databaseUrl: string | undefined) {
  const snip = await startSnip({ dataDir, databaseUrl, env: { CLICK_ANALYTICS: 'false' } })
  children.push(snip)
  try {
    await warmHotSet(settings, snip.url)
    const alone = await clickCost(settings, snip)
    const aloneSmallHotSet = await clickCost(settings, snip, Math.min(1000, settings.hot))
    return { alone, aloneSmallHotSet }
  } finally {
    await snip.stop()
    children.splice(children.indexOf(snip), 1)
  }
}

/** BENCH_ONLY=clicks: step 4 alone — counting alone, then counting with analytics on; main prints the table's rows. */
async function clickCostOnly(engine: 'sqlite' | 'postgres'): Promise<ClickCosts> {
  const { dataDir, databaseUrl, drop } = await seededEngine(engine)
  try {
    log(`${engine}: click cost, CLICK_ANALYTICS=false (counting alone)`)
    const alone = await countingAlone(dataDir, databaseUrl)
    log(`${engine}: click cost, CLICK_ANALYTICS=true (counting + analytics capture)`)
    const snip = await startSnip({ dataDir, databaseUrl, env: { CLICK_ANALYTICS: 'true' } })
    children.push(snip)
    await warmHotSet(settings, snip.url)
    const withAnalytics = await clickCost(settings, snip)
    await snip.stop()
    children.splice(children.indexOf(snip), 1)
    return { ...alone, withAnalytics }
  } finally {
    await drop()
  }
}

/**
 * BENCH_ONLY=ratios: the redirect and creation ratios alone (hot set and cache miss, each against its
 * baseline; signed-in and anonymous creation against a bare INSERT) — a few minutes, so that two checkouts can
 * be compared one after the other on the same machine.
 */
async function ratiosOnly(engine: 'sqlite' | 'postgres', baselines: { map: string }) {
  const { dataDir, sqliteFile, databaseUrl, target, drop } = await seededEngine(engine)
  try {
    // A custom domain served beside the instance's own (docs/decisions/0083): the default domain's requests
    // then have their host read, and the hot set is asked on the domain too.
    await seedDomainCopies(target, BENCH_DOMAIN, hotCodes(settings.hot))
    await seedDomainCopies(target, RULES_DOMAIN, hotCodes(settings.hot), FIVE_RULES)
    const snip = await startSnip({ dataDir, databaseUrl })
    children.push(snip)
    const bare = engine === 'sqlite' ? await startBaseline(SEEDED_LINKS, 'sqlite', sqliteFile) : undefined
    if (bare) children.push(bare)
    const creator = await signUpAndSignIn(snip.url)
    await warmHotSet(settings, snip.url)
    await warmHotSet(settings, baselines.map)
    const cursor = new MissCursor(settings.hot)
    log(`${engine}: redirects, hot set vs map`)
    const hot = await compareRedirects(settings, snip.url, baselines.map, 50, 'hot', cursor)
    log(`${engine}: redirects, cache miss vs ${bare ? 'a bare SELECT' : 'map'}`)
    const miss = await compareRedirects(settings, snip.url, bare?.url ?? baselines.map, 50, 'miss', cursor)
    if (bare) await bare.stop(), children.splice(children.indexOf(bare), 1)
    log(`${engine}: link creation vs a bare INSERT`)
    const bareInsert = await startCreationBaseline({ dataDir, databaseUrl })
    children.push(bareInsert)
    const creation = await creationRates(settings, snip.url, bareInsert.url, creator.accessToken)
    await bareInsert.stop()
    children.splice(children.indexOf(bareInsert), 1)
    await snip.stop() // SIGTERM: its clicks are flushed before the next phase starts
    children.splice(children.indexOf(snip), 1)
    // Last, and on a Snip of its own, so that the phases before it are those of earlier checkouts' runs and
    // no phase's clicks or inserts are written while another is measured (measured right before creation, the
    // domain's clicks lowered PostgreSQL's creation ratios; measured after it in the same process, the
    // creation phase's thousands of links lowered the domain's).
    const domainSnip = await startSnip({ dataDir, databaseUrl })
    children.push(domainSnip)
    log(`${engine}: redirects on a custom domain, hot set vs map`)
    await warmHotSet(settings, domainSnip.url, { BENCH_HOST: BENCH_DOMAIN })
    await warmHotSet(settings, baselines.map)
    const hotOnDomain = await compareRedirects(settings, domainSnip.url, baselines.map, 50, 'hot', cursor, { BENCH_HOST: BENCH_DOMAIN })
    // A 404 is no redirect: the domain's copies must have been answered, or the ratio measures nothing.
    if (hotOnDomain.snip.errors > 0 || hot.snip.errors > 0)
      throw new Error(`redirects answered with errors: ${hot.snip.errors} on the default domain, ${hotOnDomain.snip.errors} on ${BENCH_DOMAIN}`)
    const fiveRules = await fiveRulesVsPlain(engine, domainSnip.url, cursor)
    await domainSnip.stop()
    children.splice(children.indexOf(domainSnip), 1)
    return {
      hot: hot.throughputRatio,
      hotOnDomain: hotOnDomain.throughputRatio,
      fiveRulesVsPlain: fiveRules.throughputRatio,
      miss: miss.throughputRatio,
      signedIn: creation.signedInRatio,
      anonymous: creation.anonymousRatio,
    }
  } finally {
    await drop()
  }
}

/**
 * The hot set of five-rule links (RULES_DOMAIN) against the same hot set without rules (BENCH_DOMAIN), on one
 * Snip, alternating. First checks that the rules are really there: a phone is sent by rule 1, the bench's
 * visitor to the link's own target — else the ratio would compare two plain links.
 */
async function fiveRulesVsPlain(engine: string, snipUrl: string, cursor: MissCursor) {
  const code = codeOf(0) // the first of the hot set
  const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
  const ruled = await getWithHost(snipUrl, `/${code}`, RULES_DOMAIN, { 'user-agent': phone })
  const plain = await getWithHost(snipUrl, `/${code}`, RULES_DOMAIN, { 'user-agent': HUMAN_AGENT, 'accept-language': RULES_LANGUAGE })
  if (!ruled.location?.startsWith(FIVE_RULES.rules[0]!.target) || !plain.location?.startsWith(targetOf(0)))
    throw new Error(`the five-rule links do not answer as seeded: a phone went to ${ruled.location}, the bench's visitor to ${plain.location}`)
  log(`${engine}: redirects, hot set with 5 rules (none matching) vs without rules, both on custom domains`)
  const env = { BENCH_HOST: RULES_DOMAIN, BENCH_LANGUAGE: RULES_LANGUAGE }
  const plainEnv = { BENCH_HOST: BENCH_DOMAIN, BENCH_LANGUAGE: RULES_LANGUAGE }
  await warmHotSet(settings, snipUrl, env)
  await warmHotSet(settings, snipUrl, plainEnv)
  const result = await compareRedirects(settings, snipUrl, snipUrl, 50, 'hot', cursor, env, plainEnv)
  if (result.snip.errors > 0 || result.baseline.errors > 0)
    throw new Error(`redirects answered with errors: ${result.snip.errors} with rules, ${result.baseline.errors} without`)
  log(`${engine}: 5-rule link / plain link = ${result.throughputRatio.toFixed(3)} (target ≥ 0.8)`)
  return result
}

async function benchEngine(engine: 'sqlite' | 'postgres', baselines: { map: string; strict: string }) {
  const { dataDir, sqliteFile, databaseUrl, target, seedSeconds, drop } = await seededEngine(engine)
  try {
    const snip = await startSnip({ dataDir, databaseUrl })
    children.push(snip)
    // A cache miss is measured against one prepared bun:sqlite SELECT per request on the same file (issue
    // 18); PostgreSQL's misses against the Map baseline, for information.
    const bare = engine === 'sqlite' ? await startBaseline(SEEDED_LINKS, 'sqlite', sqliteFile) : undefined
    if (bare) children.push(bare)
    const lookupUrl = bare?.url ?? baselines.map
    const lister = await signUpAndSignIn(snip.url)
    const creator = await signUpAndSignIn(snip.url)
    await seedUserLinks(target, lister.userId, USER_LINKS)

    await warmHotSet(settings, snip.url)
    await warmHotSet(settings, baselines.map)
    await warmHotSet(settings, baselines.strict)
    const cursor = new MissCursor(settings.hot)
    const redirects: Record<string, Awaited<ReturnType<typeof compareRedirects>> & { cacheHitRatio?: number }> = {}
    // key: load-baseline_c<connections>
    const plan: [RedirectLoad, 'map' | 'strict' | 'lookup', number][] = [
      ['hot', 'map', 50],
      ['hot', 'map', 10],
      ['hot', 'strict', 50],
      ['miss', 'lookup', 50],
      ['miss', 'lookup', 10],
      ['zipf', 'lookup', 50],
    ]
    for (const [kind, against, c] of plan) {
      log(`${engine}: redirects, ${kind} vs ${against}, ${c} connections`)
      const before = await cacheCounters(snip.url, METRICS_TOKEN)
      const url = against === 'lookup' ? lookupUrl : baselines[against]
      const result = await compareRedirects(settings, snip.url, url, c, kind, cursor)
      const after = await cacheCounters(snip.url, METRICS_TOKEN)
      const hits = after.hits - before.hits
      redirects[`${kind}-${against}_c${c}`] = { ...result, cacheHitRatio: hits / (hits + after.misses - before.misses) }
      log(`${engine}: server RSS ${snip.rssMb()} MB, peak ${snip.peakRssMb()} MB`)
    }
    const baselinePeakRssMb = bare?.peakRssMb() // the bare SELECT server under the same loads, beside Snip's peak
    if (bare) await bare.stop(), children.splice(children.indexOf(bare), 1)
    // Counting with analytics' capture here, on the product as configured; counting alone after step 8, on a
    // Snip of its own with CLICK_ANALYTICS=false.
    if (analyticsOn) log(`${engine}: click cost with analytics (human vs bot user agent)`)
    const withAnalytics = analyticsOn ? await clickCost(settings, snip) : undefined
    const peakRssMb = snip.peakRssMb()
    log(`${engine}: server RSS ${snip.rssMb()} MB, peak ${peakRssMb} MB`)

    log(`${engine}: list and stats for a user with ${USER_LINKS} links`)
    const list = await apiLatency(`${snip.url}/api/urls`, lister.accessToken)
    const stats = await apiLatency(`${snip.url}/api/stats`, lister.accessToken)
    if (list.body.length !== USER_LINKS || stats.body.totalUrls !== USER_LINKS)
      throw new Error(`the user has ${list.body.length} links, expected ${USER_LINKS}`)

    log(`${engine}: first pages of GET /api/urls?limit=50 for a user with ${LISTING_LINKS} links`)
    const listing = await listingLatency(snip.url, target)

    log(`${engine}: link creation, signed in and anonymous vs a bare prepared INSERT`)
    const bareInsert = await startCreationBaseline({ dataDir, databaseUrl })
    children.push(bareInsert)
    const creation = await creationRates(settings, snip.url, bareInsert.url, creator.accessToken)
    await bareInsert.stop()
    children.splice(children.indexOf(bareInsert), 1)

    log(`${engine}: importing 10,000 links from a CSV`)
    const imported = await importTime(snip.url, (await signUpAndSignIn(snip.url)).accessToken)

    log(`${engine}: nested bodies and forms refused, a redirect alongside`)
    const refusals = await refusalTimes(snip.url, codeOf(0))

    log(`${engine}: clicks exactness`)
    await Bun.sleep(2500) // earlier loads flushed (every second)
    const before = await totalClicks(target)
    const exact = await exactnessLoad(settings, snip.url)
    await snip.stop() // SIGTERM: flushes what is left
    children.splice(children.indexOf(snip), 1)
    const counted = (await totalClicks(target)) - before
    const exactness = { ...exact, countedInDb: counted, exact: counted === exact.humanSent && exact.errors === 0 && exact.otherStatuses === 0 }

    log(`${engine}: click cost, CLICK_ANALYTICS=false (counting alone)`)
    const clicks: ClickCosts = { ...(await countingAlone(dataDir, databaseUrl)), withAnalytics }

    let cold: Awaited<ReturnType<typeof coldStart>> | undefined
    if (engine === 'sqlite') {
      log('cold start')
      cold = await coldStart(COLD_RUNS, { dataDir })
    }
    let capture: PairedCapture[] | undefined
    if (engine === 'sqlite' && analyticsOn) {
      // What analytics' capture moves the redirect ratio by, on copies of this database
      capture = []
      for (const setting of [DIRECT, BEHIND_A_PROXY]) {
        log(`${engine}: analytics capture on vs off, ${setting.name}, loaded together`)
        capture.push(await captureCost(sqliteFile, setting, { ...settings, runs: Math.max(settings.runs, 5) }, 50, log))
      }
    }
    return {
      seededLinks: SEEDED_LINKS,
      seedSeconds,
      redirects,
      clicks,
      peakRssMb,
      baselinePeakRssMb,
      list: { median_ms: list.median_ms, max_ms: list.max_ms },
      stats: { median_ms: stats.median_ms, max_ms: stats.max_ms },
      listing,
      creation,
      imported,
      refusals,
      exactness,
      cold,
      capture,
      missesWrapped: cursor.wrapped,
    }
  } finally {
    await drop()
  }
}

async function main() {
  if (env.BENCH_ONLY === 'clicks') {
    ensureWrk()
    const results: Record<string, unknown> = {}
    const rows: string[][] = []
    for (const engine of engines as ('sqlite' | 'postgres')[]) {
      const r = await clickCostOnly(engine)
      results[engine] = r
      rows.push(...clickRows(engine, r))
    }
    printRows([`${SEEDED_LINKS.toLocaleString('en-US')} links seeded (BENCH_LINKS); medians of ${settings.runs} run(s) of ${settings.seconds} s`], rows)
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/clicks.json', JSON.stringify({ date: new Date().toISOString(), settings, results }, null, 2))
    return
  }
  buildSiteIfMissing()
  const site = snapshotSite()
  ensureWrk()
  if (env.BENCH_ONLY === 'ratios') {
    const baseline = await startBaseline(SEEDED_LINKS, 'map')
    children.push(baseline)
    const results: Record<string, unknown> = {}
    for (const engine of engines as ('sqlite' | 'postgres')[]) results[engine] = await ratiosOnly(engine, { map: baseline.url })
    await baseline.stop()
    const report = { date: new Date().toISOString(), commit: spawnSync('git', ['rev-parse', '--short', 'HEAD']).stdout?.toString().trim(), settings, results }
    console.log(JSON.stringify(report, null, 2))
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/ratios.json', JSON.stringify(report, null, 2))
    rmSync(site, { recursive: true, force: true })
    return
  }
  const cpu = spawnSync('nproc').stdout?.toString().trim()
  log(`settings: ${JSON.stringify(settings)}, engines ${engines.join(', ')}, ${cpu} cores`)
  const baseline = await startBaseline(SEEDED_LINKS, 'map')
  const strict = await startBaseline(SEEDED_LINKS, 'strict')
  children.push(baseline, strict)
  const results: Record<string, unknown> = {}
  const baselines = { map: baseline.url, strict: strict.url }
  if (engines.includes('sqlite')) results.sqlite = await benchEngine('sqlite', baselines)
  if (engines.includes('postgres')) results.postgres = await benchEngine('postgres', baselines)
  await baseline.stop()
  await strict.stop()
  log('analytics: storage of 10,000,000 clicks on 10,000 links, derivation cost')
  const analytics = await analyticsStorage()
  const report = { date: new Date().toISOString(), settings, cores: cpu, bun: Bun.version, results, analytics }
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/latest.json', JSON.stringify(report, null, 2))
  printTable(report as never)
  log('written to bench/results/latest.json')
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const scores = await runLighthouse()
    if (!printLighthouse(scores)) process.exitCode = 1
    writeFileSync('bench/results/lighthouse.json', JSON.stringify({ date: new Date().toISOString(), scores }, null, 2))
  }
  // Only now: SITE_DIR still names the snapshot, and Lighthouse's server serves it.
  rmSync(site, { recursive: true, force: true })
}

const cleanup = async () => {
  for (const c of children) await c.stop().catch(() => {})
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)))
main()
  .catch(async (error) => {
    console.error(error)
    await cleanup()
    process.exit(1)
  })
  .then(() => process.exit(0))
