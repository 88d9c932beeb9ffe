// /api/docs for keyboard and screen-reader users: axe finds nothing serious (a code block that scrolls
// must be reachable with the keyboard), and every request-body block is in the tab order with a name.
import { describe, expect, it } from 'vitest'
import { seriousA11yViolations, useProduct, visible } from './harness'

describe('/api/docs, accessible', () => {
  const e2e = useProduct()

  it('lets the keyboard reach and scroll every code block, each named for its operation', async () => {
    const page = await e2e.newPage({ viewport: { width: 480, height: 800 } })
    await page.goto(`${e2e.baseUrl}/api/docs`)
    await visible(page.getByText('Shorten a URL (custom codes need an account)'))
    expect(await seriousA11yViolations(page)).toEqual([])
    const blocks = page.locator('pre')
    expect(await blocks.count()).toBeGreaterThan(5)
    const first = blocks.first()
    expect(await first.getAttribute('tabindex')).toBe('0')
    // named for the operation whose body it describes, e.g. "Request body of POST /api/urls"
    expect(await page.getByRole('region', { name: /^Request body of POST \/api\/urls$/ }).count()).toBe(1)
    await first.focus()
    expect(await first.evaluate((pre) => pre === document.activeElement)).toBe(true)
  })
})
