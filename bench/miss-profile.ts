// What one cache miss of GET /{code} costs the server, measured in process (decision 60):
// the product composed as api/src/app/server.ts composes it (SQLite, LOG_LEVEL=info with the lines dropped),
// its fetch called in a loop with codes never asked before (each a database lookup, visited in the scattered
// order of the wrk bench: (n · 7919) mod links), and the main thread's CPU time per request read from /proc
// (thread-cpu.ts). Beside it, the miss baseline of bench/baseline-server.ts: one prepared bun:sqlite SELECT
// and a 302 built from a shared Headers object, on the same database. Requests are built before the clock
// starts (a server gets them from the runtime). `MISS_ROOTS` compares checkouts in one run: each root's
// product is composed from its own api/src on its own copy of the seeded file, and the cases alternate
// round by round (e.g. `MISS_ROOTS=/work/old-checkout,.` for before and after).
//   ./node_modules/.bin/bun bench/miss-profile.ts
//   MISS_ROOTS=../old,. PROFILE_ROUNDS=7 ./node_modules/.bin/bun bench/miss-profile.ts
// BENCH_LINKS (1,000,000), PROFILE_REQUESTS (5,000 a case and round), PROFILE_ROUNDS (5), PROFILE_WARM_UP
// (52,000 misses a case first: the link cache full, so each measured miss evicts one),
// PROFILE_AGENT (human: every miss a click, as the wrk bench; bot: counted nothing), CLICK_ANALYTICS (true).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { Database as BunSqlite } from 'bun:sqlite'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { codeOf, SEEDED_LINKS } from './codes'
import { inProcessEnv } from './in-process-env'
import { threadCpuNs } from './thread-cpu'

const env = process.env
const REQUESTS = Number(env.PROFILE_REQUESTS ?? 5000)
const ROUNDS = Number(env.PROFILE_ROUNDS ?? 5)
const roots = (env.MISS_ROOTS ?? '.').split(',').map((r) => resolve(r))
/** Misses before measuring: the default LINK_CACHE_SIZE (50,000) and a few more. */
const WARM_UP = Number(env.PROFILE_WARM_UP ?? 52_000)
const AGENT =
  env.PROFILE_AGENT === 'bot'
    ? 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    : 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const ORIGIN = 'http://127.0.0.1:3000'
const STEP = 7919
const fakeServer = { requestIP: () => ({ address: '127.0.0.1', family: 'IPv4', port: 1 }) } as never

type Fetch = (request: Request) => Response | Promise<Response>
interface Case {
  name: string
  fetch: Fetch
  cpu: number[]
  /** Share of answers that were a Response rather than a Promise. */
  sync: number[]
  stop(): Promise<void>
}

let next = 0
/** `n` requests for codes not asked before (by any case), in the wrk bench's scattered order. */
function freshRequests(n: number): Request[] {
  if (next + n > SEEDED_LINKS) throw new Error('out of fresh codes: raise BENCH_LINKS or lower PROFILE_REQUESTS × PROFILE_ROUNDS')
  return Array.from(
    { length: n },
    () => new Request(`${ORIGIN}/${codeOf((next++ * STEP) % SEEDED_LINKS)}`, { headers: { 'user-agent': AGENT, host: '127.0.0.1:3000' } }),
  )
}

/** Main-thread CPU µs per request over `requests`, answered one after another; and how many answered at once. */
async function measure(fetch: Fetch, requests: Request[]): Promise<{ cpu: number; sync: number }> {
  let sync = 0
  const cpu0 = threadCpuNs()
  for (const request of requests) {
    const answer = fetch(request)
    const response = answer instanceof Response ? (sync++, answer) : await answer
    if (response.status !== 302) throw new Error(`${request.url} answered ${response.status}`)
  }
  return { cpu: (threadCpuNs() - cpu0) / 1000 / requests.length, sync: sync / requests.length }
}

