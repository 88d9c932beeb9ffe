// The dashboard's whole list (GET /api/urls without a page) and GET /api/stats for a user with 10,000
// links, as bench/run.ts measures them (target: list < 150 ms), and the server's CPU per list; runnable alone:
// `./node_modules/.bin/bun bench/user-list.ts` (BENCH_ENGINES=postgres for PostgreSQL). A third of the
// user's links have staged clicks (link_clicks_recent, docs/decisions/0055), as after a burst of traffic.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Database as BunSqlite } from 'bun:sqlite'
import postgres from 'postgres'
import { signUpAndSignIn } from '../api/test/auth-fixtures'
import { createBenchDatabase } from './pg-database'
import { startSnip } from './processes'
import { apiLatency } from './scenarios'
import { seedUserLinks } from './seed'

const USER_LINKS = 10_000
const STAGE = `insert into link_clicks_recent (link_id, day, clicks) select id, '2026-01-01', 2 from links where id % 3 = 0`

const engine = process.env.BENCH_ENGINES === 'postgres' ? 'postgres' : 'sqlite'
const dataDir = mkdtempSync(join(tmpdir(), 'snip-bench-user-list-'))
const pg = engine === 'postgres' ? await createBenchDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test') : undefined
const snip = await startSnip({ dataDir, databaseUrl: pg?.url })
try {
  const user = await signUpAndSignIn(snip.url)
  const sqliteFile = join(dataDir, 'snip.sqlite')
  await seedUserLinks(pg ? { postgresUrl: pg.url } : { sqliteFile }, user.userId, USER_LINKS)
  if (pg) {
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
    await sql.unsafe(STAGE)
    await sql.unsafe('analyze link_clicks_recent')
    await sql.end()
  } else {
    const db = new BunSqlite(sqliteFile)
    db.exec('PRAGMA busy_timeout = 5000')
    db.exec(STAGE)
    db.close()
  }
  const cpu0 = snip.cpuSeconds()
  const list = await apiLatency(`${snip.url}/api/urls`, user.accessToken, 21)
  const listCpuMs = ((snip.cpuSeconds() - cpu0) * 1000) / 23 // apiLatency asks 2 + 21 times
  const stats = await apiLatency(`${snip.url}/api/stats`, user.accessToken, 21)
  if (list.body.length !== USER_LINKS) throw new Error(`the user has ${list.body.length} links, expected ${USER_LINKS}`)
  const staged = (list.body as { clicks: number }[]).reduce((n, l) => n + l.clicks, 0)
  console.log(
    JSON.stringify({
      engine,
      list: { median_ms: list.median_ms, max_ms: list.max_ms, server_cpu_ms: listCpuMs },
      stats: { median_ms: stats.median_ms, max_ms: stats.max_ms },
      clicksInList: staged,
      clicksInStats: stats.body.totalClicks,
    }),
  )
} finally {
  await snip.stop()
  await pg?.drop()
  rmSync(dataDir, { recursive: true, force: true })
}
