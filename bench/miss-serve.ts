// Where a cache miss's cost goes inside a real Bun.serve under wrk (decision 60): small servers that each
// add one more of the product's pieces to the miss baseline (bench/baseline-server.ts sqlite), loaded in turn
// (rotating order each round) with codes never asked before and a crawler's agent (nothing counted):
//   bare        the baseline: its own read-only connection, `select original_url … where short_code = ?`
//   connection  the same SELECT on a connection opened as the product opens it (db/open-sqlite.ts: WAL,
//               pragmas, migrations, the checkpointer worker)
//   statement   + the redirect's own lookup on that connection (findLinkForRedirect: its columns and
//               moderation's facts, the bun:sqlite reader)
//   headers     + the request's headers read as the redirect reads them (User-Agent, Sec-Purpose, Purpose)
//   cache       + the product's link cache (LINK_CACHE_SIZE 50,000): looked up, the link's cached form stored
//   logged      + the request's log line (http/logger.ts requestLine, http/log-writer.ts to stdout)
//   product     the product's own fetch (composeProduct + createDispatch, CLICK_ANALYTICS=false, LOG_LEVEL=info)
// Prints, per variant, the medians over rounds of the event loop's CPU per request (µs, user and system
// apart: /proc/<pid>/task/<pid>/stat) and the rate. BENCH_SECONDS (3), BENCH_RUNS (5), BENCH_CONNECTIONS (50),
// BENCH_LINKS (1,000,000), MISS_VARIANTS (all, comma-separated).
// Child usage: bun bench/miss-serve.ts serve <variant> <port> <data dir>
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Database as BunSqlite } from 'bun:sqlite'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SEEDED_LINKS } from './codes'
import { BUN, freePort, waitUntil } from './processes'
import { MissCursor } from './scenarios'
import { seedSqlite } from './seed'
import { median, runWrk } from './wrk'

const VARIANTS = ['bare', 'connection', 'statement', 'headers', 'cache', 'logged', 'product'] as const
type Variant = (typeof VARIANTS)[number]
const TICKS = Number(Bun.spawnSync(['getconf', 'CLK_TCK']).stdout.toString().trim()) || 100

async function serve(variant: Variant, port: number, dir: string) {
  const file = join(dir, 'snip.sqlite')
  if (variant === 'product') {
    const { loadConfig } = await import('../api/src/config')
    const { startServer } = await import('../api/src/app/server')
    const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info'
    await startServer(loadConfig({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: logLevel, CLICK_ANALYTICS: 'false' }))
    return
  }
  /** Each variant adds its piece to the ones before it. */
  const has = (piece: Variant) => VARIANTS.indexOf(variant) >= VARIANTS.indexOf(piece)
  const headers = new Headers({ 'referrer-policy': 'no-referrer', 'cache-control': 'private, no-store' })
  const redirect = (target: string | undefined) => {
    if (target === undefined) return new Response(null, { status: 404 })
    const response = new Response(null, { status: 302, headers })
    response.headers.set('location', target)
    return response
  }
  let lookup: (code: string) => string | undefined
  if (variant === 'bare') {
    const statement = new BunSqlite(file, { readonly: true }).prepare<{ original_url: string }, [string]>(
      'select original_url from links where short_code = ? and domain_id is null',
    )
    lookup = (code) => statement.get(code)?.original_url
  } else {
    const { openSqlite } = await import('../api/src/db/open-sqlite')
    const { findLinkForRedirect } = await import('../api/src/links/store/links.repository')
    const { cachedLinkOf } = await import('../api/src/redirect/redirect.handler')
    const { createLinkCache } = await import('../api/src/redirect/link-cache')
    const db = openSqlite(file)
    const statement = db.driver.client.prepare<{ original_url: string }, [string]>('select original_url from links where short_code = ? and domain_id is null')
    const cache = createLinkCache()
    lookup = !has('statement')
      ? (code) => statement.get(code)?.original_url
      : (code) => {
          if (has('cache')) {
            const cached = cache.get(code)
            if (cached) return cached.url
          }
          const generation = cache.generation
          const found = findLinkForRedirect(db, code)
          if (found instanceof Promise) throw new Error('SQLite answers at once')
          if (!found || !has('cache')) return found?.originalUrl
          const link = cachedLinkOf(found)
          cache.set(code, link, generation)
          return link.url
        }
  }
  const { createLogWriter } = await import('../api/src/http/log-writer')
  const { requestLine } = await import('../api/src/http/logger')
  const writer = createLogWriter()
  let sequence = 0
  Bun.serve({
    port,
    hostname: '127.0.0.1',
    fetch(request) {
      const started = performance.now()
      const url = request.url
      if (has('headers')) {
        const h = request.headers
        if (h.get('sec-purpose') !== null || h.get('purpose') !== null || h.get('user-agent') === null) return new Response(null, { status: 400 })
      }
      const response = redirect(lookup(url.slice(url.indexOf('/', 8) + 1)))
      if (has('logged'))
        writer.write(
          requestLine(`b-${(++sequence).toString(36)}`, request.method, '/:code', response.status, Math.round((performance.now() - started) * 100) / 100, true),
        )
      return response
    },
  })
}

