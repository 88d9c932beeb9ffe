// JavaScript budgets (issue 13, point 3): the gzipped JavaScript each built page loads before anyone acts —
// its inline scripts, script files, islands and everything they import statically, each file counted once —
// must stay within the page's budget. Runs on the dist/ the browser tests build (e2e/global-setup.ts).
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureSiteBuilt, ROOT } from './harness'
import { pageJsWeight, staticImports } from './js-weight'

const KB = 1024
/** Built page → issue 13's budget in gzipped bytes, met. */
const BUDGETS: Record<string, number> = {
  'app/dashboard/index.html': 150 * KB,
  'app/links/index.html': 150 * KB,
}
/**
 * Issue 13's budgets not met yet: React's runtime alone is 64 KB gzip, so these pages reach their targets
 * only without a React island on first load (a static header, toaster and footer). Until then each page may
 * not grow beyond what it loaded when the supabase-js and zod parts were taken out (2026-11-25, in KB; home and
 * the sign-in pages +1 KB after two-factor sign-in joined: a session waiting for its code is no session).
 */
const NOT_YET: Record<string, { target: number; today: number }> = {
  'index.html': { target: 30, today: 162 },
  'about/index.html': { target: 30, today: 123 },
  'terms/index.html': { target: 30, today: 123 },
  'privacy/index.html': { target: 30, today: 123 },
  '404.html': { target: 30, today: 123 },
  'not-found/index.html': { target: 30, today: 124 },
  'app/login/index.html': { target: 90, today: 151 },
  'app/register/index.html': { target: 90, today: 151 },
  'app/forgot-password/index.html': { target: 90, today: 150 },
}

describe('JavaScript budgets', () => {
  it('finds static imports and re-exports, not dynamic import()', () => {
    const code = 'import{a as b}from"./a.js";import"./b.js";export{c}from"./c.js";export*from"./d.js";const e=()=>import("./e.js")'
    expect(staticImports(code)).toEqual(['./a.js', './b.js', './c.js', './d.js'])
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
      const heaviest = Object.entries(weight.files).sort((a, b) => b[1] - a[1]).slice(0, 8)
      expect(weight.gzip, `${page}: ${(weight.gzip / KB).toFixed(1)} KB; heaviest: ${JSON.stringify(heaviest)}`).toBeLessThanOrEqual(budget)
    })
  }
})
