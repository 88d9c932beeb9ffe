// Analytics storage and derivation cost (issue 16), quick: no server, no load generator.
// Storage: 10,000,000 clicks on 10,000 links in one UTC day (1,000 clicks a link) written as the per-day
// dimension counters they become — seeded directly, with a spread of values a day of real traffic has
// (12 countries, 3 device classes, 6 browsers, 6 OS families, 8 referrer hosts a link) — then the SQLite
// file's growth is measured. Rows grow with links × days × distinct values, never with clicks.
// Derivation: the flush's work per click (country lookup, user-agent families, referrer host), in µs.
import { Database as BunSqlite } from 'bun:sqlite'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deriveDimensions } from '../api/src/analytics/dimensions'
import type { RawClick } from '../api/src/analytics/click-details'
import { openSqlite } from '../api/src/db/open-sqlite'

const LINKS = 10_000
const CLICKS = 10_000_000
const SPREAD: Record<string, number> = { country: 12, device: 3, browser: 6, os: 6, referrer: 8 }

const sizeOf = (file: string) => statSync(file).size

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
    const insert = db.prepare('insert into link_day_dimensions (link_id, day, dimension, key, clicks) values (?, ?, ?, ?, ?)')
    const perLink = CLICKS / LINKS
    let rows = 0
    db.transaction(() => {
      for (let link = 1; link <= LINKS; link++) {
        for (const [dimension, values] of Object.entries(SPREAD)) {
          // a long tail: the first value takes half, the next a quarter…; the last takes what is left
          let left = perLink
          for (let v = 0; v < values; v++) {
            const n = v === values - 1 ? left : Math.max(1, Math.floor(left / 2))
            left -= n
            insert.run(link, '2026-11-25', dimension, dimension === 'referrer' ? `site-${v}.example.com` : `${dimension}-${v}`, n)
            rows++
          }
        }
      }
    })()
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    db.exec('VACUUM')
    const grown = sizeOf(file) - before
    db.close()
    return { clicks: CLICKS, links: LINKS, days: 1, rows, mb: grown / 1024 / 1024, bytesPerRow: grown / rows, deriveUsPerClick: await deriveCost() }
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
    ip: `${(i * 7) % 223 + 1}.${(i * 13) % 256}.${(i * 17) % 256}.${i % 256}`,
    userAgent: agents[i % agents.length]!,
    referer: i % 3 ? `https://site-${i % 50}.example.com/page/${i}` : null,
  }))
  await deriveDimensions(clicks.slice(0, 1000)) // load the country database, warm the caches
  const t0 = performance.now()
  await deriveDimensions(clicks)
  return ((performance.now() - t0) * 1000) / clicks.length
}

if (import.meta.main) console.log(await analyticsStorage())
