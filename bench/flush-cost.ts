// What a click flush costs per distinct link, in process, before and after staging (docs/decisions/0055),
// side by side on one seeded database: `direct` is the flush as it was (each link's links.clicks UPDATE and
// its link_clicks_daily upsert every second), `staged` is the product's flush (an upsert into the small
// link_clicks_recent) plus its fold (the scattered writes, once a minute) shared over FOLD_EVERY flushes.
//   ./node_modules/.bin/bun bench/flush-cost.ts                 # SQLite, then PostgreSQL
//   BENCH_ENGINES=sqlite FLUSH_LINKS=10000 FLUSH_ROUNDS=5 ./node_modules/.bin/bun bench/flush-cost.ts
// SQLite: the CPU time of this thread (the SQL runs here, synchronously, as in the flush worker), plus a
// PASSIVE checkpoint after each flush (the product's checkpointer thread copies each second's pages back).
// PostgreSQL: the CPU time of the server process serving the one connection (/proc/<pid>/schedstat, when the
// server runs on this machine), and the WAL it wrote.
import { Database as BunSqlite } from 'bun:sqlite'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { dayOf } from '../api/src/clicks/click-day'
import type { FlushChunk } from '../api/src/clicks/click-flush.protocol'
import { addClicks, foldClicks } from '../api/src/clicks/clicks.repository'
import { sqliteClickWrites } from '../api/src/clicks/sqlite-click-writes'
import { openPostgres } from '../api/src/db/open-postgres'
import { SEEDED_LINKS } from './codes'
import { createBenchDatabase } from './pg-database'
import { seedPostgres, seedSqlite } from './seed'
import { threadCpuNs } from './thread-cpu'

const env = process.env
/** Distinct links clicked per one-second flush. */
const LINKS = Number(env.FLUSH_LINKS ?? 10_000)
/** Flushes measured per strategy and round. */
const FLUSHES = Number(env.FLUSH_ROUNDS ?? 5)
/** Flushes per fold in the product (CLICK_FOLD_SECONDS / 1 s). */
const FOLD_EVERY = Number(env.FOLD_EVERY ?? 60)
const ROUNDS = Number(env.BENCH_RUNS ?? 3)
const PG_URL = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const engines = (env.BENCH_ENGINES ?? 'sqlite,postgres').split(',')
const CHUNK = 250 // the SQLite flush's transaction size, before and after

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

interface Figures {
  direct: number
  stagedFlush: number
  fold: number
  extra?: Record<string, number>
}

