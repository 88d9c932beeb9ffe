// Shorten from anywhere (docs/decisions/0089): /app/dashboard?url=… (the bookmarklet) and ?text=… (a phone's
// share sheet) open the Add New Link dialog filled in, nothing created, and the parameters leave the address;
// anything but a web address opens nothing; a signed-out visitor signs in and comes back to the same address.
// Settings' bookmarklet, run on a page of another origin, opens Snip's dashboard with that page's address.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { settingsCopy } from '../site/src/features/settings/copy/settings-copy'
import { consoleErrors, open, seriousA11yViolations, useProduct, visible } from './harness'
import { createUserViaApi, signedInUser } from './users'

const t = settingsCopy.anywhere

const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add New Link' })

async function expectPrefilled(page: Page, address: string): Promise<void> {
  const dialog = addDialog(page)
  await visible(dialog)
  await expect.poll(() => dialog.getByLabel('Original URL').inputValue()).toBe(address)
  await expect.poll(() => new URL(page.url()).search).toBe('')
}

describe('shorten from anywhere', () => {
  const e2e = useProduct()

  it('?url= and ?text= open Add New Link filled in; the address is cleaned; nothing else opens it', async () => {
    const page = await e2e.newPage()
    await signedInUser(page, e2e.baseUrl)
    await open(page, '/app/dashboard?url=https%3A%2F%2Fexample.org%2Fa')
    await expectPrefilled(page, 'https://example.org/a')
    // nothing was created by the visit; a reload does not open the dialog again
    await page.reload()
    await visible(page.getByRole('heading', { name: 'Your Links' }))
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    expect(await addDialog(page).count()).toBe(0)

    await open(page, `/app/dashboard?title=An%20article&text=${encodeURIComponent('Read this https://example.org/b now')}`)
    await expectPrefilled(page, 'https://example.org/b')

    await open(page, '/app/dashboard?url=javascript:alert(1)')
    await visible(page.getByRole('heading', { name: 'Your Links' }))
    await expect.poll(() => new URL(page.url()).search).toBe('')
    // a dialog would open in the same step, once its code loaded: give it that time
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    expect(await addDialog(page).count()).toBe(0)
    expect(consoleErrors(page)).toEqual([])
  })

  it('a signed-out visitor signs in and comes back to the dialog, filled in', async () => {
    const page = await e2e.newPage()
    const user = await createUserViaApi(e2e.baseUrl)
    await page.goto('/app/dashboard?url=https%3A%2F%2Fexample.org%2Fafter-sign-in')
    await page.waitForURL('**/app/login')
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL((url) => url.pathname === '/app/dashboard')
    await expectPrefilled(page, 'https://example.org/after-sign-in')
  })

  it("Settings' bookmarklet, run on another site's page, opens Snip's dashboard with that page's address", async () => {
    const page = await e2e.newPage()
    await signedInUser(page, e2e.baseUrl)
    await open(page, '/app/settings')
    const section = page.getByRole('region', { name: t.title })
    await visible(section)
    const link = section.getByRole('link', { name: t.bookmarklet })
    await expect.poll(() => link.getAttribute('href')).toMatch(/^javascript:/)
    const href = (await link.getAttribute('href'))!
    expect(href).toContain(`${e2e.baseUrl}/app/dashboard?url=`)
    // pressed here it only says to drag it: the page stays, and the CSP has nothing to refuse
    await link.click()
    await visible(section.getByText(t.dragHint))
    expect(new URL(page.url()).pathname).toBe('/app/settings')
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(consoleErrors(page)).toEqual([])

    const article = `${e2e.targetOrigin}/news/article?id=7&lang=en`
    await page.goto(article)
    const opened = page.context().waitForEvent('page')
    // what the browser does with a bookmarked javascript: address: decode it, run it on the page
    await page.evaluate(decodeURIComponent(href.slice('javascript:'.length)))
    const snip = await opened
    await snip.waitForURL((url) => url.origin === e2e.baseUrl && url.pathname === '/app/dashboard')
    await expectPrefilled(snip, article)
    await snip.close()
  })
})
