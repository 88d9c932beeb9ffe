// Anonymous visitors' recent links and claiming them (docs/decisions/0047): two links
// shortened without an account are listed after a reload (this browser's localStorage, no cookie); after
// signing in, "Add these links to your account" moves them to the dashboard.
import { describe, expect, it } from 'vitest'
import { homeCopy } from '../site/src/lib/home-copy'
import { recentLinksCopy } from '../site/src/features/recent-links/recent-links-copy'
import { RECENT_LINKS_KEY } from '../site/src/features/recent-links/recent-links-store'
import { rowCodes } from './dashboard-fixtures'
import { consoleErrors, hidden, open, seriousA11yViolations, useProduct, visible } from './harness'
import { createUserViaApi, signInThroughUi } from './users'

const home = homeCopy

describe('recent links on the home page', () => {
  const e2e = useProduct()

  it('lists anonymous links after a reload and claims them into the account', async () => {
    const page = await e2e.newPage()
    await open(page, '/')
    const shortUrls: string[] = []
    for (const path of ['/first', '/second']) {
      if (shortUrls.length) await page.getByRole('button', { name: home.newUrl }).click()
      await page.getByLabel(home.urlLabel).fill(`${e2e.targetOrigin}${path}`)
      await page.getByRole('button', { name: home.shorten }).click()
      const result = page.getByLabel(home.resultLabel)
      await visible(result)
      shortUrls.push(await result.inputValue())
    }

    await page.reload()
    await visible(page.getByRole('heading', { name: recentLinksCopy.title }))
    for (const url of shortUrls) await visible(page.getByRole('link', { name: url }))
    expect(await page.getByRole('button', { name: recentLinksCopy.claimOffer }).count()).toBe(0) // signed out: nothing to claim into
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), RECENT_LINKS_KEY)
    expect(stored.map((l: { shortUrl: string; token?: string }) => [l.shortUrl, typeof l.token])).toEqual([...shortUrls].reverse().map((u) => [u, 'string']))
    expect(await page.context().cookies()).toEqual([])
    expect(await seriousA11yViolations(page)).toEqual([])

    const user = await createUserViaApi(e2e.baseUrl)
    await signInThroughUi(page, user)
    await open(page, '/')
    await page.getByRole('button', { name: recentLinksCopy.claimOffer }).click()
    await visible(page.getByText(recentLinksCopy.claimed(2), { exact: true }))
    await hidden(page.getByRole('heading', { name: recentLinksCopy.title }))
    expect(await page.evaluate((key) => localStorage.getItem(key), RECENT_LINKS_KEY)).toBeNull()

    await open(page, '/app/dashboard')
    await page.getByRole('heading', { name: 'Your Links' }).waitFor()
    await visible(page.getByRole('list', { name: 'Links' }).locator('li[data-code]').first())
    expect((await rowCodes(page)).sort()).toEqual(shortUrls.map((u) => u.split('/').pop()).sort())
    expect(consoleErrors(page)).toEqual([])
  })
})
