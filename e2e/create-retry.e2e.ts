// A create whose answer is lost on the way back (a timeout, a dropped connection) is tried again by the
// visitor; the site sends the same Idempotency-Key for the same attempt, so the server makes one link and
// answers the retry with it (docs/decisions/0015).
import { describe, expect, it } from 'vitest'
import { open, useProduct, visible } from './harness'

describe('retrying a create', () => {
  const e2e = useProduct()

  it('the home form sends one key per attempt: a retry after a lost answer gets the same link', async () => {
    const page = await e2e.newPage()
    const keys: string[] = []
    let lostCode: string | undefined
    await page.route('**/api/urls', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      keys.push(route.request().headers()['idempotency-key'] ?? '')
      if (lostCode) return route.continue()
      const response = await route.fetch() // the server makes the link…
      lostCode = ((await response.json()) as { shortCode: string }).shortCode
      await route.abort('timedout') // …and its answer never arrives
    })
    await open(page, '/')
    await page.getByLabel('URL to shorten').fill(`${e2e.targetOrigin}/retried`)
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    await visible(page.locator('[data-slot="toast"]', { hasText: 'Error' })) // the visitor sees the failure
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    const shortUrl = page.getByLabel('Your short URL')
    await visible(shortUrl)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[\w-]{21}$/)
    expect(keys[1]).toBe(keys[0])
    expect((await shortUrl.inputValue()).endsWith(`/${lostCode}`)).toBe(true)

    // the next attempt is a new one, even for the same address
    await page.getByRole('button', { name: 'New URL' }).click()
    await page.getByLabel('URL to shorten').fill(`${e2e.targetOrigin}/retried`)
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    await visible(page.getByLabel('Your short URL'))
    expect(keys).toHaveLength(3)
    expect(keys[2]).not.toBe(keys[0])
  })
})
