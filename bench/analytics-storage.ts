// Analytics storage and derivation cost, quick: no server, no load generator.
// Storage: 10,000,000 clicks on 10,000 links in one UTC day (1,000 clicks a link) written as the counters
// they become, through the analytics worker's own writer (one row per link and day, packed counts:
// docs/decisions/0051). Each click's values are drawn from a Zipf-like spread (the n-th value of a dimension
// about 1/n as likely as the first) over 10 countries, 4 device classes, 8 browsers, 6 OS families and 20
// referrer hosts (at 1,000 clicks a link every value shows up: 48 a link-day, written as one row).
// Rows and bytes grow with links × days × distinct values, never with clicks.
// Derivation: the flush's work per click (country lookup, user-agent families, referrer host), in µs.
import { Database as BunSqlite } from 'bun:sqlite'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { batchOf, type RawClick } from '../api/src/analytics/raw-batch'
import { DimensionTally, type Dimension } from '../api/src/analytics/dimension-tally'
import { deriveDimensions } from '../api/src/analytics/dimensions'
import { writeDetails } from '../api/src/analytics/sqlite-detail-writer'
import { LINK_EXISTS_SQL } from '../api/src/links'
import { openSqlite } from '../api/src/db/open-sqlite'

const LINKS = 10_000
const CLICKS = 10_000_000
// The links here have no redirect rules, so no `rule` values (a link with rules adds one value a click).
const SPREAD: Record<Exclude<Dimension, 'rule'>, number> = { country: 10, device: 4, browser: 8, os: 6, referrer: 20 }

const sizeOf = (file: string) => statSync(file).size

/** A table of 4,096 draws in Zipf proportions: table[random * 4096] is a value index. */
function zipfTable(values: number): Uint8Array {
  const weights = Array.from({ length: values }, (_, v) => 1 / (v + 1))
  const total = weights.reduce((a, b) => a + b, 0)
  const table = new Uint8Array(4096)
  let v = 0
  let upTo = (weights[0]! / total) * 4096
  for (let i = 0; i < 4096; i++) {
    while (i >= upTo && v < values - 1) upTo += (weights[++v]! / total) * 4096
    table[i] = v
  }
  return table
}

export async function analyticsStorage() {
  const dir = mkdtempSync(join(tmpdir(), 'snip-bench-analytics-'))
  const file = join(dir, 'snip.sqlite')
  try {
    await openSqlite(file).close() // migrate
    const db = new BunSqlite(file)
    db.exec('PRAGMA journal_mode = WAL')
    const now = Date.now()
    db.exec(`with recursive s(i) as (select 0 union all select i + 1 from s where i < ${LINKS - 1})
      insert into links (user_id, original_url, short_code, is_active, clicks, created_at, updated_at)
      select null, 'https://example.org/' || i, 'a' || printf('%07d', i), 1, ${CLICKS / LINKS}, ${now}, ${now} from s`)
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    db.exec('VACUUM')
    const before = sizeOf(file)
    const tally = new DimensionTally()
    const dims = Object.entries(SPREAD).map(([dimension, n]) => {
      const key = (v: number) => (dimension === 'referrer' ? `site-${v}.example.com` : `${dimension}-${v}`)
      return { ids: Array.from({ length: n }, (_, v) => tally.valueOf(dimension as Dimension, key(v))), table: zipfTable(n) }
    })
    const perLink = CLICKS / LINKS
    for (let link = 1; link <= LINKS; link++) {
      const counts = tally.countsOf(link)
      for (let c = 0; c < perLink; c++) {
        for (const { ids, table } of dims) {
          const id = ids[table[(Math.random() * 4096) | 0]!]!
          counts.set(id, (counts.get(id) ?? 0) + 1)
        }
      }
    }
    const distinct = [...tally.byLink.values()].reduce((n, m) => n + m.size, 0)
    const t0 = performance.now()
    writeDetails({ db, linkExists: LINK_EXISTS_SQL }, '2026-11-25', tally, []) // the worker's write of one flush: 10,000 link-days
    const writeMs = performance.now() - t0
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    db.exec('VACUUM')
    const grown = sizeOf(file) - before
    const rows = (db.query('select count(*) as n from link_day_traffic').get() as { n: number }).n
    db.close()
    return {
      clicks: CLICKS,
      links: LINKS,
      days: 1,
      rows,
      distinct,
      mb: grown / 1024 / 1024,
      bytesPerRow: grown / rows,
      writeMs,
      deriveUsPerClick: await deriveCost(),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The flush's derivation per click, in µs (warm caches for agents that repeat, as they do). */
async function deriveCost(): Promise<number> {
  const agents = [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  ]
  const clicks: RawClick[] = Array.from({ length: 100_000 }, (_, i) => ({
    linkId: i % 1000,
    ip: `${((i * 7) % 223) + 1}.${(i * 13) % 256}.${(i * 17) % 256}.${i % 256}`,
    userAgent: agents[i % agents.length]!,
    referer: i % 3 ? `https://site-${i % 50}.example.com/page/${i}` : null,
  }))
  await deriveDimensions(batchOf(clicks.slice(0, 1000))) // load the country database, warm the caches
  const t0 = performance.now()
  await deriveDimensions(batchOf(clicks))
  return ((performance.now() - t0) * 1000) / clicks.length
}

if (import.meta.main) console.log(await analyticsStorage())
