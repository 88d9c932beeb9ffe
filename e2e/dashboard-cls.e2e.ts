// No layout shift on the dashboard: signed in with 30 links, a fresh load of
// /app/dashboard accumulates a cumulative layout shift below 0.02 (Chromium's layout-shift entries, the
// ones not caused by input), at 1280×800 and 390×844.
import { describe, expect, it } from 'vitest'
import { accessToken, row, seedLink, statValue } from './dashboard-fixtures'
import { useProduct, visible } from './harness'
import { layoutShift, recordLayoutShifts, VIEWPORTS } from './layout-shifts'
import { createUserViaApi, signInThroughUi } from './users'

describe('dashboard layout stability', () => {
  const e2e = useProduct()

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`loads with a layout shift below 0.02 (${label})`, async () => {
      const user = await createUserViaApi(e2e.baseUrl)
      const token = await accessToken(e2e.baseUrl, user)
      const suffix = user.username.slice(-6)
      for (let i = 0; i < 30; i++) await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/page/${i}`, shortCode: `cls${i}-${suffix}` })
      const page = await e2e.newPage({ viewport })
      await signInThroughUi(page, user)
      await recordLayoutShifts(page)
      await page.goto('/app/dashboard')
      await visible(row(page, `cls29-${suffix}`), 30_000)
      await expect.poll(() => statValue(page, 'Total Links').innerText()).toBe('30')
      await page.waitForTimeout(1_000) // late shifts (fonts, images, toasts) count too
      const { cls, shifts } = await layoutShift(page)
      expect(cls, JSON.stringify(shifts)).toBeLessThan(0.02)
    })
  }
})
