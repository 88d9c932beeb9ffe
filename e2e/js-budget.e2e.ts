// JavaScript budgets: the gzipped JavaScript each built page loads before anyone acts —
// its inline scripts, script files, islands and everything they import statically, each file counted once —
// must stay within the page's budget. Runs on the dist/ the browser tests build (e2e/global-setup.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Locator, Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accessToken, seedLink } from './dashboard-fixtures'
import { ensureSiteBuilt, ROOT, useProduct } from './harness'
import { createUserViaApi, newTestUser, signInThroughUi } from './users'
import { entryModules, pageJsWeight, staticImports } from './js-weight'

const KB = 1024
/** Built page → its JavaScript budget in gzipped bytes, met. */
const BUDGETS: Record<string, number> = {
  // The signed-in pages: what a signed-in browser loads, dynamic imports included, is weighed below; here
  // their built HTML's static part.
  'app/dashboard/index.html': 120 * KB,
  'app/links/index.html': 120 * KB,
  'app/analytics/index.html': 120 * KB,
  'app/settings/index.html': 120 * KB,
  // a team workspace's settings (/app/w/{slug}/settings); its dashboard and analytics are the pages above
  'app/team/settings/index.html': 120 * KB,
  // a team workspace's audit log (/app/w/{slug}/audit), for its owners and admins
  'app/team/audit/index.html': 120 * KB,
  'app/admin/index.html': 120 * KB,
  // No React for a visitor: a static header, footer and not-found page; the user menu and the toaster load
  // only in a browser with a stored session (client:signed-in, features/session-hint).
  'about/index.html': 30 * KB,
  'terms/index.html': 30 * KB,
  'privacy/index.html': 30 * KB,
  '404.html': 30 * KB,
  'not-found/index.html': 30 * KB,
  // Decision 0050: home's shortener is HTML and a plain script for a visitor (the React island only with a
  // stored session), and its toasts need no React; the sign-in pages keep React forms checked by plain
  // contract rules (no zod), with a toaster without React and supabase-js loaded only when someone submits.
  'index.html': 30 * KB,
  // The same pages in another language (docs/decisions/0088): their words are in the HTML, not in a script.
  'de/index.html': 30 * KB,
  'de/about/index.html': 30 * KB,
  'ja/privacy/index.html': 30 * KB,
  // Page-only words live with their pages (lib/home-copy.ts, each feature's *-copy.ts), not in the shared lib/copy.ts.
  'app/login/index.html': 90 * KB,
  'app/register/index.html': 90 * KB,
  // One sentence and one field, two fields: HTML and a plain script, no React, no supabase-js.
  'app/forgot-password/index.html': 30 * KB,
  'report/index.html': 30 * KB,
  // A workspace invitation: what it is and one button, HTML and a plain script (supabase-js only to refresh a session).
  'app/invite/index.html': 30 * KB,
}
/** Budgets not met yet: a page whose work is still under way, held to its figure of today. */
const NOT_YET: Record<string, { target: number; today: number }> = {}

describe('JavaScript budgets', () => {
  it('finds static imports and re-exports, not dynamic import()', () => {
    const code = 'import{a as b}from"./a.js";import"./b.js";export{c}from"./c.js";export*from"./d.js";const e=()=>import("./e.js")'
    expect(staticImports(code)).toEqual(['./a.js', './b.js', './c.js', './d.js'])
  })

  it('counts the islands a visitor loads, not those hydrated only for a signed-in browser', () => {
    const html =
      '<script type="module" src="/_astro/page.js"></script>' +
      '<astro-island uid="1" component-url="/_astro/Form.js" renderer-url="/_astro/client.js" client="load"></astro-island>' +
      '<astro-island uid="2" component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" client="signed-in"></astro-island>'
    expect(entryModules(html)).toEqual(['/_astro/page.js', '/_astro/Form.js', '/_astro/client.js'])
  })

  for (const [page, { target, today }] of Object.entries(NOT_YET)) {
    it(`${page} (target ${target} KB, not met yet) loads no more than its ${today} KB of today`, async () => {
      await ensureSiteBuilt()
      const weight = pageJsWeight(join(ROOT, 'dist'), page)
      expect(weight.gzip, `${page}: ${(weight.gzip / KB).toFixed(1)} KB`).toBeLessThanOrEqual(today * KB)
    })
  }

  for (const [page, budget] of Object.entries(BUDGETS)) {
    it(`${page} loads at most ${budget / KB} KB of gzipped JavaScript`, async () => {
      await ensureSiteBuilt()
      const weight = pageJsWeight(join(ROOT, 'dist'), page)
      const heaviest = Object.entries(weight.files)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
      expect(weight.gzip, `${page}: ${(weight.gzip / KB).toFixed(1)} KB; heaviest: ${JSON.stringify(heaviest)}`).toBeLessThanOrEqual(budget)
    })
  }
})

