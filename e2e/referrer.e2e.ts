// Referrer privacy: a visitor who follows a short link shared on some page arrives at the target
// without a Referer by default: the redirect's Referrer-Policy is no-referrer (docs/decisions/0012).
import { describe, expect, it } from 'vitest'
import { TARGET_ORIGIN, TARGET_TITLE, useProduct } from './harness'

describe('referrer privacy', () => {
  const e2e = useProduct()

  it('the landing page sees no Referer when a short link is followed from another site', async () => {
    const created = await fetch(`${e2e.baseUrl}/api/urls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ originalUrl: `${TARGET_ORIGIN}/landing` }),
    })
    const { shortCode } = (await created.json()) as { shortCode: string }
    const page = await e2e.newPage()
    await page.goto(`${TARGET_ORIGIN}/source?to=${encodeURIComponent(`${e2e.baseUrl}/${shortCode}`)}`)
    const sourceReferer = await page.getByTestId('referer').textContent()
    await page.getByRole('link', { name: 'Follow the short link' }).click()
    await page.waitForURL(`${TARGET_ORIGIN}/landing#`) // the redirect ends with an empty fragment (decision 66)
    expect(await page.title()).toBe(TARGET_TITLE)
    expect(await page.getByTestId('referer').textContent()).toBe('none')
    expect(sourceReferer).toBe('none') // the source page was opened directly
  })
})