function report(engine: string, rounds: Figures[]) {
  const direct = median(rounds.map((r) => r.direct))
  const flush = median(rounds.map((r) => r.stagedFlush))
  const fold = median(rounds.map((r) => r.fold))
  const staged = flush + fold / FOLD_EVERY
  console.log(`\n${engine}: ${LINKS} distinct links a flush, ${SEEDED_LINKS} links, medians of ${rounds.length} rounds (µs per distinct link and flush)`)
  console.log(`  direct (before):               ${direct.toFixed(2)}`)
  console.log(`  staged flush:                  ${flush.toFixed(2)}`)
  console.log(`  fold (once per ${FOLD_EVERY} flushes):    ${fold.toFixed(2)} per fold → ${(fold / FOLD_EVERY).toFixed(2)} per flush`)
  console.log(`  staged, flush + share of fold: ${staged.toFixed(2)}  (${(direct / staged).toFixed(1)}× less)`)
  for (const key of Object.keys(rounds[0]?.extra ?? {})) console.log(`  ${key}: ${median(rounds.map((r) => r.extra![key]!)).toFixed(1)}`)
  return { engine, links: LINKS, direct, stagedFlush: flush, fold, staged, rounds }
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
    const chunks = (mark: number): FlushChunk[] => {
      const out: FlushChunk[] = []
      for (let i = 0; i < ids.length; i += CHUNK) out.push({ mark: mark++, ids: ids.slice(i, i + CHUNK), ns: ids.slice(i, i + CHUNK).map(() => 3) })
      return out
    }
    // Before: the flush worker's SQL until this change.
    const total = conn.prepare('update links set clicks = clicks + ? where id = ?')
    const daily = conn.prepare('insert into link_clicks_daily (link_id, day, clicks) values (?, ?, ?) on conflict (link_id, day) do update set clicks = clicks + excluded.clicks')
    const mark = conn.prepare('insert into server_settings (key, value) values (?, ?) on conflict (key) do update set value = excluded.value')
    const direct = (cs: FlushChunk[]) => {
      for (const c of cs) {
        conn.exec('BEGIN IMMEDIATE')
        for (let i = 0; i < c.ids.length; i++) if (total.run(c.ns[i]!, c.ids[i]!).changes > 0) daily.run(c.ids[i]!, day, c.ns[i]!)
        mark.run('click_flush_mark:bench', String(c.mark))
        conn.exec('COMMIT')
      }
    }
    const writes = sqliteClickWrites(conn, 'click_flush_mark:bench')
    const checkpoint = () => conn.exec('PRAGMA wal_checkpoint(PASSIVE)')
    /** CPU ns of `work` and of the checkpoint after it. */
    const timed = async (work: () => unknown) => {
      const t0 = threadCpuNs()
      await work()
      const t1 = threadCpuNs()
      checkpoint()
      return { work: t1 - t0, checkpoint: threadCpuNs() - t1 }
    }
    const rounds: Figures[] = []
    let marks = 1
    for (let r = 0; r < ROUNDS; r++) {
      let d = 0, dc = 0, s = 0, sc = 0
      for (let f = 0; f < FLUSHES; f++) {
        const a = await timed(() => direct(chunks(marks)))
        d += a.work, dc += a.checkpoint
        marks += ids.length / CHUNK + 1
      }
      for (let f = 0; f < FLUSHES; f++) {
        const b = await timed(() => writes.stage(chunks(marks), day))
        s += b.work, sc += b.checkpoint
        marks += ids.length / CHUNK + 1
      }
      const fold = await timed(() => writes.fold())
      rounds.push({
        direct: us((d + dc) / FLUSHES),
        stagedFlush: us((s + sc) / FLUSHES),
        fold: us(fold.work + fold.checkpoint),
        extra: { 'checkpoint share, direct (µs)': us(dc / FLUSHES), 'checkpoint share, staged flush (µs)': us(sc / FLUSHES) },
      })
    }
    conn.close()
    return report('SQLite', rounds)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** CPU ns of a local process (the PostgreSQL backend), or undefined when it is not on this machine. */
function processCpuNs(pid: number): number | undefined {
  const path = `/proc/${pid}/schedstat`
  return existsSync(path) ? Number(readFileSync(path, 'utf8').split(' ')[0]) : undefined
}

async function postgresCost() {
  const created = await createBenchDatabase(PG_URL)
  try {
    await seedPostgres(created.url, SEEDED_LINKS)
    const db = await openPostgres(created.url, { max: 1 })
    const ids = hotIds()
    await db.orm.execute(sql.raw(`update links set user_id = 'bench-user' where id in (${ids.join(',')})`))
    await db.orm.execute(sql`analyze links`)
    const day = dayOf(new Date())
    const [{ pid }] = (await db.orm.execute(sql`select pg_backend_pid() as pid`)) as unknown as [{ pid: number }]
    const local = processCpuNs(pid) !== undefined
    const walNow = async () => String(((await db.orm.execute(sql`select pg_current_wal_insert_lsn() as l`)) as unknown as [{ l: string }])[0].l)
    const walSince = async (from: string) => Number(((await db.orm.execute(sql`select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), ${from}::pg_lsn) as b`)) as unknown as [{ b: string }])[0].b)
    const counts = () => new Map(ids.map((id) => [id, 3]))
    // Before: the flush's SQL until this change (one statement per 5,000 links).
    const direct = async () => {
      for (let i = 0; i < ids.length; i += 5000) {
        const part = ids.slice(i, i + 5000)
        await db.orm.execute(sql`
          with v(id, n) as (select * from unnest(${`{${part.join(',')}}`}::int[], ${`{${part.map(() => 3).join(',')}}`}::int[])),
          u as (update links set clicks = links.clicks + v.n from v where links.id = v.id returning links.id, v.n)
          insert into link_clicks_daily (link_id, day, clicks) select id, ${day}, n from u
          on conflict (link_id, day) do update set clicks = link_clicks_daily.clicks + excluded.clicks`)
      }
    }
    /** Server CPU ns (wall ns when the server is elsewhere) and WAL bytes of `work`. */
    const measured = async (work: () => Promise<unknown>) => {
      const [c0, w0, lsn] = [processCpuNs(pid), performance.now(), await walNow()]
      await work()
      const cpu = local ? processCpuNs(pid)! - c0! : (performance.now() - w0) * 1e6
      return { cpu, wal: await walSince(lsn) }
    }
    const rounds: Figures[] = []
    for (let r = 0; r < ROUNDS; r++) {
      let d = 0, dw = 0, s = 0, sw = 0
      for (let f = 0; f < FLUSHES; f++) {
        const a = await measured(direct)
        d += a.cpu, dw += a.wal
      }
      for (let f = 0; f < FLUSHES; f++) {
        const b = await measured(() => addClicks(db, counts(), day))
        s += b.cpu, sw += b.wal
      }
      const fold = await measured(() => foldClicks(db))
      rounds.push({
        direct: us(d / FLUSHES),
        stagedFlush: us(s / FLUSHES),
        fold: us(fold.cpu),
        extra: { 'WAL bytes per link, direct': dw / FLUSHES / LINKS, 'WAL bytes per link, staged flush': sw / FLUSHES / LINKS, 'WAL bytes per link, fold': fold.wal / LINKS },
      })
    }
    if (!local) console.log('(PostgreSQL is not on this machine: wall time instead of its CPU time)')
    await db.close()
    return report(local ? 'PostgreSQL (server CPU)' : 'PostgreSQL (wall time)', rounds)
  } finally {
    await created.drop()
  }
}

const results = []
if (engines.includes('sqlite')) results.push(await sqlite())
if (engines.includes('postgres')) results.push(await postgresCost())
process.exit(0)
