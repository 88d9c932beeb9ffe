// Lighthouse scores of the site (issue 13): `npm run bench:lighthouse`, and at the end of `npm run bench`.
// Starts the product on a fresh SQLite database with the built site, signs up two users (30 links and
// 10,000 links), and runs Lighthouse 12 (on this machine's Node; installed on first use into
// bench/.tools, not a project dependency: it is 185 MB) against Debian's Chromium, mobile and desktop
// presets, for the public pages and, signed in, the dashboard. Prints performance, accessibility, CLS, TBT
// and LCP per page, and writes them to bench/results/lighthouse.json. A loaded machine lowers the
// performance figures (Lighthouse simulates a slow CPU on top of the real one): run it on a quiet machine.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { freePort, startSnip, waitUntil } from './processes'
import { seedUserLinks } from './seed'

const LIGHTHOUSE = '12.8.2'
const TOOLS = 'bench/.tools'
const CLI = join(TOOLS, 'node_modules/lighthouse/cli/index.js')
const AUTH_STORAGE_KEY = 'snip-auth-token' // site/src/features/auth/session-storage.ts
const PUBLIC_PAGES = ['/', '/about', '/privacy', '/app/login', '/app/register', '/not-found']

function ensureLighthouse(): void {
  if (existsSync(CLI)) return
  console.log(`installing lighthouse@${LIGHTHOUSE} into ${TOOLS} (once) …`)
  mkdirSync(TOOLS, { recursive: true })
  const r = spawnSync('npm', ['install', '--prefix', TOOLS, '--no-audit', '--no-fund', '--no-save', `lighthouse@${LIGHTHOUSE}`], { stdio: 'inherit' })
  if (r.status !== 0) throw new Error('could not install lighthouse')
}

async function signedUpSession(baseUrl: string, name: string): Promise<Record<string, any>> {
  const email = `${name}.${Date.now().toString(36)}@example.com`
  const password = 'lighthouse-bench-1'
  const headers = { 'content-type': 'application/json' }
  const signup = await fetch(`${baseUrl}/auth/v1/signup`, { method: 'POST', headers, body: JSON.stringify({ email, password, data: { username: name } }) })
  if (!signup.ok) throw new Error(`sign-up answered ${signup.status}`)
  const res = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body: JSON.stringify({ email, password }) })
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`)
  return (await res.json()) as Record<string, any>
}

interface Score {
  page: string
  preset: 'mobile' | 'desktop'
  performance: number
  accessibility: number
  cls: number
  tbtMs: number
  lcpMs: number
}

function lighthouse(url: string, port: number, preset: 'mobile' | 'desktop', page: string): Score {
  const args = [CLI, url, `--port=${port}`, '--disable-storage-reset', '--output=json', '--output-path=stdout', '--quiet', '--only-categories=performance,accessibility']
  if (preset === 'desktop') args.push('--preset=desktop')
  const r = spawnSync('node', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (r.status !== 0) throw new Error(`lighthouse failed on ${url}: ${r.stderr}`)
  const lhr = JSON.parse(r.stdout)
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    page,
    preset,
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
  }
}

export async function runLighthouse(): Promise<Score[]> {
  ensureLighthouse()
  if (!existsSync('dist/index.html')) throw new Error('dist/ missing: npm run build first')
  const dataDir = mkdtempSync(join(tmpdir(), 'snip-lighthouse-'))
  const snip = await startSnip({ dataDir })
  const profile = mkdtempSync(join(tmpdir(), 'snip-lighthouse-profile-'))
  const port = freePort()
  // A plain Chromium with a debugging port: Lighthouse opens its own tabs there; playwright-core only
  // connects for a moment to place a session in the browser's storage.
  const browser = Bun.spawn([
    '/usr/bin/chromium', '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`,
    '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--no-first-run', '--disable-quic', '--disable-dev-shm-usage', 'about:blank',
  ], { stdout: 'ignore', stderr: 'ignore' })
  await waitUntil(async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok, 20_000, 'Chromium', 100)
  const scores: Score[] = []
  try {
    const few = await signedUpSession(snip.url, 'thirty')
    for (let i = 0; i < 30; i++) {
      await fetch(`${snip.url}/api/urls`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${few.access_token}` },
        body: JSON.stringify({ originalUrl: `https://example.com/page/${i}` }),
      })
    }
    const many = await signedUpSession(snip.url, 'tenthousand')
    await seedUserLinks({ sqliteFile: join(dataDir, 'snip.sqlite') }, many.user.id, 10_000)
    const storeSession = async (session: Record<string, any> | null) => {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
      const page = await cdp.contexts()[0]!.newPage()
      await page.goto(`${snip.url}/about`)
      await page.evaluate(([key, value]) => (value ? localStorage.setItem(key!, value) : localStorage.clear()), [AUTH_STORAGE_KEY, session ? JSON.stringify(session) : ''])
      await page.close()
      await cdp.close()
    }
    await storeSession(null)
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const path of PUBLIC_PAGES) scores.push(lighthouse(`${snip.url}${path}`, port, preset, path))
    }
    for (const [label, session] of [['dashboard, 30 links', few], ['dashboard, 10,000 links', many]] as const) {
      await storeSession(session)
      for (const preset of ['mobile', 'desktop'] as const) scores.push(lighthouse(`${snip.url}/app/dashboard`, port, preset, label))
    }
  } finally {
    browser.kill()
    await browser.exited
    await snip.stop()
    rmSync(profile, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  }
  return scores
}

export function printLighthouse(scores: Score[]): void {
  console.log('\nLighthouse 12 (perf · a11y · CLS · TBT ms · LCP ms)')
  for (const s of scores) {
    console.log(`  ${s.page.padEnd(26)} ${s.preset.padEnd(8)} ${String(s.performance).padStart(3)} · ${String(s.accessibility).padStart(3)} · ${s.cls.toFixed(3)} · ${String(s.tbtMs).padStart(4)} · ${s.lcpMs}`)
  }
}

if (import.meta.main) {
  const scores = await runLighthouse()
  printLighthouse(scores)
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/lighthouse.json', JSON.stringify({ date: new Date().toISOString(), lighthouse: LIGHTHOUSE, scores }, null, 2))
  process.exit(0)
}
