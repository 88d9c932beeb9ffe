// Two-factor sign-in: set up in the settings page (the test reads the key from the page and
// computes the codes like an authenticator app), sign out, sign in with the password → the code page →
// the dashboard; a recovery code instead of the code, shown as used; turning it off. axe on the section and page.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { settingsCopy } from '../site/src/features/settings/copy/settings-copy'
import { open, seriousA11yViolations, useProduct, visible } from './harness'
import { awayFromStepEdge, codeAt } from './totp'
import { signedInUser, type TestUser } from './users'

const t = settingsCopy.twoFactor
/** Each test walks a dozen pages and two axe runs (about 110 s on a loaded 2-core machine). */
const STEPS_TIMEOUT_MS = 240_000

async function signOutThroughMenu(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await page.waitForURL('**/app/login')
}

async function passwordStep(page: Page, user: TestUser) {
  await open(page, '/app/login')
  await page.getByLabel('Email address').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/app/login/verify')
  await visible(page.getByRole('heading', { name: t.signIn.title }))
}

describe('two-factor sign-in', () => {
  const e2e = useProduct()
  let user: TestUser
  let recoveryCodes: string[]

  it(
    'sets up two-factor sign-in in the settings, then a password alone leads to the code page and the code to the dashboard',
    async () => {
      const page = await e2e.newPage()
      user = await signedInUser(page, e2e.baseUrl)
      await open(page, '/app/settings')
      const section = page.getByRole('region', { name: t.title })
      await visible(section.getByText(t.statusOff))
      await section.getByRole('button', { name: t.enable }).click()
      await visible(section.getByRole('img', { name: t.qrAlt }))
      expect(await section.getByRole('img', { name: t.qrAlt }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      expect(await seriousA11yViolations(page)).toEqual([])
      const secret = (await section.getByLabel(t.secretLabel).inputValue()).replaceAll(' ', '')

      await section.getByLabel(t.codeLabel).fill(codeAt(secret, 20))
      await section.getByRole('button', { name: t.confirm }).click()
      await visible(section.getByText(t.signIn.wrongCode))
      await awayFromStepEdge()
      await section.getByLabel(t.codeLabel).fill(codeAt(secret, -1))
      await section.getByRole('button', { name: t.confirm }).click()
      const list = section.getByRole('list', { name: t.codesTitle })
      await visible(list)
      recoveryCodes = await list.getByRole('listitem').allInnerTexts()
      expect(recoveryCodes).toHaveLength(10)
      expect(await seriousA11yViolations(page)).toEqual([])
      await section.getByRole('button', { name: t.codesDone }).click()
      await visible(section.getByText(t.statusOn))
      await visible(section.getByText(t.recoveryLeft(10, 10)))

      await signOutThroughMenu(page)
      await passwordStep(page, user)
      expect(await seriousA11yViolations(page)).toEqual([])
      // Until the code is entered, the dashboard is not reachable.
      await open(page, '/app/dashboard')
      await page.waitForURL('**/app/login')
      await passwordStep(page, user)
      await awayFromStepEdge()
      await page.getByLabel(t.signIn.codeLabel).fill(codeAt(secret))
      await page.getByRole('button', { name: t.signIn.submit }).click()
      await page.waitForURL('**/app/dashboard')
      await visible(page.getByText('Logged in successfully', { exact: true }))
    },
    STEPS_TIMEOUT_MS,
  )

  it(
    'takes a recovery code once instead of the code, shows it as used, and turns two-factor sign-in off',
    async () => {
      const page = await e2e.newPage()
      await passwordStep(page, user)
      await page.getByLabel(t.signIn.codeLabel).fill(recoveryCodes[0]!)
      await page.getByRole('button', { name: t.signIn.submit }).click()
      await page.waitForURL('**/app/dashboard')

      await open(page, '/app/settings')
      const section = page.getByRole('region', { name: t.title })
      await visible(section.getByText(t.recoveryLeft(9, 10)))
      await signOutThroughMenu(page)

      await passwordStep(page, user)
      await page.getByLabel(t.signIn.codeLabel).fill(recoveryCodes[0]!)
      await page.getByRole('button', { name: t.signIn.submit }).click()
      await visible(page.getByText(t.signIn.wrongCode))
      await page.getByLabel(t.signIn.codeLabel).fill(recoveryCodes[1]!)
      await page.getByRole('button', { name: t.signIn.submit }).click()
      await page.waitForURL('**/app/dashboard')

      await open(page, '/app/settings')
      await section.getByRole('button', { name: t.disable }).click()
      await visible(section.getByText(t.statusOff))
      await signOutThroughMenu(page)
      await page.getByLabel('Email address').fill(user.email)
      await page.getByLabel('Password').fill(user.password)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.waitForURL('**/app/dashboard')
    },
    STEPS_TIMEOUT_MS,
  )
})
