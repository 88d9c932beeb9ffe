// The admin page's lists read as words: the links come in pages (Previous / Next, with the page and the
// total), counts say "1 click" and "2 links", the log names what was done ("Link disabled"), and an invite
// link is offered only while sign-ups are by invite only.
import { describe, expect, it } from 'vitest'
import { adminCopy } from '../site/src/features/admin/admin-copy'
import { hydrated, open, seriousA11yViolations, useProduct, visible } from './harness'
import { HUMAN_AGENT } from '../api/test/http-client'
import { createUserViaApi, newTestUser, signInThroughUi, tokenGrant } from './users'

const admin = newTestUser('admin')
const t = adminCopy.links

describe('admin lists', () => {
  const e2e = useProduct({ ADMIN_EMAILS: admin.email })

  /** The admin's 30 links (the newest followed once, the oldest disabled), made once for the file. */
  let made: Promise<{ once: { shortCode: string } }> | undefined
  const setUp = () =>
    (made ??= (async () => {
      await createUserViaApi(e2e.baseUrl, admin)
      const { accessToken } = await tokenGrant(e2e.baseUrl, 'password', { email: admin.email, password: admin.password })
      const asAdmin = (path: string, body?: unknown) =>
        fetch(`${e2e.baseUrl}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        }).then((r) => r.json())
      const urls = Array.from({ length: 30 }, (_, i) => `${e2e.targetOrigin}/paged/${i}`)
      const bulk = (await asAdmin('/api/urls/bulk', { urls })) as { results: { link: { id: number; shortCode: string } }[] }
      const once = bulk.results[29]!.link
      await fetch(`${e2e.baseUrl}/${once.shortCode}`, { redirect: 'manual', headers: { 'user-agent': HUMAN_AGENT } })
      await asAdmin(`/api/admin/links/${bulk.results[0]!.link.id}/disable`, { reason: 'Spam' })
      return { once }
    })())

  async function adminPage() {
    const facts = await setUp()
    const page = await e2e.newPage()
    await signInThroughUi(page, admin)
    await open(page, '/app/admin')
    await hydrated(page)
    return { page, ...facts }
  }

  it('pages the links, with the page, the total, Previous and Next', async () => {
    const { page } = await adminPage()
    const links = page.getByRole('region', { name: t.title })
    await links.getByLabel(t.search).fill('/paged/')
    await links.getByRole('button', { name: t.searchButton }).click()
    const pager = links.getByRole('navigation', { name: t.pages })
    await visible(pager.getByText(t.pageOf(1, 2)))
    await visible(pager.getByText(t.count(30)))
    expect(await links.getByRole('listitem').count()).toBe(25)
    expect(await pager.getByRole('button', { name: t.previous }).isDisabled()).toBe(true)
    await pager.getByRole('button', { name: t.next }).click()
    await visible(pager.getByText(t.pageOf(2, 2)))
    expect(await links.getByRole('listitem').count()).toBe(5)
    expect(await pager.getByRole('button', { name: t.next }).isDisabled()).toBe(true)
    await pager.getByRole('button', { name: t.previous }).click()
    await visible(pager.getByText(t.pageOf(1, 2)))
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  it('counts in words: "1 click", never "1 clicks"', async () => {
    const { page, once } = await adminPage()
    const clicked = page.getByRole('region', { name: t.title }).getByRole('listitem', { name: once.shortCode })
    await visible(clicked)
    expect(await clicked.textContent()).toContain(t.clicks(1))
    expect(await clicked.textContent()).not.toMatch(/\b1 clicks\b/)
    await visible(page.getByRole('region', { name: adminCopy.users.title }).getByText(adminCopy.users.links(30), { exact: true }))
  })

  it('names what the log records in words', async () => {
    const { page } = await adminPage()
    const log = page.getByRole('region', { name: adminCopy.log.title })
    await visible(log.getByText(adminCopy.log.actions['link.disable'], { exact: true }))
    expect(await log.getByText('link.disable').count()).toBe(0)
  })

  it('offers an invite link only while sign-ups are by invite only', async () => {
    const { page } = await adminPage()
    const settings = page.getByRole('region', { name: adminCopy.settings.title })
    const invite = settings.getByRole('button', { name: adminCopy.settings.invite })
    await visible(settings.getByText(adminCopy.settings.noInvites))
    expect(await invite.count()).toBe(0) // sign-ups are open: an invite would change nothing
    await settings.getByLabel(adminCopy.settings.signupMode).selectOption('invite-only')
    await visible(invite)
    await settings.getByLabel(adminCopy.settings.signupMode).selectOption('closed')
    await visible(settings.getByText(adminCopy.settings.noInvites))
    expect(await invite.count()).toBe(0) // closed: no sign-up gets through, invited or not
  })
})
