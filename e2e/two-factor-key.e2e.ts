// Two-factor sign-in, read and typed by a person: the key to type by hand is shown in blocks of four, and
// copying it (the button, or selecting it and copying) gives the key without the spaces; on the sign-in's
// second step the code field has the focus, so the code can be typed at once.
import { describe, expect, it } from 'vitest'
import { settingsCopy } from '../site/src/features/settings/copy/settings-copy'
import { open, useProduct, visible } from './harness'
import { awayFromStepEdge, codeAt } from './totp'
import { signedInUser } from './users'

const t = settingsCopy.twoFactor

describe('two-factor key and code, as a person uses them', () => {
  const e2e = useProduct()

  it('shows the key in blocks of four, copies it without spaces, and focuses the code field on the second step', async () => {
    const page = await e2e.newPage()
    const user = await signedInUser(page, e2e.baseUrl)
    await open(page, '/app/settings')
    const section = page.getByRole('region', { name: t.title })
    await section.getByRole('button', { name: t.enable }).click()
    const key = section.getByLabel(t.secretLabel)
    await visible(key)
    const shown = await key.inputValue()
    expect(shown).toMatch(/^([A-Z2-7]{4} )*[A-Z2-7]{1,4}$/)
    expect(shown).toContain(' ')
    const secret = shown.replaceAll(' ', '')

    await section.getByRole('button', { name: t.copyKey }).click()
    await visible(page.getByText(t.keyCopied, { exact: true }))
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret)
    await page.evaluate(() => navigator.clipboard.writeText(''))
    await key.focus()
    await key.selectText()
    await page.keyboard.press('Control+C')
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret)

    await awayFromStepEdge()
    await section.getByLabel(t.codeLabel).fill(codeAt(secret, -1))
    await section.getByRole('button', { name: t.confirm }).click()
    await section.getByRole('button', { name: t.codesDone }).click()
    await visible(section.getByText(t.statusOn))

    await page.getByRole('button', { name: /User menu/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL('**/app/login')
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/app/login/verify')
    const code = page.getByLabel(t.signIn.codeLabel)
    await visible(code)
    await expect.poll(() => code.evaluate((el) => el === document.activeElement)).toBe(true)
    await awayFromStepEdge()
    await page.keyboard.type(codeAt(secret))
    await page.keyboard.press('Enter')
    await page.waitForURL('**/app/dashboard')
  }, 180_000)
})
