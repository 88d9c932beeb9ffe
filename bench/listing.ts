// The dashboard at scale (docs/decisions/0048): a user with 100,000 links, the first page of
// GET /api/urls?limit=50 in each sort, a search and a status filter (target: first page < 100 ms on SQLite).
// Run alone, quickly, on SQLite: `./node_modules/.bin/bun bench/listing.ts` (BENCH_ENGINES=postgres for PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signUpAndSignIn } from '../api/test/auth-fixtures'
import { createBenchDatabase } from './pg-database'
import { startSnip } from './processes'
import { apiLatency } from './scenarios'
import { seedUserLinks } from './seed'

export const LISTING_LINKS = 100_000
const PAGES = ['sort=newest', 'sort=oldest', 'sort=most-clicked', 'sort=least-clicked', 'q=link%2F4242', 'status=inactive']

/** First-page latency (median and max ms) for each query, on a running Snip with the given database. */
export async function listingLatency(snipUrl: string, target: { sqliteFile?: string; postgresUrl?: string }) {
  const user = await signUpAndSignIn(snipUrl)
  await seedUserLinks(target, user.userId, LISTING_LINKS, 'p')
  const out: Record<string, { median_ms: number; max_ms: number }> = {}
  for (const q of PAGES) {
    const r = await apiLatency(`${snipUrl}/api/urls?limit=50&${q}`, user.accessToken, 9)
    if (q.startsWith('sort') && r.body.total !== LISTING_LINKS) throw new Error(`the user has ${r.body.total} links, expected ${LISTING_LINKS}`)
    out[q] = { median_ms: r.median_ms, max_ms: r.max_ms }
  }
  return out
}

if (import.meta.main) {
  const engine = process.env.BENCH_ENGINES === 'postgres' ? 'postgres' : 'sqlite'
  const dataDir = mkdtempSync(join(tmpdir(), 'snip-bench-listing-'))
  const pg = engine === 'postgres' ? await createBenchDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test') : undefined
  const databaseUrl = pg?.url
  const snip = await startSnip({ dataDir, databaseUrl })
  try {
    const t0 = performance.now()
    const result = await listingLatency(snip.url, databaseUrl ? { postgresUrl: databaseUrl } : { sqliteFile: join(dataDir, 'snip.sqlite') })
    console.log(`${engine}: seeded and measured in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
    console.table(result)
  } finally {
    await snip.stop()
    await pg?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
