// Moderation in the admin page, lean: an admin (ADMIN_EMAILS) takes a link down and its
// short address shows "Link disabled" (410), from which a visitor reports it; then blocks a domain, and the
// home form refuses it. axe on the admin, Link disabled and report pages.
import { describe, expect, it } from 'vitest'
import { domainMessages } from '../api/src/contracts/domain-schemas'
import { moderationMessages } from '../api/src/contracts/moderation-messages'
import { adminCopy } from '../site/src/features/admin/admin-copy'
import { domainsCopy } from '../site/src/features/domains/domains-copy'
import { linkDisabledCopy } from '../site/src/features/lifecycle/link-disabled-copy'
import { reportCopy } from '../site/src/features/report/report-copy'
import { messages, siteMessages } from '../site/src/lib/copy'
import { consoleErrors, failedResponses, hydrated, open, seriousA11yViolations, useProduct, visible } from './harness'
import { createUserViaApi, newTestUser, signInThroughUi } from './users'

const admin = newTestUser('admin')

describe('admin page', () => {
  const e2e = useProduct({ ADMIN_EMAILS: admin.email })

  it('takes a link down (its address shows Link disabled) and blocks a domain the home form then refuses', async () => {
    const made = await fetch(`${e2e.baseUrl}/api/urls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ originalUrl: `${e2e.targetOrigin}/spam` }),
    })
    const { shortCode } = (await made.json()) as { shortCode: string }
    await createUserViaApi(e2e.baseUrl, admin)
    const page = await e2e.newPage()
    await signInThroughUi(page, admin)
    await open(page, '/app/admin')
    await page.getByRole('button', { name: new RegExp(`^${messages.site.header.userMenu}`) }).click()
    await visible(page.getByRole('menuitem', { name: siteMessages.admin })) // the menu shows it to admins only
    await page.keyboard.press('Escape')

    const links = page.getByRole('region', { name: adminCopy.links.title })
    await links.getByLabel(adminCopy.links.search).fill(shortCode)
    await links.getByRole('button', { name: adminCopy.links.searchButton }).click()
    const row = links.getByRole('listitem', { name: shortCode })
    await row.getByRole('button', { name: adminCopy.links.disable }).click()
    await row.getByLabel(adminCopy.reason).fill('Spam')
    await row.getByRole('button', { name: adminCopy.confirm }).click()
    await visible(row.getByText(adminCopy.links.disabledBecause('Spam')))

    const settings = page.getByRole('region', { name: adminCopy.settings.title })
    await settings.getByLabel(adminCopy.settings.domain).fill('blocked.example')
    await settings.getByRole('button', { name: adminCopy.settings.block }).click()
    await visible(settings.getByRole('button', { name: adminCopy.settings.unblock('blocked.example') }))

    // An instance-wide domain: served at once; disabled and enabled again; a blocked one refused at the field.
    const domains = page.getByRole('region', { name: adminCopy.domains.title })
    await domains.getByLabel(adminCopy.domains.domain).fill('go.blocked.example')
    await domains.getByRole('button', { name: adminCopy.domains.add }).click()
    await visible(domains.getByText(domainMessages.hostBlocked))
    await domains.getByLabel(adminCopy.domains.domain).fill('Go.Admin-Test.example')
    await domains.getByRole('button', { name: adminCopy.domains.add }).click()
    const item = domains.getByRole('listitem').filter({ hasText: 'go.admin-test.example' })
    await visible(item.getByText(domainsCopy.status.verified))
    await visible(item.getByText(adminCopy.domains.instanceWide))
    await item.getByRole('button', { name: `${adminCopy.domains.disable} go.admin-test.example` }).click()
    await visible(item.getByText(domainsCopy.status.disabled))
    expect((await fetch(`${e2e.baseUrl}/api/domains/allowed?domain=go.admin-test.example`)).status).toBe(404)
    await item.getByRole('button', { name: `${adminCopy.domains.enable} go.admin-test.example` }).click()
    await visible(item.getByText(domainsCopy.status.verified))
    expect((await fetch(`${e2e.baseUrl}/api/domains/allowed?domain=go.admin-test.example`)).status).toBe(200)
    expect(await seriousA11yViolations(page)).toEqual([])

    const answer = await page.goto(`/${shortCode}`)
    expect(answer?.status()).toBe(410)
    await visible(page.getByRole('heading', { name: linkDisabledCopy.title }))
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByRole('link', { name: linkDisabledCopy.report }).click()
    await page.waitForURL('**/report')
    await hydrated(page)
    await page.getByLabel(reportCopy.link).fill(shortCode)
    await page.getByLabel(reportCopy.reason).fill('Still spam')
    await page.getByRole('button', { name: reportCopy.submit }).click()
    await visible(page.getByText(reportCopy.sent))
    expect(await seriousA11yViolations(page)).toEqual([])

    await open(page, '/')
    await page.getByLabel('URL to shorten').fill('https://www.blocked.example/page')
    await page.getByRole('button', { name: 'Shorten URL' }).click()
    await visible(page.getByText(moderationMessages.domainBlocked, { exact: true }))
    expect(consoleErrors(page).filter((e) => !/status of (400|410)/.test(e))).toEqual([])
  })

  it('shows someone who is not an admin no Admin item and no admin page, without a failed request on the way', async () => {
    const someone = await createUserViaApi(e2e.baseUrl, newTestUser('someone'))
    const page = await e2e.newPage()
    const failed = failedResponses(page)
    const asked = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/app/dashboard') // the flag comes with the first view
    await signInThroughUi(page, someone)
    await hydrated(page)
    expect((await asked).status()).toBe(200)
    await page.getByRole('button', { name: new RegExp(`^${messages.site.header.userMenu}`) }).click()
    await visible(page.getByRole('menuitem', { name: messages.site.header.signOut }))
    expect(await page.getByRole('menuitem', { name: siteMessages.admin }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await open(page, '/app/admin')
    await visible(page.getByText(adminCopy.notAdmin))
    expect(failed).toEqual([])
  })
})
