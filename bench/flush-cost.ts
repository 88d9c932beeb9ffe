// What a click flush costs per distinct link, in process, side by side on seeded databases (docs/decisions/0055
// and 0062). Three flushes:
//   direct   before staging (0055): each link's links.clicks UPDATE and link_clicks_daily upsert, every second
//   0055     the staged flush as decision 55 made it, reproduced here: SQLite per-link update-or-insert in
//            chunks of 250 with a 1 ms pause between them; PostgreSQL one INSERT … WHERE EXISTS (links) … ON
//            CONFLICT per 5,000 links, into a staging table with full pages (fillfactor 100)
//   product  the product's code (sqlite-click-writes.ts, clicks.repository.ts)
// and the fold that moves the staged clicks into the totals (once per FOLD_EVERY flushes in the product).
// Each staged kind, each round: a fold, the first flush after it (it makes the staged rows), then
// FLUSH_ROUNDS flushes that add to them; the kinds alternate in order from round to round. "per flush in
// the product" = (first + (FOLD_EVERY − 1) × later + fold) / FOLD_EVERY.
// Then the event loop's part, 0055's way and the product's: counting a click (a Map's get and set, a fresh
// Map each second; the product's ClickCounts) and the hand-over, turning a second's counts into what the
// writer gets (on SQLite with the copy the worker receives).
//   ./node_modules/.bin/bun bench/flush-cost.ts                 # SQLite, then PostgreSQL
//   BENCH_ENGINES=sqlite FLUSH_LINKS=10000 FLUSH_ROUNDS=5 ./node_modules/.bin/bun bench/flush-cost.ts
// SQLite: the CPU time of this thread (the SQL runs here, synchronously, as in the flush worker), plus a
// PASSIVE checkpoint after each flush (the product's checkpointer thread copies each second's pages back).
// PostgreSQL: the CPU time of the server process serving each connection (/proc/<pid>/schedstat, when the
// server runs on this machine), and the WAL it wrote; 0055 and product each have a database of their own.
import { Database as BunSqlite } from 'bun:sqlite'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { ClickCounts } from '../api/src/clicks/click-counts'
import { dayOf } from '../api/src/clicks/click-day'
import { addClicks, foldClicks } from '../api/src/clicks/clicks.repository'
import { clickedLinks } from '../api/src/links/store/clicked-links'
import { sqliteClickWrites } from '../api/src/clicks/sqlite-click-writes'
import type { Database } from '../api/src/db/database'
import { openPostgres } from '../api/src/db/open-postgres'
import { SEEDED_LINKS } from './codes'
import { createBenchDatabase, IN_PROCESS_PG_URL as PG_URL } from './pg-database'
import { seedPostgres, seedSqlite } from './seed'
import { threadCpuIsExact, threadCpuNs } from './thread-cpu'

const env = process.env
/** Distinct links clicked per one-second flush. */
const LINKS = Number(env.FLUSH_LINKS ?? 10_000)
/** Later flushes (adding to staged rows) measured per kind and round. */
const FLUSHES = Number(env.FLUSH_ROUNDS ?? 5)
/** Flushes per fold in the product (CLICK_FOLD_SECONDS / 1 s). */
const FOLD_EVERY = Number(env.FOLD_EVERY ?? 60)
const ROUNDS = Number(env.BENCH_RUNS ?? 3)
const engines = (env.BENCH_ENGINES ?? 'sqlite,postgres').split(',')
const CLICKS = 3 // per link and flush

