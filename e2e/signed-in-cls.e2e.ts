// No layout shift on the signed-in pages besides the dashboard (dashboard-cls.e2e.ts): signed in as an admin
// with a clicked link, a fresh load of one link's analytics, the settings and the admin page accumulates a
// cumulative layout shift below 0.02 (Chromium's layout-shift entries, the ones not caused by input) at
// 1280×800 and 390×844 — each page shows a placeholder of its final shape while it loads, and no section
// pops in above another.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accessToken, follow, seedLink } from './dashboard-fixtures'
import { useProduct } from './harness'
import { watchOpenRequests } from './open-requests'
import { layoutShift, recordLayoutShifts, VIEWPORTS } from './layout-shifts'
import { createUserViaApi, newTestUser, signInThroughUi } from './users'

const PAGES: { name: string; path: (linkId: number) => string; ready: (page: Page) => Locator }[] = [
  { name: 'link analytics', path: (id) => `/app/links/?id=${id}`, ready: (page) => page.getByRole('heading', { name: 'In this period' }) },
  { name: 'all analytics', path: () => '/app/analytics', ready: (page) => page.getByRole('table', { name: 'Top links' }) },
  { name: 'settings', path: () => '/app/settings', ready: (page) => page.getByRole('heading', { name: 'Your data' }) },
  { name: 'admin', path: () => '/app/admin', ready: (page) => page.getByRole('region', { name: 'Recent actions' }) },
]

describe('signed-in pages layout stability', () => {
  const admins = { desktop: newTestUser('clsdesk'), phone: newTestUser('clsphone') }
  const e2e = useProduct({ ADMIN_EMAILS: `${admins.desktop.email},${admins.phone.email}` })

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`link analytics, settings and admin load with a layout shift below 0.02 (${label})`, async () => {
      const user = await createUserViaApi(e2e.baseUrl, admins[label as keyof typeof admins])
      const link = await seedLink(e2e.baseUrl, await accessToken(e2e.baseUrl, user), { originalUrl: `${e2e.targetOrigin}/clicked` })
      for (let i = 0; i < 3; i++) await follow(`${e2e.baseUrl}/${link.shortCode}`)
      const page = await e2e.newPage({ viewport })
      await signInThroughUi(page, user)
      await recordLayoutShifts(page)
      const requests = watchOpenRequests(page)
      const found: Record<string, unknown> = {}
      for (const { name, path, ready } of PAGES) {
        await page.goto(path(link.id))
        await ready(page).waitFor({ timeout: 30_000 })
        // Late sections need their answers before the shifts are read. An answer slower than this on a loaded
        // machine is named and the shifts are read anyway: what the test claims is the layout, not the speed.
        const stillOpen = await requests.settle({ timeout: 45_000 })
        if (stillOpen.length) console.warn(`${name}: read the shifts with requests still open: ${stillOpen.join(', ')}`)
        await page.waitForTimeout(1_000) // late shifts (sections, fonts, toasts) count too
        const { cls, shifts } = await layoutShift(page)
        if (cls >= 0.02) found[name] = { cls: Number(cls.toFixed(3)), shifts }
      }
      expect(found).toEqual({})
    })
  }
})
