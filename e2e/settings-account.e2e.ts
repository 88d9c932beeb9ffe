// The settings page's Profile, Password and Sessions sections in Chromium, in the words a
// person sees: a new username reaches the header; a new e-mail address needs the current password; a password changed with the current one signs in, and the
// Sessions list drops the other session at once; with two browsers signed in, 'Sign out other sessions' leaves
// one, and the other browser is signed out on reload; 'Sign out everywhere' ends every other session too (the
// other browser, and a refresh token held by an API client). The Language section: Deutsch saved, and the
// public pages and the app follow it in this browser.
import { describe, expect, it } from 'vitest'
import german from '../site/messages/de.json'
import english from '../site/messages/en.json'
import { messages } from '../site/src/lib/copy'
import { settingsCopy } from '../site/src/features/settings/copy/settings-copy'
import { open, seriousA11yViolations, useProduct, visible } from './harness'
import { createUserViaApi, signInThroughUi, signedInUser, tokenGrant } from './users'

const t = settingsCopy
const exact = { exact: true }
/** Each journey signs in (twice for sessions) and runs axe: generous on a busy machine. */
const SLOW = 180_000

describe('account settings', () => {
  const e2e = useProduct()

  it(
    'Language: Deutsch is saved for the account, and the public pages follow it in this browser',
    async () => {
      const page = await e2e.newPage()
      await signedInUser(page, e2e.baseUrl)
      await open(page, '/app/settings')
      const language = page.getByRole('combobox', { name: english.settings_language_title, exact: true })
      // the sign-up stored the language it was made in: this browser's English
      await expect.poll(() => language.inputValue(), { timeout: 30_000 }).toBe('en')
      await language.selectOption({ label: 'Deutsch' })
      await page.getByRole('button', { name: english.settings_language_save }).click()
      await visible(page.getByText(english.settings_language_saved, exact))
      await page.goto('/about')
      expect(new URL(page.url()).pathname).toBe('/de/about')
      // The settings page itself now answers in German, at the same address.
      await open(page, '/app/settings')
      expect(new URL(page.url()).pathname).toBe('/app/settings')
      const sprache = page.getByRole('combobox', { name: german.settings_language_title, exact: true })
      await expect.poll(() => sprache.inputValue(), { timeout: 30_000 }).toBe('de')
    },
    SLOW,
  )

  it(
    'Profile: a new username is saved and the header shows it',
    async () => {
      const page = await e2e.newPage()
      const user = await signedInUser(page, e2e.baseUrl)
      await open(page, '/app/settings')
      const field = page.getByLabel(t.profile.username, exact)
      await visible(field)
      expect(await field.inputValue()).toBe(user.username)
      await visible(page.getByText(t.profile.created, exact))
      await field.fill('a')
      await page.getByRole('button', { name: t.profile.saveUsername }).click()
      await visible(page.getByText(messages.auth.usernameTooShort, exact))
      const renamed = `Renamed ${user.username}`
      await field.fill(renamed)
      await page.getByRole('button', { name: t.profile.saveUsername }).click()
      await visible(page.getByText(t.profile.usernameSaved, exact))
      await visible(page.getByRole('button', { name: `User menu: ${renamed}` }))
      await page.reload()
      await visible(page.getByRole('button', { name: `User menu: ${renamed}` }))
      expect(await seriousA11yViolations(page)).toEqual([])
    },
    SLOW,
  )

  it(
    'Profile: a new email address needs the current password (without mail, it changes at once); the first of two mailed confirmations is acknowledged',
    async () => {
      const page = await e2e.newPage()
      const user = await signedInUser(page, e2e.baseUrl)
      await open(page, '/app/settings')
      const email = page.getByLabel(t.profile.email, exact)
      const password = page.getByLabel(t.profile.currentPassword, exact)
      await visible(email)
      const next = `moved.${user.email}`
      await email.fill(next)
      await page.getByRole('button', { name: t.profile.changeEmail }).click()
      await visible(page.getByText(messages.auth.currentPasswordRequired, exact))
      await password.fill('not-the-password')
      await page.getByRole('button', { name: t.profile.changeEmail }).click()
      await visible(page.getByRole('alert').filter({ hasText: t.password.currentWrong }))
      await password.fill(user.password)
      await page.getByRole('button', { name: t.profile.changeEmail }).click()
      await visible(page.getByText(t.profile.emailChanged, exact))
      expect(await password.inputValue()).toBe('')
      await page.reload()
      await visible(email)
      await expect.poll(() => email.inputValue()).toBe(next)
      expect(await seriousA11yViolations(page)).toEqual([])

      // With mail, the first of the two confirmation links lands here with only a message in the fragment (another
      // query than now, so the browser loads the page instead of only moving to the fragment).
      await open(page, '/app/settings?mail=1#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email&sb=')
      await visible(page.getByText(t.profile.emailHalfConfirmed, exact))
      await visible(page.getByText(t.profile.emailHalfConfirmedDescription, exact))
      expect(new URL(page.url()).hash).toBe('')
    },
    SLOW,
  )

  it(
    'Password: needs the current one; after the change, sign out and sign in with the new one',
    async () => {
      const page = await e2e.newPage()
      const user = await signedInUser(page, e2e.baseUrl)
      await open(page, '/app/settings#password')
      const fill = async (current: string, next: string, confirm = next) => {
        await page.getByLabel(t.password.current, exact).fill(current)
        await page.getByLabel(t.password.new, exact).fill(next)
        await page.getByLabel(t.password.confirm, exact).fill(confirm)
        await page.getByRole('button', { name: t.password.submit }).click()
      }
      // this browser, and the session the sign-up through the API started
      const sessions = page.getByRole('list', { name: t.sessions.list }).getByRole('listitem')
      await expect.poll(() => sessions.count()).toBe(2)
      const next = `${user.password}-new`
      await fill('not-the-password', next)
      await visible(page.getByRole('alert').filter({ hasText: t.password.currentWrong }))
      await fill(user.password, next)
      await visible(page.getByText(t.password.changed, exact))
      expect(await page.getByLabel(t.password.current, exact).inputValue()).toBe('')
      // the other session is gone from the list at once, without a reload
      await expect.poll(() => sessions.count(), { timeout: 5_000 }).toBe(1)
      await visible(sessions.getByText(t.sessions.current, exact))
      expect(await seriousA11yViolations(page)).toEqual([])

      await page.getByRole('button', { name: /User menu/ }).click()
      await page.getByRole('menuitem', { name: 'Sign out' }).click()
      await page.waitForURL('**/app/login')
      await signInThroughUi(page, { ...user, password: next })
      await visible(page.getByRole('button', { name: `User menu: ${user.username}` }))
    },
    SLOW,
  )

  it(
    'Sessions: both browsers listed, this one marked; signing out the others ends the other browser at its next load',
    async () => {
      const user = await createUserViaApi(e2e.baseUrl)
      const [mine, other] = [await e2e.newPage(), await e2e.newPage()]
      await signInThroughUi(other, user)
      await signInThroughUi(mine, user)
      await open(mine, '/app/settings#sessions')
      const list = mine.getByRole('list', { name: t.sessions.list })
      await visible(list)
      // the two browsers, and the session the sign-up through the API started
      await expect.poll(() => list.getByRole('listitem').count()).toBe(3)
      expect(await list.getByText(t.sessions.current, exact).count()).toBe(1)
      expect(await seriousA11yViolations(mine)).toEqual([])

      await mine.getByRole('button', { name: t.sessions.signOutOthers }).click()
      await visible(mine.getByText(t.sessions.othersSignedOut, exact))
      await expect.poll(() => list.getByRole('listitem').count()).toBe(1)
      await visible(list.getByText(t.sessions.current, exact))

      await other.reload()
      await other.waitForURL('**/app/login')
      await mine.reload()
      await visible(mine.getByRole('list', { name: t.sessions.list }))

      await mine.getByRole('button', { name: t.sessions.signOutEverywhere }).click()
      await mine.waitForURL('**/app/login')
    },
    SLOW,
  )
  it(
    "Sign out everywhere: the other browser and an API client's refresh token are signed out too",
    async () => {
      const user = await createUserViaApi(e2e.baseUrl)
      const [mine, other] = [await e2e.newPage(), await e2e.newPage()]
      await signInThroughUi(other, user)
      await signInThroughUi(mine, user)
      const credentials = { email: user.email, password: user.password }
      // A refresh token that works now (its use hands out the next one, which must work until the click).
      const first = await tokenGrant(e2e.baseUrl, 'password', credentials)
      const held = await tokenGrant(e2e.baseUrl, 'refresh_token', { refresh_token: first.refreshToken! })
      expect(held.status).toBe(200)

      await open(mine, '/app/settings#sessions')
      const list = mine.getByRole('list', { name: t.sessions.list })
      await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(2)
      await mine.getByRole('button', { name: t.sessions.signOutEverywhere }).click()
      await mine.waitForURL('**/app/login')

      expect((await tokenGrant(e2e.baseUrl, 'refresh_token', { refresh_token: held.refreshToken! })).status).toBe(400)
      await other.reload()
      await other.waitForURL('**/app/login')
    },
    SLOW,
  )
})
