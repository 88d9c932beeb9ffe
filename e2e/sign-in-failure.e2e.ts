// A refused sign-in is said in the form itself, not only in a toast that fades after five seconds: the words
// stay by the button until the next try, and the next try with the right password goes on.
import { describe, expect, it } from 'vitest'
import { messages } from '../site/src/lib/copy'
import { hidden, open, useProduct, visible } from './harness'
import { createUserViaApi } from './users'

const exact = { exact: true } as const

describe('a refused sign-in', () => {
  const e2e = useProduct()

  it('is said inline in the form, stays past the toast time, and goes with the next try', async () => {
    const page = await e2e.newPage()
    const user = await createUserViaApi(e2e.baseUrl)
    await open(page, '/app/login')
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()

    const inline = page.locator('form').getByRole('alert').filter({ hasText: messages.toast.loginFail.title })
    await visible(inline)
    await visible(inline.getByText('Invalid login credentials', exact))
    // longer than a toast lives
    await page.waitForTimeout(6_000)
    await visible(inline)
    expect(await page.getByLabel('Password').isEnabled()).toBe(true)

    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/app/dashboard')
    await hidden(page.getByText('Invalid login credentials', exact))
  }, 90_000)
})
