// Peak memory under a flood of distinct links (docs/decisions/0056): one Snip server on a seeded
// SQLite database, loaded with cache misses only (every request a link not asked for before, a person's
// user agent, so every request is a click with dimensions), first with 50 connections and then with 10, in
// chunks of BENCH_SECONDS; the server's RSS and peak (VmHWM) are printed after each chunk. With
// `BENCH_ANALYTICS=both` (the default) it runs once with CLICK_ANALYTICS=true and once with false, on
// copies of one seeded file, so analytics' share of the peak shows. The largest anonymous and file-backed
// parts of RSS seen (RssAnon, RssFile, sampled every 250 ms) are printed too: the program's own pages
// and mapped files (the bun binary, SQLite's -shm, the country database) are file-backed.
// BENCH_LINKS (1,000,000), BENCH_SECONDS (10), BENCH_RUNS (4 chunks per connection count), BENCH_ANALYTICS (both|on|off).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SEEDED_LINKS } from './codes'
import { startSnip, statusField, type Child } from './processes'
import { MissCursor } from './scenarios'
import { seedSqlite } from './seed'
import { runWrk } from './wrk'

const env = process.env
const seconds = Number(env.BENCH_SECONDS ?? 10)
const chunks = Number(env.BENCH_RUNS ?? 4)
const modes = env.BENCH_ANALYTICS === 'on' ? ['on'] : env.BENCH_ANALYTICS === 'off' ? ['off'] : ['on', 'off']
const log = (msg: string) => console.log(`[miss-memory ${new Date().toISOString().slice(11, 19)}] ${msg}`)

const seeded = mkdtempSync(join(tmpdir(), 'snip-miss-memory-'))
const children: Child[] = []
const results: Record<string, { peakRssMb: number; rssMb: number; maxAnonMb: number; maxFileMb: number; requests: number; rps: number[] }> = {}

/** The largest RssAnon and RssFile of a process seen while it runs, sampled every 250 ms. */
function sampleRssParts(pid: number) {
  const max = { anon: 0, file: 0 }
  const sample = () => {
    max.anon = Math.max(max.anon, statusField(pid, 'RssAnon') || 0)
    max.file = Math.max(max.file, statusField(pid, 'RssFile') || 0)
  }
  const timer = setInterval(sample, 250)
  return { max, stop: () => (sample(), clearInterval(timer)) }
}
try {
  let t0 = performance.now()
  await seedSqlite(join(seeded, 'snip.sqlite'), SEEDED_LINKS)
  log(`seeded ${SEEDED_LINKS} links in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
  for (const mode of modes) {
    const dir = mkdtempSync(join(tmpdir(), `snip-miss-${mode}-`))
    copyFileSync(join(seeded, 'snip.sqlite'), join(dir, 'snip.sqlite'))
    const snip = await startSnip({ dataDir: dir, env: { CLICK_ANALYTICS: mode === 'on' ? 'true' : 'false' } })
    children.push(snip)
    log(`capture ${mode}: ${snip.url}, at rest RSS ${snip.rssMb()} MB`)
    const parts = sampleRssParts(snip.proc.pid)
    const cursor = new MissCursor(0)
    const rps: number[] = []
    let requests = 0
    t0 = performance.now()
    for (const connections of [50, 10]) {
      for (let c = 0; c < chunks; c++) {
        const [first, count] = cursor.take()
        const w = await runWrk({
          url: snip.url,
          connections,
          seconds,
          threads: 2,
          script: 'bench/redirect.lua',
          args: [first, count, 'human', 2, 0, SEEDED_LINKS],
        })
        cursor.used(w.requests, connections)
        requests += w.requests
        rps.push(Math.round(w.rps))
        log(
          `capture ${mode}, miss c${connections} (${((performance.now() - t0) / 1000).toFixed(0)} s): ${Math.round(w.rps)} req/s, RSS ${snip.rssMb()} MB, peak ${snip.peakRssMb()} MB (anonymous ≤ ${Math.round(parts.max.anon)}, file-backed ≤ ${Math.round(parts.max.file)})`,
        )
      }
    }
    await Bun.sleep(1500)
    parts.stop()
    results[mode] = {
      peakRssMb: snip.peakRssMb(),
      rssMb: snip.rssMb(),
      maxAnonMb: Math.round(parts.max.anon),
      maxFileMb: Math.round(parts.max.file),
      requests,
      rps,
    }
    await snip.stop()
    children.splice(children.indexOf(snip), 1)
    rmSync(dir, { recursive: true, force: true })
  }
  console.log(JSON.stringify({ links: SEEDED_LINKS, seconds, chunks, results }, null, 2))
} finally {
  for (const c of children) await c.stop().catch(() => {})
  rmSync(seeded, { recursive: true, force: true })
}
