// What counting clicks costs the server, in process and thread by thread (docs/decisions/0062): the
// product's click counting (startClickCounting, as compose.ts starts it) on a seeded database, fed
// CLICK_RATE clicks a second spread over FLUSH_LINKS links (the bench's hot set) in 10 ms ticks, against
// rounds in which the same loop calls a counter that counts nothing ("idle"), so the loop's own cost cancels. Each round's CPU time, by thread: the event loop
// (counting, the hand-over, the replies), the side's own threads (SQLite: the WAL checkpointer and the flush
// worker, each with the runtime threads it started), the shared runtime helpers (JIT, GC, allocator), and
// on PostgreSQL the server processes of the side's database. The fold is left out (one per CLICK_FOLD_SECONDS;
// flush-cost.ts measures it): the rounds' flushes all add to staged rows, as 59 of 60 do in the product.
// COUNTING_BEFORE=<an older checkout with its node_modules>: that checkout's counting runs too, in this
// process on a database of its own, the sides rotating from round to round: before and after on the same
// machine in the same minutes.
//   ./node_modules/.bin/bun bench/counting-cost.ts
//   BENCH_ENGINES=sqlite COUNTING_BEFORE=/tmp/snip-main ./node_modules/.bin/bun bench/counting-cost.ts
// ROUND_SECONDS (4), BENCH_RUNS (5), CLICK_RATE (30,000), FLUSH_LINKS (10,000), BENCH_LINKS (1,000,000).
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import postgres from 'postgres'
import { SEEDED_LINKS } from './codes'
import { createBenchDatabase, IN_PROCESS_PG_URL as PG_URL } from './pg-database'
import { seedPostgres, seedSqlite } from './seed'
import { median } from './wrk'

const env = process.env
const SECONDS = Number(env.ROUND_SECONDS ?? 4)
const RUNS = Number(env.BENCH_RUNS ?? 5)
const RATE = Number(env.CLICK_RATE ?? 30_000)
const HOT = Number(env.FLUSH_LINKS ?? 10_000)
const engines = (env.BENCH_ENGINES ?? 'sqlite,postgres').split(',')
const checkouts: Record<string, string> = { after: resolve(import.meta.dir, '..') }
if (env.COUNTING_BEFORE) checkouts.before = resolve(env.COUNTING_BEFORE)

/** CPU ns of a thread or process from its schedstat (exact over rounds of seconds), or 0 once it ended. */
const cpuNs = (path: string) => {
  try {
    return Number(readFileSync(`${path}/schedstat`, 'utf8').split(' ')[0])
  } catch {
    return 0
  }
}
const tids = () => readdirSync('/proc/self/task').map(Number)
const threadCpu = () => new Map(tids().map((tid) => [tid, cpuNs(`/proc/self/task/${tid}`)]))

interface Side {
  name: string
  counter?: { add(id: number): void }
  /** Threads this side started: SQLite's checkpointer and flush worker, with the runtime threads each made. */
  threads: Map<number, string>
  /** Server processes serving this side's database (PostgreSQL). */
  backends(): Promise<number[]>
  stop(): Promise<void>
}

/** Opens `engine` on `target` with the counting of the checkout at `dir`, noting the threads each step starts. */
async function startSide(name: string, dir: string, engine: string, target: string): Promise<Side> {
  const threads = new Map<number, string>()
  const noteNew = (before: Set<number>, what: string) => tids().forEach((t) => before.has(t) || threads.has(t) || threads.set(t, what))
  let known = new Set(tids())
  const { startClickCounting } = await import(join(dir, 'api/src/clicks/click-counting.ts'))
  const db =
    engine === 'sqlite'
      ? (await import(join(dir, 'api/src/db/open-sqlite.ts'))).openSqlite(target)
      : await (await import(join(dir, 'api/src/db/open-postgres.ts'))).openPostgres(target)
  await Bun.sleep(200)
  noteNew(known, 'checkpointer')
  known = new Set(tids())
  // Checkouts whose counting takes the links store's ports (links/store/clicked-links.ts) get them as compose.ts hands them.
  const ports = join(dir, 'api/src/links/store/clicked-links.ts')
  const links = existsSync(ports) ? [(await import(ports)).clickedLinks] : []
  const counting = startClickCounting(db, ...links, (e: unknown) => console.error(`${name}: flush failed`, e), { foldEveryMs: 3_600_000 })
  counting.counter.add(1) // the worker starts with the first batch's round trip
  await counting.counter.flush()
  await Bun.sleep(200)
  noteNew(known, 'flush worker')
  const admin = engine === 'postgres' ? postgres(target, { max: 1, onnotice: () => {} }) : undefined
  return {
    name,
    counter: counting.counter,
    threads,
    backends: async () =>
      admin ? (await admin`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`).map((r) => Number(r.pid)) : [],
    async stop() {
      await counting.stop()
      await db.close()
      await admin?.end()
    },
  }
}