/** The hot set: LINKS distinct ids spread over the seeded links (a fixed pseudo-random draw), in id order. */
function hotIds(): number[] {
  const ids = new Set<number>()
  let x = 12345
  while (ids.size < LINKS) {
    x = (x * 1103515245 + 12345) % 2 ** 31
    ids.add(1 + (x % SEEDED_LINKS))
  }
  return [...ids].sort((a, b) => a - b)
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const us = (ns: number) => ns / 1000 / LINKS
const countsOf = (ids: number[]) => new Map(ids.map((id) => [id, CLICKS]))
/** The product's batch of CLICKS clicks on each of `ids` (what the counter hands to a writer). */
function batchOf(ids: number[]) {
  const counts = new ClickCounts()
  for (const id of ids) counts.add(id, CLICKS)
  return counts.batch()
}

/** One staged kind's figures for a round, µs per distinct link (extra: anything else per link). */
interface Staged {
  first: number
  later: number
  fold: number
  extra: Record<string, number>
}
type Round = { direct: number; kinds: Record<string, Staged> }

function report(engine: string, rounds: Round[], handOver: Record<string, number>) {
  const direct = median(rounds.map((r) => r.direct))
  const kinds = Object.keys(rounds[0]!.kinds)
  const fig = (k: string, f: (s: Staged) => number) => median(rounds.map((r) => f(r.kinds[k]!)))
  const mix = (k: string) => (fig(k, (s) => s.first) + (FOLD_EVERY - 1) * fig(k, (s) => s.later) + fig(k, (s) => s.fold)) / FOLD_EVERY
  const col = (xs: (number | string)[]) => xs.map((x) => (typeof x === 'number' ? x.toFixed(2) : x).padStart(9)).join('')
  console.log(`\n${engine}: ${LINKS} distinct links a flush, ${SEEDED_LINKS} links, medians of ${rounds.length} rounds (µs per distinct link)`)
  console.log(`${''.padEnd(44)}${col(['direct', ...kinds])}`)
  console.log(`${'first flush after a fold (makes the rows)'.padEnd(44)}${col(['', ...kinds.map((k) => fig(k, (s) => s.first))])}`)
  console.log(`${'later flushes (add to the rows)'.padEnd(44)}${col([direct, ...kinds.map((k) => fig(k, (s) => s.later))])}`)
  console.log(`${`fold, per link and fold (1 per ${FOLD_EVERY} flushes)`.padEnd(44)}${col(['', ...kinds.map((k) => fig(k, (s) => s.fold))])}`)
  console.log(`${'per flush in the product (fold shared)'.padEnd(44)}${col([direct, ...kinds.map(mix)])}`)
  for (const key of Object.keys(rounds[0]!.kinds[kinds[0]!]!.extra))
    console.log(`${key.padEnd(44)}${col(['', ...kinds.map((k) => fig(k, (s) => s.extra[key]!))])}`)
  console.log(`${'hand-over on the event loop, per link'.padEnd(44)}${col(['', ...kinds.map((k) => handOver[k]!)])}`)
  return {
    engine,
    links: LINKS,
    direct,
    kinds: Object.fromEntries(
      kinds.map((k) => [k, { first: fig(k, (s) => s.first), later: fig(k, (s) => s.later), fold: fig(k, (s) => s.fold), perFlush: mix(k) }]),
    ),
    handOver,
    rounds,
  }
}

/** This thread's CPU ns per call of `work`, the median of `rounds` blocks of `reps` calls. */
function cpuPerCall(work: () => unknown, reps = 20, rounds = 5): number {
  const blocks: number[] = []
  for (let r = 0; r < rounds; r++) {
    const t0 = threadCpuNs()
    for (let i = 0; i < reps; i++) work()
    blocks.push((threadCpuNs() - t0) / reps)
  }
  return median(blocks)
}

/** 0055's hand-over on SQLite: pairs sorted by id, chunks of 250 with a mark each, every id's mark in a Map, the message copied. */
function handOver0055Sqlite(counts: Map<number, number>) {
  const entries = [...counts].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0])
  const chunks: { mark: number; ids: number[]; ns: number[] }[] = []
  const marks = new Map<number, number>()
  for (let i = 0, mark = 1; i < entries.length; i += 250, mark++) {
    const part = entries.slice(i, i + 250)
    for (const [id] of part) marks.set(id, mark)
    chunks.push({ mark, ids: part.map(([id]) => id), ns: part.map(([, n]) => n) })
  }
  return structuredClone({ type: 'batch', seq: 1, day: '2026-01-01', chunks })
}

/** The product's hand-over on SQLite: the sorted batch, its two arrays copied. */
function handOverSqlite(counts: ClickCounts) {
  const { ids, ns } = counts.batch()
  return structuredClone({ type: 'batch', seq: 1, day: '2026-01-01', ids, ns, firstMark: 1 })
}

/** 0055's hand-over on PostgreSQL: pairs sorted by id, each chunk's ids and clicks as array literals. */
function handOver0055Postgres(counts: Map<number, number>) {
  const entries = [...counts].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0])
  const out: string[] = []
  for (let i = 0; i < entries.length; i += 5000) {
    const chunk = entries.slice(i, i + 5000)
    out.push(`{${chunk.map(([id]) => id).join(',')}}`, `{${chunk.map(([, n]) => n).join(',')}}`)
  }
  return out
}