async function snipCase(root: string, seeded: string): Promise<Case> {
  const dataDir = mkdtempSync(join(tmpdir(), 'snip-miss-profile-'))
  copyFileSync(seeded, join(dataDir, 'snip.sqlite'))
  const { loadConfig } = await import(join(root, 'api/src/config.ts'))
  const { composeProduct } = await import(join(root, 'api/src/app/compose.ts'))
  const { createDispatch } = await import(join(root, 'api/src/app/dispatch.ts'))
  const config = loadConfig({
    ...inProcessEnv(dataDir),
    CLICK_ANALYTICS: env.CLICK_ANALYTICS ?? 'true',
  })
  const product = await composeProduct(config, { logWrite: () => {} })
  const dispatch = createDispatch(product)
  return {
    name: `snip ${root}`,
    fetch: (request) => dispatch.fetch(request, fakeServer),
    cpu: [],
    sync: [],
    async stop() {
      await product.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** bench/baseline-server.ts's sqlite kind, as a fetch function. */
function bareCase(seeded: string): Case {
  const db = new BunSqlite(seeded, { readonly: true })
  const statement = db.prepare<{ original_url: string }, [string]>('select original_url from links where short_code = ? and domain_id is null')
  const headers = new Headers({ 'referrer-policy': 'no-referrer', 'cache-control': 'private, no-store' })
  const notFound = new Response('Not found', { status: 404 })
  return {
    name: 'bare SELECT',
    fetch(request) {
      const url = request.url
      const target = statement.get(url.slice(url.indexOf('/', 8) + 1))?.original_url
      if (target === undefined) return notFound.clone()
      const response = new Response(null, { status: 302, headers })
      response.headers.set('location', target)
      return response
    },
    cpu: [],
    sync: [],
    async stop() {
      db.close()
    },
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const seededDir = mkdtempSync(join(tmpdir(), 'snip-miss-seed-'))
const seeded = join(seededDir, 'snip.sqlite')
const cases: Case[] = []
try {
  // Seeded in a child process: this one loads no product module before the products are composed, so no
  // checkout's modules are warmed (or shape the shared libraries' inline caches) ahead of the others.
  const seeding = Bun.spawnSync([
    process.execPath,
    '-e',
    `await (await import(${JSON.stringify(join(import.meta.dir, 'seed.ts'))})).seedSqlite(${JSON.stringify(seeded)}, ${SEEDED_LINKS})`,
  ])
  if (seeding.exitCode !== 0) throw new Error(`seeding failed: ${seeding.stderr.toString()}`)
  for (const root of roots) cases.push(await snipCase(root, seeded))
  cases.push(bareCase(seeded))
  // Warm-up: the JIT, the statements, and the link cache filled to LINK_CACHE_SIZE, so that every measured
  // miss also evicts an entry (as under a long miss load).
  for (const c of cases) for (let n = 0; n < WARM_UP; n += 5000) await measure(c.fetch, freshRequests(Math.min(5000, WARM_UP - n)))
  for (let round = 0; round < ROUNDS; round++) {
    const line: string[] = []
    for (let k = 0; k < cases.length; k++) {
      const c = cases[(k + round) % cases.length]! // each round starts with the next case
      const r = await measure(c.fetch, freshRequests(REQUESTS))
      c.cpu.push(r.cpu)
      c.sync.push(r.sync)
      line.push(`${c.name.split('/').pop()} ${r.cpu.toFixed(1)}`)
    }
    console.log(`round ${round + 1}: ${line.join(' · ')} µs`)
  }
  const bare = cases.at(-1)!
  console.log(`\n${REQUESTS} misses × ${ROUNDS} rounds, ${SEEDED_LINKS} links, main-thread CPU µs per request`)
  console.log('case                                   median   min–max        answered at once  bare ÷ case (median of rounds)')
  for (const c of cases) {
    const ratios = c.cpu.map((cpu, i) => bare.cpu[i]! / cpu)
    console.log(
      `${c.name.slice(-38).padEnd(38)} ${median(c.cpu).toFixed(1).padStart(6)}   ${Math.min(...c.cpu).toFixed(1)}–${Math.max(...c.cpu).toFixed(1)}`.padEnd(64) +
        `${(median(c.sync) * 100).toFixed(0).padStart(6)} %           ${median(ratios).toFixed(2)}`,
    )
  }
} finally {
  for (const c of cases) await c.stop().catch(() => {})
  rmSync(seededDir, { recursive: true, force: true })
}
