// Custom domains in the site, against a real DNS server started here (the product asks it: DOMAIN_DNS_SERVERS):
// the account's settings add a domain for the personal workspace and show the TXT and CNAME records to create;
// Verify says in words what DNS holds, and once the records are published there the domain is Verified and
// takes its redirects; the link dialog then offers it, and the new link's row shows and copies its address on
// that domain, whose QR code decodes to it too; Remove warns that the domain's links go with it. A member of a
// team reads its domains without the controls. axe finds nothing serious at phone and desktop widths.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestDns, type TestDns } from '../api/test/dns-server'
import { accessToken, dialogImagePng, row, submitLinkDialog, toastText } from './dashboard-fixtures'
import { consoleErrors, seriousA11yViolations, useProduct, visible } from './harness'
import { decodeQrPng } from './qr-decode'
import { createUserViaApi, newTestUser, signInThroughUi, type TestUser } from './users'
import { VIEWPORTS } from './layout-shifts'

let dns: TestDns
beforeAll(async () => {
  dns = await startTestDns()
})
afterAll(async () => {
  await dns?.close()
})
// The product starts after the DNS server (hooks run in order), so its address is known by then.
const e2e = useProduct(() => ({ DOMAIN_DNS_SERVERS: dns.server }))

const exact = { exact: true }
const HOST = 'go.snip-e2e.test'

/** Signs in a fresh user on a fresh page of `viewport` size and opens the Domains section of the account's settings. */
async function openDomains(viewport: { width: number; height: number } = VIEWPORTS.desktop, user?: TestUser): Promise<{ page: Page; user: TestUser }> {
  const page = await e2e.newPage({ viewport })
  const who = user ?? (await createUserViaApi(e2e.baseUrl, newTestUser('domains')))
  await signInThroughUi(page, who)
  await page.goto('/app/settings')
  await scrollToDomains(page)
  return { page, user: who }
}

/** Brings the Domains section to the screen (its body loads then) and waits for it. */
async function scrollToDomains(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { name: 'Domains', level: 2 })
  await heading.scrollIntoViewIfNeeded()
  await page.getByRole('region', { name: 'Domains' }).getByRole('status', { name: 'Loading domains' }).waitFor({ state: 'detached', timeout: 15_000 })
}

const domainItem = (page: Page, host: string) => page.getByRole('listitem', { name: host })

async function addDomain(page: Page, host: string): Promise<void> {
  await page.getByLabel('Domain', exact).fill(host)
  await page.getByRole('button', { name: 'Add domain' }).click()
  await visible(domainItem(page, host))
}

/** The rows of a pending domain's records table, as [type, name, value]. */
async function recordRows(page: Page, host: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: `DNS records for ${host}` })
  await visible(table)
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.querySelector('code')?.textContent ?? c.textContent ?? '')))
}

