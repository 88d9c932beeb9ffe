// Workspace invitations in the site (docs/decisions/0081), with e-mail configured (a local SMTP server keeps
// every mail): an owner creates a team, invites a second address from the settings page, the invitation mail's
// link opens /app/invite, the second person creates an account from there, confirms it from its mail, comes
// back to the invitation, joins and lands on the team's dashboard with the team's link, adds one of their own,
// and the owner's audit log shows both people's changes. On a phone and a desktop; no serious accessibility
// problem on the invitation page, signed out and signed in, nor on the audit log.
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailbox, type Mailbox } from '../api/test/auth-fixtures'
import { createLinkViaUi, row } from './dashboard-fixtures'
import { seriousA11yViolations, useProduct, visible } from './harness'
import { createUserViaApi, fillRegisterForm, newTestUser, signInThroughUi, type TestUser } from './users'

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }
const exact = { exact: true } as const

async function mailTo(mailbox: Mailbox, email: string, count: number) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const mails = mailbox.messages.filter((m) => m.to.includes(email.toLowerCase()))
    if (mails.length >= count) return mails[count - 1]!
    if (Date.now() > deadline) throw new Error(`no mail #${count} for ${email}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const linkIn = (text: string, pattern: RegExp) => {
  const url = pattern.exec(text)?.[0]
  if (!url) throw new Error(`no link in mail:\n${text}`)
  return url.replace(/&amp;/g, '&')
}
const VERIFY = /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify[^\s"'<>]*/
const INVITE = /https?:\/\/[^\s"'<>]+\/app\/invite#[A-Za-z0-9_-]+/

describe('workspace invitations in the site', () => {
  let mailbox: Mailbox
  beforeAll(async () => {
    mailbox = await startMailbox()
  })
  afterAll(async () => {
    await mailbox?.stop()
  })
  const e2e = useProduct(() => ({ SMTP_URL: mailbox.url, MAIL_FROM: 'Snip <snip@example.com>' }))

  /** An account whose address is confirmed from its mail (with e-mail on, a sign-up waits for that). */
  async function confirmedUser(prefix: string): Promise<TestUser> {
    const user = await createUserViaApi(e2e.baseUrl, newTestUser(prefix))
    const confirm = await fetch(linkIn((await mailTo(mailbox, user.email, 1)).text, VERIFY), { redirect: 'manual' })
    expect(confirm.status).toBe(303)
    return user
  }

  async function createTeam(page: Page, name: string, slug: string) {
    await page.getByRole('button', { name: 'Workspace: Personal' }).click()
    await page.getByRole('menuitem', { name: 'Create team workspace' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create team workspace' })
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('Address').fill(slug)
    await dialog.getByRole('button', { name: 'Create workspace' }).click()
    await page.waitForURL(`**/app/w/${slug}/dashboard`)
  }

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`invites by e-mail; the invitee signs up through the link and lands on the team's dashboard (${label})`, async () => {
      const id = randomBytes(3).toString('hex')
      const team = { name: `Crew ${id}`, slug: `crew-${id}` }
      const owner = await confirmedUser('owner')
      const page = await e2e.newPage({ viewport })
      await signInThroughUi(page, owner)
      await createTeam(page, team.name, team.slug)
      const code = await createLinkViaUi(page, `${e2e.targetOrigin}/shared-with-crew`, `c${id}`)

      // the owner invites from the team's settings
      await page.goto(`/app/w/${team.slug}/settings`)
      await visible(page.getByRole('heading', { name: 'Invite people' }))
      const invitee = newTestUser('invitee')
      await page.getByLabel('E-mail address').fill('not an address')
      await page.getByRole('button', { name: 'Send invitation' }).click()
      await visible(page.getByText('Please enter a valid email address', exact))
      await page.getByLabel('E-mail address').fill(invitee.email)
      await page.getByLabel('Role').selectOption({ label: 'Member' })
      await page.getByRole('button', { name: 'Send invitation' }).click()
      await visible(page.getByText(`Invitation sent to ${invitee.email}`).first())
      await visible(page.getByText(`${invitee.email} · Member`))
      expect(await page.getByLabel('Invitation link').count()).toBe(0) // mailed: no link to copy
      expect(await seriousA11yViolations(page)).toEqual([])

      // the invitee follows the mail's link, signed out
      const invitation = linkIn((await mailTo(mailbox, invitee.email, 1)).text, INVITE)
      const second = await e2e.newPage({ viewport })
      await second.goto(invitation)
      await visible(second.getByRole('heading', { name: `Join ${team.name} as member` }))
      await visible(second.getByText(`${owner.email} invited ${invitee.email}.`))
      expect(second.url()).not.toContain('#') // the token leaves the address bar
      expect(await seriousA11yViolations(second)).toEqual([])
      await second.getByRole('link', { name: 'Create account' }).click()
      await second.waitForURL('**/app/register')
      await fillRegisterForm(second, invitee)
      await second.getByRole('button', { name: 'Sign up' }).click()
      await second.waitForURL('**/app/login')

      // confirming the address signs in and comes back to the invitation
      await second.goto(linkIn((await mailTo(mailbox, invitee.email, 2)).text, VERIFY))
      await second.waitForURL('**/app/invite')
      await visible(second.getByRole('heading', { name: `Join ${team.name} as member` }))
      await visible(second.getByText(`You are signed in as ${invitee.email}.`))
      expect(await seriousA11yViolations(second)).toEqual([])
      await second.getByRole('button', { name: 'Accept invitation' }).click()
      await second.waitForURL(`**/app/w/${team.slug}/dashboard`)
      await visible(row(second, code))
      await visible(second.getByRole('button', { name: `Workspace: ${team.name}` }))

      // the invitation is no longer pending; the owner sees the new member
      await page.reload()
      await visible(page.getByText('No pending invitations.'))
      await visible(page.getByText(invitee.email, exact))
      expect(e2e.foreignRequests(second)).toEqual([])

      // the new member adds a link to the team; the owner's audit log shows both people's changes
      await createLinkViaUi(second, `${e2e.targetOrigin}/from-the-invitee`, `i${id}`)
      await page.getByRole('link', { name: 'Audit log' }).click()
      await page.waitForURL(`**/app/w/${team.slug}/audit`)
      const log = page.getByRole('table', { name: 'Audit events' })
      await visible(log.getByText('Joined by invitation'))
      await visible(log.getByText('Invited someone'))
      expect(await log.getByText('Created a link').count()).toBe(2)
      expect(await log.getByText(owner.email).count()).toBeGreaterThanOrEqual(2) // the owner's link and invitation
      expect(await log.getByText(invitee.email).count()).toBeGreaterThanOrEqual(2) // the invitee joined and made a link
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }

  it('revokes a pending invitation, and its link then says so', async () => {
    const id = randomBytes(3).toString('hex')
    const owner = await confirmedUser('revoker')
    const page = await e2e.newPage()
    await signInThroughUi(page, owner)
    await createTeam(page, `Gone ${id}`, `gone-${id}`)
    await page.goto(`/app/w/gone-${id}/settings`)
    const invitee = newTestUser('withdrawn')
    await page.getByLabel('E-mail address').fill(invitee.email)
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await visible(page.getByText(`${invitee.email} · Member`))
    await page.getByRole('button', { name: `Revoke invitation for ${invitee.email}` }).click()
    await visible(page.getByText('No pending invitations.'))
    const visitor = await e2e.newPage()
    await visitor.goto(linkIn((await mailTo(mailbox, invitee.email, 1)).text, INVITE))
    await visible(visitor.getByText('This invitation was withdrawn: ask for a new one', exact))
    expect(await visitor.getByRole('button', { name: 'Accept invitation' }).isVisible()).toBe(false)
  })
})
