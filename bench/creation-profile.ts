// What one POST /api/urls costs the server, measured in process: the product composed as
// api/src/app/server.ts composes it, its fetch called in a loop without a socket, and the main thread's CPU
// time per request read from /proc (wall-clock throughput on this shared 2-core machine is too noisy to
// compare small changes). Beside it, a bare prepared INSERT … RETURNING answered with
// `new Response(JSON.stringify(row))`, measured the same way on the same database.
//   ./node_modules/.bin/bun bench/creation-profile.ts                      # SQLite and PostgreSQL
//   BENCH_ENGINES=sqlite PROFILE_REQUESTS=5000 ./node_modules/.bin/bun bench/creation-profile.ts
//   ./node_modules/.bin/bun --cpu-prof --cpu-prof-md --cpu-prof-dir=/tmp/prof bench/creation-profile.ts
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../api/src/config'
import { composeProduct } from '../api/src/app/compose'
import { createDispatch } from '../api/src/app/dispatch'
import { createBenchDatabase } from './pg-database'
import { bareInsert } from './creation-baseline'
import { inProcessEnv } from './in-process-env'
import { threadCpuNs } from './thread-cpu'

const env = process.env
const REQUESTS = Number(env.PROFILE_REQUESTS ?? 3000)
const ROUNDS = Number(env.PROFILE_ROUNDS ?? 5)
/** Requests in flight at once for the wall-clock figure (PostgreSQL's round trips overlap, as under wrk). */
const IN_FLIGHT = Number(env.PROFILE_IN_FLIGHT ?? 10)
const PG_URL = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const engines = (env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as ('sqlite' | 'postgres')[]
/** Which cases to run (a profile of one alone): anonymous, signed-in, bare. */
const only = env.PROFILE_CASES?.split(',')
const ORIGIN = 'http://127.0.0.1:3000'
const fakeServer = { requestIP: () => ({ address: '127.0.0.1', family: 'IPv4', port: 1 }) } as never

type Fetch = (request: Request) => Response | Promise<Response>
let serial = 0

/** A create as wrk's post.lua sends it: each request a new target. */
function createRequest(token?: string): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: '127.0.0.1:3000' }
  if (token) headers.authorization = `Bearer ${token}`
  return new Request(`${ORIGIN}/api/urls`, { method: 'POST', headers, body: `{"originalUrl":"https://example.net/new/${++serial}"}` })
}

async function once(fetch: Fetch, request: Request): Promise<void> {
  const res = await fetch(request)
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`)
  await res.arrayBuffer()
}

/** Main-thread CPU µs per request over `n` sequential requests, and wall µs per request with IN_FLIGHT at once. */
async function measure(fetch: Fetch, token: string | undefined, n: number): Promise<{ cpu: number; wall: number }> {
  const cpu0 = threadCpuNs()
  for (let i = 0; i < n; i++) await once(fetch, createRequest(token))
  const cpu = (threadCpuNs() - cpu0) / 1000 / n
  const wall0 = performance.now()
  let next = 0
  const worker = async () => {
    while (next++ < n) await once(fetch, createRequest(token))
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  return { cpu, wall: ((performance.now() - wall0) * 1000) / n }
}

async function signIn(fetch: Fetch): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))
    const json = (await res.json()) as Record<string, any>
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`)
    return json
  }
  const credentials = { email: `profile${Date.now().toString(36)}@example.com`, password: 'correct horse battery' }
  await post('/auth/v1/signup', { ...credentials, data: {} })
  return (await post('/auth/v1/token?grant_type=password', credentials)).access_token as string
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function profileEngine(engine: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'snip-creation-profile-'))
  const pg = engine === 'postgres' ? await createBenchDatabase(PG_URL) : undefined
  const config = loadConfig({
    ...inProcessEnv(dataDir),
    // limits lifted, as `npm run bench` starts Snip
    ANON_CREATE_LIMIT: '0',
    AUTH_RATE_LIMIT: '0',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  })
  const product = await composeProduct(config, { logWrite: () => {} })
  const dispatch = createDispatch(product)
  const fetch: Fetch = (request) => dispatch.fetch(request, fakeServer)
  const bare = bareInsert(product.db)
  try {
    const token = await signIn(fetch)
    const cases = (
      [
        ['anonymous create', fetch, undefined],
        ['signed-in create', fetch, token],
        ['bare insert', bare, undefined],
      ] as [string, Fetch, string | undefined][]
    ).filter(([name]) => !only || only.some((o) => name.startsWith(o)))
    for (const [, f, t] of cases) await measure(f, t, Math.min(500, REQUESTS)) // warm-up: JIT, statements, pool
    const results = new Map<string, { cpu: number[]; wall: number[] }>(cases.map(([name]) => [name, { cpu: [], wall: [] }]))
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, f, t] of cases) {
        const r = await measure(f, t, REQUESTS)
        results.get(name)!.cpu.push(r.cpu)
        results.get(name)!.wall.push(r.wall)
      }
    }
    const bareCpu = results.get('bare insert') ? median(results.get('bare insert')!.cpu) : Number.NaN
    console.log(`\n${engine}: ${REQUESTS} requests × ${ROUNDS} rounds, medians (wall: ${IN_FLIGHT} in flight)`)
    console.log('case               cpu µs/req  wall µs/req  ≈ req/s (wall)  cpu ratio (bare ÷ this)')
    for (const [name, r] of results) {
      const cpu = median(r.cpu)
      const wall = median(r.wall)
      console.log(
        `${name.padEnd(18)} ${cpu.toFixed(1).padStart(10)}  ${wall.toFixed(1).padStart(11)}  ${Math.round(1e6 / wall)
          .toString()
          .padStart(14)}  ${(bareCpu / cpu).toFixed(2).padStart(6)}`,
      )
    }
  } finally {
    await product.stop()
    await pg?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

for (const engine of engines) await profileEngine(engine)
