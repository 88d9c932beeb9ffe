// With e-mail configured (SMTP_URL): sign-up confirmation and the forgot-password → reset-password journey,
// through real mails caught by a local SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../site/src/lib/copy'
import { forgotPasswordCopy } from '../site/src/features/forgot-password/forgot-password-copy'
import { startMailbox, type Mailbox } from '../api/test/auth-fixtures'
import { open, seriousA11yViolations, useProduct, visible } from './harness'
import { fillRegisterForm, newTestUser, signInThroughUi } from './users'

const exact = { exact: true } as const

function linkIn(text: string): string {
  const url = /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify[^\s"'<>]*/.exec(text)?.[0]
  if (!url) throw new Error(`no verify link in mail:\n${text}`)
  return url.replace(/&amp;/g, '&')
}

async function waitForMail(mailbox: Mailbox, email: string, count: number) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const mails = mailbox.messages.filter((m) => m.to.includes(email.toLowerCase()))
    if (mails.length >= count) return mails[count - 1]!
    if (Date.now() > deadline) throw new Error(`no mail #${count} for ${email}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('e-mail journeys', () => {
  let mailbox: Mailbox
  beforeAll(async () => {
    mailbox = await startMailbox()
  })
  afterAll(async () => {
    await mailbox?.stop()
  })
  const e2e = useProduct(() => ({ SMTP_URL: mailbox.url, MAIL_FROM: 'Snip <snip@example.com>' }))

  it('registers, confirms the address from the mail (landing on /app/login), resets the password and signs in with it', async () => {
    const page = await e2e.newPage()
    const user = newTestUser('mail')
    await open(page, '/app/register')
    await fillRegisterForm(page, user)
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.waitForURL('**/app/login')
    await visible(page.getByText('Registration successful', exact))

    const confirmation = await waitForMail(mailbox, user.email, 1)
    await page.goto(linkIn(confirmation.text || confirmation.html))
    await page.waitForURL((url) => url.pathname === '/app/login')

    // Forgot password: the form is offered because e-mail is configured.
    await open(page, '/app/forgot-password')
    expect(await page.getByText(forgotPasswordCopy.emailDisabled, exact).count()).toBe(0)
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByLabel('Email address').fill('not-an-email')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await visible(page.getByText(messages.auth.invalidEmail, exact))
    await page.getByLabel('Email address').fill(user.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await visible(page.getByText(forgotPasswordCopy.sent, exact))

    const recovery = await waitForMail(mailbox, user.email, 2)
    await page.goto(linkIn(recovery.text || recovery.html))
    await page.waitForURL((url) => url.pathname === '/app/reset-password')
    await visible(page.getByRole('heading', { name: 'Choose a new password' }))
    expect(await seriousA11yViolations(page)).toEqual([])
    const newPassword = `${user.password}-new`
    await page.getByLabel('New password', exact).fill(newPassword)
    await page.getByLabel('Confirm new password').fill('mismatch-123')
    await page.getByRole('button', { name: 'Update password' }).click()
    await visible(page.getByText(messages.auth.passwordsDontMatch, exact))
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Update password' }).click()
    await page.waitForURL('**/app/dashboard')
    await visible(page.getByText('Password updated', exact))

    const fresh = await e2e.newPage()
    await signInThroughUi(fresh, { ...user, password: newPassword })
    await visible(fresh.getByRole('button', { name: /User menu/ }))
    expect(e2e.foreignRequests(page)).toEqual([])
  })
})