describe('custom domains in the site', () => {
  it('adds a domain, shows its DNS records, verifies it against DNS, and makes a link on it whose row, copy and QR code use it', async () => {
    const { page } = await openDomains()
    const section = page.getByRole('region', { name: 'Domains' })
    await visible(section.getByText("No domains yet: links use this instance's own address."))

    // the API's refusal is shown at the field
    await page.getByLabel('Domain', exact).fill('localhost')
    await page.getByRole('button', { name: 'Add domain' }).click()
    await visible(section.getByText('Enter a domain name such as go.example.com'))
    expect(await page.getByLabel('Domain', exact).getAttribute('aria-invalid')).toBe('true')

    await addDomain(page, HOST)
    const item = domainItem(page, HOST)
    await visible(item.getByText('Pending', exact))
    const records = await recordRows(page, HOST)
    expect(records.map(([type, name]) => [type, name])).toEqual([
      ['TXT', `_snip-challenge.${HOST}`],
      ['CNAME', HOST],
    ])
    const [[, , txtValue], [, , cnameValue]] = records as [string[], string[]]
    expect(txtValue).toMatch(/^snip-verify=[\w-]{32}$/)
    expect(cnameValue).toBe(new URL(e2e.baseUrl).hostname)
    await item.getByRole('button', { name: "Copy the TXT record's value" }).click()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(txtValue)
    await visible(item.getByRole('button', { name: "Copied the TXT record's value" }).getByText('Copied', exact))

    // nothing published yet: Verify says so in words
    await item.getByRole('button', { name: `Verify ${HOST}` }).click()
    await visible(item.getByText(/^Not every record was found yet\./))
    expect(await item.getByText('Pending', exact).isVisible()).toBe(true)

    // a wrong TXT value is named as such
    dns.zone[`_snip-challenge.${HOST}`] = { txt: ['snip-verify=someone-elses'] }
    dns.zone[HOST] = { cname: cnameValue! }
    await item.getByRole('button', { name: `Verify ${HOST}` }).click()
    await visible(item.getByText(/^The TXT record was found, but it holds another value/))

    dns.zone[`_snip-challenge.${HOST}`] = { txt: [txtValue!] }
    await item.getByRole('button', { name: `Verify ${HOST}` }).click()
    await visible(item.getByText('Verified', exact))
    await visible(item.getByText('Both records were found: the domain is verified and serves links.'))
    await toastText(page, `${HOST} is verified`).waitFor()
    expect(await item.getByRole('table').count()).toBe(0)
    expect(await item.getByRole('button', { name: `Verify ${HOST}` }).count()).toBe(0)

    // its redirects: each field shows its own refusal; a good address is saved
    await item.getByLabel('Root redirect').fill('javascript:alert(1)')
    await item.getByRole('button', { name: 'Save', exact: true }).click()
    await visible(item.getByText('Enter a full http:// or https:// address, or leave it empty for Snip’s own page'))
    await item.getByLabel('Root redirect').fill('https://example.com/home')
    await item.getByRole('button', { name: 'Save', exact: true }).click()
    await toastText(page, 'Redirects saved').waitFor()

    // the link dialog offers the instance's own host first, then the domain; the link made on it uses it everywhere
    await page.goto('/app/dashboard')
    await page.getByRole('button', { name: 'Add New Link' }).first().click()
    const dialog = page.getByRole('dialog')
    const picker = dialog.getByLabel('Domain', exact)
    await visible(picker)
    expect(await picker.locator('option').allTextContents()).toEqual([new URL(e2e.baseUrl).host, HOST])
    expect(await picker.inputValue()).toBe('')
    await picker.selectOption(HOST)
    await submitLinkDialog(page, { url: `${e2e.targetOrigin}/on-a-domain`, code: 'on-domain' })
    await dialog.waitFor({ state: 'detached' })
    const shortUrl = `http://${HOST}/on-domain`
    const linkRow = row(page, 'on-domain')
    await visible(linkRow)
    const shown = linkRow.getByRole('link', { name: /^Short URL:/ })
    expect(await shown.getAttribute('href')).toBe(shortUrl)
    expect(await shown.getAttribute('title')).toBe(shortUrl)
    // what it shows: the origin and the path (a screen reader hears 'Short URL:' first)
    expect(await shown.evaluate((a) => [...a.querySelectorAll('span:not(.sr-only)')].map((s) => s.textContent).join(''))).toBe(shortUrl)
    await linkRow.getByRole('button', { name: 'Copy short URL on-domain' }).click()
    await toastText(page, 'URL copied to clipboard').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl)

    await linkRow.getByRole('button', { name: 'Show QR code for on-domain' }).click()
    const qr = page.getByRole('dialog', { name: 'on-domain' })
    await visible(qr.getByText(shortUrl, exact))
    expect(decodeQrPng(await dialogImagePng(page))).toBe(shortUrl)
    await qr.getByRole('button', { name: 'Close dialog' }).click()
    await qr.waitFor({ state: 'detached' })

    // an existing link's domain is shown, not changed
    await linkRow.getByRole('button', { name: 'Edit link on-domain' }).click()
    const field = page.getByRole('dialog').getByLabel('Domain', exact)
    expect(await field.inputValue()).toBe(HOST)
    expect(await field.getAttribute('readonly')).not.toBeNull()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

    // the link analytics page's header uses it too
    await linkRow.getByRole('link', { name: /View analytics for on-domain/ }).click()
    const header = page.getByRole('link', { name: shortUrl, exact: true })
    await visible(header)
    expect(await header.getAttribute('href')).toBe(shortUrl)
    expect(consoleErrors(page)).toEqual([])
  })

  it('removes a domain after a confirmation that says its links go with it', async () => {
    const { page } = await openDomains()
    const host = 'remove-me.snip-e2e.test'
    await addDomain(page, host)
    await domainItem(page, host)
      .getByRole('button', { name: `Remove ${host}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Remove domain' })
    await visible(dialog.getByText(`Remove ${host}? Every link on this domain is removed too`, { exact: false }))
    await dialog.getByRole('button', { name: 'Remove domain' }).click()
    await toastText(page, `${host} removed`).waitFor()
    await domainItem(page, host).waitFor({ state: 'detached' })
    // focus does not fall to the page: the section's heading takes it
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('domains-title')
  })

  it("shows a team's domains to a member without the controls that change them", async () => {
    const owner = await createUserViaApi(e2e.baseUrl, newTestUser('teamowner'))
    const member = await createUserViaApi(e2e.baseUrl, newTestUser('teammember'))
    const ownerToken = await accessToken(e2e.baseUrl, owner)
    const call = async (token: string, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${e2e.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      expect(res.status, `${method} ${path}`).toBeLessThan(300)
      return res.json() as Promise<Record<string, unknown>>
    }
    const slug = `team-${Date.now().toString(36)}`
    await call(ownerToken, 'POST', '/api/workspaces', { name: 'Domain team', slug })
    const invited = await call(ownerToken, 'POST', `/api/workspaces/${slug}/invitations`, { email: member.email, role: 'member' })
    const token = String(invited.link).split('#')[1]
    await call(await accessToken(e2e.baseUrl, member), 'POST', `/api/invitations/${token}/accept`)
    const teamHost = 'team.snip-e2e.test'
    await call(ownerToken, 'POST', `/api/workspaces/${slug}/domains`, { host: teamHost })

    const page = await e2e.newPage({ viewport: VIEWPORTS.desktop })
    await signInThroughUi(page, member)
    await page.goto(`/app/w/${slug}/settings`)
    await scrollToDomains(page)
    const item = domainItem(page, teamHost)
    await visible(item.getByText('Pending', exact))
    await visible(page.getByText('Only owners and admins of the workspace add, verify and remove domains.'))
    expect(await page.getByRole('button', { name: 'Add domain' }).count()).toBe(0)
    expect(
      await item
        .getByRole('button')
        .filter({ hasText: /Verify|Remove/ })
        .count(),
    ).toBe(0)
  })

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`the Domains section, with a pending and a verified domain, has no serious axe violations (${label})`, async () => {
      const { page } = await openDomains(viewport)
      const pending = `pending-${label}.snip-e2e.test`
      const verified = `verified-${label}.snip-e2e.test`
      await addDomain(page, pending)
      await addDomain(page, verified)
      const [[, , txtValue], [, , cnameValue]] = (await recordRows(page, verified)) as [string[], string[]]
      dns.zone[`_snip-challenge.${verified}`] = { txt: [txtValue!] }
      dns.zone[verified] = { cname: cnameValue! }
      await domainItem(page, verified)
        .getByRole('button', { name: `Verify ${verified}` })
        .click()
      await visible(domainItem(page, verified).getByLabel('Root redirect'))
      await domainItem(page, pending)
        .getByRole('button', { name: `Verify ${pending}` })
        .click()
      await visible(domainItem(page, pending).getByText(/^Not every record was found yet\./))
      // nothing wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      expect(await seriousA11yViolations(page)).toEqual([])
      await domainItem(page, pending)
        .getByRole('button', { name: `Remove ${pending}` })
        .click()
      await visible(page.getByRole('dialog', { name: 'Remove domain' }))
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }
})
