// The home shortener for signed-in users (spec §2, §5, §8): custom codes, taken codes, the in-place code
// edit (PATCH) with a live QR, and the retry-once rule for auto-generated codes.
import { describe, expect, it } from 'vitest'
import { messages } from '../site/src/lib/copy'
import { open, TARGET_ORIGIN, TARGET_TITLE, useProduct, visible } from './harness'
import { decodeQrPng } from './qr-decode'
import { signedInUser } from './users'

const exact = { exact: true } as const

async function qrText(page: import('playwright-core').Page): Promise<string | null> {
  const dialog = page.getByRole('dialog', { name: 'QR Code for your shortened URL' })
  const img = dialog.getByRole('img')
  await visible(img)
  return decodeQrPng((await img.getAttribute('src')) ?? '')
}

describe('home page shortener (signed in)', () => {
  const e2e = useProduct()

  it('creates a link with a custom code, and refuses a taken one inline', async () => {
    const page = await e2e.newPage()
    await signedInUser(page, e2e.baseUrl)
    await open(page, '/')
    await visible(page.getByRole('link', { name: 'My Links' }))
    expect(await page.getByText('Custom codes require account', exact).count()).toBe(0)
    await visible(page.getByText(`${e2e.baseUrl}/`, exact)) // the custom code input's origin prefix

    await page.getByLabel('URL to shorten').fill(`${TARGET_ORIGIN}/custom`)
    await page.getByLabel('Custom path (optional)').fill('abcd')
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    await visible(page.getByText(messages.shortCode.tooShortHome, exact))

    await page.getByLabel('Custom path (optional)').fill('my-home-code')
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    await visible(page.getByText('URL shortened successfully', exact))
    expect(await page.getByLabel('Your short URL').inputValue()).toBe(`${e2e.baseUrl}/my-home-code`)

    await page.goto('/my-home-code')
    await page.waitForURL(`${TARGET_ORIGIN}/custom#`) // the redirect ends with an empty fragment (decision 66)
    expect(await page.title()).toBe(TARGET_TITLE)

    await open(page, '/')
    await page.getByLabel('URL to shorten').fill(`${TARGET_ORIGIN}/other`)
    await page.getByLabel('Custom path (optional)').fill('my-home-code')
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    await visible(page.getByText(messages.shortCode.taken, exact))
    expect(await page.getByLabel('Custom path (optional)').getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByLabel('Your short URL').count()).toBe(0)
    expect(e2e.foreignRequests(page)).toEqual([])
  })

  it('edits the code in place: the QR follows the text live, Update saves it with PATCH', async () => {
    const page = await e2e.newPage()
    await signedInUser(page, e2e.baseUrl)
    await open(page, '/')
    await page.getByLabel('URL to shorten').fill(`${TARGET_ORIGIN}/edit`)
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    const code = page.getByLabel('Custom path', { exact: true })
    await visible(code)
    const original = await code.inputValue()
    expect(original).toMatch(/^[A-Za-z0-9_-]{7}$/) // a random code made for a signed-in user

    await code.fill('edited-home')
    await page.getByRole('button', { name: 'Show QR Code' }).click()
    expect(await qrText(page)).toBe(`${e2e.baseUrl}/edited-home`)
    await page.getByRole('button', { name: 'Close', exact: true }).click()

    const patch = page.waitForRequest((r) => r.method() === 'PATCH' && /\/api\/urls\/\d+$/.test(r.url()))
    await page.getByRole('button', { name: 'Update' }).click()
    expect((await patch).postDataJSON()).toEqual({ shortCode: 'edited-home' })
    await visible(page.getByText('URL updated successfully', exact))
    expect(await page.getByLabel('Your short URL').inputValue()).toBe(`${e2e.baseUrl}/edited-home`)
    expect((await fetch(`${e2e.baseUrl}/api/urls/by-code/edited-home`)).status).toBe(200)
    expect((await fetch(`${e2e.baseUrl}/api/urls/by-code/${original}`)).status).toBe(404)

    await code.fill('')
    await page.getByRole('button', { name: 'Update' }).click()
    await visible(page.getByText(messages.shortCode.requiredHome, exact))
    await code.fill('abc')
    await page.getByRole('button', { name: 'Update' }).click()
    await visible(page.getByText(messages.shortCode.tooShortHome, exact))

    // A code somebody else has: the inline message.
    await fetch(`${e2e.baseUrl}/api/urls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ originalUrl: `${TARGET_ORIGIN}/x` }),
    })
      .then((r) => r.json())
      .then(async (other: { shortCode: string }) => {
        await code.fill(other.shortCode)
        await page.getByRole('button', { name: 'Update' }).click()
        await visible(page.getByText(messages.shortCode.taken, exact))
      })
  })

  it('retries an auto-generated code once when it collides, then reports failure', async () => {
    const page = await e2e.newPage()
    await signedInUser(page, e2e.baseUrl)
    await open(page, '/')
    const taken = { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'short_code_taken', message: 'Short code already in use' }) }
    let posts = 0
    await page.route('**/api/urls', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      posts += 1
      if (posts === 1) return route.fulfill(taken) // first random code collides…
      return route.continue() // …the retry with a new one works
    })
    await page.getByLabel('URL to shorten').fill(`${TARGET_ORIGIN}/retry`)
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    await visible(page.getByLabel('Your short URL'))
    expect(posts).toBe(2)

    await page.getByRole('button', { name: 'New URL' }).click()
    posts = 0
    await page.unroute('**/api/urls')
    await page.route('**/api/urls', (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      posts += 1
      return route.fulfill(taken)
    })
    await page.getByLabel('URL to shorten').fill(`${TARGET_ORIGIN}/retry-fails`)
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    await visible(page.getByText(messages.toast.homeUniqueFail, exact))
    expect(posts).toBe(2)
  })

  it('shows other create errors as an Error toast', async () => {
    const page = await e2e.newPage()
    await signedInUser(page, e2e.baseUrl)
    await open(page, '/')
    await page.route('**/api/urls', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'internal_error', message: 'Something broke' }) }),
    )
    await page.getByLabel('URL to shorten').fill(`${TARGET_ORIGIN}/boom`)
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    await visible(page.getByText('Error', exact))
    await visible(page.getByText('Something broke', exact))
  })
})
