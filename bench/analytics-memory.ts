// Peak memory of analytics under a flood of distinct links, in process and independent of the machine's
// speed (docs/decisions/0056): the product's analytics (startClickAnalytics: capture on this
// thread, the worker deriving and writing on SQLite) fed ANALYTICS_CLICKS (1,000,000) clicks, each on a link
// not clicked before, in batches of 4,000 (the capture's EARLY_FLUSH_AT) with a flush after each, as under
// load. Prints this process's RSS and peak (VmHWM, every thread) every 100,000 clicks. `ANALYTICS=off`
// builds the same requests without analytics, for the floor. BENCH_LINKS seeded links (1,000,000).
import { readFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startClickAnalytics } from '../api/src/analytics/click-analytics'
import { followKindOf } from '../api/src/clicks/follow-kind'
import { openSqlite } from '../api/src/db/open-sqlite'
import { SEEDED_LINKS } from './codes'
import { seedSqlite } from './seed'

const CLICKS = Number(process.env.ANALYTICS_CLICKS ?? 1_000_000)
const on = process.env.ANALYTICS !== 'off'
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const status = (field: string) => Math.round(Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024)

const dir = mkdtempSync(join(tmpdir(), 'snip-analytics-memory-'))
try {
  await seedSqlite(join(dir, 'snip.sqlite'), SEEDED_LINKS)
  const db = openSqlite(join(dir, 'snip.sqlite'))
  const analytics = on ? startClickAnalytics(db, { retentionDays: 395, everyMs: 3_600_000, onError: (e) => console.error(e) }) : undefined
  console.log(`analytics ${on ? 'on' : 'off'}: at rest RSS ${status('VmRSS')} MB, peak ${status('VmHWM')} MB`)
  const t0 = performance.now()
  const ip = () => '127.0.0.1'
  for (let link = 1; link <= CLICKS; ) {
    for (const end = Math.min(CLICKS, link + 3_999); link <= end; link++) {
      const request = new Request(`http://snip.test/b${link}`, { headers: { 'user-agent': `${AGENT}` } })
      if (followKindOf(request) === 'click') analytics?.details.capture(link % SEEDED_LINKS, request, ip)
    }
    await analytics?.flush()
    if ((link - 1) % 100_000 === 0)
      console.log(`${link - 1} clicks (${((performance.now() - t0) / 1000).toFixed(0)} s): RSS ${status('VmRSS')} MB, peak ${status('VmHWM')} MB`)
  }
  await analytics?.stop()
  console.log(
    JSON.stringify({ analytics: on, clicks: CLICKS, links: SEEDED_LINKS, peakRssMb: status('VmHWM'), seconds: +((performance.now() - t0) / 1000).toFixed(1) }),
  )
  await db.close()
} finally {
  rmSync(dir, { recursive: true, force: true })
}
