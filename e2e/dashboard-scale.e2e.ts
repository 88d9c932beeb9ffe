// The links dashboard with 10,000 links (#6): only the visible rows are rendered, more come on
// scroll, and typing in search stays responsive (no long main-thread task while typing).
import { describe, expect, it } from 'vitest'
import { TARGET_ORIGIN, useProduct } from './harness'
import { accessToken, openDashboard, rowCodes, seedLink } from './dashboard-fixtures'
import { formatCount } from '../site/src/lib/format-count'

const TOTAL = 10_000

describe('links dashboard: 10,000 links', () => {
  const e2e = useProduct()

  it('renders the first 50 rows, loads more on scroll, and filters while typing without blocking', async () => {
    const { page, user } = await openDashboard(e2e)
    const token = await accessToken(e2e.baseUrl, user)
    const codes = Array.from({ length: TOTAL }, (_, i) => `bulk-${String(i).padStart(5, '0')}`)
    for (let i = 0; i < TOTAL; i += 25) {
      await Promise.all(codes.slice(i, i + 25).map((code) => seedLink(e2e.baseUrl, token, { originalUrl: `${TARGET_ORIGIN}/page/${code}`, shortCode: code })))
    }

    await page.reload()
    await page.getByText(`Showing 50 of ${formatCount(TOTAL)} links`).waitFor({ timeout: 20_000 })
    // the count is written with the page's data; its rows may still be rendering on a busy machine
    await expect.poll(async () => (await rowCodes(page)).length, { timeout: 10_000 }).toBe(50)
    await page.getByText(`Showing 50 of ${formatCount(TOTAL)} links`).scrollIntoViewIfNeeded()
    await expect.poll(async () => (await rowCodes(page)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(100)

    await page.evaluate(() => {
      const w = window as unknown as { longest: number }
      w.longest = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration)
      }).observe({ type: 'longtask' })
    })
    const search = page.getByRole('searchbox', { name: 'Search links' })
    await search.click()
    await page.keyboard.type('BULK', { delay: 40 }) // matches every link: still only one page of rows
    await expect.poll(() => page.getByText(`Showing 50 of ${formatCount(TOTAL)} links`).count(), { timeout: 10_000 }).toBe(1)
    await expect.poll(async () => (await rowCodes(page)).length, { timeout: 10_000 }).toBe(50)
    await page.keyboard.type('-0999', { delay: 40 })
    expect(await search.inputValue()).toBe('BULK-0999')
    // Seeded 25 at a time, so creation order within a batch is the server's: expect its newest-first order.
    const listed = (await (await fetch(`${e2e.baseUrl}/api/urls`, { headers: { authorization: `Bearer ${token}` } })).json()) as { shortCode: string }[]
    const expected = listed.map((l) => l.shortCode).filter((c) => c.startsWith('bulk-0999'))
    expect([...expected].sort()).toEqual(codes.slice(9990))
    await expect.poll(() => rowCodes(page), { timeout: 10_000 }).toEqual(expected)
    const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest)
    console.log(`longest main-thread task while typing over ${TOTAL} links: ${Math.round(longest)} ms`)
    // Rendering every matching row takes seconds here; one page takes tens of ms. The bound leaves room for
    // this shared, noisy 2-core machine (a task can be stretched several times while descheduled).
    expect(longest).toBeLessThan(500)
  }, 240_000)
})