function handOverPostgres(counts: ClickCounts) {
  const { ids, ns } = counts.batch()
  const out: string[] = []
  for (let i = 0; i < ids.length; i += 5000) out.push(`{${ids.subarray(i, i + 5000).join(',')}}`, `{${ns.subarray(i, i + 5000).join(',')}}`)
  return out
}

/** µs per link of each hand-over (0055's from a Map, the product's from ClickCounts). */
function handOvers(ids: number[], old: (counts: Map<number, number>) => unknown, product: (counts: ClickCounts) => unknown): Record<string, number> {
  const map = countsOf(ids)
  const table = new ClickCounts()
  for (const id of ids) table.add(id, CLICKS)
  const out: Record<string, number> = {}
  for (let r = 0; r < 2; r++) (out['0055'] = us(cpuPerCall(() => old(map)))), (out.product = us(cpuPerCall(() => product(table)))) // the second pass counts
  return out
}

/** The event loop's counting, ns per click: a second's clicks (CLICKS on each of `ids`, scattered), 0055's way and the product's. */
function countingPerClick(ids: number[]): Record<string, number> {
  const clicks: number[] = []
  for (let c = 0; c < CLICKS; c++) for (let i = 0; i < ids.length; i++) clicks.push(ids[(i * 7919 + c) % ids.length]!)
  const table = new ClickCounts()
  const kinds: Record<string, () => unknown> = {
    '0055': () => {
      const counts = new Map<number, number>() // a fresh Map each flush
      for (const id of clicks) counts.set(id, (counts.get(id) ?? 0) + 1)
      return counts
    },
    product: () => {
      table.clear() // emptied by each flush, kept
      for (const id of clicks) table.add(id)
      return table
    },
  }
  const out: Record<string, number> = {}
  for (let r = 0; r < 2; r++) for (const [k, f] of Object.entries(kinds)) out[k] = cpuPerCall(f) / clicks.length // the second pass counts
  return out
}

