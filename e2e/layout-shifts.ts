// Layout shifts of a page load, as Chromium reports them (layout-shift entries not caused by input), with the
// elements that moved: the CLS tests of the signed-in pages use them.
import type { Page } from 'playwright-core'

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }

export interface Shift {
  value: number
  sources: string[]
}

/** Records layout shifts from the start of every document loaded in `page`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: { value: number; sources: string[] }[] }
    w.shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue
        const sources = (entry.sources ?? []).map((s) => {
          const el = s.node as Element | undefined
          return el ? `${el.nodeName.toLowerCase()}.${String(el.className ?? '').slice(0, 60)}` : '?'
        })
        w.shifts.push({ value: entry.value, sources })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts recorded since the current document started, and their sum (the page's CLS for one load). */
export async function layoutShift(page: Page): Promise<{ cls: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts)
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts }
}
