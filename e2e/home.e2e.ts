// The home page shortener for anonymous visitors (spec §2 "Home page shortener", §5 home rules).
import { describe, expect, it } from 'vitest'
import { messages } from '../site/src/lib/copy'
import { homeCopy } from '../site/src/lib/home-copy'
import { consoleErrors, expectBusy, hidden, holdRequests, open, seriousA11yViolations, TARGET_TITLE, useProduct, visible } from './harness'
import { decodeQrPng } from './qr-decode'
import { signedInUser } from './users'

const home = homeCopy

describe('home page shortener (signed out)', () => {
  const e2e = useProduct()

  it('shortens a URL, copies it, shows a QR code that holds the short URL, and the short link redirects', async () => {
    const page = await e2e.newPage()
    await open(page, '/')
    const shorten = page.getByRole('button', { name: 'Shorten URL' })
    await visible(shorten)
    expect(await shorten.isDisabled()).toBe(true) // empty input

    const target = `${e2e.targetOrigin}/articles/2026/a-long-path?with=query`
    await page.getByLabel('URL to shorten').fill(target)
    expect(await shorten.isEnabled()).toBe(true)
    await shorten.click()
    await visible(page.getByText('URL shortened successfully', { exact: true }))

    const result = page.getByLabel('Your short URL')
    await visible(result)
    expect(await result.getAttribute('readonly')).not.toBeNull()
    const shortUrl = await result.inputValue()
    expect(shortUrl).toMatch(new RegExp(`^${e2e.baseUrl}/[A-Za-z0-9_-]{7}$`))

    await page.getByRole('button', { name: 'Copy to clipboard' }).click()
    await visible(page.getByText('Copied to clipboard', { exact: true }))
    expect(await page.locator('[data-slot="toast"]').count()).toBe(1) // toasts never stack
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl)

    await page.getByRole('button', { name: 'Show QR Code' }).click()
    const dialog = page.getByRole('dialog', { name: 'QR Code for your shortened URL' })
    await visible(dialog)
    const img = dialog.getByRole('img', { name: home.qrAlt(shortUrl) })
    await visible(img)
    const box = await img.boundingBox()
    expect(box?.width).toBe(256)
    expect(box?.height).toBe(256)
    const src = (await img.getAttribute('src')) ?? ''
    expect(src.startsWith('data:image/png;base64,')).toBe(true)
    expect(decodeQrPng(src)).toBe(shortUrl)
    expect(await seriousA11yViolations(page)).toEqual([])

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download PNG' }).click()])
    const code = shortUrl.split('/').pop()
    expect(download.suggestedFilename()).toBe(`${code}.png`)
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await hidden(dialog)

    // Following the short link lands on the original address.
    await page.goto(shortUrl)
    await page.waitForURL(`${target}#`) // the redirect ends with an empty fragment (decision 66)
    expect(await page.title()).toBe(TARGET_TITLE)
    expect(e2e.foreignRequests(page)).toEqual([])
    expect(consoleErrors(page)).toEqual([])
  })

  it("New URL returns to an empty form and clears the QR image: the next link's QR holds the new short URL", async () => {
    const page = await e2e.newPage()
    await open(page, '/')
    const dialog = page.getByRole('dialog', { name: 'QR Code for your shortened URL' })
    const shortenAndShowQr = async (url: string) => {
      await page.getByLabel('URL to shorten').fill(url)
      await page.getByRole('button', { name: 'Shorten URL' }).click()
      await visible(page.getByLabel('Your short URL'))
      const shortUrl = await page.getByLabel('Your short URL').inputValue()
      await page.getByRole('button', { name: 'Show QR Code' }).click()
      await visible(dialog)
      const img = dialog.getByRole('img')
      await visible(img)
      // The first image shown, read at once: a QR left over from the previous link would show here.
      return { shortUrl, qr: decodeQrPng((await img.getAttribute('src')) ?? '') }
    }
    const first = await shortenAndShowQr('example.org/page')
    expect(first.qr).toBe(first.shortUrl)
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await hidden(dialog)

    await page.getByRole('button', { name: 'New URL' }).click()
    await visible(page.getByRole('button', { name: 'Shorten URL' }))
    expect(await page.getByLabel('URL to shorten').inputValue()).toBe('')
    expect(await page.getByLabel('Your short URL').count()).toBe(0)
    expect(await page.getByRole('img', { name: /QR code for/ }).count()).toBe(0)

    const second = await shortenAndShowQr('example.org/other-page')
    expect(second.shortUrl).not.toBe(first.shortUrl)
    expect(second.qr).toBe(second.shortUrl)
    await visible(dialog.getByRole('img', { name: home.qrAlt(second.shortUrl) }))
  })

  it('reads "Shortening..." with the button disabled while the link is created', async () => {
    const page = await e2e.newPage()
    await open(page, '/')
    const release = await holdRequests(page, '**/api/urls', { method: 'POST' })
    await page.getByLabel('URL to shorten').fill(`${e2e.targetOrigin}/slow`)
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    await expectBusy(page, 'Shortening...', ['URL to shorten'])
    release()
    await visible(page.getByLabel('Your short URL'))
    expect(await page.getByRole('button', { name: 'Shortening...' }).count()).toBe(0)
  })

  it('a toast closes by itself after 5000 ms, and F8 moves focus to the notifications', async () => {
    const page = await e2e.newPage()
    await open(page, '/')
    await page.getByLabel('URL to shorten').fill(`${e2e.targetOrigin}/toast`)
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    const toast = page.locator('[data-slot="toast"]', { hasText: 'URL shortened successfully' })
    await visible(toast)
    const shownAt = Date.now()
    await page.mouse.move(0, 0) // a pointer over the notifications would pause the timer
    expect(await toast.getAttribute('data-variant')).toBe('default')
    await page.waitForTimeout(3_500)
    expect(await toast.isVisible()).toBe(true) // not before 5000 ms
    await hidden(toast, 4_000)
    const closedAfter = Date.now() - shownAt
    expect(closedAfter).toBeGreaterThanOrEqual(4_000)
    expect(closedAfter).toBeLessThan(7_500)

    const focused = () =>
      page.evaluate(() => ({
        slot: document.activeElement?.getAttribute('data-slot'),
        region: document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'),
      }))
    expect((await focused()).slot).not.toBe('toast-viewport')
    await page.keyboard.press('F8')
    expect(await focused()).toEqual({ slot: 'toast-viewport', region: 'Notifications (F8)' })
  })

  it('prefixes https:// when the URL has no scheme', async () => {
    const page = await e2e.newPage()
    await open(page, '/')
    await page.getByLabel('URL to shorten').fill('target.snip.example/no-scheme')
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    const shortUrl = await (async () => {
      await visible(page.getByLabel('Your short URL'))
      return page.getByLabel('Your short URL').inputValue()
    })()
    const res = await fetch(`${e2e.baseUrl}/api/urls/by-code/${shortUrl.split('/').pop()}`)
    expect(await res.json()).toEqual({ originalUrl: 'https://target.snip.example/no-scheme' })
  })

  it('shows the home validation messages', async () => {
    const page = await e2e.newPage()
    await open(page, '/')
    const input = page.getByLabel('URL to shorten')
    const shorten = page.getByRole('button', { name: 'Shorten URL' })
    const cases: Array<[string, string]> = [
      ['localhost', messages.url.needsDomain(home.exampleHost)],
      ['example.', messages.url.needsTld],
      ['http://[not-a-host', messages.url.invalidHome],
    ]
    for (const [value, message] of cases) {
      await input.fill(value)
      await shorten.click()
      await visible(page.getByText(message, { exact: true }))
    }
    await input.fill('   ')
    await visible(shorten) // whitespace only: still counts as empty
    expect(await shorten.isDisabled()).toBe(true)
    expect(await page.getByLabel('Your short URL').count()).toBe(0)
  })

  it('shows signed-out visitors what an account adds, and no custom code input', async () => {
    const page = await e2e.newPage()
    await open(page, '/')
    await visible(page.getByRole('link', { name: 'Sign in to use custom codes' }))
    await visible(page.getByText('Custom codes require account'))
    await visible(page.getByText('Analytics with account'))
    await visible(page.getByRole('link', { name: 'Create free account' }).first())
    expect(await page.getByLabel('Custom path (optional)').count()).toBe(0)
    expect(await page.getByRole('link', { name: 'My Links' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Sign in to use custom codes' }).getAttribute('href')).toBe('/app/login')
    // Each thing an account adds is said once: what it is, then the way to get it.
    const hints = page.getByRole('list', { name: 'With an account' }).getByRole('listitem')
    expect(await hints.allTextContents()).toEqual([
      'Custom codes require account · Sign in to use custom codes',
      'Analytics with account · Create free account',
    ])
  })

  it('a signed-in visitor is not asked to create an account', async () => {
    const page = await e2e.newPage()
    await signedInUser(page, e2e.baseUrl)
    await open(page, '/')
    await visible(page.getByRole('link', { name: 'My Links' }))
    expect(await page.getByRole('link', { name: 'Create free account' }).filter({ visible: true }).count()).toBe(0)
  })

  it('has the hero, features, call to action and repository link, without accessibility violations', async () => {
    const page = await e2e.newPage()
    await open(page, '/')
    await visible(page.getByRole('heading', { level: 1 }))
    await visible(page.getByRole('heading', { name: /Everything a link needs/ }))
    await visible(page.getByRole('heading', { name: 'Keep your links in one place' }))
    const repo = page.getByRole('link', { name: 'View the source code' })
    expect(await repo.getAttribute('href')).toBe('https://github.com/snip-shortener/snip')
    await visible(page.getByRole('link', { name: 'Log in' }))
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(e2e.foreignRequests(page)).toEqual([])
  })

  it('works on a phone-sized screen without horizontal scrolling', async () => {
    const page = await e2e.newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
    await open(page, '/')
    await page.getByLabel('URL to shorten').fill(`${e2e.targetOrigin}/phone`)
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    await visible(page.getByLabel('Your short URL'))
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
