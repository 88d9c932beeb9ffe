// Over the anonymous shortening limit, the home page says what happened and how long to wait (the 429's
// Retry-After), not a bare "Error".
import { describe, expect, it } from 'vitest'
import { messages, waitTime } from '../site/src/lib/copy'
import { open, useProduct, visible } from './harness'
import { toastText } from './dashboard-fixtures'

describe('home page over the anonymous limit', () => {
  const e2e = useProduct({ ANON_CREATE_LIMIT: '1' })

  it('toasts "Too many requests" with the wait the answer gave', async () => {
    const page = await e2e.newPage()
    await open(page, '/')
    const limited = page.waitForResponse((answer) => answer.url().endsWith('/api/urls') && answer.status() === 429)
    await page.getByLabel('URL to shorten').fill(`${e2e.targetOrigin}/first`)
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    await visible(toastText(page, messages.toast.createOk.title))
    await page.getByRole('button', { name: 'New URL' }).click()
    await page.getByLabel('URL to shorten').fill(`${e2e.targetOrigin}/second`)
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    const wait = Number((await limited).headers()['retry-after'])
    expect(wait).toBe(60)
    await visible(toastText(page, messages.toast.rateLimited.title))
    await visible(toastText(page, messages.toast.rateLimited.wait(waitTime(wait))))
    expect(await toastText(page, messages.toast.homeError.title).count()).toBe(0)
  })
})
