// A weak new password in the browser: the forms check the length themselves, and the auth service's answer
// for a common password (its list stays on the server) is shown at the new-password field, on the register
// screen and in Settings' password section, in the contracts' words.
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { messages } from '../site/src/lib/copy'
import { settingsCopy } from '../site/src/features/settings/copy/settings-copy'
import { open, useProduct, visible } from './harness'
import { fillRegisterForm, newTestUser, signedInUser } from './users'

const exact = { exact: true } as const
const SLOW = 120_000

/** The words a field's aria-describedby points at (its error message, read with it by a screen reader). */
async function description(field: Locator): Promise<string> {
  return field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  )
}

describe('weak new passwords', () => {
  const e2e = useProduct()

  it(
    'the register screen says at the password field that it is too short, then that it is too common',
    async () => {
      const page = await e2e.newPage()
      await open(page, '/app/register')
      const password = page.getByLabel('Password', exact)
      await fillRegisterForm(page, { ...newTestUser('weak'), password: 'kx9-q2z' })
      await page.getByRole('button', { name: 'Sign up' }).click()
      await expect.poll(() => description(password), { timeout: 10_000 }).toBe(messages.auth.passwordTooShort)

      await fillRegisterForm(page, { ...newTestUser('weak'), password: 'password' })
      await page.getByRole('button', { name: 'Sign up' }).click()
      await expect.poll(() => description(password), { timeout: 10_000 }).toBe(messages.auth.passwordCommon)
      expect(new URL(page.url()).pathname).toBe('/app/register')
      expect(await page.getByRole('button', { name: 'Sign up' }).isEnabled()).toBe(true)
    },
    SLOW,
  )

  it(
    "Settings' password section says at the new password that a common one is refused",
    async () => {
      const page = await e2e.newPage()
      const user = await signedInUser(page, e2e.baseUrl)
      await open(page, '/app/settings#password')
      const t = settingsCopy.password
      const next = page.getByLabel(t.new, exact)
      await visible(next)
      await page.getByLabel(t.current, exact).fill(user.password)
      await next.fill('iloveyou')
      await page.getByLabel(t.confirm, exact).fill('iloveyou')
      await page.getByRole('button', { name: t.submit }).click()
      await expect.poll(() => description(next), { timeout: 10_000 }).toBe(messages.auth.passwordCommon)
      expect(await page.getByText(t.changed, exact).count()).toBe(0)
    },
    SLOW,
  )
})