/** utime and stime of the process's main thread (the event loop), in seconds. */
function eventLoopCpu(pid: number): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { user: Number(fields[11]) / TICKS, system: Number(fields[12]) / TICKS }
}

async function main() {
  const env = process.env
  const seconds = Number(env.BENCH_SECONDS ?? 3)
  const runs = Number(env.BENCH_RUNS ?? 5)
  const connections = Number(env.BENCH_CONNECTIONS ?? 50)
  const variants = (env.MISS_VARIANTS?.split(',') ?? VARIANTS) as Variant[]
  const seeded = mkdtempSync(join(tmpdir(), 'snip-miss-serve-'))
  const dirs: string[] = []
  const servers: { variant: Variant; url: string; proc: ReturnType<typeof Bun.spawn> }[] = []
  try {
    await seedSqlite(join(seeded, 'snip.sqlite'), SEEDED_LINKS)
    for (const variant of variants) {
      const dir = mkdtempSync(join(tmpdir(), `snip-miss-serve-${variant}-`))
      dirs.push(dir)
      copyFileSync(join(seeded, 'snip.sqlite'), join(dir, 'snip.sqlite'))
      const port = freePort()
      const proc = Bun.spawn([BUN, import.meta.path, 'serve', variant, String(port), dir], { stdout: 'ignore', stderr: 'inherit' })
      const url = `http://127.0.0.1:${port}`
      await waitUntil(async () => (await fetch(`${url}/b0000000`, { redirect: 'manual' })).status === 302, 30_000, variant)
      servers.push({ variant, url, proc })
    }
    const cursor = new MissCursor(0)
    const results = new Map<Variant, { user: number; system: number; rps: number }[]>(variants.map((v) => [v, []]))
    for (let r = 0; r < runs; r++) {
      const [first, count] = cursor.take()
      let most = 0
      const line: string[] = []
      for (let k = 0; k < servers.length; k++) {
        const { variant, url, proc } = servers[(k + r) % servers.length]!
        const before = eventLoopCpu(proc.pid)
        const w = await runWrk({ url, connections, seconds, threads: 2, script: 'bench/redirect.lua', args: [first, count, 'bot', 2, 0, SEEDED_LINKS] })
        const after = eventLoopCpu(proc.pid)
        const per = (s: number) => (s * 1e6) / w.requests
        results.get(variant)!.push({ user: per(after.user - before.user), system: per(after.system - before.system), rps: w.rps })
        most = Math.max(most, w.requests)
        line.push(`${variant} ${(per(after.user - before.user) + per(after.system - before.system)).toFixed(1)} µs`)
      }
      cursor.used(most, connections)
      console.log(`round ${r + 1}: ${line.join(' · ')}`)
    }
    console.log('\nvariant     event loop µs/req (user + system)   req/s')
    for (const [variant, rs] of results) {
      const user = median(rs.map((x) => x.user))
      const system = median(rs.map((x) => x.system))
      console.log(
        `${variant.padEnd(11)} ${median(rs.map((x) => x.user + x.system))
          .toFixed(1)
          .padStart(6)} (${user.toFixed(1)} + ${system.toFixed(1)})`.padEnd(48) + `${Math.round(median(rs.map((x) => x.rps)))}`,
      )
    }
  } finally {
    for (const s of servers) s.proc.kill()
    for (const d of [...dirs, seeded]) rmSync(d, { recursive: true, force: true })
  }
}

if (process.argv[2] === 'serve') await serve(process.argv[3] as Variant, Number(process.argv[4]), process.argv[5]!)
else await main()