const idleCounter = { add(_id: number) {} }

/** One round of `side` (idle: nothing counted): CPU ms per second by thread group, and clicks a second. */
async function round(side: Side | undefined, all: Side[], ids: number[]) {
  const t0 = threadCpu()
  const b0 = new Map<string, number>()
  for (const s of all) for (const pid of await s.backends()) b0.set(`${s.name}:${pid}`, cpuNs(`/proc/${pid}`))
  const started = performance.now()
  const counter = side?.counter ?? idleCounter // the idle round runs the same loop and calls, counting nothing
  let clicks = 0
  for (let k = 0; performance.now() - started < SECONDS * 1000; ) {
    for (let j = 0; j < RATE / 100; j++, clicks++) counter.add(ids[k++ % ids.length]!)
    await Bun.sleep(10)
  }
  const seconds = (performance.now() - started) / 1000
  await Bun.sleep(1200) // the last second's flush belongs to the round
  const out: Record<string, number> = {}
  const add = (group: string, ns: number) => (out[group] = (out[group] ?? 0) + ns / 1e6 / seconds)
  for (const [tid, ns] of threadCpu()) {
    const owner = all.find((s) => s.threads.has(tid))
    const group = tid === process.pid ? 'event loop' : owner ? (owner === side ? owner.threads.get(tid)! : 'other side') : 'runtime helpers'
    add(group, ns - (t0.get(tid) ?? 0))
  }
  if (side) for (const pid of await side.backends()) add('PostgreSQL server', cpuNs(`/proc/${pid}`) - (b0.get(`${side.name}:${pid}`) ?? cpuNs(`/proc/${pid}`)))
  return { groups: out, clicksPerSecond: clicks / seconds }
}

async function engineCost(engine: string) {
  const ids = Array.from({ length: HOT }, (_, n) => 1 + ((n * 7919) % SEEDED_LINKS)) // the bench's hot set
  const dir = mkdtempSync(join(tmpdir(), 'snip-counting-'))
  const drops: (() => Promise<void>)[] = []
  const sides: Side[] = []
  try {
    const targets: Record<string, string> = {}
    for (const name of Object.keys(checkouts)) {
      if (engine === 'sqlite') {
        const file = join(dir, `${name}.sqlite`)
        if (Object.keys(targets).length === 0) await seedSqlite(file, SEEDED_LINKS)
        else copyFileSync(Object.values(targets)[0]!, file)
        targets[name] = file
      } else {
        const created = await createBenchDatabase(PG_URL)
        drops.push(created.drop)
        await seedPostgres(created.url, SEEDED_LINKS)
        targets[name] = created.url
      }
    }
    for (const [name, checkout] of Object.entries(checkouts)) sides.push(await startSide(name, checkout, engine, targets[name]!))
    const order: (Side | undefined)[] = [undefined, ...sides]
    const rounds: Record<string, Awaited<ReturnType<typeof round>>>[] = []
    for (let r = 0; r < RUNS + 1; r++) {
      const result: (typeof rounds)[number] = {}
      for (let k = 0; k < order.length; k++) {
        const side = order[(r + k) % order.length]
        result[side?.name ?? 'idle'] = await round(side, sides, ids)
      }
      if (r > 0) rounds.push(result) // the first round warms up (JIT, the staged rows made)
    }
    console.log(
      `\n${engine}: ${HOT} links, ${RATE} clicks/s asked, ${RUNS} rounds of ${SECONDS} s (+1.2 s for the last flush); medians of per-round differences from the idle round`,
    )
    const groups = [...new Set(rounds.flatMap((x) => Object.values(x).flatMap((y) => Object.keys(y.groups))))].filter((g) => g !== 'other side')
    for (const s of sides) {
      const rate = median(rounds.map((x) => x[s.name]!.clicksPerSecond))
      const diff = (g: string) => median(rounds.map((x) => (x[s.name]!.groups[g] ?? 0) - (x.idle!.groups[g] ?? 0)))
      const total = median(rounds.map((x) => groups.reduce((sum, g) => sum + (x[s.name]!.groups[g] ?? 0) - (x.idle!.groups[g] ?? 0), 0)))
      console.log(`  ${s.name} (${Math.round(rate)} clicks/s): ${total.toFixed(1)} ms of CPU a second, ${((total * 1000) / rate).toFixed(3)} µs a click`)
      for (const g of groups)
        console.log(`    ${g.padEnd(20)} ${diff(g).toFixed(1).padStart(6)} ms/s  ${((diff(g) * 1000) / rate).toFixed(3).padStart(7)} µs a click`)
    }
  } finally {
    for (const s of sides) await s.stop().catch(() => {})
    for (const d of drops) await d().catch(() => {})
    rmSync(dir, { recursive: true, force: true })
  }
}

if (!existsSync('/proc/self/task')) throw new Error('counting-cost.ts reads /proc (Linux only)')
for (const engine of engines) await engineCost(engine)
process.exit(0)
