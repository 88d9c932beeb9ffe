// The signed-in pages' first view asks the server little: a fresh load of /app/dashboard (signed in, links
// seeded) makes one request to /api/* and /auth/v1/* once it has settled — the first-view answer carries the
// list, the stats, the tags, the clicks per day, the user record, the admin flag and the session's check
// (docs/decisions/0079). The analytics, settings and admin pages each ask their own data once and one
// account answer (GET /api/app/me) instead of the admin flag, the session check and the user record apart.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accessToken, row, seedLink, statValue } from './dashboard-fixtures'
import { useProduct, visible } from './harness'
import { createUserViaApi, newTestUser, signInThroughUi } from './users'

/** The API and auth requests `page` makes while `load` runs and the page settles after it. */
async function requestsDuring(page: Page, load: () => Promise<void>): Promise<string[]> {
  const seen: string[] = []
  const note = (request: { url(): string; method(): string }) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/auth/v1/')) seen.push(`${request.method()} ${url.pathname}${url.search}`)
  }
  page.on('request', note)
  try {
    await load()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1_500) // requests started late (after the list, after a timer) count too
  } finally {
    page.off('request', note)
  }
  return seen
}

describe('first view requests', () => {
  const admin = newTestUser('firstview')
  const e2e = useProduct({ ADMIN_EMAILS: admin.email })

  it('the dashboard first view makes one request, and the other signed-in pages one for the account besides their own', async () => {
    const user = await createUserViaApi(e2e.baseUrl, admin)
    const token = await accessToken(e2e.baseUrl, user)
    const suffix = user.username.slice(-6)
    for (let i = 0; i < 3; i++) await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/first/${i}`, shortCode: `fv${i}-${suffix}` })
    const page = await e2e.newPage()
    await signInThroughUi(page, user)
    // the dashboard the sign-in lands on has asked its first view (its heading is in the HTML before any script
    // runs: on a busy machine that request could start after the count below began)
    await visible(row(page, `fv2-${suffix}`), 30_000)
    await page.waitForLoadState('networkidle')

    const dashboard = await requestsDuring(page, async () => {
      await page.goto('/app/dashboard')
      await visible(row(page, `fv2-${suffix}`), 30_000)
      await expect.poll(() => statValue(page, 'Total Links').innerText()).toBe('3')
    })
    const analytics = await requestsDuring(page, async () => {
      await page.goto('/app/analytics')
      await page.getByRole('table', { name: 'Top links' }).waitFor({ timeout: 30_000 })
    })
    const settings = await requestsDuring(page, async () => {
      await page.goto('/app/settings')
      await page.getByRole('heading', { name: 'Your data' }).waitFor({ timeout: 30_000 })
    })
    const adminPage = await requestsDuring(page, async () => {
      await page.goto('/app/admin')
      await page.getByRole('region', { name: 'Recent actions' }).waitFor({ timeout: 30_000 })
    })
    console.info('first view requests', JSON.stringify({ dashboard, analytics, settings, admin: adminPage }, null, 1))
    expect(dashboard).toEqual([expect.stringMatching(/^GET \/api\/app\/dashboard\b/)])
    // (the account check's module loads when first needed, so its request may come after the page's own)
    expect([...analytics].sort()).toEqual(['GET /api/app/me', expect.stringMatching(/^GET \/api\/stats\/analytics\?/)])
    // settings: its sessions, its API keys, its time zone, its language and its two-factor status (the auth service's answer for the user)
    expect([...settings].sort()).toEqual([
      'GET /api/app/me',
      'GET /api/keys',
      'GET /api/users/me/language',
      'GET /api/users/me/sessions',
      'GET /api/users/me/time-zone',
      'GET /auth/v1/user',
    ])
    // admin: each section's first answer once
    expect([...adminPage].sort()).toEqual([
      'GET /api/admin/domains',
      'GET /api/admin/links?q=&page=1',
      'GET /api/admin/log',
      'GET /api/admin/reports',
      'GET /api/admin/settings',
      'GET /api/admin/users',
      'GET /api/app/me',
    ])
    // the admin flag came with the first view: the menu offers the admin page
    await page.goto('/app/dashboard')
    await visible(row(page, `fv2-${suffix}`), 30_000)
    await page.getByRole('button', { name: /^User menu/ }).click()
    await page.getByRole('menuitem', { name: 'Admin' }).waitFor()
  })
})