/** The signed-in pages' budget: gzipped JavaScript a signed-in browser loads before anyone acts. */
const SIGNED_IN_BUDGET = 120 * KB
/**
 * The signed-in pages, each with what shows once it has loaded and the gzipped KB it is held to: the budget,
 * or for a page that does not meet it yet, its figure of today (`notYet`), so that it cannot grow meanwhile.
 */
const SIGNED_IN_PAGES: { name: string; path: (linkId: number) => string; ready: (page: Page) => Locator; notYet?: number }[] = [
  { name: 'dashboard', path: () => '/app/dashboard', ready: (page) => page.getByRole('heading', { name: 'Your Links' }) },
  { name: 'link analytics', path: (id) => `/app/links/?id=${id}`, ready: (page) => page.getByRole('heading', { name: 'Link analytics' }) },
  { name: 'all analytics', path: () => '/app/analytics', ready: (page) => page.getByRole('heading', { name: 'All analytics', level: 1 }) },
  { name: 'settings', path: () => '/app/settings', ready: (page) => page.getByRole('heading', { level: 1, name: 'Settings' }) },
  { name: 'admin', path: () => '/app/admin', ready: (page) => page.getByRole('heading', { level: 1, name: 'Admin' }) },
]

/**
 * Every script file the page fetches from a fresh load (no cache) until the network has been quiet, with its
 * gzipped size in bytes (read from dist/: the response of a page navigated away from has no body to read).
 */
async function scriptsLoaded(page: Page, path: string, ready: Locator): Promise<Record<string, number>> {
  const files: Record<string, number> = {}
  const onRequest = (req: Request) => {
    if (req.resourceType() !== 'script') return
    const url = new URL(req.url()).pathname
    files[url] = gzipSync(readFileSync(join(ROOT, 'dist', url)), { level: 9 }).length
  }
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  page.on('request', onRequest)
  await page.goto(path)
  await ready.waitFor({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_000) // work started after load (the session check, parts loaded later)
  page.off('request', onRequest)
  await cdp.detach()
  // The page's inline scripts (theme, signed-in hint, Astro's island loader) run before anyone acts too.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].filter((s) => !/json/i.test(s.getAttribute('type') ?? '')).map((s) => s.textContent ?? ''),
  )
  inline.forEach((code, i) => (files[`inline#${i}`] = gzipSync(code, { level: 9 }).length))
  return files
}

describe('JavaScript a signed-in browser loads', () => {
  const admin = newTestUser('admin')
  const e2e = useProduct({ ADMIN_EMAILS: admin.email })

  it(`stays within ${SIGNED_IN_BUDGET / KB} KB gzipped on the dashboard, link analytics, settings and admin`, async () => {
    await createUserViaApi(e2e.baseUrl, admin)
    const link = await seedLink(e2e.baseUrl, await accessToken(e2e.baseUrl, admin), { originalUrl: `${e2e.targetOrigin}/weighed` })
    const page = await e2e.newPage()
    await signInThroughUi(page, admin)
    // The sign-in's 'Logged in successfully' toast is carried to this first dashboard (and loads the toast
    // code there); the loads weighed below are plain ones.
    await page.getByRole('heading', { name: 'Your Links' }).waitFor()
    await page.waitForLoadState('networkidle')
    const weights: Record<string, { kb: number; heldTo: number; heaviest: [string, number][] }> = {}
    for (const { name, path, ready, notYet } of SIGNED_IN_PAGES) {
      const files = await scriptsLoaded(page, path(link.id), ready(page))
      const total = Object.values(files).reduce((a, b) => a + b, 0)
      const heldTo = notYet ?? SIGNED_IN_BUDGET / KB
      weights[name] = {
        kb: Number((total / KB).toFixed(1)),
        heldTo,
        heaviest: Object.entries(files)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6),
      }
    }
    const over = Object.entries(weights).filter(([, w]) => w.kb > w.heldTo)
    expect(over, JSON.stringify(weights)).toEqual([])
  })
})