async function sqlite() {
  const dir = mkdtempSync(join(tmpdir(), 'snip-flush-cost-'))
  const file = join(dir, 'snip.sqlite')
  try {
    await seedSqlite(file, SEEDED_LINKS)
    const conn = new BunSqlite(file)
    for (const p of ['busy_timeout = 5000', 'synchronous = NORMAL', 'foreign_keys = ON', 'wal_autocheckpoint = 20000']) conn.exec(`PRAGMA ${p}`)
    const ids = hotIds()
    // Owned by a user, as most clicked links are: their flush also maintains the owner's clicks index.
    conn.exec(`update links set user_id = 'bench-user' where id in (${ids.join(',')})`)
    conn.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    const day = dayOf(new Date())
    const mark = conn.prepare('insert into server_settings (key, value) values (?, ?) on conflict (key) do update set value = excluded.value')
    let marks = 1
    const inTransaction = (work: () => void) => {
      conn.exec('BEGIN IMMEDIATE')
      work()
      conn.exec('COMMIT')
    }
    // direct: the flush worker's SQL before staging (0055).
    const total = conn.prepare('update links set clicks = clicks + ? where id = ?')
    const daily = conn.prepare(
      'insert into link_clicks_daily (link_id, day, clicks) values (?, ?, ?) on conflict (link_id, day) do update set clicks = clicks + excluded.clicks',
    )
    const direct = () => {
      for (let i = 0; i < ids.length; i += 250) {
        inTransaction(() => {
          for (const id of ids.slice(i, i + 250)) if (total.run(CLICKS, id).changes > 0) daily.run(id, day, CLICKS)
          mark.run('click_flush_mark:bench', String(marks++))
        })
      }
    }
    // 0055: the staged flush as decision 55 made it.
    const added = conn.prepare('update link_clicks_recent set clicks = clicks + ?3 where link_id = ?1 and day = ?2')
    const staged = conn.prepare(
      'insert into link_clicks_recent (link_id, day, clicks) select id, ?2, ?3 from links where id = ?1 on conflict (link_id, day, hour) do update set clicks = clicks + excluded.clicks',
    )
    const stage0055 = async () => {
      const chunks: { mark: number; ids: number[]; ns: number[] }[] = []
      for (let i = 0; i < ids.length; i += 250) chunks.push({ mark: marks++, ids: ids.slice(i, i + 250), ns: ids.slice(i, i + 250).map(() => CLICKS) })
      for (let c = 0; c < chunks.length; c++) {
        const chunk = chunks[c]!
        if (c > 0) await Bun.sleep(1)
        inTransaction(() => {
          for (let i = 0; i < chunk.ids.length; i++) {
            const [id, n] = [chunk.ids[i]!, chunk.ns[i]!]
            if (added.run(id, day, n).changes === 0) staged.run(id, day, n)
          }
          mark.run('click_flush_mark:bench', String(chunk.mark))
        })
      }
    }
    // product: sqlite-click-writes.ts, as the flush worker runs it.
    const writes = sqliteClickWrites(conn, 'click_flush_mark:bench', clickedLinks.fold.sqlite)
    const { ids: sorted, ns } = batchOf(ids) // the event loop's part, measured apart (hand-over)
    const stageProduct = async () => {
      const firstMark = marks
      marks += Math.ceil(sorted.length / 1000) + 1
      const r = await writes.stage(sorted, ns, firstMark, { day, hour: new Date().getUTCHours() })
      if (r.error) throw new Error(r.error)
    }
    const checkpoint = () => conn.exec('PRAGMA wal_checkpoint(PASSIVE)')
    /** CPU ns of `work` and of the checkpoint after it. */
    const timed = async (work: () => unknown) => {
      const t0 = threadCpuNs()
      await work()
      const t1 = threadCpuNs()
      checkpoint()
      return { work: t1 - t0, checkpoint: threadCpuNs() - t1 }
    }
    const kinds: Record<string, () => Promise<void>> = { '0055': stage0055, product: stageProduct }
    const rounds: Round[] = []
    for (let r = 0; r < ROUNDS; r++) {
      let d = 0
      for (let f = 0; f < FLUSHES; f++) {
        const a = await timed(direct)
        d += a.work + a.checkpoint
      }
      const round: Round = { direct: us(d / FLUSHES), kinds: {} }
      const order = r % 2 === 0 ? Object.keys(kinds) : Object.keys(kinds).reverse()
      for (const k of order) {
        const fold = await timed(() => writes.fold()) // moves the previous kind's rows: the next flush makes them again
        const first = await timed(kinds[k]!)
        let later = 0,
          ckpt = 0
        for (let f = 0; f < FLUSHES; f++) {
          const b = await timed(kinds[k]!)
          later += b.work + b.checkpoint
          ckpt += b.checkpoint
        }
        round.kinds[k] = {
          first: us(first.work + first.checkpoint),
          later: us(later / FLUSHES),
          fold: us(fold.work + fold.checkpoint),
          extra: { 'of which checkpoint, later flushes': us(ckpt / FLUSHES) },
        }
      }
      rounds.push(round)
    }
    await writes.fold()
    conn.close()
    return report('SQLite (this thread)', rounds, handOvers(ids, handOver0055Sqlite, handOverSqlite))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** CPU ns of a local process (the PostgreSQL backend), or undefined when it is not on this machine. */
function processCpuNs(pid: number): number | undefined {
  const path = `/proc/${pid}/schedstat`
  return existsSync(path) ? Number(readFileSync(path, 'utf8').split(' ')[0]) : undefined
}

/** A seeded database of its own, its connection (one), and the server process serving it. */
async function pgSide(ids: number[], fillfactor?: number) {
  const created = await createBenchDatabase(PG_URL)
  await seedPostgres(created.url, SEEDED_LINKS)
  const db = await openPostgres(created.url, { max: 1 })
  if (fillfactor) await db.orm.execute(sql.raw(`alter table link_clicks_recent set (fillfactor = ${fillfactor})`))
  await db.orm.execute(sql.raw(`update links set user_id = 'bench-user' where id in (${ids.join(',')})`))
  await db.orm.execute(sql`analyze links`)
  const [{ pid }] = (await db.orm.execute(sql`select pg_backend_pid() as pid`)) as unknown as [{ pid: number }]
  return { db, pid, drop: async () => (await db.close(), await created.drop()) }
}

async function postgresCost() {
  const ids = hotIds()
  const day = dayOf(new Date())
  const old = await pgSide(ids, 100) // 0055's staging table: full pages
  const now = await pgSide(ids)
  try {
    const local = processCpuNs(old.pid) !== undefined
    const walNow = async (db: Database) => String(((await db.orm.execute(sql`select pg_current_wal_insert_lsn() as l`)) as unknown as [{ l: string }])[0].l)
    const walSince = async (db: Database, from: string) =>
      Number(((await db.orm.execute(sql`select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), ${from}::pg_lsn) as b`)) as unknown as [{ b: string }])[0].b)
    const literal = (xs: number[]) => `{${xs.join(',')}}`
    // direct: the flush's SQL before staging (one statement per 5,000 links).
    const direct = async (db: Database) => {
      for (let i = 0; i < ids.length; i += 5000) {
        const part = ids.slice(i, i + 5000)
        await db.orm.execute(sql`
          with v(id, n) as (select * from unnest(${literal(part)}::int[], ${literal(part.map(() => CLICKS))}::int[])),
          u as (update links set clicks = links.clicks + v.n from v where links.id = v.id returning links.id, v.n)
          insert into link_clicks_daily (link_id, day, clicks) select id, ${day}, n from u
          on conflict (link_id, day) do update set clicks = link_clicks_daily.clicks + excluded.clicks`)
      }
    }
    // 0055: every link's existence checked, then the upsert.
    const stage0055 = async (db: Database) => {
      for (let i = 0; i < ids.length; i += 5000) {
        const part = ids.slice(i, i + 5000)
        await db.orm.execute(sql`
          insert into link_clicks_recent (link_id, day, clicks)
          select v.id, ${day}, v.n from unnest(${literal(part)}::int[], ${literal(part.map(() => CLICKS))}::int[]) as v(id, n)
          where exists (select 1 from links where links.id = v.id) order by v.id
          on conflict (link_id, day, hour) do update set clicks = link_clicks_recent.clicks + excluded.clicks`)
      }
    }
    const stageProduct = (db: Database) => addClicks(db, clickedLinks.fold, batchOf(ids), { day, hour: new Date().getUTCHours() })
    /** Server CPU ns (wall ns when the server is elsewhere) and WAL bytes of `work`. */
    const measured = async (side: { db: Database; pid: number }, work: (db: Database) => Promise<unknown>) => {
      const [c0, w0, lsn] = [processCpuNs(side.pid), performance.now(), await walNow(side.db)]
      await work(side.db)
      const cpu = local ? processCpuNs(side.pid)! - c0! : (performance.now() - w0) * 1e6
      return { cpu, wal: await walSince(side.db, lsn) }
    }
    const kinds = { '0055': { side: old, stage: stage0055 }, product: { side: now, stage: stageProduct } }
    const rounds: Round[] = []
    for (let r = 0; r < ROUNDS; r++) {
      let d = 0
      for (let f = 0; f < FLUSHES; f++) d += (await measured(old, direct)).cpu
      const round: Round = { direct: us(d / FLUSHES), kinds: {} }
      const order = (r % 2 === 0 ? ['0055', 'product'] : ['product', '0055']) as (keyof typeof kinds)[]
      for (const k of order) {
        const { side, stage } = kinds[k]
        const fold = await measured(side, (db: Database) => foldClicks(db, clickedLinks.fold))
        const first = await measured(side, stage)
        let later = 0,
          wal = 0
        for (let f = 0; f < FLUSHES; f++) {
          const b = await measured(side, stage)
          later += b.cpu
          wal += b.wal
        }
        round.kinds[k] = {
          first: us(first.cpu),
          later: us(later / FLUSHES),
          fold: us(fold.cpu),
          extra: { 'WAL bytes per link, later flushes (÷1000)': wal / FLUSHES / LINKS / 1000, 'WAL bytes per link, fold (÷1000)': fold.wal / LINKS / 1000 },
        }
      }
      rounds.push(round)
    }
    const size = async (db: Database) =>
      Number(((await db.orm.execute(sql`select pg_total_relation_size('link_clicks_recent') as b`)) as unknown as [{ b: string }])[0].b)
    console.log(
      `\nPostgreSQL staging table with its index after the rounds: 0055 ${((await size(old.db)) / 1e6).toFixed(1)} MB, product ${((await size(now.db)) / 1e6).toFixed(1)} MB`,
    )
    if (!local) console.log('(PostgreSQL is not on this machine: wall time instead of its CPU time)')
    return report(local ? 'PostgreSQL (server CPU)' : 'PostgreSQL (wall time)', rounds, handOvers(ids, handOver0055Postgres, handOverPostgres))
  } finally {
    await old.drop()
    await now.drop()
  }
}

if (!threadCpuIsExact) console.log('(no exact thread clock: SQLite figures are tick-based, take them over more rounds)')
const results = []
if (engines.includes('sqlite')) results.push(await sqlite())
if (engines.includes('postgres')) results.push(await postgresCost())
const counting = countingPerClick(hotIds())
console.log(
  `\nEvent loop, counting a click (${LINKS} links, ${CLICKS} clicks each a second): 0055 ${counting['0055']!.toFixed(1)} ns, product ${counting.product!.toFixed(1)} ns`,
)
process.exit(0)
