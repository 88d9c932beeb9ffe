// Settings → Your data: the JSON export downloaded from the page holds what the API lists;
// the account is deleted through the dialog (axe clean while it is open), the browser is signed out and
// sent home without a failing request, and the account cannot sign in again. With two-factor sign-in on,
// the dialog asks for the code at once and one submit deletes the account.
import { describe, expect, it } from 'vitest'
import { messages } from '../site/src/lib/copy'
import { settingsCopy } from '../site/src/features/settings/copy/settings-copy'
import { downloadedBytes, failedResponses, open, seriousA11yViolations, useProduct, visible } from './harness'
import { awayFromStepEdge, codeAt, turnOnTwoFactor } from './totp'
import { signedInUser } from './users'

const t = settingsCopy.data

describe('settings: your data', () => {
  const e2e = useProduct()

  async function apiToken(email: string, password: string): Promise<{ status: number; token?: string }> {
    const key = ((await (await fetch(`${e2e.baseUrl}/api/config`)).json()) as { supabaseAnonKey: string }).supabaseAnonKey
    const res = await fetch(`${e2e.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: key, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    return { status: res.status, token: res.ok ? ((await res.json()) as { access_token: string }).access_token : undefined }
  }

  it('downloads the JSON export, then deletes the account through the dialog', async () => {
    const page = await e2e.newPage({ acceptDownloads: true })
    const user = await signedInUser(page, e2e.baseUrl)
    const { token } = await apiToken(user.email, user.password)
    const api = (method: string, path: string, body?: unknown) =>
      fetch(`${e2e.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    for (const n of [1, 2]) await api('POST', '/api/urls', { originalUrl: `${e2e.targetOrigin}/export-${n}` })

    await open(page, '/app/settings')
    const section = page.getByRole('region', { name: t.title })
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: t.downloadJson }).click()])
    expect(download.suggestedFilename()).toMatch(/^snip-export-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse((await downloadedBytes(download)).toString('utf8'))
    const listed = await (await api('GET', '/api/urls')).json()
    expect(exported.profile).toMatchObject({ email: user.email, username: user.username })
    expect(exported.links.map(({ clicksByDay, clickDetailsByDay, ...link }: { clicksByDay: unknown; clickDetailsByDay: unknown }) => link)).toEqual(listed)
    expect(listed).toHaveLength(2)

    await section.getByRole('button', { name: t.deleteButton }).click()
    const dialog = page.getByRole('dialog', { name: t.dialog.title })
    await visible(dialog)
    expect(await seriousA11yViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: t.dialog.confirm }).click()
    await visible(dialog.getByText(messages.account.confirmationRequired))
    await dialog.getByLabel(t.dialog.confirmationLabel).fill('DELETE')
    await dialog.getByLabel(t.dialog.passwordLabel).fill('not my password')
    await dialog.getByRole('button', { name: t.dialog.confirm }).click()
    await visible(dialog.getByText(messages.account.wrongPassword))
    expect((await api('GET', '/api/urls')).status).toBe(200) // nothing deleted yet

    const failed = failedResponses(page)
    await dialog.getByLabel(t.dialog.passwordLabel).fill(user.password)
    await dialog.getByRole('button', { name: t.dialog.confirm }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await visible(page.getByText(t.deleted.title, { exact: true }))
    expect(failed).toEqual([]) // the deleted account's session is only cleared here: no logout the server refuses
    await visible(page.getByRole('link', { name: messages.site.header.logIn }))
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('snip-auth-token')))).toEqual([])
    expect((await api('GET', '/api/urls')).status).toBe(401)
    expect((await apiToken(user.email, user.password)).status).toBe(400)

    await open(page, '/app/login')
    await page.getByLabel('Email address').fill(user.email)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await visible(page.getByText(messages.toast.loginFail.title, { exact: true }))
    expect(new URL(page.url()).pathname).toBe('/app/login')
  }, 120_000)

  it('with two-factor sign-in on, asks for the code from the start and deletes the account in one submit', async () => {
    const page = await e2e.newPage()
    const user = await signedInUser(page, e2e.baseUrl)
    await open(page, '/app/settings')
    const secret = await turnOnTwoFactor(page)

    const failed = failedResponses(page)
    await page.getByRole('region', { name: t.title }).getByRole('button', { name: t.deleteButton }).click()
    const dialog = page.getByRole('dialog', { name: t.dialog.title })
    const code = dialog.getByLabel(t.dialog.codeLabel)
    await visible(code)
    expect(await code.getAttribute('aria-invalid')).toBeNull()
    expect(await dialog.getByText(messages.account.secondFactorRequired).count()).toBe(0)
    await dialog.getByLabel(t.dialog.confirmationLabel).fill('DELETE')
    await dialog.getByLabel(t.dialog.passwordLabel).fill(user.password)
    await dialog.getByRole('button', { name: t.dialog.confirm }).click()
    await visible(dialog.getByText(messages.account.secondFactorRequired)) // an empty code is not sent

    await awayFromStepEdge()
    await code.fill(codeAt(secret))
    await dialog.getByRole('button', { name: t.dialog.confirm }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await visible(page.getByText(t.deleted.title, { exact: true }))
    expect(failed).toEqual([])
    expect((await apiToken(user.email, user.password)).status).toBe(400)
  }, 120_000)
})
